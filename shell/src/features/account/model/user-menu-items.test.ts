import { gameFeatureIds } from '@zu/shared-contract/constants';
import { userMenuItems } from './user-menu-items';

const all = gameFeatureIds.filter((f) => f !== 'BOSS');

describe('user menu', () => {
  it('lists the items of the spec in order, with the corporation when a member', () => {
    const items = userMenuItems({
      userName: 'alice',
      features: all,
      inCalendarPeriod: true,
      corporation: { id: 'c1', name: 'Les Veilleurs' },
    });
    expect(items.map((i) => i.label)).toEqual([
      'Profil',
      'Inventaire',
      'Calendrier',
      'Constellation',
      'Activité',
      'Ascensions',
      'Succès',
      'Statistiques',
      'Bannières',
      'Les Veilleurs',
    ]);
    expect(items[0]!.to).toBe('/joueur/alice');
    expect(items[2]!.to).toBe('/calendrier-festif/alice');
    expect(items.at(-1)!.to).toBe('/corporation/c1');
  });

  it('hides the gated items and the calendar outside its period', () => {
    const items = userMenuItems({ userName: 'alice', features: ['CALENDAR'], inCalendarPeriod: false });
    expect(items.map((i) => i.label)).toEqual([
      'Profil',
      'Inventaire',
      'Activité',
      'Succès',
      'Statistiques',
      'Bannières',
    ]);
  });
});
