import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useParams } from 'react-router';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import type { CorporationSummary } from '@zu/shared-contract';
import { corporationNameMinLength, gameNumbers } from '@zu/shared-contract/constants';
import {
  apiUrl,
  profileFixture,
  renderAt,
  renderRoutes,
  setupApiServer,
  signedInAs,
  tableRoutes,
} from '@zu/shared-platform/testing';
import { formatNumber } from '@zu/shared-ui';
import { corporationFixture } from '../testing/corporation-fixtures';
import CorporationsPage from './CorporationsPage';
import { shorten } from './shorten';

const corporation = (n: number, description: string): CorporationSummary => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  name: `Corporation ${n}`,
  description,
  balance: 12000 * n,
  logoUrl: `http://api.test/images/corporation/${n}.webp`,
  createdDate: '2025-01-01T00:00:00',
  modifiedDate: '2025-01-02T00:00:00',
  currentBonusLevel: n,
  totalBonusLevel: 16,
  currentMemberCount: n + 3,
  totalMemberCount: 8,
});
const long = 'Une corporation de collectionneurs passionnés qui se retrouvent chaque soir pour ouvrir leurs boosters.';

const full = { ...corporation(3, 'Complète.'), currentMemberCount: 8, totalMemberCount: 8 };
let created: unknown[] = [];
const server = setupApiServer(
  http.get(apiUrl('/public/corporation'), () =>
    HttpResponse.json([corporation(1, long), corporation(2, 'Courte.'), full]),
  ),
  http.get(apiUrl('/public/user/:name'), ({ params }) =>
    HttpResponse.json(
      params.name === 'alice'
        ? profileFixture('alice', {
            userCorporation: {
              corporation: { ...corporation(1, long), balance: 0 },
              joinedDate: '2025-01-01T00:00:00',
              role: 'MEMBER',
            },
          })
        : profileFixture(String(params.name), { user: { balance: 25_000 } }),
    ),
  ),
  http.post(apiUrl('/public/corporation'), async ({ request }) => {
    created.push(await request.json());
    return HttpResponse.json(corporationFixture({ id: '00000000-0000-4000-8000-0000000000ee' }));
  }),
);
beforeEach(() => {
  created = [];
});
afterEach(() => setAuthSession(anonymousSession));

const openAt = (url: string) => renderAt(<CorporationsPage />, 'Corporations', url);

describe('corporations', () => {
  it('cuts texts at 60 characters plus an ellipsis', () => {
    expect(shorten(long)).toBe(`${long.slice(0, 60)}…`);
    expect(shorten('Courte.')).toBe('Courte.');
  });

  it('lists the corporations of the API with members and treasury, linking to each', async () => {
    openAt('/corporations/liste');
    expect(await screen.findByTestId('corporations-count')).toHaveTextContent('3 corporations');
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: 'Corporation 1' })).toHaveAttribute(
      'href',
      '/corporation/00000000-0000-4000-8000-000000000001',
    );
    expect(within(first).getByText(`${long.slice(0, 60)}…`)).toBeInTheDocument();
    expect(within(first).getByText('4 / 8 membres')).toBeInTheDocument();
  });

  it('explains the rules on the info page', () => {
    openAt('/corporations/info');
    expect(screen.getByText(/Créer une corporation coûte 10\s000 ZUMonnaie/)).toBeInTheDocument();
  });

  it("marks a member's own corporation and offers them neither join nor create", async () => {
    setAuthSession(signedInAs('alice'));
    openAt('/corporations/liste');
    const own = await screen.findByTestId('corporation-card-00000000-0000-4000-8000-000000000001');
    expect(await within(own).findByText('Ta corporation')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('corporation-card-00000000-0000-4000-8000-000000000002')).queryByText('Ta corporation'),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rejoindre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Créer une corporation' })).not.toBeInTheDocument();
  });

  it('offers a visitor no action', async () => {
    openAt('/corporations/liste');
    await screen.findByTestId('corporations-count');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a player in none to join where there is room, and to found one at its price', async () => {
    setAuthSession(signedInAs('carol'));
    const user = userEvent.setup();
    function CreatedPage() {
      return <p>Page de {useParams().corpo}</p>;
    }
    renderRoutes(tableRoutes({ Corporations: <CorporationsPage />, CorpoDetail: <CreatedPage /> }), {
      initialEntries: ['/corporations/liste'],
    });
    await screen.findByTestId('corporations-count');
    expect(await screen.findAllByRole('button', { name: 'Rejoindre' })).toHaveLength(2);
    const fullCard = screen.getByTestId(`corporation-card-${full.id}`);
    expect(within(fullCard).queryByRole('button', { name: 'Rejoindre' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Créer une corporation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer une corporation' });
    expect(within(dialog).getByTestId('action-cost')).toHaveTextContent(
      `Coût : ${formatNumber(gameNumbers.corporation.creationCost).replace(/\s/g, ' ')} ZUMonnaie`,
    );
    const confirm = within(dialog).getByRole('button', { name: 'Créer' });
    await user.type(within(dialog).getByRole('textbox', { name: /Nom/ }), 'x'.repeat(corporationNameMinLength - 1));
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Nom/ }), 'x');
    await user.click(within(dialog).getByRole('textbox', { name: /Description/ }));
    await user.paste('Bienvenue à tous.');
    await user.click(confirm);
    expect(await screen.findByText('Page de 00000000-0000-4000-8000-0000000000ee')).toBeInTheDocument();
    expect(created).toEqual([{ name: 'x'.repeat(corporationNameMinLength), description: 'Bienvenue à tous.' }]);
  }, 15_000);

  it('shows the API refusal of a creation in the dialog', async () => {
    server.use(
      http.post(apiUrl('/public/corporation'), () =>
        HttpResponse.json({ code: 'NAME_TAKEN', message: 'Ce nom est déjà pris.' }, { status: 400 }),
      ),
    );
    setAuthSession(signedInAs('carol'));
    const user = userEvent.setup();
    openAt('/corporations/liste');
    await user.click(await screen.findByRole('button', { name: 'Créer une corporation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer une corporation' });
    await user.click(within(dialog).getByRole('textbox', { name: /Nom/ }));
    await user.paste('Les Rayous');
    await user.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText('Ce nom est déjà pris.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Créer une corporation' })).toBeVisible());
  });
});
