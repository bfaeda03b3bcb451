import { gameFeatureIds } from '@zu/shared-contract/constants';
import { hasUnreadEvent, hasUnreadPatch } from './unread';
import { getRuntimeConfig } from '@zu/shared-platform';
import { otherSite, urlOnHost } from './mode-switch';
import { marketLink, navGroups } from './nav-groups';
import { detectWebpSupport } from './webp-support';

const allButBoss = gameFeatureIds.filter((f) => f !== 'BOSS');
const context = {
  features: allButBoss,
  ruleSet: 'HARDCORE' as const,
  bossToggle: false,
  suggestionsUrl: 'https://suggestions.example',
};
const labels = (groups: ReturnType<typeof navGroups>, group: string) =>
  groups.find((g) => g.label === group)!.items.map((i) => i.label);

describe('navigation groups', () => {
  it('holds every item of the spec in the hardcore site with the seed features', () => {
    const groups = navGroups(context);
    expect(groups.map((g) => g.label)).toEqual(['Cartes', 'Modes de jeu', 'Classements', 'A propos']);
    expect(labels(groups, 'Cartes')).toEqual([
      'Catalogue',
      'Boosters',
      'Constellation',
      'Fusions',
      'Cartes à effets',
      'Tickets',
      'Échoppe',
    ]);
    expect(labels(groups, 'Modes de jeu')).toEqual([
      'En ce moment',
      'Vortex',
      'Arène',
      'Forge',
      'Abonnement',
      'Corporations',
      'Hardcore',
      'z/place',
    ]);
    expect(labels(groups, 'Classements')).toEqual([
      'Tops',
      'Général',
      'Sans échange',
      'Par fusion',
      'Par succès',
      'Vortex',
      'Rayou Official',
      'Inventaire',
      'Réputation',
      'Défis',
      'Constellations',
      'Hardcore echecs',
    ]);
    expect(labels(groups, 'A propos')).toEqual([
      'Actualités',
      'Statistiques',
      'Suggestions',
      "L'équipe",
      'Code de conduite',
    ]);
  });

  it('shows STAR and the guide only on the normal site, effect cards only on the hardcore one', () => {
    const normal = navGroups({ ...context, ruleSet: 'NORMAL' });
    expect(labels(normal, 'Cartes')).toContain('STAR');
    expect(labels(normal, 'Cartes')).not.toContain('Cartes à effets');
    expect(labels(normal, 'A propos')).toEqual(expect.arrayContaining(['Guide du débutant', 'Commandes']));
  });

  it('hides items whose feature is off, and Boss until both BOSS and the toggle are on', () => {
    const groups = navGroups({ ...context, features: [] });
    expect(labels(groups, 'Modes de jeu')).toEqual(['Forge', 'Hardcore', 'z/place']);
    expect(labels(navGroups({ ...context, features: ['BOSS'], bossToggle: false }), 'Modes de jeu')).not.toContain(
      'Boss',
    );
    expect(labels(navGroups({ ...context, features: ['BOSS'], bossToggle: true }), 'Modes de jeu')).toContain('Boss');
    expect(marketLink([])).toBeUndefined();
    expect(marketLink(['TRADE'])?.to).toBe('/marche');
  });

  it('links the Vortex leaderboard with seasonOffset 1 and Suggestions outside the site', () => {
    const items = navGroups(context).flatMap((g) => g.items);
    expect(items.find((i) => i.label === 'Vortex' && i.to.startsWith('/classement'))!.to).toBe(
      '/classement/vortex?seasonOffset=1',
    );
    expect(items.find((i) => i.label === 'Suggestions')).toEqual({
      label: 'Suggestions',
      to: 'https://suggestions.example',
      external: true,
    });
    expect(items.find((i) => i.label === 'Hardcore echecs')!.to).toBe('/classement/hardcore/echecs');
  });
});

describe('unread dots', () => {
  it('flags an event not seen yet, never when there is no current event', () => {
    expect(hasUnreadEvent('e2', 'e1')).toBe(true);
    expect(hasUnreadEvent('e2', null)).toBe(true);
    expect(hasUnreadEvent('e2', 'e2')).toBe(false);
    expect(hasUnreadEvent(null, 'e1')).toBe(false);
  });

  it('flags a patch when none was seen, or the version moved on', () => {
    expect(hasUnreadPatch('2.3.0', null)).toBe(true);
    expect(hasUnreadPatch('2.3.0', '2.3')).toBe(false);
    expect(hasUnreadPatch('2.3.0', '2.3.0')).toBe(false);
    expect(hasUnreadPatch('2.4.0', '2.3')).toBe(true);
  });
});

describe('mode switch and WebP check', () => {
  it('swaps the host of the current address for the other site', () => {
    expect(urlOnHost('https://hardcore.example/carte/12-x?y=1#z', 'www.example')).toBe(
      'https://www.example/carte/12-x?y=1#z',
    );
  });

  it('leads from the hardcore site to the normal one, and back', () => {
    const config = { ...getRuntimeConfig(), normalSiteHost: 'www.example', hardcoreSiteHost: 'hardcore.example' };
    expect(otherSite({ ...config, ruleSet: 'HARDCORE' })).toEqual({ label: 'Mode normal', host: 'www.example' });
    expect(otherSite({ ...config, ruleSet: 'NORMAL' })).toEqual({ label: 'Mode hardcore', host: 'hardcore.example' });
  });

  it('says WebP is supported only when the probe decodes with a height of 2', async () => {
    const fakeImage =
      (height: number, fail = false) =>
      () => {
        const image = {
          height,
          onload: null as null | (() => void),
          onerror: null as null | (() => void),
        } as unknown as HTMLImageElement;
        Object.defineProperty(image, 'src', {
          set: () => setTimeout(() => (fail ? image.onerror : image.onload)?.call(image, new Event('x'))),
        });
        return image;
      };
    await expect(detectWebpSupport(fakeImage(2))).resolves.toBe(true);
    await expect(detectWebpSupport(fakeImage(1))).resolves.toBe(false);
    await expect(detectWebpSupport(fakeImage(2, true))).resolves.toBe(false);
  });
});
