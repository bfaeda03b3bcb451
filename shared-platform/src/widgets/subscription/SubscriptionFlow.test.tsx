import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SubscriptionResult } from '@zu/shared-contract';
import { apiUrl, itemFixture, profileFixture, renderWithProviders, setupApiServer } from '../../testing';
import { usePublicUserQuery } from '../../players/public-user-api';
import { SubscriptionFlow } from './SubscriptionFlow';

const server = setupApiServer();
const profile = profileFixture('alice', { subscriptionBonusCount: 1, subscriptionBonusLimit: 3 });
const subscribed: SubscriptionResult = {
  beginDate: '2026-11-02',
  endDate: '2026-12-01',
  loreDustCost: 0,
  inventory: { item: itemFixture(7, { name: 'Dragon de cuivre' }), shinyLevel: 1, quantity: 1 },
};

function answer(status: number, body: unknown) {
  let calls = 0;
  server.use(
    http.post(apiUrl('/public/subscription/subscribe'), () => {
      calls += 1;
      return HttpResponse.json(body as object, { status });
    }),
  );
  return () => calls;
}

async function openAndConfirm() {
  const user = userEvent.setup();
  renderWithProviders(<SubscriptionFlow profile={profile} />);
  await user.click(screen.getByRole('button', { name: "S'abonner" }));
  expect(await screen.findByRole('dialog', { name: 'Abonnement' })).toBeInTheDocument();
  return user;
}

describe('SubscriptionFlow', () => {
  it('opens a dialog with the terms and the daily bonus count x/limit, and sends nothing on Annuler', async () => {
    const calls = answer(200, subscribed);
    const user = await openAndConfirm();
    expect(
      screen.getByText(/Le premier mois est offert, les suivants coûtent 2\s000 poudres créatrices/),
    ).toBeVisible();
    expect(screen.getByTestId('subscription-price')).toHaveTextContent('Pour toi, celui-ci est offert.');
    expect(screen.getByTestId('subscription-bonus-count')).toHaveTextContent("Bonus d'abonnement aujourd'hui : 1/3");
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Abonnement' })).not.toBeInTheDocument());
    expect(calls()).toBe(0);
  });

  it('tells what this subscription costs the player, as the profile says it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SubscriptionFlow profile={{ ...profile, subscriptionLoreDustCost: 2000 }} />);
    await user.click(screen.getByRole('button', { name: "S'abonner" }));
    expect(await screen.findByTestId('subscription-price')).toHaveTextContent(
      /^Pour toi, celui-ci coûte 2\s000 poudres créatrices\.$/,
    );
  });

  it("subscribes and shows 'Validé !' with the reward card", async () => {
    const calls = answer(200, subscribed);
    const user = await openAndConfirm();
    await user.click(screen.getByRole('button', { name: "Je m'abonne" }));
    expect(await screen.findByRole('dialog', { name: 'Validé !' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Dragon de cuivre' })).toHaveAttribute(
      'src',
      'http://api.test/images/item/7-1.webp',
    );
    expect(screen.getByTestId('subscription-reward')).toHaveTextContent('1 × Dragon de cuivre dorée');
    expect(calls()).toBe(1);
  });

  it.each([
    ['NOT_ENOUGH_LORE_DUST', "Tu n'as pas assez de poudre créatrice pour t'abonner, il t'en faut 2000 !"],
    ['ALREADY_SUBSCRIBED', 'Tu es déjà abonné(e) !'],
  ])('shows the words of %s, without a code label', async (code, message) => {
    answer(400, { code, message: 'texte du serveur' });
    const user = await openAndConfirm();
    await user.click(screen.getByRole('button', { name: "Je m'abonne" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Validé !' })).not.toBeInTheDocument();
    // The action's own words say what failed: no label beside them.
    expect(screen.queryByTestId('error-code-label')).not.toBeInTheDocument();
  });

  it.each([
    [400, { code: 'SOMETHING_ELSE', message: 'x' }, 'Invalide'],
    [500, { code: 'INTERNAL', message: 'x' }, 'Erreur serveur'],
    [403, { code: 'FORBIDDEN', message: 'x' }, 'Non connecté'],
    [400, { code: 'PIN_LIMIT_REACHED', message: 'x' }, 'Plus de place en vitrine'],
  ])('shows the generic error for a %s answer it does not know (%j), labelled %s', async (status, body, label) => {
    answer(status, body);
    const user = await openAndConfirm();
    await user.click(screen.getByRole('button', { name: "Je m'abonne" }));
    expect(await screen.findByText(/Une erreur s'est produite, veuillez réessayer/)).toBeInTheDocument();
    expect(screen.getByTestId('error-code-label').textContent).toBe(label);
  });

  it("reads the player's profile again once subscribed, so the header shows the subscription", async () => {
    answer(200, subscribed);
    let profileReads = 0;
    server.use(
      http.get(apiUrl('/public/user/alice'), () => {
        profileReads += 1;
        return HttpResponse.json(profile);
      }),
    );
    function WithProfile() {
      const { data } = usePublicUserQuery('alice');
      return data ? <SubscriptionFlow profile={data} /> : null;
    }
    const user = userEvent.setup();
    renderWithProviders(<WithProfile />);
    await user.click(await screen.findByRole('button', { name: "S'abonner" }));
    await user.click(await screen.findByRole('button', { name: "Je m'abonne" }));
    await screen.findByRole('dialog', { name: 'Validé !' });
    await waitFor(() => expect(profileReads).toBe(2));
  });
});
