import { hardcoreTag, rarityDisplay, shownShinyLevel } from './card-display-rules';

describe('card display rules', () => {
  it('shows STAR (rarity 6) as one star, whatever the mode', () => {
    expect(rarityDisplay(6)).toEqual({ kind: 'star' });
    expect(rarityDisplay(6, { short: true })).toEqual({ kind: 'star' });
  });

  it('shows one icon per rarity level, one in short mode', () => {
    expect(rarityDisplay(4)).toMatchObject({ icons: 4, filled: 4, label: 'Rareté 4' });
    expect(rarityDisplay(4, { short: true })).toMatchObject({ icons: 1, filled: 1, label: 'Rareté 4' });
  });

  it('shows a constellation at level rarity - upgradeLevel + 1 out of its rarity', () => {
    expect(rarityDisplay(5, { upgradeLevel: 5 })).toMatchObject({ icons: 5, filled: 1, constellation: true });
    expect(rarityDisplay(5, { upgradeLevel: 3 })).toMatchObject({
      icons: 5,
      filled: 3,
      label: 'Constellation niveau 3 sur 5',
    });
    expect(rarityDisplay(5, { upgradeLevel: 1 })).toMatchObject({ filled: 5 });
    expect(rarityDisplay(3, { upgradeLevel: -1 })).toMatchObject({ constellation: false });
  });

  it('never shows gold at STAR rarity', () => {
    expect(shownShinyLevel(5, 1)).toBe(1);
    expect(shownShinyLevel(6, 1)).toBe(0);
    expect(shownShinyLevel(6, 2)).toBe(2);
  });

  it('tags hardcore cards unless the card hides the tag', () => {
    expect(hardcoreTag(false)).toBe('-hc');
    expect(hardcoreTag(true)).toBe('');
  });
});
