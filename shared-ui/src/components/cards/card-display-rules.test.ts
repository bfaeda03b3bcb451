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

  it("fills a constellation's level, as the answer gives it, out of its rarity", () => {
    expect(rarityDisplay(5, { constellationLevel: 1 })).toMatchObject({ icons: 5, filled: 1, constellation: true });
    expect(rarityDisplay(5, { constellationLevel: 3 })).toMatchObject({
      icons: 5,
      filled: 3,
      label: 'Constellation niveau 3 sur 5',
    });
    expect(rarityDisplay(5, { constellationLevel: 3, short: true })).toMatchObject({ icons: 1, filled: 1 });
    expect(rarityDisplay(3)).toMatchObject({ constellation: false });
  });

  it('shows the version asked for only where the card exists so, else the normal one', () => {
    const star = { 0: true, 1: false, 2: true };
    expect(shownShinyLevel({ 0: true, 1: true, 2: false }, 1)).toBe(1);
    expect(shownShinyLevel(star, 1)).toBe(0);
    expect(shownShinyLevel(star, 2)).toBe(2);
    expect(shownShinyLevel({ 0: true, 1: true, 2: false }, 2)).toBe(0);
  });

  it('tags cards on the hardcore site unless the card hides the tag, and none on the normal site', () => {
    expect(hardcoreTag(false, 'HARDCORE')).toBe('-hc');
    expect(hardcoreTag(true, 'HARDCORE')).toBe('');
    expect(hardcoreTag(false, 'NORMAL')).toBe('');
    expect(hardcoreTag(true, 'NORMAL')).toBe('');
  });
});
