import type { RuntimeConfig } from '@zu/shared-platform';

/** The rule-set switch sends the browser to the other site by swapping the host in the address. */
export function urlOnHost(currentHref: string, host: string): string {
  const url = new URL(currentHref);
  url.host = host;
  return url.toString();
}

export interface OtherSite {
  /** The switch's text. */
  label: string;
  host: string;
}

/** The site of the other rule set: the normal one from the hardcore site, and back. */
export function otherSite({ ruleSet, normalSiteHost, hardcoreSiteHost }: RuntimeConfig): OtherSite {
  return ruleSet === 'HARDCORE'
    ? { label: 'Mode normal', host: normalSiteHost }
    : { label: 'Mode hardcore', host: hardcoreSiteHost };
}
