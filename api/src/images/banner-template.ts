// A profile banner: 1000×250, a decorative pattern and palette drawn from the banner id, a scene of three icons for
// what its title says (a corporation's banner: an emblem chosen by its id), and the French title across the middle.
// Pure function of its input: the same banner always gives byte-identical SVG.
import { escapeMarkup } from '../lib/escape-markup';
import { createPrng } from '../engine/prng';
import { PATTERN_NAMES, pattern, schemeFrom } from './patterns';
import { bannerScene } from './icon-art/scene-choice';
import { iconPath, ICON_BOX } from './icon-art/art-icons';
import { cleanText, fitText, num, sparkle, svgText } from './svg-utils';
import { textWidth } from './text-metrics';

export const BANNER_WIDTH = 1000;
export const BANNER_HEIGHT = 250;
/** Bump when the drawing changes, so cached images (keyed with it) are redrawn. */
export const BANNER_TEMPLATE_VERSION = 2;

export interface BannerArt {
  id: string;
  /** Internal name (kept as the SVG's accessible title). */
  name: string;
  /** The French title shown on the banner. */
  title: string;
}

export function bannerSvg(input: BannerArt): string {
  const W = BANNER_WIDTH;
  const H = BANNER_HEIGHT;
  const rng = createPrng(`banner:${String(input.id)}`);
  const scheme = schemeFrom(rng);
  const patternName = rng.pick(PATTERN_NAMES);
  const title = cleanText(input.title) || cleanText(input.name);
  const name = cleanText(input.name) || title;

  const fitted = fitText(title, {
    maxWidth: 640,
    maxSize: 46,
    minSingleSize: 34,
    minSize: 20,
    maxLines: 2,
    wrapMaxSize: 34,
  });
  const lh = fitted.fontSize * 1.15;
  const titleSvg = fitted.lines
    .map((line, i) => {
      const y = H / 2 + (i - (fitted.lines.length - 1) / 2) * lh + fitted.fontSize * 0.36;
      return svgText(line, W / 2, y, fitted.fontSize, { anchor: 'middle', shadow: 2.5 });
    })
    .join('');
  const widest = Math.max(...fitted.lines.map((l) => textWidth(l, fitted.fontSize)));
  const half = Math.min(380, widest / 2 + 30);
  // The flourishes stop short of the companions (which end 162 px from either edge).
  const flourish = Math.max(0, Math.min(90, W / 2 - half - 175));

  const orbs = Array.from({ length: 3 }, () => {
    const x = rng.range(0, W);
    const y = rng.range(0, H);
    return `<circle cx="${num(x)}" cy="${num(y)}" r="${num(rng.range(90, 170))}" fill="url(#orb)"/>`;
  }).join('');
  // The scene: the centrepiece faint and wide behind the title, its companions bright at either end.
  const [centre, left, right] = bannerScene(input);
  const placed = (icon: string, x: number, y: number, size: number, flip: boolean, style: string) =>
    `<path d="${iconPath(icon)}" transform="translate(${num(flip ? x + size / 2 : x - size / 2)} ${num(y - size / 2)}) ` +
    `scale(${num((flip ? -size : size) / ICON_BOX)} ${num(size / ICON_BOX)})" ${style}/>`;
  const companion = `fill="${scheme.light}" fill-opacity="0.92" stroke="${scheme.dark}" stroke-opacity="0.8" stroke-width="${num((2.2 * ICON_BOX) / 128)}"`;
  const scene =
    placed(centre, W / 2, H / 2, 236, false, `fill="${scheme.light}" fill-opacity="0.2"`) +
    `<circle cx="98" cy="${H / 2}" r="86" fill="url(#orb)"/><circle cx="${W - 98}" cy="${H / 2}" r="86" fill="url(#orb)"/>` +
    placed(left, 98, H / 2, 128, false, companion) +
    placed(right, W - 98, H / 2, 128, true, companion);

  const sparkles = Array.from({ length: 9 }, () => {
    const x = rng.chance(0.5) ? rng.range(20, W / 2 - half - 10) : rng.range(W / 2 + half + 10, W - 20);
    return sparkle(x, rng.range(20, H - 20), rng.range(3, 8), '#ffffff', rng.range(0.5, 0.9));
  }).join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<title>${escapeMarkup(name)}</title>`,
    `<defs>`,
    `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${scheme.mid}"/>` +
      `<stop offset="1" stop-color="${scheme.dark}"/></linearGradient>`,
    `<radialGradient id="orb"><stop offset="0" stop-color="${scheme.glow}" stop-opacity="0.45"/>` +
      `<stop offset="1" stop-color="${scheme.glow}" stop-opacity="0"/></radialGradient>`,
    `<linearGradient id="band" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0"/>` +
      `<stop offset="0.25" stop-color="#000000" stop-opacity="0.5"/><stop offset="0.75" stop-color="#000000" stop-opacity="0.5"/>` +
      `<stop offset="1" stop-color="#000000" stop-opacity="0"/></linearGradient>`,
    `<radialGradient id="vig" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000000" stop-opacity="0.5"/></radialGradient>`,
    `</defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    pattern(patternName, rng, W, H, scheme),
    orbs,
    `<rect width="${W}" height="${H}" fill="url(#vig)"/>`,
    `<rect x="${num(W / 2 - half - 120)}" y="${num(H / 2 - 62)}" width="${num(2 * half + 240)}" height="124" fill="url(#band)"/>`,
    scene,
    sparkles,
    // Flourishes either side of the title.
    flourish === 0
      ? ''
      : `<path d="M${num(W / 2 - half - flourish)} ${H / 2}L${num(W / 2 - half)} ${H / 2}M${num(W / 2 + half)} ${H / 2}L${num(W / 2 + half + flourish)} ${H / 2}" ` +
        `stroke="${scheme.light}" stroke-width="2" stroke-linecap="round" stroke-opacity="0.8"/>`,
    `<path d="M${num(W / 2 - half - 6)} ${H / 2}L${num(W / 2 - half + 2)} ${H / 2 - 8}L${num(W / 2 - half + 10)} ${H / 2}L${num(W / 2 - half + 2)} ${H / 2 + 8}Z" fill="${scheme.light}"/>`,
    `<path d="M${num(W / 2 + half + 6)} ${H / 2}L${num(W / 2 + half - 2)} ${H / 2 - 8}L${num(W / 2 + half - 10)} ${H / 2}L${num(W / 2 + half - 2)} ${H / 2 + 8}Z" fill="${scheme.light}"/>`,
    titleSvg,
    `<rect x="6" y="6" width="${W - 12}" height="${H - 12}" rx="10" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="2"/>`,
    `</svg>`,
  ].join('');
}
