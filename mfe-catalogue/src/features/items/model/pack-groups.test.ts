import type { Pack } from '@zu/shared-contract';
import { groupPacks, packYears, selectPack, withConstellationPack } from './pack-groups';

const pack = (slug: string, year: number | null): Pack => ({
  id: `${slug}-${year}`,
  name: slug.toUpperCase(),
  slug,
  year,
});
const packs = [
  pack('classique', 2021),
  pack('dragons', 2026),
  pack('classique', 2026),
  pack('hors-serie', null),
  pack('classique', 2023),
];

describe('pack groups', () => {
  it('groups packs by name with their years, newest first', () => {
    const groups = groupPacks(packs);
    expect(groups.map((g) => g.slug)).toEqual(['classique', 'dragons', 'hors-serie']);
    expect(groups[0]!.packs.map((p) => p.year)).toEqual([2026, 2023, 2021]);
  });

  it("selects the route's pack and year, or the newest year", () => {
    const groups = groupPacks(packs);
    expect(selectPack(groups, 'classique', 2023)?.id).toBe('classique-2023');
    expect(selectPack(groups, 'classique', undefined)?.id).toBe('classique-2026');
    expect(selectPack(groups, 'classique', 1999)?.id).toBe('classique-2026');
    expect(selectPack(groups, 'inconnu', undefined)).toBeUndefined();
  });

  it('adds the virtual Constellation pack after Classique only when UPGRADE is on', () => {
    const groups = groupPacks(packs);
    expect(withConstellationPack(groups, false).map((g) => g.slug)).toEqual(['classique', 'dragons', 'hors-serie']);
    const withIt = withConstellationPack(groups, true);
    expect(withIt.map((g) => g.slug)).toEqual(['classique', 'constellation', 'dragons', 'hors-serie']);
    expect(withIt[1]).toMatchObject({ name: 'Constellation', constellation: true, packs: groups[0]!.packs });
  });

  it('lists every year once, newest first', () => {
    expect(packYears(packs)).toEqual([2026, 2023, 2021]);
  });
});
