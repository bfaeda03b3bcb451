import type { Page } from '@playwright/test';
import { expect } from './fixtures';

// What a phone's reader sees of a page, checked in the page as laid out now:
// - the document does not scroll sideways;
// - no text or control lies beyond the screen's edges, and a box that scrolls sideways says so (the frames that
//   show an edge fade and a hint carry `data-scrolls-sideways`);
// - no two texts are drawn over each other.
// Left out: what is aria-hidden (decoration), text drawn over an image (a badge on a card's art), canvases.

/** The layout problems of the page as it is laid out now, a line each. */
export function phoneLayoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewportWidth = document.documentElement.clientWidth;
    const problems: string[] = [];
    const snippet = (text: string) => JSON.stringify(text.replace(/\s+/g, ' ').trim().slice(0, 40));
    const nameOf = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const testId = element.getAttribute('data-testid');
      return `${element.tagName.toLowerCase()}${id}${testId ? `[data-testid=${testId}]` : ''}`;
    };

    interface Box {
      left: number;
      right: number;
      top: number;
      bottom: number;
    }
    const intersect = (a: Box, b: Box): Box => ({
      left: Math.max(a.left, b.left),
      right: Math.min(a.right, b.right),
      top: Math.max(a.top, b.top),
      bottom: Math.min(a.bottom, b.bottom),
    });
    const isEmpty = (box: Box) => box.right - box.left < 2 || box.bottom - box.top < 2;

    const overflowing = new Set<Element>();
    /**
     * The part of a box its ancestors let be seen: clipped by each ancestor that clips its overflow, from the
     * element itself up. A box cut off by a box that scrolls sideways is seen when scrolled to, so that box stands
     * for it (and must say it scrolls).
     */
    const seenPart = (element: Element, rect: DOMRect): Box | null => {
      // A plain copy: a DOMRect's sides are getters, which a spread leaves behind.
      let seen: Box = { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
      // The body and the root are left out: a page that cuts what overflows it still cuts it off the screen.
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        const clipsX = style.overflowX !== 'visible';
        const clipsY = style.overflowY !== 'visible';
        if (!clipsX && !clipsY && style.clip === 'auto') continue;
        const frame = at.getBoundingClientRect();
        const scrollsSideways =
          (style.overflowX === 'auto' || style.overflowX === 'scroll') && at.scrollWidth > at.clientWidth + 1;
        if (scrollsSideways) {
          overflowing.add(at);
          seen = { ...seen, left: Math.max(seen.left, frame.left), right: Math.min(seen.right, frame.right) };
          if (clipsY)
            seen = { ...seen, top: Math.max(seen.top, frame.top), bottom: Math.min(seen.bottom, frame.bottom) };
          continue;
        }
        seen = intersect(seen, {
          left: clipsX ? frame.left : -Infinity,
          right: clipsX ? frame.right : Infinity,
          top: clipsY ? frame.top : -Infinity,
          bottom: clipsY ? frame.bottom : Infinity,
        });
        if (style.clip !== 'auto') seen = intersect(seen, frame);
        if (isEmpty(seen)) return null;
      }
      return isEmpty(seen) ? null : seen;
    };
    const leftOut = (element: Element) =>
      Boolean(element.closest('[aria-hidden="true"], canvas')) ||
      !element.checkVisibility({ opacityProperty: true, visibilityProperty: true });

    // Texts, a box a line.
    interface TextLine extends Box {
      node: Text;
    }
    const lines: TextLine[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!node.data.trim() || !parent || leftOut(parent) || parent.closest('script, style, noscript')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        const seen = seenPart(parent, rect);
        if (seen) lines.push({ ...seen, node });
      }
    }
    const controls = [
      ...document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [role="tab"]'),
    ].filter((control) => !leftOut(control));

    const beyondEdges = (box: Box) => box.left < -1 || box.right > viewportWidth + 1;
    for (const line of lines) {
      if (beyondEdges(line))
        problems.push(
          `text beyond the screen's edge: ${snippet(line.node.data)} in ${nameOf(line.node.parentElement!)}`,
        );
    }
    for (const control of controls) {
      const seen = seenPart(control, control.getBoundingClientRect());
      if (seen && beyondEdges(seen))
        problems.push(`control beyond the screen's edge: ${nameOf(control)} ${snippet(control.textContent ?? '')}`);
    }
    for (const frame of overflowing) {
      if (!frame.closest('[data-scrolls-sideways]'))
        problems.push(
          `scrolls sideways without showing it: ${nameOf(frame)} (${frame.scrollWidth} px in ${frame.clientWidth})`,
        );
    }

    // Two texts drawn over each other: the middle half of each line's height (a tight line height lets the boxes
    // of two lines touch without their letters meeting), text over an image left out.
    // Where the pictures are, laid out anywhere on the page (not only within the screen).
    const pictures = [...document.querySelectorAll('img')]
      .filter((picture) => picture.checkVisibility())
      .map((picture) => picture.getBoundingClientRect());
    const overImage = (line: TextLine) => {
      const x = (line.left + line.right) / 2;
      const y = (line.top + line.bottom) / 2;
      return pictures.some((p) => x >= p.left && x <= p.right && y >= p.top && y <= p.bottom);
    };
    const cores = lines
      .map((line) => {
        const quarter = (line.bottom - line.top) / 4;
        return {
          ...line,
          top: line.top + quarter,
          bottom: line.bottom - quarter,
          left: line.left + 1,
          right: line.right - 1,
        };
      })
      .filter((line) => !overImage(line))
      .sort((a, b) => a.top - b.top);
    for (let i = 0; i < cores.length; i++) {
      const a = cores[i]!;
      for (let j = i + 1; j < cores.length && cores[j]!.top < a.bottom; j++) {
        const b = cores[j]!;
        if (a.node === b.node || isEmpty(intersect(a, b))) continue;
        problems.push(`texts drawn over each other: ${snippet(a.node.data)} and ${snippet(b.node.data)}`);
      }
    }
    if (document.documentElement.scrollWidth > viewportWidth + 1)
      problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${viewportWidth}`);
    return [...new Set(problems)];
  });
}

/** The page fits a phone's screen (see above); every problem is listed in the failure. */
export async function expectFitsPhone(page: Page, where: string): Promise<void> {
  expect.soft(await phoneLayoutProblems(page), `layout of ${where}`).toEqual([]);
}
