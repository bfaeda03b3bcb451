import fs from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, ImpactValue } from 'axe-core';
import { expect } from './fixtures';
import { requestsDone } from './requests-under-way';

// axe-core, run in the page: WCAG 2.2 A and AA and axe's best practices (one h1, landmarks, regions).

const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];

/** One rule broken on a page: how badly, and where (the first few elements). */
export interface AxeFinding {
  rule: string;
  impact: ImpactValue;
  help: string;
  elements: number;
  where: string[];
}

/** What axe finds on the page as it is now. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  // A colour caught halfway through a transition (a button fading in as it is enabled) is no colour a player
  // reads: the finite animations and transitions under way end first. Endless ones (a spinner) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Evaluated by the browser's debugger, which the page's Content-Security-Policy does not cover (a script tag
  // added to the page would be refused, as it should be).
  await page.evaluate(axeSource);
  const results = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    axeTags,
  );
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'minor',
    help: violation.help,
    elements: violation.nodes.length,
    where: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
  }));
}

/** Serious and critical findings: the ones a page may not have. */
export const blocking = (findings: AxeFinding[]) =>
  findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical');

/** The findings as a line each, to read in a failure. */
export const describeFindings = (findings: AxeFinding[]) =>
  findings.map((f) => `${f.impact} ${f.rule} (${f.elements}x: ${f.help}) at ${f.where.join(' | ')}`);

/** Asserts the page has no serious or critical finding, and returns every finding for the report. */
export async function expectAccessible(page: Page, where: string): Promise<AxeFinding[]> {
  const findings = await axeFindings(page);
  expect.soft(describeFindings(blocking(findings)), `axe on ${where}`).toEqual([]);
  return findings;
}

/**
 * The page has finished its first view: no spinner or skeleton left in its main content, and no request under way
 * (the live channel's stream does not count), so axe sees the page a player reads, not its loading state.
 */
export async function settled(page: Page): Promise<void> {
  // Looked for at every frame: a spinner goes the frame its data comes.
  await page.waitForFunction(() => !document.querySelector('main .chakra-spinner, main .chakra-skeleton'), undefined, {
    polling: 'raf',
    timeout: 10_000,
  });
  await requestsDone(page);
}
