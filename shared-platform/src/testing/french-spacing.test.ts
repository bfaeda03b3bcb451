import { guillemetsWithBreakingSpaces } from './french-spacing';

describe('guillemetsWithBreakingSpaces', () => {
  it('finds ordinary spaces inside guillemets, with their context', () => {
    expect(guillemetsWithBreakingSpaces('même « pour rire ». Puis')).toEqual(['même « pour rire ». Pui']);
    expect(guillemetsWithBreakingSpaces('le bonus «\u00a0Membres ».')).toEqual(['le bonus «\u00a0Membres ».']);
  });

  it('accepts no-break spaces, and guillemets that quote nothing', () => {
    expect(guillemetsWithBreakingSpaces('même «\u00a0pour rire\u00a0». Le lien «\u00a0Mode normal\u00a0»')).toEqual([]);
    expect(guillemetsWithBreakingSpaces('aucune citation ici')).toEqual([]);
  });
});
