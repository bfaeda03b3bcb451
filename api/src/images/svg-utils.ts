// Small, dependency-free helpers shared by the SVG templates: XML-safe text, a stable hash and PRNG (so the same input
// always gives byte-identical SVG), colour maths, and text fitting (shrink, then wrap, then ellipsis).
import { escapeMarkup } from '../lib/escape-markup';
import { textWidth, type FontWeight } from './text-metrics';

/** The font stack every template uses: DejaVu and Liberation ship with Debian; rsvg falls back to any font. */
export const FONT_FAMILY = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

// Characters XML 1.0 forbids (C0 controls other than tab/newline/CR, lone surrogates, U+FFFE/U+FFFF): an SVG holding
// one would not parse, so they are dropped before escaping.
/* eslint-disable no-control-regex -- the controls XML forbids are exactly what this matches */
const INVALID_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/* eslint-enable no-control-regex */

/** Normalises (NFC), removes characters XML cannot hold and folds whitespace runs (newlines included) to one space. */
export function cleanText(text: string): string {
  return String(text).normalize('NFC').replace(INVALID_XML, '').replace(/\s+/g, ' ').trim();
}

/** 32-bit FNV-1a over the UTF-16 code units, then an avalanche step (murmur3 finaliser). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Short hexadecimal digest (for cache keys that change when the drawn content changes). */
export function shortHash(text: string): string {
  return (hash32(text).toString(16).padStart(8, '0') + hash32(`~${text}`).toString(16).padStart(8, '0')).slice(0, 12);
}

/** Formats a coordinate with at most two decimals (stable output, small files). */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function clamp01(v: number): number {
  return Math.min(1, Math.max(0, v));
}

/** HSL (h in degrees, s and l in 0-100) to `#rrggbb`. */
export function hsl(h: number, s: number, l: number): string {
  const hue = ((h % 360) + 360) % 360;
  const sat = clamp01(s / 100);
  const lig = clamp01(l / 100);
  const c = (1 - Math.abs(2 * lig - 1)) * sat;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lig - c / 2;
  const [r, g, b] =
    hue < 60
      ? [c, x, 0]
      : hue < 120
        ? [x, c, 0]
        : hue < 180
          ? [0, c, x]
          : hue < 240
            ? [0, x, c]
            : hue < 300
              ? [x, 0, c]
              : [c, 0, x];
  const hex = (v: number) =>
    Math.round((v + m) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

export interface FitOptions {
  maxWidth: number;
  /** Largest font size tried for one line. */
  maxSize: number;
  /** Smallest font size allowed. */
  minSize: number;
  /** Smallest size tried on one line before wrapping (defaults to minSize: wrap only as a last resort). */
  minSingleSize?: number;
  /** Most lines allowed (1 = shrink then ellipsis). */
  maxLines?: number;
  /** Largest font size tried once the text is wrapped (defaults to maxSize). */
  wrapMaxSize?: number;
  weight?: FontWeight;
  letterSpacing?: number;
}

export interface FittedText {
  lines: string[];
  fontSize: number;
}

const ELLIPSIS = '…';

function measure(text: string, size: number, opts: FitOptions): number {
  return textWidth(text, size, opts.weight ?? 'bold', opts.letterSpacing ?? 0);
}

/** Words for wrapping; French spaced punctuation stays with its word (no line starting with « : » or ending with « « »). */
function words(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    const last = out.length - 1;
    if (last >= 0 && (/^[:;!?»]+$/.test(word) || out[last] === '«')) out[last] = `${out[last]} ${word}`;
    else out.push(word);
  }
  return out;
}

/** Greedy word wrap; a word wider than the line is cut between characters. */
function wrap(text: string, size: number, opts: FitOptions): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of words(text)) {
    const candidate = current ? `${current} ${word}` : word;
    if (measure(candidate, size, opts) <= opts.maxWidth) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    let piece = '';
    for (const ch of word) {
      if (measure(piece + ch, size, opts) > opts.maxWidth && piece) {
        lines.push(piece);
        piece = '';
      }
      piece += ch;
    }
    current = piece;
  }
  if (current) lines.push(current);
  return lines;
}

function withEllipsis(line: string, size: number, opts: FitOptions): string {
  let chars = Array.from(line);
  while (chars.length > 0 && measure(chars.join('') + ELLIPSIS, size, opts) > opts.maxWidth) chars = chars.slice(0, -1);
  return chars.join('').trimEnd() + ELLIPSIS;
}

/**
 * Fits `text` into `maxWidth`: the largest single-line size down to `minSingleSize`, else wrapped on up to `maxLines`
 * lines (from `wrapMaxSize` down to `minSize`), else one line down to `minSize`, else cut with an ellipsis at `minSize`.
 * Sizes step by 0.5 px.
 */
export function fitText(rawText: string, opts: FitOptions): FittedText {
  const text = rawText;
  const maxLines = Math.max(1, opts.maxLines ?? 1);
  const minSingle = Math.max(opts.minSize, opts.minSingleSize ?? opts.minSize);
  const single = (from: number, to: number): FittedText | undefined => {
    for (let size = from; size >= to; size -= 0.5) {
      if (measure(text, size, opts) <= opts.maxWidth) return { lines: [text], fontSize: size };
    }
    return undefined;
  };
  const oneLine = single(opts.maxSize, minSingle);
  if (oneLine) return oneLine;
  if (maxLines > 1) {
    for (let size = Math.min(opts.wrapMaxSize ?? opts.maxSize, opts.maxSize); size >= opts.minSize; size -= 0.5) {
      const lines = wrap(text, size, opts);
      if (lines.length <= maxLines) return { lines, fontSize: size };
    }
  }
  const shrunk = single(minSingle - 0.5, opts.minSize);
  if (shrunk) return shrunk;
  const lines = wrap(text, opts.minSize, opts);
  const kept = lines.slice(0, maxLines);
  const last = kept.length - 1;
  kept[last] = withEllipsis(kept[last] ?? '', opts.minSize, opts);
  return { lines: kept, fontSize: opts.minSize };
}

// --- Drawing helpers --------------------------------------------------------------------------------------------------

/** A `<text>` element in the shared font stack (content escaped). */
export function svgText(
  content: string,
  x: number,
  y: number,
  size: number,
  attrs: {
    weight?: 'bold' | 'normal';
    fill?: string;
    anchor?: 'start' | 'middle' | 'end';
    spacing?: number;
    extra?: string;
    /** Draws a dark copy this many px lower first (a cheap drop shadow: SVG filters on text are slow in librsvg). */
    shadow?: number;
  },
): string {
  const parts = [
    `x="${num(x)}"`,
    `y="${num(y)}"`,
    `font-family="${FONT_FAMILY}"`,
    `font-size="${num(size)}"`,
    `font-weight="${attrs.weight ?? 'bold'}"`,
    `fill="${attrs.fill ?? '#ffffff'}"`,
  ];
  if (attrs.anchor && attrs.anchor !== 'start') parts.push(`text-anchor="${attrs.anchor}"`);
  if (attrs.spacing) parts.push(`letter-spacing="${num(attrs.spacing)}"`);
  if (attrs.extra) parts.push(attrs.extra);
  const body = escapeMarkup(content);
  const main = `<text ${parts.join(' ')}>${body}</text>`;
  const dy = attrs.shadow;
  if (!dy) return main;
  const shadowParts = parts.map((p) =>
    p.startsWith('y=') ? `y="${num(y + dy)}"` : p.startsWith('fill=') ? 'fill="#000000" fill-opacity="0.75"' : p,
  );
  return `<text ${shadowParts.join(' ')}>${body}</text>${main}`;
}

/** A four-pointed sparkle centred on (x, y). */
export function sparkle(x: number, y: number, r: number, fill: string, opacity: number): string {
  const k = r * 0.22;
  return (
    `<path d="M${num(x)} ${num(y - r)}L${num(x + k)} ${num(y - k)}L${num(x + r)} ${num(y)}L${num(x + k)} ${num(y + k)}` +
    `L${num(x)} ${num(y + r)}L${num(x - k)} ${num(y + k)}L${num(x - r)} ${num(y)}L${num(x - k)} ${num(y - k)}Z" ` +
    `fill="${fill}" fill-opacity="${num(opacity)}"/>`
  );
}

/** Points of a five-pointed star (sx stretches it horizontally). */
export function starPoints(cx: number, cy: number, outer: number, inner: number, sx = 1): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push(`${num(cx + Math.cos(a) * r * sx)},${num(cy + Math.sin(a) * r)}`);
  }
  return pts.join(' ');
}
