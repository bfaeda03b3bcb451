import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { anonymousSession, setAuthSession } from '@zu/shared-auth';
import type { ForgePlan } from '@zu/shared-contract';
import { apiUrl, packFixture, renderWithProviders, setupApiServer, signedInAs } from '@zu/shared-platform/testing';
import ForgePage from './ForgePage';
import { craftFixture, forgePlanFixture, recycleConfig, themedPack, vortexPack } from '../testing/forge-fixtures';

let plan: ForgePlan;
let planReads: { userName: string; packId: string | null }[] = [];
const server = setupApiServer(
  http.get(apiUrl('/public/recycle/config'), () => HttpResponse.json(recycleConfig)),
  http.get(apiUrl('/public/pack'), () => HttpResponse.json([packFixture, vortexPack, themedPack])),
  http.get(apiUrl('/public/forge/:userName'), ({ params, request }) => {
    const packId = new URL(request.url).searchParams.get('packId');
    planReads.push({ userName: String(params.userName), packId });
    const pack = [packFixture, vortexPack, themedPack].find((p) => p.id === packId);
    return HttpResponse.json<ForgePlan>({
      ...plan,
      craft: pack ? craftFixture(pack, { loreDust: 0, loreFragment: 901 }) : undefined,
    });
  }),
);

jest.setTimeout(15000);

beforeEach(() => {
  plan = forgePlanFixture();
  planReads = [];
});
afterEach(() => setAuthSession(anonymousSession));

const texts = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('the Forge page', () => {
  it("shows a visitor the game's values and rules, and asks them to sign in for the planner", async () => {
    const login = jest.fn(async () => {});
    setAuthSession({ ...anonymousSession, login });
    const user = userEvent.setup();
    renderWithProviders(<ForgePage />, { route: '/forge' });
    expect(screen.getByRole('heading', { level: 1, name: 'Forge' })).toBeInTheDocument();
    const rows = within(await screen.findByTestId('forge-values')).getAllByRole('row');
    const cells = rows.map((row) => texts([...row.querySelectorAll<HTMLElement>('th, td')]));
    expect(cells).toEqual([
      ['Rareté', 'Création', 'Enchantement', 'Recyclage (normale)', 'Recyclage (dorée)', 'Recyclage (chromatique)'],
      ['', '110', '440', '11', '44', '219'],
      ['', '230', '910', '23', '91', '457'],
    ]);
    expect(within(rows[1]!).getByRole('img', { name: 'Rareté 1' })).toBeInTheDocument();
    expect(
      screen.getByText(/^En poudre créatrice pour les cartes du pack Classique, en cristal d.histoire pour/),
    ).toBeInTheDocument();
    expect(screen.getByTestId('forge-rules')).toHaveTextContent(/le bonus de recyclage augmente tes gains de 30 %/);
    expect(screen.getByTestId('forge-rules')).toHaveTextContent(/ajoutent 1 %, 3 %, 6 % puis 10 % à tes gains/);
    await user.click(within(screen.getByTestId('forge-sign-in')).getByRole('button', { name: 'Connecte-toi' }));
    expect(login).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(planReads).toEqual([]);
  });

  it("shows a signed-in player the modifiers in force, their balance and their duplicates' yields and totals as the API gives them", async () => {
    setAuthSession(signedInAs('alice'));
    const user = userEvent.setup();
    renderWithProviders(<ForgePage />, { route: '/forge' });
    const modifiers = await screen.findByTestId('forge-modifiers');
    expect(texts(within(modifiers).getAllByText(/^(Effet|Bonus)/))).toEqual([
      'Effet en cours : recyclage +30 %',
      'Bonus de corporation : recyclage +3 % en poudre créatrice',
    ]);
    expect(screen.getByTestId('forge-vortex-pack')).toHaveTextContent('Pack du Vortex en cours : Lanternes 2026');
    expect(screen.getByTestId('forge-balance')).toHaveTextContent(
      /^Ton solde : 1\s250 poudre créatrice · 37 cristal d'histoire$/,
    );
    expect(screen.getByRole('tab', { name: 'Recyclage (3)', selected: true })).toBeInTheDocument();
    const lines = screen.getAllByTestId('recycle-line');
    expect(lines.map((line) => line.dataset.itemSlug)).toEqual(['11-carte-11', '12-carte-12', '13-carte-13']);
    expect(lines[0]).toHaveTextContent('Forgeron de braise');
    expect(lines[0]).toHaveTextContent('Dorée · 2 doublons sur 3 exemplaires');
    expect(lines[0]).toHaveTextContent('+118 poudre créatrice');
    expect(lines[1]).toHaveTextContent("+305 cristal d'histoire");
    expect(lines[2]).toHaveTextContent('Normale · 1 doublon sur 2 exemplaires');
    expect(lines[2]).toHaveTextContent('-77 poudre créatrice');
    expect(screen.getByTestId('recycle-total')).toHaveTextContent(
      "Tout recycler : +41 poudre créatrice · +305 cristal d'histoire",
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier les doublons' }), "Plus gros gains d'abord");
    expect(screen.getAllByTestId('recycle-line').map((line) => line.dataset.amount)).toEqual(['305', '118', '-77']);
    expect(planReads).toEqual([{ userName: 'alice', packId: null }]);
  });

  it('says when nothing changes the forge figures and when the player has no duplicate', async () => {
    setAuthSession(signedInAs('alice'));
    plan = forgePlanFixture({
      modifiers: {
        recycleEffectPercent: 0,
        craftEffectPercent: -30,
        corporationRecyclePercent: { loreDust: 0, loreFragment: 0 },
      },
      recycle: { lines: [], total: { loreDust: 0, loreFragment: 0 } },
    });
    renderWithProviders(<ForgePage />, { route: '/forge' });
    const modifiers = await screen.findByTestId('forge-modifiers');
    expect(modifiers).toHaveTextContent('Effet en cours : prix de la forge -30 %');
    expect(within(modifiers).queryByText(/Bonus de corporation/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('forge-vortex-pack')).not.toBeInTheDocument();
    expect(screen.getByText(/Aucun doublon à recycler/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Recyclage (0)' })).toBeInTheDocument();
  });

  it('prices the missing cards of the chosen pack and says what the balance lacks', async () => {
    setAuthSession(signedInAs('alice'));
    const user = userEvent.setup();
    renderWithProviders(<ForgePage />, { route: '/forge' });
    await user.click(await screen.findByRole('tab', { name: 'Création' }));
    expect(screen.getByText(/Choisis un pack pour voir les cartes qui te manquent/)).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Pack à compléter' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.selectOptions(picker, 'Lanternes 2026');
    const lines = await screen.findAllByTestId('craft-line');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringMatching(/Enclume.*640 cristal d'histoire$/),
      expect.stringMatching(/Soufflet.*160 cristal d'histoire$/),
      expect.stringMatching(/Marteau ancien.*Cette carte ne peut pas être créée\.$/),
    ]);
    expect(screen.getByTestId('craft-missing-count')).toHaveTextContent('Il te manque 3 cartes de ce pack.');
    expect(screen.getByTestId('craft-total')).toHaveTextContent("Tout créer : 901 cristal d'histoire");
    expect(screen.getByTestId('craft-shortfall')).toHaveTextContent(
      "Il te manque 864 cristal d'histoire : il en faut 901, tu en as 37.",
    );
    expect(screen.queryByTestId('craft-not-forgeable')).not.toBeInTheDocument();
    expect(planReads.at(-1)).toEqual({ userName: 'alice', packId: vortexPack.id });
  });

  it('says when the balance covers the bill, and when a pack cannot be forged', async () => {
    setAuthSession(signedInAs('alice'));
    plan = forgePlanFixture({ balance: { loreDust: 0, loreFragment: 901 } });
    const user = userEvent.setup();
    renderWithProviders(<ForgePage />, { route: '/forge' });
    await user.click(await screen.findByRole('tab', { name: 'Création' }));
    const picker = screen.getByRole('combobox', { name: 'Pack à compléter' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.selectOptions(picker, 'Abysses 2025');
    expect(await screen.findByTestId('craft-balance-enough')).toHaveTextContent('Ton solde suffit pour tout créer.');
    expect(screen.queryByTestId('craft-shortfall')).not.toBeInTheDocument();
    expect(screen.getByTestId('craft-not-forgeable')).toHaveTextContent(/Les cartes de ce pack ne se forgent pas/);
  });

  it('shows the fusions ready now and, for those short of one card, which card and how many copies', async () => {
    setAuthSession(signedInAs('alice'));
    const user = userEvent.setup();
    renderWithProviders(<ForgePage />, { route: '/forge' });
    await user.click(await screen.findByRole('tab', { name: 'Fusions (1)' }));
    const [ready] = screen.getAllByTestId('fusion-ready');
    expect(ready).toHaveTextContent('Dragon forgé');
    expect(ready).toHaveTextContent('Fusion dorée');
    expect(ready).toHaveTextContent('2 × Écaille (tu en as 2)');
    expect(within(ready!).queryByTestId('fusion-shortfall')).not.toBeInTheDocument();
    const [missingOne] = screen.getAllByTestId('fusion-missing-one');
    expect(missingOne).toHaveTextContent('Golem de lave');
    expect(texts(within(missingOne!).getAllByTestId('fusion-shortfall'))).toEqual([
      'Il te manque 2 exemplaires de Pierre vive.',
    ]);
    expect(within(missingOne!).getByRole('link', { name: 'Pierre vive' })).toHaveAttribute(
      'href',
      '/carte/25-carte-25',
    );
  });

  it("tells the API's words when the planner cannot be read", async () => {
    setAuthSession(signedInAs('alice'));
    server.use(
      http.get(apiUrl('/public/forge/:userName'), () =>
        HttpResponse.json({ code: 'USER_NOT_FOUND', message: "Ce joueur n'existe pas" }, { status: 404 }),
      ),
    );
    renderWithProviders(<ForgePage />, { route: '/forge' });
    expect(await screen.findByText("Ce joueur n'existe pas")).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });
});
