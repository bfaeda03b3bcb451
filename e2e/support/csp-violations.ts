import type { Page } from '@playwright/test';

/** What Chromium prints when a policy refuses something (its console). */
const refusal = /Content[- ]Security[- ]Policy|Refused to (load|execute|connect|apply|evaluate|frame|create|send)/i;

/**
 * Watches the page for anything its Content-Security-Policy refuses: the console's refusals, collected in the list
 * returned, and the page's own violation events, kept in the page for `reportedByPage` (set before each document).
 */
export async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (refusal.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const seen = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return violations;
}

/** The violations the current document has reported so far. */
export const reportedByPage = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
