/** The rule-set toggle sends the browser to the other site by swapping the host in the address. */
export function normalSiteUrl(currentHref: string, normalSiteHost: string): string {
  const url = new URL(currentHref);
  url.host = normalSiteHost;
  return url.toString();
}
