// The repository paths the Markdown files name, and those that do not exist. The rule (written out at the top of
// docs/architecture.md):
// - a path is a backticked span or a link target of two segments or more (or a `.md` file), without spaces;
// - it is taken as a repository path when its first segment is a file or folder at the repository's root or in the
//   Markdown file's own folder (a `.md` file named alone always is), and it must then exist from there (either one);
// - left out: URLs, anchors, `../shared` (the product documents, outside the repository), build outputs (`dist/`,
//   `dist-normal/`, `.data/`, `node_modules/`, `test-results/`) and placeholders (`<area>`, `*`, `{id}`, `:slug`).
import fs from 'node:fs';
import path from 'node:path';

const buildOutputs = new Set(['dist', 'dist-normal', '.data', 'node_modules', 'test-results', 'coverage']);

/**
 * The spans of `markdown` that may name a path: backticked spans and link targets, code blocks left out.
 * @param {string} markdown
 * @returns {string[]}
 */
function candidates(markdown) {
  const prose = markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  // Each pattern's one group takes part in every match.
  const spans = [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => /** @type {string} */ (match[1]));
  const links = [...prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => /** @type {string} */ (match[1]));
  return [...spans, ...links];
}

/**
 * `span` as a path to check (its line number or anchor cut off), or undefined when it names none.
 * @param {string} span
 * @returns {string | undefined}
 */
function pathOf(span) {
  // A line number or an anchor after the path names the same file.
  const cleaned = span.trim().replace(/(#\S*|:\d+)$/, '');
  if (!cleaned || /\s/.test(cleaned) || /^[a-z][a-z+.-]*:/i.test(cleaned)) return undefined;
  if (cleaned.startsWith('/') || cleaned.startsWith('@')) return undefined;
  if (!cleaned.includes('/') && !/^\w[\w.-]*\.md$/.test(cleaned)) return undefined;
  if (/[<>*{}[\]$|?]|:[a-z]/i.test(cleaned)) return undefined;
  if (cleaned.startsWith('../shared')) return undefined;
  const relative = cleaned.startsWith('../') ? cleaned : cleaned.replace(/^\.\//, '');
  const segments = relative.split('/').filter(Boolean);
  // One name alone is a path only as a Markdown file (`./pages`, `items/` name modules and folders of a context).
  if (segments.length < 2 && !/^\w[\w.-]*\.md$/.test(relative)) return undefined;
  if (segments.some((segment) => buildOutputs.has(segment))) return undefined;
  return segments.join('/');
}

/**
 * The paths `markdownFile` (absolute) names that do not exist, from `root` or from the file's own folder; a span
 * whose first segment is in neither is not a repository path.
 * @param {string} markdownFile
 * @param {string} root the repository's folder.
 * @returns {string[]} the spans that name them.
 */
export function missingPathsIn(markdownFile, root) {
  const folder = path.dirname(markdownFile);
  /** @type {string[]} */
  const missing = [];
  for (const span of candidates(fs.readFileSync(markdownFile, 'utf8'))) {
    const named = pathOf(span);
    if (!named) continue;
    const relativeToFolder = named.startsWith('../');
    const bases = relativeToFolder ? [folder] : [root, folder];
    // A split always gives a first piece.
    const [first] = /** @type {[string, ...string[]]} */ (named.split('/'));
    // A Markdown file named alone (`README.md`) is always one of the repository's; any other path only when its
    // first segment is.
    const alone = !named.includes('/') && named.endsWith('.md');
    const rooted = bases.filter((base) => relativeToFolder || alone || fs.existsSync(path.join(base, first)));
    if (!rooted.length) continue;
    if (!rooted.some((base) => fs.existsSync(path.join(base, named)))) missing.push(span);
  }
  return [...new Set(missing)];
}
