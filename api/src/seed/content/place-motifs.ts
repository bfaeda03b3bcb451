// The pictures the seeded players paint on z/place: shapes drawn pixel by pixel in palette colours. Each motif is the
// picture as its painters want it, one colour per pixel; where and when it is painted is the generator's.
import { placePalette } from '../../areas/place/place-rules';

export interface MotifPixel {
  x: number;
  y: number;
  /** Palette index. */
  colour: number;
}

type ColourName = (typeof placePalette)[number]['name'];

/** The palette index of a colour named as the site names it. */
export function colourOf(name: ColourName): number {
  return placePalette.findIndex((entry) => entry.name === name);
}

/** Pixels added in order, the later colour winning on a pixel given twice (a shadow under a letter, an outline). */
class Picture {
  /** By `y × 100,000 + x`: one key per pixel for any coordinates a motif reaches. */
  private readonly pixels = new Map<number, MotifPixel>();

  set(x: number, y: number, colour: number): void {
    this.pixels.set(y * 100_000 + x, { x, y, colour });
  }

  get list(): MotifPixel[] {
    return [...this.pixels.values()];
  }
}

/** 4 × 4 ordered dithering: two palette colours mixed in a pattern read as the shade between them. */
const bayer = [
  [0, 8, 2, 10],
  [12, 4, 14, 6],
  [3, 11, 1, 9],
  [15, 7, 13, 5],
] as const;

/** A band whose colours follow each other from top to bottom, dithered between each two. */
export function gradient(left: number, top: number, width: number, height: number, colours: readonly number[]) {
  const picture = new Picture();
  for (let dy = 0; dy < height; dy++) {
    const position = (dy / Math.max(1, height - 1)) * (colours.length - 1);
    const step = Math.min(Math.floor(position), colours.length - 2);
    const mix = position - step;
    for (let dx = 0; dx < width; dx++) {
      const threshold = (bayer[dy % 4]![dx % 4]! + 0.5) / 16;
      picture.set(left + dx, top + dy, colours[mix > threshold ? step + 1 : step]!);
    }
  }
  return picture.list;
}

/** A frame along the edges of a `width` × `height` canvas, its colours taking turns every `segment` pixels. */
export function frame(width: number, height: number, thickness: number, colours: readonly number[], segment: number) {
  const picture = new Picture();
  const colourAt = (along: number) => colours[Math.floor(along / segment) % colours.length]!;
  for (let d = 0; d < thickness; d++) {
    for (let x = 0; x < width; x++) {
      picture.set(x, d, colourAt(x));
      picture.set(x, height - 1 - d, colourAt(x));
    }
    for (let y = 0; y < height; y++) {
      picture.set(d, y, colourAt(y));
      picture.set(width - 1 - d, y, colourAt(y));
    }
  }
  return picture.list;
}

/** A red heart `size` pixels wide, outlined in black, with a pink gleam on its left lobe. */
export function heart(centreX: number, centreY: number, size: number) {
  const scale = size / 2.4;
  const inside = (px: number, py: number) => {
    const x = (px - centreX) / scale;
    const y = -(py - centreY) / scale + 0.2;
    return (x * x + y * y - 1) ** 3 - x * x * y ** 3 <= 0;
  };
  const picture = new Picture();
  const half = Math.ceil(size / 2) + 2;
  for (let py = centreY - half; py <= centreY + half; py++) {
    for (let px = centreX - half; px <= centreX + half; px++) {
      if (!inside(px, py)) continue;
      const edge = !inside(px - 1, py) || !inside(px + 1, py) || !inside(px, py - 1) || !inside(px, py + 1);
      const gleam = Math.hypot((px - centreX) / scale + 0.55, -(py - centreY) / scale - 0.55) < 0.2;
      picture.set(px, py, colourOf(edge ? 'noir' : gleam ? 'rose' : 'rouge'));
    }
  }
  return picture.list;
}

/** 5 × 7 letters, `#` for a filled cell. */
const font: Record<string, readonly string[]> = {
  Z: ['#####', '....#', '...#.', '..#..', '.#...', '#....', '#####'],
  U: ['#...#', '#...#', '#...#', '#...#', '#...#', '#...#', '.###.'],
};

/** Letters of `scale` pixels a cell, a cell apart, in `colour` over a shadow half a cell down and right. */
export function lettering(text: string, left: number, top: number, scale: number, colour: number, shadow: number) {
  const picture = new Picture();
  const cells = [...text].flatMap((letter, index) =>
    (font[letter] ?? []).flatMap((line, row) =>
      [...line].flatMap((cell, column) => (cell === '#' ? [{ column: index * 6 + column, row }] : [])),
    ),
  );
  const offset = Math.max(1, Math.floor(scale / 2));
  for (const [shift, paint] of [
    [offset, shadow],
    [0, colour],
  ] as const) {
    for (const { column, row } of cells) {
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++)
          picture.set(left + column * scale + dx + shift, top + row * scale + dy + shift, paint);
      }
    }
  }
  return picture.list;
}

/** A flag of vertical stripes on a brown pole twice its height, a golden knob on top. */
export function flag(left: number, top: number, width: number, height: number, stripes: readonly number[]) {
  const picture = new Picture();
  for (let dy = 0; dy < height * 2; dy++) {
    picture.set(left - 2, top + dy, colourOf('marron'));
    picture.set(left - 1, top + dy, colourOf('marron'));
  }
  for (let dy = -2; dy < 0; dy++) for (let dx = -3; dx < 1; dx++) picture.set(left + dx, top + dy, colourOf('jaune'));
  for (let dy = 0; dy < height; dy++) {
    for (let dx = 0; dx < width; dx++) {
      picture.set(
        left + dx,
        top + dy,
        stripes[Math.min(stripes.length - 1, Math.floor((dx * stripes.length) / width))]!,
      );
    }
  }
  return picture.list;
}

/** The upper half of a ring, its bands red on the outside to violet inside. */
export function rainbow(centreX: number, centreY: number, inner: number, outer: number) {
  const bands = (['rouge', 'orange', 'jaune', 'vert clair', 'bleu ciel', 'violet'] as const).map(colourOf);
  const picture = new Picture();
  for (let py = centreY - outer; py <= centreY; py++) {
    for (let px = centreX - outer; px <= centreX + outer; px++) {
      const distance = Math.hypot(px - centreX, py - centreY);
      if (distance < inner || distance >= outer) continue;
      const band = Math.floor(((outer - distance) / (outer - inner)) * bands.length);
      picture.set(px, py, bands[Math.min(band, bands.length - 1)]!);
    }
  }
  return picture.list;
}

/** A yellow face outlined in black, two eyes and a smile. */
export function smiley(centreX: number, centreY: number, radius: number) {
  const picture = new Picture();
  for (let py = centreY - radius; py <= centreY + radius; py++) {
    for (let px = centreX - radius; px <= centreX + radius; px++) {
      const [dx, dy] = [px - centreX, py - centreY];
      const distance = Math.hypot(dx, dy);
      if (distance > radius) continue;
      const eye = Math.hypot(Math.abs(dx) - radius / 3, dy + radius / 4) <= radius / 8;
      const smile = dy > radius * 0.15 && distance >= radius * 0.5 && distance <= radius * 0.62;
      const dark = distance > radius - 2 || eye || smile;
      picture.set(px, py, colourOf(dark ? 'noir' : 'jaune'));
    }
  }
  return picture.list;
}

/** Every colour of the palette, a square of `size` each, side by side. */
export function paletteChart(left: number, top: number, size: number) {
  const picture = new Picture();
  placePalette.forEach((_, colour) => {
    for (let dy = 0; dy < size; dy++)
      for (let dx = 0; dx < size; dx++) picture.set(left + colour * size + dx, top + dy, colour);
  });
  return picture.list;
}
