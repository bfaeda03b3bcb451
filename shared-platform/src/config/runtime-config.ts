import apps from '@zu/shared-contract/apps.json';
import type { RuleSetType } from '@zu/shared-contract';
import { areas, type RemoteArea } from '../areas/areas';

/**
 * Read at start from /runtime-config.json (the shell's deployment owns that file), so remote locations,
 * the API URL and the product name change without a rebuild.
 */
export interface RuntimeConfig {
  productName: string;
  ruleSet: RuleSetType;
  apiUrl: string;
  /** Host of the normal-rule-set site; the hardcore site's mode switch swaps the address's host for it. */
  normalSiteHost: string;
  /** Host of the hardcore site: the normal site's way back. */
  hardcoreSiteHost: string;
  /** Community chat invite behind 'Jouer maintenant'. */
  communityInviteUrl: string;
  /** Where 'Suggestions' leads (outside the site). */
  suggestionsUrl: string;
  /** The boss toggle (currently off): the Boss route also needs BOSS active. */
  bossToggle: boolean;
  /** mf-manifest.json URL of each remote. */
  remotes: Record<RemoteArea, string>;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  productName: 'ZUnivers',
  ruleSet: 'HARDCORE',
  apiUrl: `http://localhost:${apps.api.port}`,
  normalSiteHost: 'localhost:3100',
  hardcoreSiteHost: 'localhost:3000',
  communityInviteUrl: 'https://discord.gg/zunivers',
  suggestionsUrl: 'https://discord.gg/zunivers',
  bossToggle: false,
  remotes: Object.fromEntries(
    areas.filter((a) => a.area !== 'shell').map((a) => [a.area, `http://localhost:${a.port}/mf-manifest.json`]),
  ) as Record<RemoteArea, string>,
};

let current: RuntimeConfig = defaultRuntimeConfig;

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(partial: Partial<RuntimeConfig>): RuntimeConfig {
  current = mergeRuntimeConfig(defaultRuntimeConfig, partial);
  return current;
}

export function mergeRuntimeConfig(base: RuntimeConfig, partial: Partial<RuntimeConfig>): RuntimeConfig {
  return { ...base, ...partial, remotes: { ...base.remotes, ...partial.remotes } };
}

/** Fetches the deployment's config; a missing file (a remote running alone) keeps the defaults. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (!response.ok) return setRuntimeConfig({});
    const json: unknown = await response.json();
    return setRuntimeConfig(typeof json === 'object' && json !== null ? (json as Partial<RuntimeConfig>) : {});
  } catch {
    return setRuntimeConfig({});
  }
}
