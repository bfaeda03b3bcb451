import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { AchievementProgress } from '@zu/shared-contract';
import { apiUrl, renderAt, setupApiServer } from '@zu/shared-platform/testing';
import UserAchievementPage from './UserAchievementPage';

const achievement = (n: number) => ({
  id: `00000000-0000-4000-8000-00000000a00${n}`,
  name: `Succès ${n}`,
  slug: `succes-${n}`,
  description: `Description ${n}`,
  featOfStrength: false,
  isDeletable: false,
  score: 10 * n,
});
const progress: AchievementProgress[] = [
  { id: '00000000-0000-4000-8000-00000000b001', achievement: achievement(1), date: '2026-02-03T10:00:00' },
  { id: null, achievement: achievement(2), progress: { type: 'UNIQUE_CARDS', current: 30, max: 120, items: null } },
];

const server = setupApiServer(
  http.get(apiUrl('/public/achievements/categories'), () =>
    HttpResponse.json([{ id: '00000000-0000-4000-8000-00000000c001', name: 'Collection' }]),
  ),
  http.get(apiUrl('/public/achievement/alice/:categoryId'), () => HttpResponse.json(progress)),
);

const render = () => renderAt(<UserAchievementPage />, 'UserAchievement', '/joueur/alice/succes');

describe('UserAchievementPage', () => {
  it('shows each category with its unlock dates, progress bars and links to the achievement pages', async () => {
    render();
    const section = await screen.findByRole('region', { name: 'Collection' });
    expect(await within(section).findByText('1 / 2 débloqué')).toBeInTheDocument();
    const [done, pending] = within(section).getAllByTestId('achievement');
    expect(done).toHaveTextContent('Débloqué le 3 février 2026');
    expect(within(done!).getByRole('link', { name: 'Succès 1' })).toHaveAttribute('href', '/succes/succes-1');
    const bar = within(pending!).getByRole('progressbar', { name: 'Progression' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(bar).toHaveAttribute('aria-valuemax', '120');
    expect(pending).toHaveTextContent('30 / 120 (25 %)');
  });

  it('says so when no achievement exists, and offers to retry on an error', async () => {
    server.use(http.get(apiUrl('/public/achievements/categories'), () => HttpResponse.json([])));
    render();
    expect(await screen.findByText("Aucun succès n'existe encore.")).toBeInTheDocument();
  });

  it('offers to retry when the categories cannot be read', async () => {
    server.use(http.get(apiUrl('/public/achievements/categories'), () => HttpResponse.json({}, { status: 500 })));
    render();
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
