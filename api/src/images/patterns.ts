// Decorative backgrounds for the wide images (banners, post illustrations): a palette and one of four patterns, all
// drawn from a seeded PRNG so an id always gives the same picture.
import type { Prng } from '../engine/prng';
import { hsl, num } from './svg-utils';

export interface Scheme {
  /** Base hues, in degrees. */
  hues: [number, number, number];
  dark: string;
  mid: string;
  light: string;
  glow: string;
}

export function schemeFrom(rng: Prng): Scheme {
  const h0 = rng.range(0, 360);
  const h1 = h0 + rng.pick([30, 45, 150, 180, -40]);
  const h2 = h0 + rng.pick([-80, 90, 200]);
  return {
    hues: [h0, h1, h2],
    dark: hsl(h0, rng.range(45, 65), rng.range(10, 16)),
    mid: hsl(h1, rng.range(55, 75), rng.range(30, 40)),
    light: hsl(h1, 85, 70),
    glow: hsl(h2, 95, 72),
  };
}

export const PATTERN_NAMES = ['mosaic', 'waves', 'constellation', 'chevrons'] as const;
export type PatternName = (typeof PATTERN_NAMES)[number];

/** Low-poly mosaic: a jittered grid split into triangles, shaded along the width. */
function mosaic(rng: Prng, w: number, h: number, s: Scheme): string {
  const cols = Math.max(4, Math.round(w / 70));
  const rows = Math.max(3, Math.round(h / 70));
  const cw = w / cols;
  const ch = h / rows;
  const pts: [number, number][][] = [];
  for (let r = 0; r <= rows; r++) {
    const row: [number, number][] = [];
    for (let c = 0; c <= cols; c++) {
      const jx = c === 0 || c === cols ? 0 : rng.range(-0.35, 0.35) * cw;
      const jy = r === 0 || r === rows ? 0 : rng.range(-0.35, 0.35) * ch;
      row.push([c * cw + jx, r * ch + jy]);
    }
    pts.push(row);
  }
  const parts: string[] = [];
  const [h0, h1] = s.hues;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const a = pts[r]?.[c];
      const b = pts[r]?.[c + 1];
      const d = pts[r + 1]?.[c];
      const e = pts[r + 1]?.[c + 1];
      if (!a || !b || !d || !e) continue;
      const flip = rng.chance(0.5);
      const tris = flip
        ? [
            [a, b, e],
            [a, e, d],
          ]
        : [
            [a, b, d],
            [b, e, d],
          ];
      for (const tri of tris) {
        const t = (c + 0.5) / cols;
        const hue = h0 + (h1 - h0) * t;
        const light = 18 + (1 - (r + 0.5) / rows) * 16 + rng.range(-6, 6);
        parts.push(
          `<polygon points="${tri.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')}" fill="${hsl(hue, 60, light)}" ` +
            `stroke="${hsl(hue, 60, light)}" stroke-width="0.6"/>`,
        );
      }
    }
  }
  return parts.join('');
}

/** Layered soft waves rising from the bottom. */
function waves(rng: Prng, w: number, h: number, s: Scheme): string {
  const parts: string[] = [];
  const layers = 5;
  for (let i = 0; i < layers; i++) {
    const base = h * (0.35 + (i * 0.55) / layers);
    const amp = h * rng.range(0.05, 0.12);
    const len = w / rng.range(1.5, 3);
    const phase = rng.range(0, len);
    let d = `M0 ${h}L0 ${num(base)}`;
    for (let x = -phase; x < w + len; x += len) {
      d +=
        `C${num(x + len * 0.25)} ${num(base - amp)} ${num(x + len * 0.25)} ${num(base - amp)} ${num(x + len * 0.5)} ${num(base)}` +
        `S${num(x + len * 0.75)} ${num(base + amp)} ${num(x + len)} ${num(base)}`;
    }
    d += `L${w} ${h}Z`;
    const hue = s.hues[i % 3] ?? s.hues[0];
    parts.push(`<path d="${d}" fill="${hsl(hue, 65, 22 + i * 7)}" fill-opacity="${num(0.45 + i * 0.1)}"/>`);
  }
  return parts.join('');
}

/** Stars joined by faint lines. */
function constellation(rng: Prng, w: number, h: number, s: Scheme): string {
  const n = Math.min(60, Math.max(20, Math.round((w * h) / 6000)));
  const stars: [number, number, number][] = [];
  for (let i = 0; i < n; i++) stars.push([rng.range(0, w), rng.range(0, h), rng.range(0.8, 3)]);
  const parts: string[] = [];
  const maxDist = Math.min(w, h) * 0.35;
  for (let i = 0; i < stars.length; i++) {
    const a = stars[i];
    if (!a) continue;
    let links = 0;
    for (let j = i + 1; j < stars.length && links < 2; j++) {
      const b = stars[j];
      if (!b) continue;
      if (Math.hypot(a[0] - b[0], a[1] - b[1]) < maxDist) {
        parts.push(
          `<path d="M${num(a[0])} ${num(a[1])}L${num(b[0])} ${num(b[1])}" stroke="${s.light}" stroke-width="1" stroke-opacity="0.25"/>`,
        );
        links++;
      }
    }
  }
  for (const [x, y, r] of stars) {
    parts.push(`<circle cx="${num(x)}" cy="${num(y)}" r="${num(r * 2.6)}" fill="${s.glow}" fill-opacity="0.18"/>`);
    parts.push(`<circle cx="${num(x)}" cy="${num(y)}" r="${num(r)}" fill="#ffffff" fill-opacity="0.9"/>`);
  }
  return parts.join('');
}

/** Bold diagonal chevrons in alternating shades. */
function chevrons(rng: Prng, w: number, h: number, s: Scheme): string {
  const step = rng.range(50, 90);
  const depth = rng.range(0.25, 0.5) * h;
  const parts: string[] = [];
  let i = 0;
  for (let x = -h - step; x < w + step; x += step, i++) {
    const hue = s.hues[i % 3] ?? s.hues[0];
    parts.push(
      `<path d="M${num(x)} 0L${num(x + step * 0.55)} 0L${num(x + step * 0.55 + depth)} ${num(h / 2)}` +
        `L${num(x + step * 0.55)} ${h}L${num(x)} ${h}L${num(x + depth)} ${num(h / 2)}Z" fill="${hsl(hue, 70, 40)}" ` +
        `opacity="${num(rng.range(0.18, 0.4))}"/>`,
    );
  }
  return parts.join('');
}

/** A full-size decorative layer (w × h) in the scheme's colours. */
export function pattern(name: PatternName, rng: Prng, w: number, h: number, s: Scheme): string {
  switch (name) {
    case 'mosaic':
      return mosaic(rng, w, h, s);
    case 'waves':
      return waves(rng, w, h, s);
    case 'constellation':
      return constellation(rng, w, h, s);
    case 'chevrons':
      return chevrons(rng, w, h, s);
  }
}
