import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, numbersNotFromTheGame, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import ConstellationsPage from './features/constellations/components/ConstellationsPage';
import EffectsPage from './features/effects/components/EffectsPage';
import StarsPage from './features/stars/components/StarsPage';

// Every game number moved to an odd one of its own: a figure written by hand no longer matches.
jest.mock('@zu/shared-contract/constants');

setupApiServer(http.get(apiUrl('/public/item'), () => HttpResponse.json([])));

/** The constellation page's example (a card of some rarity, its levels) and where a constellation starts. */
const constellationExample = () => [
  screen.getByRole('heading', { name: /Les niveaux d'une carte/ }).textContent ?? '',
  screen.getByRole('table', { name: 'Niveaux de constellation' }).textContent ?? '',
  'au niveau 1 ;',
];

describe('the help texts of the catalogue', () => {
  it.each([
    ['STAR', <StarsPage key="stars" />, () => []],
    ['effect', <EffectsPage key="effects" />, () => []],
    ['constellation', <ConstellationsPage key="constellations" />, constellationExample],
  ])('take every number of the %s page from the game numbers', async (_name, page, examples) => {
    const { container } = renderWithProviders(page);
    // The count of the cards listed is the API's figure, no rule.
    const count = (await screen.findByTestId('items-count')).textContent ?? '';
    expect(numbersNotFromTheGame(container.textContent ?? '', [count, ...examples()])).toEqual([]);
  });
});
