// Advance widths of DejaVu Sans (the widest of the font stack we ask for, so estimates err on the safe side), in
// thousandths of an em, read from the TTF files installed on the build machine. Used to shrink or wrap text so it stays
// inside the card; rsvg/pango does the real layout. Generated once; regenerate only if the font stack changes.

/** Code points 0x20-0x7E, then 0xA0-0xFF, then `EXTRA`, in that order. */
const EXTRA = [338, 339, 376, 8211, 8212, 8216, 8217, 8220, 8221, 8230, 8226, 8364];

const BOLD = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696,
  696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995,
  837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716,
  678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712,
  365, 712, 838, 348, 456, 696, 696, 636, 696, 365, 500, 500, 1000, 564, 646, 838, 415, 1000, 500, 500, 838, 438, 438,
  500, 736, 636, 380, 500, 438, 564, 646, 1035, 1035, 1035, 580, 774, 774, 774, 774, 774, 774, 1085, 734, 683, 683, 683,
  683, 372, 372, 372, 372, 838, 837, 850, 850, 850, 850, 850, 838, 850, 812, 812, 812, 812, 724, 738, 719, 675, 675,
  675, 675, 675, 675, 1048, 593, 678, 678, 678, 678, 343, 343, 343, 343, 687, 712, 687, 687, 687, 687, 687, 838, 687,
  712, 712, 712, 712, 652, 716, 652, 1167, 1094, 724, 500, 1000, 380, 380, 657, 657, 1000, 639, 696,
];

const REGULAR = [
  318, 401, 460, 838, 636, 950, 780, 275, 390, 390, 500, 838, 318, 361, 318, 337, 636, 636, 636, 636, 636, 636, 636,
  636, 636, 636, 337, 337, 838, 838, 838, 531, 1000, 684, 686, 698, 770, 632, 575, 775, 752, 295, 295, 656, 557, 863,
  748, 787, 603, 787, 695, 635, 611, 732, 684, 989, 685, 611, 685, 390, 337, 390, 838, 500, 500, 613, 635, 550, 635,
  615, 352, 635, 634, 278, 278, 579, 278, 974, 634, 612, 635, 635, 411, 521, 392, 634, 592, 818, 592, 592, 525, 636,
  337, 636, 838, 318, 401, 636, 636, 636, 636, 337, 500, 500, 1000, 471, 612, 838, 361, 1000, 500, 500, 838, 401, 401,
  500, 636, 636, 318, 500, 401, 471, 612, 969, 969, 969, 531, 684, 684, 684, 684, 684, 684, 974, 698, 632, 632, 632,
  632, 295, 295, 295, 295, 775, 748, 787, 787, 787, 787, 787, 838, 787, 732, 732, 732, 732, 611, 605, 630, 613, 613,
  613, 613, 613, 613, 982, 550, 615, 615, 615, 615, 278, 278, 278, 278, 612, 634, 612, 612, 612, 612, 612, 838, 612,
  634, 634, 634, 634, 592, 635, 592, 1070, 1023, 611, 500, 1000, 318, 318, 518, 518, 1000, 590, 636,
];

function buildTable(widths: number[]): Map<number, number> {
  const table = new Map<number, number>();
  const codes: number[] = [];
  for (let c = 0x20; c <= 0x7e; c++) codes.push(c);
  for (let c = 0xa0; c <= 0xff; c++) codes.push(c);
  codes.push(...EXTRA);
  codes.forEach((code, i) => table.set(code, widths[i] ?? 1000));
  return table;
}

const tables = { bold: buildTable(BOLD), regular: buildTable(REGULAR) };

export type FontWeight = keyof typeof tables;

/** Width of one code point in em; unknown characters get a generous guess (wide for CJK and emoji). */
export function charWidthEm(code: number, weight: FontWeight): number {
  const known = tables[weight].get(code);
  if (known !== undefined) return known / 1000;
  if (code >= 0x300 && code <= 0x36f) return 0; // combining marks
  if (code >= 0x2e80) return 1.05;
  return 0.8;
}

/** Estimated advance width of `text` at `fontSize` px (letterSpacing in px is added after each character). */
export function textWidth(text: string, fontSize: number, weight: FontWeight = 'bold', letterSpacing = 0): number {
  let em = 0;
  let count = 0;
  for (const ch of text) {
    em += charWidthEm(ch.codePointAt(0) ?? 0x20, weight);
    count++;
  }
  return em * fontSize + count * letterSpacing;
}
