import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import type { Post } from '@zu/shared-contract';
import { apiUrl, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import PostPage from './PostPage';

const post: Post = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'notes-2-1',
  title: 'Notes de mise à jour 2.1.0',
  createdBy: '623456789012345678',
  date: '2025-01-28T13:00:00',
  imageUrl: 'http://api.test/images/post/1.webp',
  content: [
    '## Le marché ouvre',
    '',
    'Les échanges passent par le **marché**, avec une limite quotidienne.',
    '',
    '- Propose une carte',
    '- Accepte une offre',
    '',
    'Bravo à <@712345678901234567> ! Lis le [guide](/guide) ou le [forum](https://exemple.fr).',
    '',
    '<script>alert(1)</script>',
    '',
    '<img src=x onerror="alert(1)">',
    '',
    '[lien](javascript:alert(1))',
  ].join('\n'),
  mentions: {},
};

const server = setupApiServer(
  http.get(apiUrl('/public/post/:slug'), ({ params }) =>
    params.slug === post.slug
      ? HttpResponse.json(post)
      : HttpResponse.json({ code: 'NOT_FOUND', message: 'Actualité introuvable' }, { status: 404 }),
  ),
);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

const renderPost = (slug = post.slug) =>
  renderWithProviders(
    <Routes>
      <Route path="/actu/:slug" element={<PostPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: `/actu/${slug}` },
  );

describe('post page', () => {
  it('shows the image, title, date and rendered content, and names the page after the post', async () => {
    renderPost();
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(document.title).toBe('Notes de mise à jour 2.1.0 | ZUnivers Hardcore');
    expect(screen.getByText('28 janvier 2025')).toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('img')).toHaveAttribute('src', post.imageUrl);

    const content = screen.getByTestId('post-content');
    expect(within(content).getByRole('heading', { level: 2, name: 'Le marché ouvre' })).toBeInTheDocument();
    expect(within(content).getByText('marché').tagName).toBe('STRONG');
    expect(
      within(content)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Propose une carte', 'Accepte une offre']);
    expect(within(content).getByRole('link', { name: 'forum' })).toHaveAttribute('rel', 'noreferrer noopener');
  });

  it('never turns HTML or script links of the content into live elements, and shows them as text', async () => {
    renderPost();
    const content = await screen.findByTestId('post-content');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
    expect(content.querySelector('img')).toBeNull();
    expect(
      Array.from(document.querySelectorAll('a')).filter((a) => /^\s*javascript:/i.test(a.getAttribute('href') ?? '')),
    ).toEqual([]);
    expect(within(content).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(within(content).getByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(within(content).getByText('[lien](javascript:alert(1))')).toBeInTheDocument();
  });

  it('renders a mention as plain text while the API does not name the player', async () => {
    renderPost();
    const content = await screen.findByTestId('post-content');
    expect(content).toHaveTextContent('Bravo à @utilisateur !');
    expect(within(content).queryByRole('link', { name: /^@/ })).not.toBeInTheDocument();
  });

  it('renders a mention as a link to the player when the API names them', async () => {
    server.use(
      http.get(apiUrl('/public/post/:slug'), () =>
        HttpResponse.json({ ...post, mentions: { '712345678901234567': 'joueur.test' } }),
      ),
    );
    renderPost();
    const content = await screen.findByTestId('post-content');
    expect(within(content).getByRole('link', { name: '@joueur.test' })).toHaveAttribute('href', '/joueur/joueur.test');
  });

  it('follows a link to one of the site pages through the router', async () => {
    renderPost();
    const content = await screen.findByTestId('post-content');
    await userEvent.click(within(content).getByRole('link', { name: 'guide' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/guide');
  });

  it('says the post does not exist for an unknown slug, with a link to every post', async () => {
    renderPost('pas-ici');
    expect(await screen.findByRole('heading', { name: "Cette actualité n'existe pas." })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes les actualités' })).toHaveAttribute('href', '/actus');
    expect(screen.queryByText(/Une erreur s'est produite/)).not.toBeInTheDocument();
  });

  it('shows the generic French error when the post cannot be read', async () => {
    server.use(http.get(apiUrl('/public/post/:slug'), () => new HttpResponse(null, { status: 500 })));
    renderPost();
    expect(await screen.findByText(/Une erreur s'est produite, veuillez réessayer/)).toBeInTheDocument();
    expect(screen.queryByText("Cette actualité n'existe pas.")).not.toBeInTheDocument();
  });
});
