import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type PathParams } from 'msw';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import type { CorporationDetail, PlayerProfile } from '@zu/shared-contract';
import { gameNumbers } from '@zu/shared-contract/constants';
import {
  apiUrl,
  installFakeEventSource,
  profileFixture,
  renderAt,
  setupApiServer,
  signedInAs,
} from '@zu/shared-platform/testing';
import { formatNumber, formatRateAsPercent } from '@zu/shared-ui';

// As toHaveTextContent reads the page: every space a plain one.
const percent = (rate: number) => formatRateAsPercent(rate).replace(/\u00a0/g, ' ');
import { logPageSize } from '../model/corporation-log';
import CorporationDetailPage from './CorporationDetailPage';
import { corporationFixture, corporationId, logEntry, member } from '../testing/corporation-fixtures';

/** A figure as the page's text reads once its spaces are normalised (the French thousands separator is one). */
const shown = (value: number) => formatNumber(value).replace(/\s/g, ' ');

const { bonusLevelCosts, dailyGiftLimit, maxBonusLevel, recycleBonusRates } = gameNumbers.corporation;

let corporation: CorporationDetail;
let profiles: Record<string, PlayerProfile>;
let profileReads: number;
let writes: { method: string; path: string; body?: unknown }[];

const inCorporation = (role: 'ADMIN' | 'MEMBER') => ({
  corporation: {
    id: corporationId,
    name: 'Les Rayous',
    description: '',
    balance: 0,
    createdDate: '2026-02-14T09:00:00',
    modifiedDate: '2026-02-14T09:00:00',
  },
  joinedDate: '2026-02-14T09:00:00',
  role,
});

/** Each write is recorded, then answers what `change` makes of the corporation (the API's CorporationDetail). */
const write =
  (change: (body: unknown, params: Record<string, string>) => void) =>
  async ({ request, params }: { request: Request; params: PathParams }) => {
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    writes.push({ method: request.method, path: new URL(request.url).pathname, body });
    change(body, params as Record<string, string>);
    return HttpResponse.json(corporation);
  };

const server = setupApiServer(
  http.get(apiUrl('/public/corporation/:id'), ({ params }) =>
    params.id === corporationId
      ? HttpResponse.json(corporation)
      : HttpResponse.json(
          { code: 'CORPORATION_NOT_FOUND', message: "Cette corporation n'existe pas dans ce mode de jeu" },
          { status: 404 },
        ),
  ),
  http.get(apiUrl('/public/user/:name'), ({ params }) => {
    profileReads += 1;
    const name = String(params.name);
    return HttpResponse.json(profiles[name] ?? profileFixture(name));
  }),
  http.post(
    apiUrl('/public/corporation/give'),
    write((body) => {
      const { amount } = body as { amount: number };
      corporation = {
        ...corporation,
        balance: corporation.balance + amount,
        userCorporations: corporation.userCorporations.map((m) =>
          m.user.discordUserName === 'bob' ? { ...m, giveToday: amount, giveTotal: m.giveTotal + amount } : m,
        ),
        corporationLogs: [logEntry('LEDGER', 'bob', '2026-03-03T12:00:00', amount), ...corporation.corporationLogs],
      };
    }),
  ),
  http.post(
    apiUrl('/public/corporation/bonus/:type'),
    write((_, { type }) => {
      corporation = {
        ...corporation,
        corporationBonuses: corporation.corporationBonuses.map((b) => (b.type === type ? { ...b, level: 1 } : b)),
      };
    }),
  ),
  http.post(
    apiUrl('/public/corporation/transfer/:userName'),
    write((_, { userName }) => {
      corporation = {
        ...corporation,
        userCorporations: corporation.userCorporations.map((m) => ({
          ...m,
          role: m.user.discordUserName === userName ? 'ADMIN' : 'MEMBER',
        })),
      };
    }),
  ),
  http.patch(
    apiUrl('/public/corporation'),
    write((body) => {
      corporation = { ...corporation, description: (body as { description: string }).description };
    }),
  ),
  http.post(
    apiUrl('/public/corporation/:id/join'),
    write(() => {
      corporation = { ...corporation, userCorporations: [...corporation.userCorporations, member('carol', 'MEMBER')] };
    }),
  ),
);

beforeEach(() => {
  corporation = corporationFixture();
  profiles = {
    alice: profileFixture('alice', { userCorporation: inCorporation('ADMIN'), user: { balance: 50_000 } }),
    bob: profileFixture('bob', { userCorporation: inCorporation('MEMBER'), user: { balance: 3_000 } }),
    carol: profileFixture('carol', { user: { balance: 20_000 } }),
  };
  profileReads = 0;
  writes = [];
});
afterEach(() => setAuthSession(anonymousSession));
const live = installFakeEventSource();

const openAt = (id = corporationId) => renderAt(<CorporationDetailPage />, 'CorpoDetail', `/corporation/${id}`);

const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

describe('the corporation page', () => {
  it('shows the header, treasury, bonuses, members and log to a visitor, with no action', async () => {
    openAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Les Rayous' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Logo de Les Rayous' })).toHaveTextContent('LR');
    expect(screen.getByTestId('corporation-description')).toHaveTextContent('On ouvre des boosters ensemble.');
    expect(screen.getByText('Fondée le 14 février 2026')).toBeInTheDocument();
    expect(document.title).toMatch(/^Les Rayous \|/);

    expect(screen.getByTestId('corporation-balance')).toHaveTextContent(`${shown(12_000)} ZUMonnaie`);
    // The cheapest next level: LOOT or a recycle bonus at level 0 → 1.
    const progress = screen.getByRole('progressbar', { name: 'Progression vers le prochain palier' });
    expect(progress).toHaveAttribute('aria-valuemax', String(bonusLevelCosts[0]));
    expect(progress).toHaveAttribute('aria-valuenow', String(Math.min(12_000, bonusLevelCosts[0]!)));

    const dust = screen.getByTestId('bonus-RECYCLE_LORE_DUST');
    expect(dust).toHaveTextContent(`Niv. 2/${maxBonusLevel}`);
    expect(dust).toHaveTextContent(`Maintenant : +${percent(recycleBonusRates[1]!)} de poudre créatrice`);
    expect(dust).toHaveTextContent(`Niveau 3 : +${percent(recycleBonusRates[2]!)} de poudre créatrice`);
    expect(dust).toHaveTextContent(`${shown(bonusLevelCosts[2]!)} ZUMonnaie`);
    const seats = gameNumbers.corporation.baseMembers + gameNumbers.corporation.membersPerLevel;
    expect(screen.getByTestId('bonus-MEMBER_COUNT')).toHaveTextContent(`Maintenant : ${seats} places`);
    expect(screen.getByTestId('bonus-LOOT')).toHaveTextContent(
      `Niveau 1 : +${gameNumbers.corporation.lootBalancePerLevel} ZUMonnaie à chaque /journa et /bonus`,
    );

    expect(screen.getByTestId('corporation-member-count')).toHaveTextContent(`2 / ${seats}`);
    const alice = screen.getByTestId('member-alice');
    expect(within(alice).getByRole('link', { name: 'Alice' })).toHaveAttribute('href', '/joueur/alice');
    expect(alice).toHaveTextContent('PDG');
    expect(alice).toHaveTextContent('Depuis le 14 février 2026');
    expect(alice).toHaveTextContent(`Dons : 300 aujourd'hui, ${shown(5_000)} au total`);
    expect(screen.getByTestId('member-bob')).toHaveTextContent('Membre');
    expect(screen.getByTestId('member-bob')).toHaveTextContent("Dons : 0 aujourd'hui, 700 au total");

    expect(screen.getAllByTestId('corporation-log-entry').map((row) => row.textContent)).toEqual([
      '2\u00a0mars 2026 à 18:30Alice a donné 300 ZUMonnaie au trésor',
      '1er\u00a0mars 2026 à 10:00Bob a rejoint la corporation',
      '14\u00a0février 2026 à 09:00Alice a fondé la corporation',
    ]);
    expect(screen.queryByTestId('corporation-actions')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Améliorer|Donner|Nommer PDG|Modifier/ })).not.toBeInTheDocument();
  });

  it('tells the log apart a page at a time, every action in words', async () => {
    const actions = ['UPGRADE', 'TRANSFER', 'LEAVE'] as const;
    const entries = Array.from({ length: logPageSize + 2 }, (_, i) =>
      logEntry(actions[i % actions.length]!, 'alice', `2026-03-${String(20 - i).padStart(2, '0')}T08:00:00`, 16_000),
    );
    corporation = corporationFixture({ corporationLogs: entries });
    const user = userEvent.setup();
    openAt();
    const rows = await screen.findAllByTestId('corporation-log-entry');
    expect(rows).toHaveLength(logPageSize);
    expect(rows[0]).toHaveTextContent(`Alice a acheté un niveau de bonus pour ${shown(16_000)} ZUMonnaie`);
    expect(rows[1]).toHaveTextContent('Alice est désormais PDG');
    expect(rows[2]).toHaveTextContent('Alice a quitté la corporation');
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivante' }));
    expect(screen.getAllByTestId('corporation-log-entry')).toHaveLength(2);
    expect(screen.getByText('Page 2 sur 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dernière' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Première' }));
    expect(screen.getByText('Page 1 sur 2')).toBeInTheDocument();
  });

  it.each([
    ['an unknown id', '00000000-0000-4000-8000-0000000000ff', "Cette corporation n'existe pas dans ce mode de jeu"],
    ['a dissolved one', '00000000-0000-4000-8000-0000000000dd', "Cette corporation n'existe plus"],
  ])('shows a French not-found state for %s', async (_, id, message) => {
    if (id.endsWith('dd'))
      server.use(
        http.get(apiUrl(`/public/corporation/${id}`), () =>
          HttpResponse.json({ code: 'CORPORATION_DISSOLVED', message }, { status: 404 }),
        ),
      );
    openAt(id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Corporation introuvable' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir toutes les corporations' })).toHaveAttribute(
      'href',
      '/corporations/liste',
    );
  });

  it('shows the same state, in plain French, for an address that is no id', async () => {
    server.use(
      http.get(apiUrl('/public/corporation/:id'), () =>
        HttpResponse.json(
          { code: 'INVALID_REQUEST', message: 'Requête invalide : params/id must match format "uuid"' },
          { status: 400 },
        ),
      ),
    );
    openAt('pas-un-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'Corporation introuvable' })).toBeInTheDocument();
    expect(screen.getByText("Cette corporation n'existe pas.")).toBeInTheDocument();
    expect(screen.queryByText(/params\/id/)).not.toBeInTheDocument();
  });

  it("lets a member give what is left of today's limit, then shows the new figures and reads the header again", async () => {
    setAuthSession(signedInAs('bob'));
    const user = userEvent.setup();
    openAt();
    expect(await screen.findByTestId('corporation-gift-left')).toHaveTextContent(
      `Tu peux encore donner ${shown(dailyGiftLimit)} ZUMonnaie aujourd'hui`,
    );
    expect(screen.queryByRole('button', { name: /Améliorer/ })).not.toBeInTheDocument();
    const readsBefore = profileReads;
    await user.click(screen.getByRole('button', { name: 'Donner au trésor' }));
    const dialog = await dialogNamed('Donner au trésor');
    const amount = within(dialog).getByRole('spinbutton');
    await user.clear(amount);
    await user.type(amount, '250');
    expect(within(dialog).getByTestId('action-cost')).toHaveTextContent('Coût : 250 ZUMonnaie, de ton solde');
    await user.click(within(dialog).getByRole('button', { name: 'Donner' }));

    await waitFor(() => expect(screen.getByTestId('corporation-balance')).toHaveTextContent(shown(12_250)));
    expect(writes).toEqual([{ method: 'POST', path: '/public/corporation/give', body: { amount: 250 } }]);
    expect(screen.getByTestId('corporation-gift-left')).toHaveTextContent(shown(dailyGiftLimit - 250));
    expect(screen.getByTestId('member-bob')).toHaveTextContent("Dons : 250 aujourd'hui, 950 au total");
    expect(screen.getAllByTestId('corporation-log-entry')[0]).toHaveTextContent('Bob a donné 250 ZUMonnaie');
    await waitFor(() => expect(profileReads).toBeGreaterThan(readsBefore));
  }, 15_000);

  it("offers no gift to a member who gave today's limit, nor to one without ZUMonnaie", async () => {
    corporation = corporationFixture({
      userCorporations: [
        member('alice', 'ADMIN', { giveToday: dailyGiftLimit, giveTotal: dailyGiftLimit }),
        member('bob', 'MEMBER', { giveTotal: 0 }),
      ],
    });
    setAuthSession(signedInAs('alice'));
    const { unmount } = openAt();
    expect(await screen.findByTestId('corporation-gift-left')).toHaveTextContent('Tu peux encore donner 0 ZUMonnaie');
    expect(screen.queryByRole('button', { name: 'Donner au trésor' })).not.toBeInTheDocument();
    unmount();

    profiles.bob = profileFixture('bob', { userCorporation: inCorporation('MEMBER'), user: { balance: 0 } });
    setAuthSession(signedInAs('bob'));
    openAt();
    expect(await screen.findByText("Tu n'as pas de ZUMonnaie à donner pour le moment.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Donner au trésor' })).not.toBeInTheDocument();
  });

  it('offers the PDG to upgrade a bonus at its price, and shows the API refusal in the dialog', async () => {
    server.use(
      http.post(apiUrl('/public/corporation/bonus/LOOT'), () =>
        HttpResponse.json(
          { code: 'NOT_ENOUGH_TREASURY', message: "Le trésor de la corporation n'est pas assez rempli." },
          { status: 400 },
        ),
      ),
    );
    setAuthSession(signedInAs('alice'));
    const user = userEvent.setup();
    openAt();
    await user.click(await screen.findByRole('button', { name: 'Améliorer Butin' }));
    const dialog = await dialogNamed('Améliorer Butin');
    expect(within(dialog).getByTestId('action-cost')).toHaveTextContent(
      `Coût : ${shown(bonusLevelCosts[0]!)} ZUMonnaie, payés par le trésor`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Améliorer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "Le trésor de la corporation n'est pas assez rempli.",
    );
    expect(screen.getByRole('dialog', { name: 'Améliorer Butin' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await user.click(screen.getByRole('button', { name: 'Améliorer Membres' }));
    await user.click(within(await dialogNamed('Améliorer Membres')).getByRole('button', { name: 'Améliorer' }));
    await waitFor(() => expect(screen.getByTestId('bonus-MEMBER_COUNT')).toHaveTextContent(`Niv. 1/${maxBonusLevel}`));
    expect(writes).toEqual([{ method: 'POST', path: '/public/corporation/bonus/MEMBER_COUNT', body: undefined }]);
  }, 15_000);

  it('lets the PDG rewrite the description and hand the role over to a member', async () => {
    setAuthSession(signedInAs('alice'));
    const user = userEvent.setup();
    openAt();
    await user.click(await screen.findByRole('button', { name: 'Modifier la description' }));
    const edit = await dialogNamed('Modifier la description');
    const text = within(edit).getByRole('textbox', { name: /Description/ });
    await user.clear(text);
    await user.paste('Nouvelle devise.');
    expect(within(edit).getByTestId('action-cost')).toHaveTextContent('Coût : gratuit');
    await user.click(within(edit).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(screen.getByTestId('corporation-description')).toHaveTextContent('Nouvelle devise.'));

    expect(within(screen.getByTestId('member-alice')).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(screen.getByTestId('member-bob')).getByRole('button', { name: 'Nommer PDG' }));
    await user.click(within(await dialogNamed('Nommer Bob PDG')).getByRole('button', { name: 'Transmettre le rôle' }));
    await waitFor(() => expect(screen.getByTestId('member-bob')).toHaveTextContent('PDG'));
    expect(writes.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['PATCH', '/public/corporation', { description: 'Nouvelle devise.' }],
      ['POST', '/public/corporation/transfer/bob', undefined],
    ]);
    // No longer the PDG: the PDG's actions are gone.
    expect(screen.queryByRole('button', { name: /Améliorer/ })).not.toBeInTheDocument();
  }, 15_000);

  it('tells the last member that leaving dissolves the corporation, then shows it is gone', async () => {
    corporation = corporationFixture({ userCorporations: [member('alice', 'ADMIN', { giveTotal: 0 })] });
    server.use(
      http.post(apiUrl('/public/corporation/leave'), () => {
        writes.push({ method: 'POST', path: '/public/corporation/leave' });
        server.use(
          http.get(apiUrl('/public/corporation/:id'), () =>
            HttpResponse.json(
              { code: 'CORPORATION_DISSOLVED', message: "Cette corporation n'existe plus" },
              { status: 404 },
            ),
          ),
        );
        return HttpResponse.json({ corporationId, dissolved: true });
      }),
    );
    setAuthSession(signedInAs('alice'));
    const user = userEvent.setup();
    openAt();
    await user.click(await screen.findByRole('button', { name: 'Quitter la corporation' }));
    const dialog = await dialogNamed('Quitter la corporation');
    expect(dialog).toHaveTextContent('tu dissous la corporation');
    expect(within(dialog).getByTestId('action-cost')).toHaveTextContent('Coût : gratuit');
    await user.click(within(dialog).getByRole('button', { name: 'Quitter' }));
    expect(await screen.findByText("Cette corporation n'existe plus")).toBeInTheDocument();
    expect(writes).toHaveLength(1);
  });

  it('offers a player in no corporation to join one with a free seat, and not one that is full', async () => {
    setAuthSession(signedInAs('carol'));
    const user = userEvent.setup();
    const { unmount } = openAt();
    await user.click(await screen.findByRole('button', { name: 'Rejoindre' }));
    const dialog = await dialogNamed('Rejoindre Les Rayous');
    expect(within(dialog).getByTestId('action-cost')).toHaveTextContent('Coût : gratuit');
    await user.click(within(dialog).getByRole('button', { name: 'Rejoindre' }));
    await waitFor(() => expect(screen.getByTestId('member-carol')).toBeInTheDocument());
    expect(writes).toEqual([{ method: 'POST', path: `/public/corporation/${corporationId}/join`, body: undefined }]);
    unmount();

    corporation = corporationFixture({
      corporationBonuses: [],
      userCorporations: ['a', 'b', 'c', 'd'].map((name) => member(name, 'MEMBER')),
    });
    openAt();
    expect(await screen.findByTestId('corporation-member-count')).toHaveTextContent(
      `4 / ${gameNumbers.corporation.baseMembers}`,
    );
    expect(screen.queryByRole('button', { name: 'Rejoindre' })).not.toBeInTheDocument();
  }, 15_000);
});

describe('the corporation page, live', () => {
  it("reads the corporation again when its topic changes: another member's gift shows in the treasury and log", async () => {
    openAt();
    expect(await screen.findByTestId('corporation-balance')).toHaveTextContent(`${shown(12_000)} ZUMonnaie`);
    await waitFor(() => expect(live.latest?.topics).toEqual([`corporation:${corporationId}`]));

    corporation = {
      ...corporation,
      balance: 12_500,
      corporationLogs: [logEntry('LEDGER', 'bob', '2026-03-03T12:00:00', 500), ...corporation.corporationLogs],
    };
    act(() => live.latest!.change(`corporation:${corporationId}`, '31'));
    await waitFor(() =>
      expect(screen.getByTestId('corporation-balance')).toHaveTextContent(`${shown(12_500)} ZUMonnaie`),
    );
    expect(screen.getAllByTestId('corporation-log-entry')[0]).toHaveTextContent('Bob a donné 500 ZUMonnaie au trésor');
  });
});
