import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AchievementDetail } from '@zu/shared-contract';
import { apiUrl, profileFixture, renderAt, setupApiServer } from '@zu/shared-platform/testing';
import AchievementPage from './AchievementPage';

const detail = (page: number): AchievementDetail => ({
  achievement: {
    id: '00000000-0000-4000-8000-00000000a001',
    name: 'Insomniaque',
    slug: 'insomniaque',
    description: 'Récupérer son loot 365 jours',
    featOfStrength: false,
    isDeletable: false,
    score: 50,
    rewardLoreDust: 200,
  },
  category: { id: '00000000-0000-4000-8000-00000000c001', name: 'Loot' },
  holderCount: 25,
  playerCount: 1000,
  holderPercent: 2.5,
  page,
  pageSize: 20,
  holders: Array.from({ length: page === 1 ? 20 : 5 }, (_, i) => ({
    user: { discordUserName: `joueur${(page - 1) * 20 + i + 1}` },
    date: `2026-01-${String(i + 1).padStart(2, '0')}T10:00:00`,
  })),
});
const pages: number[] = [];

const profiles: string[] = [];

const server = setupApiServer(
  http.get(apiUrl('/public/user/:name'), ({ params }) => {
    profiles.push(String(params.name));
    return HttpResponse.json(profileFixture(String(params.name)));
  }),
  http.get(apiUrl('/public/achievements/insomniaque'), ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page'));
    pages.push(page);
    return HttpResponse.json(detail(page));
  }),
  http.get(apiUrl('/public/achievements/inconnu'), () =>
    HttpResponse.json({ code: 'ACHIEVEMENT_NOT_FOUND', message: 'x' }, { status: 404 }),
  ),
);

const render = (slug: string) => renderAt(<AchievementPage />, 'Achievement', `/succes/${slug}`);

describe('AchievementPage', () => {
  it('shows the achievement, how rare it is, and who unlocked it when, by pages of 20', async () => {
    const user = userEvent.setup();
    render('insomniaque');
    expect(await screen.findByRole('heading', { level: 1, name: 'Insomniaque' })).toBeInTheDocument();
    expect(screen.getByTestId('achievement-rarity')).toHaveTextContent(/Débloqué par 25 joueurs sur 1\s000 \(2,5 %\)/);
    const list = screen.getByRole('list', { name: 'Joueurs ayant débloqué ce succès' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('1.joueur1le 1er janvier 2026');
    expect(within(list).getByRole('link', { name: 'joueur1' })).toHaveAttribute('href', '/joueur/joueur1');
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Précédente' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Suivante' }));
    expect(await screen.findByText('Page 2 sur 2')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'joueur21' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('21.joueur21');
    expect(pages).toEqual([1, 2]);
  });

  it("shows a holder's player card when their name is hovered, reading their profile only then", async () => {
    const user = userEvent.setup();
    render('insomniaque');
    const list = await screen.findByRole('list', { name: 'Joueurs ayant débloqué ce succès' });
    expect(profiles).toEqual([]);
    await user.hover(within(list).getByRole('link', { name: 'joueur2' }));
    expect(await screen.findByRole('tooltip', { name: 'Carte du joueur joueur2' })).toBeInTheDocument();
    expect(profiles).toEqual(['joueur2']);
  });

  it("says 'Ce succès n'existe pas !' for an unknown slug", async () => {
    render('inconnu');
    expect(await screen.findByRole('heading', { name: "Ce succès n'existe pas !" })).toBeInTheDocument();
  });

  it('offers to retry on another error', async () => {
    server.use(http.get(apiUrl('/public/achievements/insomniaque'), () => HttpResponse.json({}, { status: 500 })));
    render('insomniaque');
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
