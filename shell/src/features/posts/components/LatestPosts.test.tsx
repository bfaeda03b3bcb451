import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PostSummary } from '@zu/shared-contract';
import { apiUrl, renderWithProviders, setupApiServer, setViewportWidth } from '@zu/shared-platform/testing';
import { LatestPosts } from './LatestPosts';

const posts: PostSummary[] = Array.from({ length: 6 }, (_, i) => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  slug: `actu-${i}`,
  title: `Actualité numéro ${i}`,
  createdBy: '1234',
  date: `2026-0${i + 1}-15T10:00:00`,
  imageUrl: `http://api.test/images/post/${i}.webp`,
}));

const server = setupApiServer(http.get(apiUrl('/public/post'), () => HttpResponse.json(posts)));

const shownTitles = async () => {
  const grid = await screen.findByTestId('latest-posts');
  return within(grid)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);
};

describe('latest posts on the home page', () => {
  it.each([
    [375, 1],
    [700, 2],
    [1000, 2],
    [1300, 3],
    [2000, 4],
  ])('shows the newest posts, as many as the width allows (%ipx: %i)', async (width, count) => {
    setViewportWidth(width);
    renderWithProviders(<LatestPosts />);
    expect(await shownTitles()).toEqual(posts.slice(0, count).map((p) => p.title));
  });

  it('links each post to its page', async () => {
    setViewportWidth(1300);
    renderWithProviders(<LatestPosts />);
    expect(await screen.findByRole('link', { name: 'Actualité numéro 0' })).toHaveAttribute('href', '/actu/actu-0');
    expect(screen.getByText('15 janvier 2026')).toBeInTheDocument();
  });

  it('shows the generic French error when the posts cannot be read', async () => {
    server.use(http.get(apiUrl('/public/post'), () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<LatestPosts />);
    expect(await screen.findByText(/Une erreur s'est produite/)).toBeInTheDocument();
  });

  it('says so when there is no post yet', async () => {
    server.use(http.get(apiUrl('/public/post'), () => HttpResponse.json([])));
    renderWithProviders(<LatestPosts />);
    expect(await screen.findByText('Aucune actualité pour le moment.')).toBeInTheDocument();
  });
});
