import apps from '@zu/shared-contract/apps.json';

export type Area = 'shell' | 'catalogue' | 'profile' | 'leaderboards' | 'gamemodes' | 'market';
export type RemoteArea = Exclude<Area, 'shell'>;

export interface AreaInfo {
  area: Area;
  /** Workspace folder. */
  dir: string;
  /** Module Federation container name. */
  container: string;
  /** Default port. */
  port: number;
  /** French name shown to players, e.g. in the fallback panel of a remote that is down. */
  label: string;
}

export const areas = apps.areas as readonly AreaInfo[];
export const remoteAreas = areas.filter((a) => a.area !== 'shell').map((a) => a.area as RemoteArea);

export function areaInfo(area: Area): AreaInfo {
  const info = areas.find((a) => a.area === area);
  if (!info) throw new Error(`Unknown area ${area}`);
  return info;
}
