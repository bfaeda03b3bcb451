export interface AppArea {
  area: 'shell' | 'catalogue' | 'profile' | 'leaderboards' | 'gamemodes' | 'market';
  dir: string;
  container: string;
  port: number;
  label: string;
}
export const areas: AppArea[];
export const repoRoot: string;
export const apiPort: number;
export function portOf(area: string): number;
export function findArea(area: string): AppArea;
export function appDir(area: string): string;
