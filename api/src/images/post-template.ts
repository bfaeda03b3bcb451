// A news illustration: 1200×630 (the usual link-preview size), a patterned background drawn from the post id, the title
// on the left and a fan of three cards on the right, each showing an icon of what the title is about. Pure function of
// its input.
import { createPrng, type Prng } from '../engine/prng';
import { PATTERN_NAMES, pattern, schemeFrom } from './patterns';
import { ICON_BOX, iconPath } from './icon-art/art-icons';
import { postScene } from './icon-art/scene-choice';
import { cleanText, fitText, hsl, num, sparkle, svgText } from './svg-utils';
import { textWidth } from './text-metrics';

export const POST_WIDTH = 1200;
export const POST_HEIGHT = 630;
/** Bump when the drawing changes, so cached images (keyed with it) are redrawn. */
export const POST_TEMPLATE_VERSION = 2;

export interface PostArt {
  id: string;
  title: string;
  /** Small label above the title (default « ACTUALITÉ »). */
  label?: string;
}

const CARD_FRAMES: readonly [string, string, string][] = [
  ['#e3f2fd', '#42a5f5', '#0d47a1'],
  ['#f3e5f5', '#ab47bc', '#4a148c'],
  ['#fff3e0', '#ff8a50', '#9c2a0e'],
  ['#fff6c4', '#e0b43a', '#7a5410'],
  ['#dcedc8', '#66bb6a', '#1b5e20'],
];

function fannedCard(i: number, angle: number, cx: number, cy: number, icon: string, rng: Prng): string {
  const frame = rng.pick(CARD_FRAMES);
  const hue = rng.range(0, 360);
  const w = 190;
  const h = 266;
  const x = -w / 2;
  const y = -h / 2;
  return (
    `<g transform="translate(${num(cx)} ${num(cy)}) rotate(${num(angle)})">` +
    `<linearGradient id="cf${i}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${frame[0]}"/>` +
    `<stop offset="0.4" stop-color="${frame[1]}"/><stop offset="1" stop-color="${frame[2]}"/></linearGradient>` +
    `<linearGradient id="ca${i}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, 60)}"/>` +
    `<stop offset="1" stop-color="${hsl(hue + 150, 60, 22)}"/></linearGradient>` +
    `<rect x="${x + 6}" y="${y + 10}" width="${w}" height="${h}" rx="14" fill="#000000" fill-opacity="0.35"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="url(#cf${i})"/>` +
    `<rect x="${x + 9}" y="${y + 9}" width="${w - 18}" height="${h - 18}" rx="8" fill="#141821"/>` +
    `<rect x="${x + 16}" y="${y + 16}" width="${w - 32}" height="26" rx="5" fill="#262b36"/>` +
    `<rect x="${x + 30}" y="${y + 26}" width="${w - 60}" height="6" rx="3" fill="#ffffff" fill-opacity="0.5"/>` +
    `<rect x="${x + 16}" y="${y + 50}" width="${w - 32}" height="130" rx="5" fill="url(#ca${i})"/>` +
    `<path d="${iconPath(icon)}" transform="translate(-52 ${y + 63}) scale(${num(104 / ICON_BOX)})" fill="#ffffff" ` +
    `fill-opacity="0.9" stroke="#10131a" stroke-opacity="0.6" stroke-width="${num((1.6 * ICON_BOX) / 104)}"/>` +
    `<rect x="${x + 16}" y="${y + 192}" width="${w - 32}" height="50" rx="5" fill="#ffffff" fill-opacity="0.08"/>` +
    `<rect x="${x + 28}" y="${y + 206}" width="${w - 90}" height="6" rx="3" fill="#ffffff" fill-opacity="0.35"/>` +
    `<rect x="${x + 28}" y="${y + 222}" width="${w - 120}" height="6" rx="3" fill="#ffffff" fill-opacity="0.25"/>` +
    `</g>`
  );
}

export function postSvg(input: PostArt): string {
  const W = POST_WIDTH;
  const H = POST_HEIGHT;
  const rng = createPrng(`post:${String(input.id)}`);
  const scheme = schemeFrom(rng);
  const patternName = rng.pick(PATTERN_NAMES);
  const title = cleanText(input.title) || 'Actualité';
  const label = (cleanText(input.label ?? '') || 'ACTUALITÉ').toUpperCase();

  const fitted = fitText(title, {
    maxWidth: 620,
    maxSize: 64,
    minSingleSize: 50,
    minSize: 28,
    maxLines: 4,
    wrapMaxSize: 54,
  });
  const lh = fitted.fontSize * 1.18;
  const blockH = fitted.lines.length * lh;
  const top = Math.max(170, 345 - blockH / 2);
  const titleSvg = fitted.lines
    .map((line, i) => svgText(line, 72, top + i * lh + fitted.fontSize * 0.8, fitted.fontSize, { shadow: 3 }))
    .join('');
  const labelFit = fitText(label, { maxWidth: 300, maxSize: 18, minSize: 12, letterSpacing: 3 });
  const labelText = labelFit.lines[0] ?? '';
  const labelW = textWidth(labelText, labelFit.fontSize, 'bold', 3) + 37;

  // The topic's centrepiece on the front card, its companions behind.
  const [centre, left, right] = postScene({ title });
  const fan = [-14, -2, 10]
    .map((angle, i) =>
      fannedCard(i, angle, 880 + i * 95, 330 + Math.abs(angle) * 1.5, [left, right, centre][i] ?? centre, rng),
    )
    .join('');
  const sparkles = Array.from({ length: 12 }, () =>
    sparkle(rng.range(760, 1170), rng.range(40, 600), rng.range(4, 10), '#ffffff', rng.range(0.5, 0.95)),
  ).join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<defs>`,
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${scheme.mid}"/>` +
      `<stop offset="1" stop-color="${scheme.dark}"/></linearGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#05060a" stop-opacity="0.85"/>` +
      `<stop offset="0.55" stop-color="#05060a" stop-opacity="0.55"/><stop offset="0.8" stop-color="#05060a" stop-opacity="0"/></linearGradient>`,
    `<radialGradient id="orb"><stop offset="0" stop-color="${scheme.glow}" stop-opacity="0.55"/>` +
      `<stop offset="1" stop-color="${scheme.glow}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="bar" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${scheme.light}"/>` +
      `<stop offset="1" stop-color="${scheme.glow}"/></linearGradient>`,
    `</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    pattern(patternName, rng, W, H, scheme),
    `<circle cx="930" cy="320" r="330" fill="url(#orb)"/>`,
    `<rect width="${W}" height="${H}" fill="url(#shade)"/>`,
    fan,
    sparkles,
    `<rect x="72" y="84" width="${num(labelW)}" height="40" rx="20" fill="url(#bar)"/>`,
    svgText(labelText, 92, 104 + labelFit.fontSize * 0.36, labelFit.fontSize, { fill: '#10131a', spacing: 3 }),
    titleSvg,
    `<rect x="72" y="${num(top + blockH + 22)}" width="140" height="8" rx="4" fill="url(#bar)"/>`,
    `<rect x="8" y="8" width="${W - 16}" height="${H - 16}" rx="14" fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"/>`,
    `</svg>`,
  ].join('');
}
