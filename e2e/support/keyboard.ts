import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// A keyboard user's moves: Tab from control to control until the one wanted, each showing it has the focus.

/** What the focused element shows of its focus: an outline or a ring (a box shadow); empty when nothing. */
function focusMarkOf(page: Page): Promise<{ element: string; mark: string }> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return { element: 'body', mark: 'none' };
    const style = getComputedStyle(focused);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    const name = `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ''} "${(
      focused.getAttribute('aria-label') ??
      focused.textContent ??
      ''
    )
      .trim()
      .slice(0, 40)}"`;
    return { element: name, mark: outline ? `outline ${style.outlineWidth}` : ring ? 'ring' : '' };
  });
}

/** Asserts the focused element shows its focus (an outline or a ring). */
export async function expectFocusShown(page: Page): Promise<void> {
  const { element, mark } = await focusMarkOf(page);
  expect(mark, `the focus on ${element} is visible`).not.toBe('');
}

/** Whether the element has the focus now. */
const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, each control passed on the way showing its
 * focus; fails after `max` presses. Returns how many presses it took.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 60, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<number> {
  await target.waitFor();
  for (let presses = 0; presses <= max; presses += 1) {
    if (await hasFocus(target)) return presses;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    await expectFocusShown(page);
  }
  throw new Error(`${target.toString()} not reached in ${max} presses of Tab`);
}

/** Tab and Shift+Tab keep the focus inside an open dialog, however many times they are pressed. */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `${key} ${i + 1}`).toBe(
        true,
      );
    }
  }
}
