import type { ChildProcess, SpawnOptions } from 'node:child_process';

export const repoRoot: string;
export const apiPort: number;
export function portOf(area: string): number;
export function apiEnv(extra?: Record<string, string>): NodeJS.ProcessEnv;
export function buildAll(): void;
export function seedIfEmpty(env: NodeJS.ProcessEnv): void;
export function snapshotPages(): void;
export function spawnApi(env: NodeJS.ProcessEnv, options?: SpawnOptions): ChildProcess;
export function spawnApp(area: string, options?: SpawnOptions): ChildProcess;
export function spawnNormalSite(options?: SpawnOptions): ChildProcess;
export interface ShellSite {
  site: 'hardcore' | 'normal';
  /** The deployment folder its server serves. */
  dist: string;
  port: number;
}
export const shellSites: readonly ShellSite[];
export const normalSite: ShellSite;
export function siteOrigins(): string[];
export function waitForHttp(url: string, timeoutMs?: number): Promise<void>;
export function superviseChildren(
  children: ChildProcess[],
  options?: { label?: string },
): { stop(code?: number): Promise<void> };
export const chromiumLaunchOptions: { executablePath: string; args: string[] };
