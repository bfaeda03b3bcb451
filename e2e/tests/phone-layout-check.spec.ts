import { expect, test } from '@playwright/test';
import { phoneLayoutProblems } from '../support/phone-layout';

// The phone layout check of the accessibility sweep, on pages of its own: it finds each kind of problem it is
// there for, and leaves alone what it must leave alone. No site needed.

test.use({ viewport: { width: 390, height: 844 } });

const page390 = (body: string) =>
  `<!doctype html><html><head><style>body{margin:0;font:16px sans-serif}</style></head><body>${body}</body></html>`;

test('finds a page that scrolls sideways, and text beyond the edge', async ({ page }) => {
  await page.setContent(
    page390(
      '<p style="white-space:nowrap">Une ligne bien trop large pour un téléphone, qui ne passe jamais à la ligne</p>',
    ),
  );
  const problems = await phoneLayoutProblems(page);
  expect(problems).toContainEqual(expect.stringMatching(/^the page scrolls sideways: \d+ px wide in 390$/));
  expect(problems).toContainEqual(expect.stringMatching(/^text beyond the screen's edge: "Une ligne/));
});

test('finds a control beyond the edge of a page that hides what overflows it', async ({ page }) => {
  await page.setContent(
    page390(
      '<style>html,body{overflow-x:hidden}</style><button style="margin-left:360px;width:100px">Acheter</button>',
    ),
  );
  expect(await phoneLayoutProblems(page)).toContainEqual(
    expect.stringMatching(/^control beyond the screen's edge: button "Acheter"/),
  );
});

test('leaves alone a text its box cuts short on purpose (an ellipsis)', async ({ page }) => {
  await page.setContent(
    page390(
      '<p style="width:120px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap">un.pseudo.beaucoup.trop.long.pour.la.case</p>',
    ),
  );
  expect(await phoneLayoutProblems(page)).toEqual([]);
});

test('finds a box that scrolls sideways without saying so, and accepts one that says so', async ({ page }) => {
  const table = '<div style="width:900px">Joueur · Score · Détail</div>';
  await page.setContent(page390(`<div id="frame" style="overflow-x:auto">${table}</div>`));
  expect(await phoneLayoutProblems(page)).toEqual([
    expect.stringMatching(/^scrolls sideways without showing it: div#frame \(900 px in 390\)$/),
  ]);
  await page.setContent(page390(`<div data-scrolls-sideways><div style="overflow-x:auto">${table}</div></div>`));
  expect(await phoneLayoutProblems(page)).toEqual([]);
});

test('finds two texts drawn over each other, but not a badge over a picture or what is hidden', async ({ page }) => {
  const over = (attributes = '', style = '') =>
    page390(
      `<div style="position:relative;height:60px">
        <span>Renard furtif de la forêt</span>
        <span style="position:absolute;left:20px;top:0;${style}" ${attributes}>bonus 1,4</span>
      </div>`,
    );
  await page.setContent(over());
  expect(await phoneLayoutProblems(page)).toEqual([
    'texts drawn over each other: "Renard furtif de la forêt" and "bonus 1,4"',
  ]);
  await page.setContent(over('aria-hidden="true"'));
  expect(await phoneLayoutProblems(page)).toEqual([]);
  await page.setContent(over('', 'visibility:hidden'));
  expect(await phoneLayoutProblems(page)).toEqual([]);
  await page.setContent(
    page390(
      `<div style="position:relative;width:150px">
        <img alt="" style="display:block;width:150px;height:210px" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
        <span style="position:absolute;left:4px;top:4px">×3</span>
      </div>`,
    ),
  );
  expect(await phoneLayoutProblems(page)).toEqual([]);
});

test('reads two lines of one text, tightly set, as one text', async ({ page }) => {
  await page.setContent(
    page390('<h1 style="font-size:40px;line-height:1;width:200px">Classement hardcore des saisons</h1>'),
  );
  expect(await phoneLayoutProblems(page)).toEqual([]);
});
