import type { Pack } from '@zu/shared-contract';

export interface PackGroup {
  name: string;
  slug: string;
  /** Newest first; a pack without a year has none. */
  packs: Pack[];
  /** The virtual Constellation pack: the Classique cards, as constellations. */
  constellation?: boolean;
}

export const constellationPackSlug = 'constellation';
const classiqueSlug = 'classique';

/** With the UPGRADE feature, a virtual 'Constellation' pack (a copy of 'Classique') follows 'Classique'. */
export function withConstellationPack(groups: readonly PackGroup[], upgradeActive: boolean): PackGroup[] {
  const index = groups.findIndex((g) => g.slug === classiqueSlug);
  if (!upgradeActive || index < 0) return [...groups];
  const constellation: PackGroup = {
    name: 'Constellation',
    slug: constellationPackSlug,
    packs: groups[index]!.packs,
    constellation: true,
  };
  return [...groups.slice(0, index + 1), constellation, ...groups.slice(index + 1)];
}

/** Every year some pack has, newest first. */
export function packYears(packs: readonly Pack[]): number[] {
  return [...new Set(packs.flatMap((p) => (p.year === null ? [] : [p.year])))].sort((a, b) => b - a);
}

/** Packs sharing a name are one group with a list of years. */
export function groupPacks(packs: readonly Pack[]): PackGroup[] {
  const groups = new Map<string, PackGroup>();
  for (const pack of packs) {
    const group = groups.get(pack.slug) ?? { name: pack.name, slug: pack.slug, packs: [] };
    group.packs.push(pack);
    groups.set(pack.slug, group);
  }
  for (const group of groups.values()) group.packs.sort((a, b) => (b.year ?? 0) - (a.year ?? 0));
  return [...groups.values()].sort(
    (a, b) => (b.packs[0]?.year ?? 0) - (a.packs[0]?.year ?? 0) || a.name.localeCompare(b.name, 'fr'),
  );
}

/** The pack a route selects: its `year` when given and known, else the group's newest. */
export function selectPack(
  groups: readonly PackGroup[],
  slug: string | undefined,
  year: number | undefined,
): Pack | undefined {
  const group = groups.find((g) => g.slug === slug);
  if (!group) return undefined;
  return group.packs.find((p) => p.year === year) ?? group.packs[0];
}
