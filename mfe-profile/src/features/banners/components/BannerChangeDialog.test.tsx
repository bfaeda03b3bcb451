import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { BannerOwnership } from '@zu/shared-contract';
import { usePublicUserQuery } from '@zu/shared-platform';
import { apiUrl, profileFixture, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import { BannerChangeDialog } from './BannerChangeDialog';

const banner = (n: number, title: string) => ({
  id: `00000000-0000-4000-8000-0000000000b${n}`,
  name: `banniere-${n}`,
  title,
  imageUrl: `http://api.test/images/banner/${n}.webp`,
});
const ownerships: BannerOwnership[] = [
  { id: '00000000-0000-4000-8000-0000000000c1', date: '2026-03-01T10:00:00', banner: banner(1, 'Aurore') },
  { id: '00000000-0000-4000-8000-0000000000c2', date: '2026-04-01T10:00:00', banner: banner(2, 'Crépuscule') },
  { banner: banner(3, 'Verrouillée') },
];
const changes: string[] = [];
let changeAnswer: { status: number; body: unknown } | undefined;

const server = setupApiServer(
  http.get(apiUrl('/public/user/alice'), () =>
    HttpResponse.json(
      profileFixture('alice', {
        user: { userBanner: { id: ownerships[0]!.id!, date: ownerships[0]!.date!, banner: banner(1, 'Aurore') } },
      }),
    ),
  ),
  http.get(apiUrl('/public/banner/alice'), () => HttpResponse.json(ownerships)),
  http.post(apiUrl('/public/banner/change'), ({ request }) => {
    const name = new URL(request.url).searchParams.get('banner') ?? '';
    changes.push(name);
    if (changeAnswer) return HttpResponse.json(changeAnswer.body as object, { status: changeAnswer.status });
    const owned = ownerships.find((o) => o.banner.name === name)!;
    return HttpResponse.json({ id: owned.id, date: owned.date, banner: owned.banner });
  }),
);

function ShownBanner() {
  const { data } = usePublicUserQuery('alice');
  return <p data-testid="shown-banner">{data?.user.userBanner.banner.title ?? '…'}</p>;
}

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ShownBanner />
      <BannerChangeDialog userName="alice" />
    </>,
  );
  await waitFor(() => expect(screen.getByTestId('shown-banner')).toHaveTextContent('Aurore'));
  await user.click(screen.getByRole('button', { name: 'Changer de bannière' }));
  const dialog = await screen.findByRole('dialog', { name: 'Changer de bannière' });
  await within(dialog).findByRole('radio', { name: 'Crépuscule' });
  return { user, dialog };
}

describe('BannerChangeDialog', () => {
  beforeEach(() => {
    changes.length = 0;
    changeAnswer = undefined;
  });

  it('lists only the unlocked banners, and sends nothing before one is picked or on Annuler', async () => {
    const { user, dialog } = await openDialog();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['Aurore', 'Crépuscule']);
    expect(within(dialog).getByRole('button', { name: 'Valider' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Crépuscule' }));
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes).toEqual([]);
  });

  it("sends the picked banner and replaces the account's banner with the answer", async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Crépuscule' }));
    expect(within(dialog).getByRole('radio', { name: 'Crépuscule' })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText('Ta bannière a été changée !')).toBeInTheDocument();
    expect(changes).toEqual(['banniere-2']);
    expect(screen.getByTestId('shown-banner')).toHaveTextContent('Crépuscule');
  });

  it.each([
    ['BANNER_NOT_FOUND', "Cette bannière n'existe pas."],
    ['USERBANNER_NOT_FOUND', "Tu n'as pas débloqué cette bannière !"],
  ])('warns with the words of %s, without a code label, and keeps the banner', async (code, message) => {
    changeAnswer = { status: 400, body: { code, message: 'texte du serveur' } };
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Crépuscule' }));
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByTestId('shown-banner')).toHaveTextContent('Aurore');
    // The action's own words say what failed: no label beside them.
    expect(screen.queryByTestId('error-code-label')).not.toBeInTheDocument();
  });

  it.each([
    [{ status: 500, body: { code: 'INTERNAL', message: 'x' } }, 'Erreur serveur'],
    [{ status: 401, body: { code: 'UNAUTHORIZED', message: 'x' } }, 'Non connecté'],
  ])('shows the generic error for any other failure (%j), labelled %s', async (answer, label) => {
    changeAnswer = answer;
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Aurore' }));
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(await screen.findByText(/Une erreur s'est produite, veuillez réessayer/)).toBeInTheDocument();
    expect(screen.getByTestId('error-code-label').textContent).toBe(label);
  });

  it('says so when the banners cannot be read, and has nothing to validate', async () => {
    server.use(http.get(apiUrl('/public/banner/alice'), () => HttpResponse.json({}, { status: 500 })));
    const user = userEvent.setup();
    renderWithProviders(<BannerChangeDialog userName="alice" />);
    await user.click(screen.getByRole('button', { name: 'Changer de bannière' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changer de bannière' });
    expect(await within(dialog).findByText(/Une erreur s'est produite, veuillez réessayer/)).toBeInTheDocument();
    expect(within(dialog).queryAllByRole('radio')).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Valider' })).toBeDisabled();
  });
});
