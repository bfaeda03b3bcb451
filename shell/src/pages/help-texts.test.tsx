import { gameFeatureIds } from '@zu/shared-contract/constants';
import { numbersNotFromTheGame, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import { FeatureBlocks } from '../features/home';
import { guideSections } from '../features/guide';
import CommandsPage from './commands/CommandsPage';
import BeginnersGuidePage from './guide/BeginnersGuidePage';

// Every game number moved to an odd one of its own: a figure written by hand no longer matches.
jest.mock('@zu/shared-contract/constants');

setupApiServer();

// Phrases of these pages whose number is no rule: the guide's steps, the first of December (the advent calendar's
// first day), the ticket named 'Zera 3000', and how /pitié reads when the guaranteed card is the next one.
const steps = guideSections('HARDCORE').flatMap(({ title }) => /^Étape \d+/.exec(title) ?? []);
const notRules = [...steps, '1er', 'Zera 3000', 'à 1, c'];

describe('the help texts of the shell', () => {
  it.each([
    ['the guide', <BeginnersGuidePage key="guide" />],
    ['the commands page', <CommandsPage key="commands" />],
    ['the home page blocks', <FeatureBlocks key="blocks" features={gameFeatureIds} />],
  ])('take every number of %s from the game numbers', (_name, page) => {
    const { container } = renderWithProviders(page);
    expect(container.textContent).toMatch(/\d/);
    expect(numbersNotFromTheGame(container.textContent ?? '', notRules)).toEqual([]);
  });
});
