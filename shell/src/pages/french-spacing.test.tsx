import { guillemetsWithBreakingSpaces, renderWithProviders, setupApiServer } from '@zu/shared-platform/testing';
import CodeOfConductPage from './code-of-conduct/CodeOfConductPage';
import BeginnersGuidePage from './guide/BeginnersGuidePage';

setupApiServer();

describe('the French texts of the shell', () => {
  it.each([
    ['the guide', <BeginnersGuidePage key="guide" />],
    ['the code of conduct', <CodeOfConductPage key="conduct" />],
  ])('keep guillemets with the words they quote in %s', (_name, page) => {
    const { container } = renderWithProviders(page);
    expect(container.textContent).toContain('«');
    expect(guillemetsWithBreakingSpaces(container.textContent ?? '')).toEqual([]);
  });
});
