import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, renderAt, setupApiServer } from '@zu/shared-platform/testing';
import UserBannerPage from './UserBannerPage';

const banner = (n: number, title: string) => ({
  id: `00000000-0000-4000-8000-0000000000b${n}`,
  name: `banniere-${n}`,
  title,
  imageUrl: `http://api.test/images/banner/${n}.webp`,
});
const server = setupApiServer(
  http.get(apiUrl('/public/banner/alice'), () =>
    HttpResponse.json([
      { banner: banner(3, 'Abysses') },
      { id: '00000000-0000-4000-8000-0000000000c1', date: '2026-03-01T10:00:00', banner: banner(1, 'Aurore') },
    ]),
  ),
);

describe('UserBannerPage', () => {
  it('shows the unlocked banners first with their date, then the locked ones', async () => {
    renderAt(<UserBannerPage />, 'UserBanner', '/joueur/alice/bannieres');
    expect(await screen.findByText('1 bannière débloquée sur 2.')).toBeInTheDocument();
    const cards = screen.getAllByTestId('banner-card');
    expect(cards[0]).toHaveTextContent('AuroreDébloquée le 1er mars 2026');
    expect(cards[1]).toHaveTextContent('AbyssesNon débloquée');
  });

  it('offers to retry when the banners cannot be read', async () => {
    server.use(http.get(apiUrl('/public/banner/alice'), () => HttpResponse.json({}, { status: 500 })));
    renderAt(<UserBannerPage />, 'UserBanner', '/joueur/alice/bannieres');
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
