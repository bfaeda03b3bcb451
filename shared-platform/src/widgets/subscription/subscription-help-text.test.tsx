import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { numbersNotFromTheGame, profileFixture, renderWithProviders, setupApiServer } from '../../testing';
import { SubscriptionFlow } from './SubscriptionFlow';

// Every game number moved to an odd one of its own: a figure written by hand no longer matches.
jest.mock('@zu/shared-contract/constants');

setupApiServer();

it("takes every number of the subscription's terms from the game numbers", async () => {
  const user = userEvent.setup();
  renderWithProviders(<SubscriptionFlow profile={profileFixture('alice')} />);
  await user.click(screen.getByRole('button', { name: "S'abonner" }));
  const dialog = await screen.findByRole('dialog', { name: 'Abonnement' });
  // The player's own figures are the profile's: today's bonuses, and what this subscription costs them.
  const answered = [screen.getByTestId('subscription-bonus-count'), screen.getByTestId('subscription-price')];
  const notRules = answered.map((element) => element.textContent ?? '');
  expect(dialog.textContent).toMatch(/\d/);
  expect(numbersNotFromTheGame(dialog.textContent ?? '', notRules)).toEqual([]);
});
