import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PostSummary } from '@zu/shared-contract';
import { apiUrl, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import PostsPage from './PostsPage';

const post = (i: number, date: string): PostSummary => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  slug: `actu-${i}`,
  title: `Actualité numéro ${i}`,
  createdBy: '401234567890123456',
  date,
  imageUrl: `http://api.test/images/post/${i}.webp`,
});

const posts = [post(1, '2025-01-28T13:00:00'), post(2, '2026-03-01T10:30:00'), post(3, '2024-07-27T12:00:00')];

const server = setupApiServer(http.get(apiUrl('/public/post'), () => HttpResponse.json(posts)));

describe('posts page', () => {
  it('lists every post as a card, newest first, each linked to its page', async () => {
    renderWithProviders(<PostsPage />, { route: '/actus' });
    expect(screen.getByRole('heading', { level: 1, name: 'Actualités' })).toBeInTheDocument();
    const list = await screen.findByTestId('all-posts');
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Actualité numéro 2', 'Actualité numéro 1', 'Actualité numéro 3']);
    expect(within(list).getByRole('link', { name: 'Actualité numéro 2' })).toHaveAttribute('href', '/actu/actu-2');
    expect(within(list).getByText('1er mars 2026')).toBeInTheDocument();
  });

  it('shows a loading state until the posts arrive', async () => {
    renderWithProviders(<PostsPage />, { route: '/actus' });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement des actualités…');
    await screen.findByTestId('all-posts');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the generic French error when the posts cannot be read', async () => {
    server.use(http.get(apiUrl('/public/post'), () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<PostsPage />, { route: '/actus' });
    expect(await screen.findByText(/Une erreur s'est produite, veuillez réessayer/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('says so when there is no post yet', async () => {
    server.use(http.get(apiUrl('/public/post'), () => HttpResponse.json([])));
    renderWithProviders(<PostsPage />, { route: '/actus' });
    expect(await screen.findByText('Aucune actualité pour le moment.')).toBeInTheDocument();
    expect(screen.queryByTestId('all-posts')).not.toBeInTheDocument();
  });
});
