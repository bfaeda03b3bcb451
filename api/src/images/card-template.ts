// The card image: a 300×420 portrait card drawn as SVG. Frame colour and ornaments follow the rarity (1-5: a row of
// stars; 6 = STAR: one double-width seal), the shiny level swaps the frame for gold (1) or a chromatic rainbow (2).
// The illustration shows what the card is named after (an icon for its noun, companions for the rest of its name)
// over a backdrop in its pack's colours and scenery, the details drawn from a hash of the card id.
// Pure function of its input: the same card always gives byte-identical SVG.
import { createPrng, type Prng } from '../engine/prng';
import { cardSubject, PALETTE_STEPS } from './icon-art/card-subject';
import { ICON_BOX, iconPath } from './icon-art/art-icons';
import { FAR_LAYERS, NEAR_LAYERS, PACK_STYLES } from './icon-art/pack-styles';
import { cleanText, fitText, hsl, num, sparkle, svgText as text } from './svg-utils';

export const CARD_WIDTH = 300;
export const CARD_HEIGHT = 420;
/** Bump when the drawing changes, so cached images (keyed with it) are redrawn. */
export const CARD_TEMPLATE_VERSION = 2;

export type ShinyLevel = 0 | 1 | 2;

export interface CardArt {
  id: string;
  identifier: number;
  name: string;
  /** 1-5, 6 = STAR */
  rarity: number;
  packName: string;
  genre: string;
  /** 0 normal, 1 golden, 2 chromatic */
  shinyLevel: ShinyLevel;
}

interface Palette {
  /** Frame gradient stops, light to dark. */
  frame: readonly [string, number][];
  /** Ornaments, gems, small text. */
  accent: string;
  /** Background of the inner panel. */
  panel: string;
  /** Rim of the name ribbon and boxes. */
  rim: string;
}

const RARITY_PALETTES: Record<number, Palette> = {
  1: {
    frame: [
      ['#eceff1', 0],
      ['#90a4ae', 0.3],
      ['#546e7a', 0.65],
      ['#b0bec5', 1],
    ],
    accent: '#cfd8dc',
    panel: '#1d252b',
    rim: '#90a4ae',
  },
  2: {
    frame: [
      ['#dcedc8', 0],
      ['#66bb6a', 0.3],
      ['#1b5e20', 0.68],
      ['#81c784', 1],
    ],
    accent: '#a5d6a7',
    panel: '#15231a',
    rim: '#66bb6a',
  },
  3: {
    frame: [
      ['#e3f2fd', 0],
      ['#42a5f5', 0.3],
      ['#0d47a1', 0.68],
      ['#64b5f6', 1],
    ],
    accent: '#90caf9',
    panel: '#121c2c',
    rim: '#42a5f5',
  },
  4: {
    frame: [
      ['#f3e5f5', 0],
      ['#ab47bc', 0.3],
      ['#4a148c', 0.68],
      ['#ce93d8', 1],
    ],
    accent: '#e1bee7',
    panel: '#1f1429',
    rim: '#ba68c8',
  },
  5: {
    frame: [
      ['#fff3e0', 0],
      ['#ff8a50', 0.3],
      ['#9c2a0e', 0.68],
      ['#ffab91', 1],
    ],
    accent: '#ffccbc',
    panel: '#2a1510',
    rim: '#ff8a65',
  },
  6: {
    frame: [
      ['#ffffff', 0],
      ['#9fa8da', 0.25],
      ['#1a1f5c', 0.55],
      ['#0b0f2e', 0.75],
      ['#b3e5fc', 1],
    ],
    accent: '#b3e5fc',
    panel: '#0a0d22',
    rim: '#7986cb',
  },
};

const GOLD: Palette = {
  frame: [
    ['#7a5410', 0],
    ['#f7e08a', 0.18],
    ['#c9992c', 0.38],
    ['#fff3b0', 0.55],
    ['#a8791c', 0.76],
    ['#f0cd6a', 1],
  ],
  accent: '#ffe08a',
  panel: '#261c0c',
  rim: '#e0b43a',
};

const CHROMA: Palette = {
  frame: [
    ['#ff5f6d', 0],
    ['#ffc371', 0.17],
    ['#f9f871', 0.33],
    ['#5dfdcb', 0.5],
    ['#5ab9ff', 0.67],
    ['#b388ff', 0.83],
    ['#ff6ad5', 1],
  ],
  accent: '#ffffff',
  panel: '#17142b',
  rim: '#b388ff',
};

function normaliseCard(card: CardArt) {
  const rarityNumber = Math.round(Number(card.rarity));
  const rarity = rarityNumber >= 1 && rarityNumber <= 6 ? rarityNumber : 1;
  const shiny: ShinyLevel = card.shinyLevel === 1 || card.shinyLevel === 2 ? card.shinyLevel : 0;
  const identifier = Number.isFinite(card.identifier) ? String(Math.trunc(card.identifier)) : '?';
  return {
    id: String(card.id),
    identifier,
    name: cleanText(card.name) || 'Sans nom',
    packName: cleanText(card.packName),
    genre: cleanText(card.genre),
    rarity,
    shiny,
  };
}

function paletteFor(rarity: number, shiny: ShinyLevel): Palette {
  if (shiny === 1) return GOLD;
  if (shiny === 2) return CHROMA;
  return RARITY_PALETTES[rarity] ?? GOLD;
}

function stops(list: readonly [string, number][], opacity?: number): string {
  const op = opacity === undefined ? '' : ` stop-opacity="${num(opacity)}"`;
  return list.map(([color, offset]) => `<stop offset="${num(offset)}" stop-color="${color}"${op}/>`).join('');
}

// --- Illustration ----------------------------------------------------------------------------------------------------

const ART = { x: 20, y: 68, w: 260, h: 196 };

/** An icon of the set placed with its centre at (x, y), `size` pixels square, mirrored when `flip`. */
function iconTransform(x: number, y: number, size: number, flip: boolean): string {
  const scale = size / ICON_BOX;
  const left = flip ? x + size / 2 : x - size / 2;
  return `translate(${num(left)} ${num(y - size / 2)}) scale(${num(flip ? -scale : scale)} ${num(scale)})`;
}

/** The illustration in two layers, so a chromatic sheen can go between the backdrop and the figures. */
function illustration(
  card: ReturnType<typeof normaliseCard>,
  rng: Prng,
): { defs: string; backdrop: string; figure: string } {
  const subject = cardSubject(card);
  const style = PACK_STYLES[card.packName];
  // A themed pack keeps its hue family, each card a step away from it; other packs spread their cards round the wheel.
  const h0 = style
    ? style.hue + (subject.paletteStep - (PALETTE_STEPS - 1) / 2) * 11 + rng.range(-3, 3)
    : subject.paletteStep * (360 / PALETTE_STEPS) + rng.range(0, 30);
  const h1 = h0 + rng.pick([32, 140, 180, 210, -48]);
  const h2 = h0 + rng.pick([-90, 60, 100, 250]);
  const star = card.rarity === 6;
  const sat = star ? 55 : rng.range(55, 80);
  const top = star ? hsl(235 + rng.range(-15, 15), 60, 14) : hsl(h0, sat, rng.range(52, 64));
  const bottom = star ? hsl(265 + rng.range(-20, 20), 55, 8) : hsl(h1, sat - 5, rng.range(18, 28));
  const angle = rng.range(0, 1);
  // The subject stands a little off centre, its companions in the opposite corners.
  const side = rng.pick([-1, 1]);
  const cx = ART.x + ART.w / 2 + side * rng.range(12, 18);
  const cy = ART.y + ART.h / 2 + rng.range(2, 8);

  const defs =
    `<linearGradient id="bg" x1="${num(angle)}" y1="0" x2="${num(1 - angle)}" y2="1">` +
    `<stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">` +
    `<stop offset="0" stop-color="${hsl(h2, 95, 82)}" stop-opacity="0.95"/>` +
    `<stop offset="0.45" stop-color="${hsl(h2, 90, 65)}" stop-opacity="0.45"/>` +
    `<stop offset="1" stop-color="${hsl(h2, 90, 60)}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="halo" cx="0.5" cy="0.5" r="0.5">` +
    `<stop offset="0" stop-color="${hsl(h0, 30, 8)}" stop-opacity="0.55"/>` +
    `<stop offset="1" stop-color="${hsl(h0, 30, 8)}" stop-opacity="0"/></radialGradient>` +
    `<linearGradient id="sil" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${hsl(h2, 45, 34)}"/><stop offset="0.45" stop-color="${hsl(h1, 40, 16)}"/>` +
    `<stop offset="1" stop-color="${hsl(h1, 45, 7)}"/></linearGradient>` +
    `<radialGradient id="vig" cx="0.5" cy="0.48" r="0.72">` +
    `<stop offset="0.55" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.55"/></radialGradient>` +
    `<filter id="blur" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="3.5"/></filter>`;

  const parts: string[] = [`<rect x="${ART.x}" y="${ART.y}" width="${ART.w}" height="${ART.h}" fill="url(#bg)"/>`];

  // Far layer: rays, rings, bands or a hexagon lattice.
  const far = style?.far ?? rng.pick(FAR_LAYERS);
  const light = star ? '#c5cae9' : '#ffffff';
  if (far === 'rays') {
    const n = rng.int(10, 18);
    const r = 260;
    const spin = rng.range(0, Math.PI);
    for (let i = 0; i < n; i += 1) {
      if (i % 2 === 1) continue;
      const a1 = spin + (i * 2 * Math.PI) / n;
      const a2 = spin + ((i + 1) * 2 * Math.PI) / n;
      parts.push(
        `<path d="M${num(cx)} ${num(cy)}L${num(cx + Math.cos(a1) * r)} ${num(cy + Math.sin(a1) * r)}` +
          `L${num(cx + Math.cos(a2) * r)} ${num(cy + Math.sin(a2) * r)}Z" fill="${light}" fill-opacity="0.1"/>`,
      );
    }
  } else if (far === 'rings') {
    const step = rng.range(14, 24);
    for (let r = step; r < 200; r += step) {
      parts.push(
        `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="none" stroke="${light}" ` +
          `stroke-width="${num(rng.range(1, 5))}" stroke-opacity="${num(Math.max(0.04, 0.22 - r / 1000))}"/>`,
      );
    }
  } else if (far === 'bands') {
    const w = rng.range(12, 26);
    const skew = rng.pick([-1, 1]) * rng.range(0.4, 1.2);
    for (let x = ART.x - 220; x < ART.x + ART.w + 60; x += w * 2) {
      parts.push(
        `<path d="M${num(x)} ${ART.y + ART.h}L${num(x + w)} ${ART.y + ART.h}L${num(x + w + ART.h * skew)} ${ART.y}` +
          `L${num(x + ART.h * skew)} ${ART.y}Z" fill="${light}" fill-opacity="${num(rng.range(0.05, 0.13))}"/>`,
      );
    }
  } else {
    const size = rng.range(13, 20);
    const hexW = size * Math.sqrt(3);
    for (let row = 0; row * size * 1.5 < ART.h + size; row++) {
      for (let col = 0; col * hexW < ART.w + hexW; col++) {
        const hx = ART.x + col * hexW + (row % 2 ? hexW / 2 : 0);
        const hy = ART.y + row * size * 1.5;
        const pts = Array.from({ length: 6 }, (_, i) => {
          const a = Math.PI / 6 + (i * Math.PI) / 3;
          return `${num(hx + Math.cos(a) * size * 0.92)},${num(hy + Math.sin(a) * size * 0.92)}`;
        }).join(' ');
        const dist = Math.hypot(hx - cx, hy - cy);
        parts.push(
          `<polygon points="${pts}" fill="none" stroke="${light}" stroke-width="1.2" stroke-opacity="${num(Math.max(0.05, 0.3 - dist / 600))}"/>`,
        );
      }
    }
  }

  // Near layer: floating shards, bokeh or ridges.
  const near = style?.near ?? rng.pick(NEAR_LAYERS);
  if (near === 'shards') {
    const n = rng.int(7, 12);
    for (let i = 0; i < n; i++) {
      const px = rng.range(ART.x, ART.x + ART.w);
      const py = rng.range(ART.y, ART.y + ART.h);
      const r = rng.range(6, 22);
      const sides = rng.pick([3, 4, 6]);
      const rot = rng.range(0, Math.PI * 2);
      const pts = Array.from({ length: sides }, (_, k) => {
        const a = rot + (k * 2 * Math.PI) / sides;
        return `${num(px + Math.cos(a) * r)},${num(py + Math.sin(a) * r)}`;
      }).join(' ');
      parts.push(
        `<polygon points="${pts}" fill="${hsl(rng.pick([h0, h1, h2]), 85, rng.range(55, 78))}" fill-opacity="${num(rng.range(0.25, 0.55))}"/>`,
      );
    }
  } else if (near === 'bokeh') {
    const n = rng.int(12, 20);
    for (let i = 0; i < n; i++) {
      parts.push(
        `<circle cx="${num(rng.range(ART.x, ART.x + ART.w))}" cy="${num(rng.range(ART.y, ART.y + ART.h))}" ` +
          `r="${num(rng.range(3, 18))}" fill="${hsl(rng.pick([h0, h2]), 90, 80)}" fill-opacity="${num(rng.range(0.12, 0.4))}"/>`,
      );
    }
  } else {
    for (let layer = 0; layer < 3; layer++) {
      const base = ART.y + ART.h - 18 - (2 - layer) * 22;
      let d = `M${ART.x} ${ART.y + ART.h}L${ART.x} ${num(base + rng.range(-10, 10))}`;
      for (let x = ART.x + 26; x <= ART.x + ART.w + 26; x += 26) {
        d += `L${num(x)} ${num(base + rng.range(-26, 12))}`;
      }
      d += `L${ART.x + ART.w + 26} ${ART.y + ART.h}Z`;
      parts.push(`<path d="${d}" fill="${hsl(h1, 40, 12 + layer * 7)}" fill-opacity="${num(0.35 + layer * 0.2)}"/>`);
    }
  }

  // Star dust: always a few sparkles, more as the rarity rises, a whole sky of them on STAR cards.
  const dust = star ? 26 : rng.int(2, 4) + card.rarity;
  for (let i = 0; i < dust; i++) {
    const sx = rng.range(ART.x + 4, ART.x + ART.w - 4);
    const sy = rng.range(ART.y + 4, ART.y + ART.h - 4);
    parts.push(
      star && i % 3 !== 0
        ? `<circle cx="${num(sx)}" cy="${num(sy)}" r="${num(rng.range(0.6, 1.6))}" fill="#ffffff" fill-opacity="${num(rng.range(0.5, 1))}"/>`
        : sparkle(sx, sy, rng.range(3, 7), '#ffffff', rng.range(0.55, 0.95)),
    );
  }

  const backdrop = parts.splice(0).join('');

  // The companions first, so the subject's glow passes over them: the second element high in the opposite corner,
  // the third low in it. Light shapes with a dark rim, so they read on any background.
  const companionX = side > 0 ? ART.x + 42 : ART.x + ART.w - 42;
  const companion = (name: string, y: number, size: number, opacity: number) =>
    `<circle cx="${num(companionX)}" cy="${num(y)}" r="${num(size * 0.62)}" fill="url(#halo)"/>` +
    `<path d="${iconPath(name)}" transform="${iconTransform(companionX, y, size, side > 0)}" fill="${hsl(h2, 80, 90)}" ` +
    `fill-opacity="${num(opacity)}" stroke="${hsl(h1, 45, 10)}" stroke-opacity="0.7" stroke-width="${num((1.4 * ICON_BOX) / size)}"/>`;
  parts.push(companion(subject.second, ART.y + 40, rng.range(52, 58), 0.95));
  if (subject.third) parts.push(companion(subject.third, ART.y + ART.h - 38, rng.range(38, 42), 0.8));

  // The subject, lit from behind; rarer cards get a ring of light (3+) and a second one (5+).
  const size = rng.range(140, 152);
  const transform = iconTransform(cx, cy, size, rng.chance(0.5));
  const stroke = (pixels: number) => num((pixels * ICON_BOX) / size);
  const mainPath = iconPath(subject.main);
  parts.push(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(size * 0.6)}" fill="url(#glow)"/>`);
  for (let ring = 0; ring < (card.rarity >= 5 ? 2 : card.rarity >= 3 ? 1 : 0); ring++) {
    parts.push(
      `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(size * (0.55 + ring * 0.09))}" fill="none" ` +
        `stroke="${hsl(h2, 95, 88)}" stroke-width="${num(1.6 - ring * 0.5)}" stroke-opacity="${num(0.7 - ring * 0.25)}"/>`,
    );
  }
  parts.push(
    `<path d="${mainPath}" transform="${transform}" fill="none" stroke="${hsl(h2, 100, 85)}" ` +
      `stroke-width="${stroke(6)}" stroke-linejoin="round" stroke-opacity="0.85" filter="url(#blur)"/>`,
    `<path d="${mainPath}" transform="${transform}" fill="url(#sil)" ` +
      `stroke="${hsl(h2, 95, 88)}" stroke-width="${stroke(1.3)}" stroke-linejoin="round"/>`,
  );
  parts.push(`<rect x="${ART.x}" y="${ART.y}" width="${ART.w}" height="${ART.h}" fill="url(#vig)"/>`);

  return { defs, backdrop, figure: parts.join('') };
}

// --- Frame ---------------------------------------------------------------------------------------------------------

// The site's rarity glyphs (a 24-unit star per level; the STAR as one 48 × 24 seal with a dark star and two sparks),
// so that the card face and the pages around it read rarity the same way.
const LEVEL_STAR = 'M12 2l2.9 6.9 7.1.6-5.4 4.7 1.6 7.3L12 17.8 5.8 21.5l1.6-7.3L2 9.5l7.1-.6z';
const STAR_SEAL = 'M12 2h24a10 10 0 0 1 0 20H12a10 10 0 0 1 0-20z';
const STAR_SEAL_MARKS =
  'M24 4.5l2.2 5.2 5.6.5-4.3 3.7 1.3 5.5L24 16.5l-4.8 2.9 1.3-5.5-4.3-3.7 5.6-.5zM8 12l2-2 2 2-2 2zM36 12l2-2 2 2-2 2z';

function rarityMark(rarity: number, palette: Palette, shiny: ShinyLevel): string {
  const cy = ART.y + ART.h;
  const fill = shiny === 2 ? 'url(#gem)' : palette.accent;
  if (rarity === 6) {
    const scale = 1.3;
    const left = 150 - 24 * scale;
    return (
      `<rect x="${num(left - 5)}" y="${num(cy - 12 * scale - 3)}" width="${num(48 * scale + 10)}" height="${num(24 * scale + 6)}" ` +
      `rx="${num(12 * scale + 3)}" fill="${palette.panel}" stroke="url(#fr)" stroke-width="2.5"/>` +
      `<g transform="translate(${num(left)} ${num(cy - 12 * scale)}) scale(${scale})">` +
      `<path d="${STAR_SEAL}" fill="#ffe9a8"/><path d="${STAR_SEAL_MARKS}" fill="#1a1230"/></g>`
    );
  }
  const starSize = 15;
  const gap = 3;
  const contentW = rarity * starSize + (rarity - 1) * gap;
  const pillW = contentW + 20;
  const parts = [
    `<rect x="${num(150 - pillW / 2)}" y="${cy - 12}" width="${num(pillW)}" height="24" rx="12" fill="${palette.panel}" ` +
      `stroke="url(#fr)" stroke-width="2.5"/>`,
  ];
  for (let i = 0; i < rarity; i++) {
    const left = 150 - contentW / 2 + i * (starSize + gap);
    parts.push(
      `<path d="${LEVEL_STAR}" transform="translate(${num(left)} ${num(cy - starSize / 2)}) scale(${num(starSize / 24)})" ` +
        `fill="${fill}" stroke="#ffffff" stroke-width="0.9" stroke-linejoin="round"/>`,
    );
  }
  return parts.join('');
}

function cornerOrnaments(rarity: number, palette: Palette, rng: Prng): string {
  const parts: string[] = [];
  const corners: [number, number][] = [
    [6, 6],
    [294, 6],
    [6, 414],
    [294, 414],
  ];
  if (rarity >= 3) {
    for (const [x, y] of corners) {
      const dx = x < 150 ? 1 : -1;
      const dy = y < 210 ? 1 : -1;
      parts.push(
        `<path d="M${x} ${y + dy * 26}L${x} ${y}L${x + dx * 26} ${y}" fill="none" stroke="${palette.accent}" ` +
          `stroke-width="2" stroke-linecap="round" stroke-opacity="0.9"/>`,
      );
      if (rarity >= 5) {
        parts.push(
          `<path d="M${x + dx * 9} ${y + dy * 3}L${x + dx * 15} ${y + dy * 9}L${x + dx * 9} ${y + dy * 15}L${x + dx * 3} ${y + dy * 9}Z" ` +
            `fill="${palette.accent}" stroke="${palette.panel}" stroke-width="1"/>`,
        );
      }
    }
  }
  if (rarity >= 4) {
    // Side studs halfway down the frame.
    for (const x of [6, 294]) {
      parts.push(
        `<circle cx="${x}" cy="210" r="3.2" fill="${palette.accent}" stroke="${palette.panel}" stroke-width="1"/>`,
      );
    }
  }
  if (rarity === 6) {
    for (let i = 0; i < 22; i++) {
      const onSide = rng.chance(0.5);
      const x = onSide ? rng.pick([5, 295]) + rng.range(-2, 2) : rng.range(20, 280);
      const y = onSide ? rng.range(30, 390) : rng.pick([5, 415]) + rng.range(-2, 2);
      parts.push(
        `<circle cx="${num(x)}" cy="${num(y)}" r="${num(rng.range(0.5, 1.4))}" fill="#ffffff" fill-opacity="${num(rng.range(0.5, 1))}"/>`,
      );
    }
  }
  return parts.join('');
}

function initials(packName: string): string {
  const words = packName
    .split(/[\s\-'’]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => w.length > 0);
  const letters = words.length >= 2 ? [words[0], words[1]] : [words[0]];
  return letters
    .map((w) => Array.from(w ?? '')[0] ?? '')
    .join('')
    .toUpperCase()
    .slice(0, 2);
}

/** The card as an SVG document (CARD_WIDTH × CARD_HEIGHT). */
export function cardSvg(input: CardArt): string {
  const card = normaliseCard(input);
  const palette = paletteFor(card.rarity, card.shiny);
  const rng = createPrng(`card:${card.id}`);
  const art = illustration(card, rng);
  const frameRng = createPrng(`frame:${card.id}`);

  // Name ribbon: one line shrunk to fit, else two lines, else cut with an ellipsis.
  const name = fitText(card.name, {
    maxWidth: 228,
    maxSize: 19,
    minSingleSize: 14.5,
    minSize: 10.5,
    maxLines: 2,
    wrapMaxSize: 14.5,
  });
  const nameLh = name.fontSize * 1.12;
  const nameCenter = 40;
  const nameSvg = name.lines
    .map((line, i) => {
      const y = nameCenter + (i - (name.lines.length - 1) / 2) * nameLh + name.fontSize * 0.36;
      return text(line, 150, y, name.fontSize, { anchor: 'middle', shadow: 1.2 });
    })
    .join('');

  const genre = fitText(card.genre.toUpperCase(), { maxWidth: 200, maxSize: 9.5, minSize: 7, letterSpacing: 1.6 });
  const genreLine = genre.lines[0] ?? '';
  const genreHalf = Math.min(100, (genreLine.length * genre.fontSize * 0.75 + 16) / 2);

  const pack = fitText(card.packName || '—', {
    maxWidth: 180,
    maxSize: 15,
    minSingleSize: 12.5,
    minSize: 9.5,
    maxLines: 2,
    wrapMaxSize: 12.5,
  });
  const packLh = pack.fontSize * 1.15;
  const boxTop = 304;
  const boxH = 74;
  const packBlockH = 12 + pack.lines.length * packLh;
  const packTop = boxTop + (boxH - packBlockH) / 2;
  const packSvg =
    text('PACK', 88, packTop + 8, 8, { fill: palette.accent, spacing: 2 }) +
    pack.lines
      .map((line, i) => text(line, 88, packTop + 12 + (i + 0.8) * packLh, pack.fontSize, { fill: '#f5f5f5' }))
      .join('');

  const badge = initials(card.packName) || '?';
  const emblemPts = Array.from({ length: 6 }, (_, i) => {
    const a = (i * Math.PI) / 3;
    return `${num(52 + Math.cos(a) * 24)},${num(boxTop + boxH / 2 + Math.sin(a) * 24)}`;
  }).join(' ');

  const shinyLabel = card.shiny === 1 ? 'DORÉE' : card.shiny === 2 ? 'CHROMATIQUE' : card.rarity === 6 ? 'STAR' : '';

  const sheen =
    card.shiny === 0
      ? ''
      : card.shiny === 1
        ? `<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1">` +
          `<stop offset="0" stop-color="#fff6d0" stop-opacity="0"/><stop offset="0.38" stop-color="#fff6d0" stop-opacity="0"/>` +
          `<stop offset="0.47" stop-color="#fffbe8" stop-opacity="0.55"/><stop offset="0.53" stop-color="#ffe9a0" stop-opacity="0.1"/>` +
          `<stop offset="0.6" stop-color="#fff6d0" stop-opacity="0.35"/><stop offset="0.66" stop-color="#fff6d0" stop-opacity="0"/>` +
          `<stop offset="1" stop-color="#fff6d0" stop-opacity="0"/></linearGradient>`
        : `<linearGradient id="sheen" x1="0" y1="0.1" x2="1" y2="0.9">${stops(CHROMA.frame, 0.3)}</linearGradient>` +
          `<linearGradient id="gem" x1="0" y1="0" x2="1" y2="1">${stops(CHROMA.frame)}</linearGradient>`;

  // Gold tints and glints over the whole picture; the chromatic rainbow goes under the silhouette (which stays crisp)
  // with thin holographic stripes over everything.
  const artUnder =
    card.shiny === 2 ? `<rect x="${ART.x}" y="${ART.y}" width="${ART.w}" height="${ART.h}" fill="url(#sheen)"/>` : '';
  const artOver =
    card.shiny === 1
      ? `<rect x="${ART.x}" y="${ART.y}" width="${ART.w}" height="${ART.h}" fill="#ffc940" fill-opacity="0.16"/>` +
        `<rect x="${ART.x}" y="${ART.y}" width="${ART.w}" height="${ART.h}" fill="url(#sheen)"/>`
      : card.shiny === 2
        ? Array.from({ length: 9 }, (_, i) => {
            const x = ART.x - 120 + i * 46;
            return `<path d="M${x} ${ART.y + ART.h}L${x + 14} ${ART.y + ART.h}L${x + 134} ${ART.y}L${x + 120} ${ART.y}Z" fill="#ffffff" fill-opacity="0.08"/>`;
          }).join('')
        : '';

  const cardOverlay =
    card.shiny === 0
      ? ''
      : `<rect x="0" y="0" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" rx="16" fill="url(#sheen)" fill-opacity="${card.shiny === 1 ? 0.6 : 0.35}"/>`;

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" viewBox="0 0 ${CARD_WIDTH} ${CARD_HEIGHT}">`,
    `<defs>`,
    `<linearGradient id="fr" x1="0" y1="0" x2="1" y2="1">${stops(palette.frame)}</linearGradient>`,
    `<linearGradient id="rib" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3f4b"/>` +
      `<stop offset="0.5" stop-color="#161a22"/><stop offset="1" stop-color="#0c0e13"/></linearGradient>`,
    `<linearGradient id="box" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.1"/>` +
      `<stop offset="1" stop-color="#ffffff" stop-opacity="0.03"/></linearGradient>`,
    `<clipPath id="ac"><rect x="${ART.x}" y="${ART.y}" width="${ART.w}" height="${ART.h}" rx="6"/></clipPath>`,
    art.defs,
    sheen,
    `</defs>`,
    // Frame and panel.
    `<rect x="0" y="0" width="${CARD_WIDTH}" height="${CARD_HEIGHT}" rx="16" fill="url(#fr)"/>`,
    `<rect x="1" y="1" width="${CARD_WIDTH - 2}" height="${CARD_HEIGHT - 2}" rx="15" fill="none" stroke="#000000" stroke-opacity="0.55" stroke-width="2"/>`,
    cornerOrnaments(card.rarity, palette, frameRng),
    `<rect x="12" y="12" width="276" height="396" rx="10" fill="${palette.panel}"/>`,
    `<rect x="12" y="12" width="276" height="396" rx="10" fill="none" stroke="#000000" stroke-opacity="0.6" stroke-width="1.5"/>`,
    card.rarity >= 4
      ? `<rect x="15.5" y="15.5" width="269" height="389" rx="8" fill="none" stroke="${palette.accent}" stroke-opacity="0.35" stroke-width="1"/>`
      : '',
    // Name ribbon.
    `<rect x="20" y="20" width="260" height="40" rx="8" fill="url(#rib)" stroke="url(#fr)" stroke-width="2"/>`,
    `<path d="M28 22.5L272 22.5" stroke="#ffffff" stroke-opacity="0.18" stroke-width="1"/>`,
    nameSvg,
    // Illustration.
    `<g clip-path="url(#ac)">${art.backdrop}${artUnder}${art.figure}${artOver}</g>`,
    `<rect x="${ART.x}" y="${ART.y}" width="${ART.w}" height="${ART.h}" rx="6" fill="none" stroke="url(#fr)" stroke-width="3"/>`,
    rarityMark(card.rarity, palette, card.shiny),
    // Genre line.
    genreLine
      ? `<path d="M${num(150 - genreHalf - 34)} 293.5L${num(150 - genreHalf - 4)} 293.5M${num(150 + genreHalf + 4)} 293.5L${num(150 + genreHalf + 34)} 293.5" ` +
        `stroke="${palette.accent}" stroke-opacity="0.6" stroke-width="1"/>` +
        text(genreLine, 150, 297, genre.fontSize, { anchor: 'middle', fill: palette.accent, spacing: 1.6 })
      : '',
    // Pack box with its emblem.
    `<rect x="20" y="${boxTop}" width="260" height="${boxH}" rx="7" fill="url(#box)" stroke="${palette.rim}" stroke-opacity="0.45" stroke-width="1"/>`,
    `<polygon points="${emblemPts}" fill="url(#fr)" stroke="#000000" stroke-opacity="0.5" stroke-width="1.2"/>`,
    `<circle cx="52" cy="${boxTop + boxH / 2}" r="16.5" fill="${palette.panel}" fill-opacity="0.9"/>`,
    text(badge, 52, boxTop + boxH / 2 + (badge.length > 1 ? 4.6 : 5.2), badge.length > 1 ? 13 : 15, {
      anchor: 'middle',
      fill: palette.accent,
    }),
    packSvg,
    // Footer.
    text(`#${card.identifier}`, 24, 398, 12, { fill: '#e6e6e6' }),
    shinyLabel
      ? text(shinyLabel, 276, 398, 9, { anchor: 'end', fill: palette.accent, spacing: 1.5 }) +
        sparkle(276 - shinyLabel.length * 8.3 - 10, 394.5, 5, palette.accent, 0.95)
      : '',
    cardOverlay,
    `</svg>`,
  ].join('');
}
