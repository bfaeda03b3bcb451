// SVG → WebP with sharp (librsvg draws the SVG, libwebp encodes). Low effort keeps a card well under 100 ms on a small
// machine; quality 80 keeps files small (a card is typically 10-30 kB) with no visible loss on text.
import sharp from 'sharp';

export interface WebpOptions {
  /** WebP quality, 1-100 (default 80). */
  quality?: number;
  /** libwebp effort, 0 (fastest) to 6 (smallest); default 2. */
  effort?: number;
  /** Output scale relative to the SVG's own width and height (default 1; e.g. 2 for high-density screens). */
  scale?: number;
}

export const DEFAULT_WEBP_OPTIONS = { quality: 80, effort: 2, scale: 1 } as const;

function bounded(value: number | undefined, min: number, max: number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : fallback;
}

/** Renders an SVG document to WebP bytes. Rejects when the SVG cannot be parsed. */
export async function svgToWebp(svg: string, options: WebpOptions = {}): Promise<Buffer> {
  const quality = Math.round(bounded(options.quality, 1, 100, DEFAULT_WEBP_OPTIONS.quality));
  const effort = Math.round(bounded(options.effort, 0, 6, DEFAULT_WEBP_OPTIONS.effort));
  const scale = bounded(options.scale, 0.1, 4, DEFAULT_WEBP_OPTIONS.scale);
  return sharp(Buffer.from(svg, 'utf8'), { density: 72 * scale, limitInputPixels: 40_000_000 })
    .webp({ quality, effort, smartSubsample: false })
    .toBuffer();
}
