// The back of every card (ItemDetail.backUrls): the game's emblem on a deep violet field, framed like the front for
// each shiny level (silver, gold, chromatic). Pure function of the shiny level.
import { CARD_HEIGHT, CARD_WIDTH, type ShinyLevel } from './card-template';
import { num, sparkle, starPoints } from './svg-utils';

export const BACK_TEMPLATE_VERSION = 1;

const frames: Record<ShinyLevel, [string, number][]> = {
  0: [
    ['#eceff1', 0],
    ['#90a4ae', 0.45],
    ['#cfd8dc', 1],
  ],
  1: [
    ['#fff2c5', 0],
    ['#f59b03', 0.5],
    ['#ffd146', 1],
  ],
  2: [
    ['#ff5f6d', 0],
    ['#ffc371', 0.2],
    ['#47e891', 0.4],
    ['#2ec5ff', 0.6],
    ['#8a63f6', 0.8],
    ['#ff5fd2', 1],
  ],
};

export function cardBackSvg(shinyLevel: ShinyLevel): string {
  const w = CARD_WIDTH;
  const h = CARD_HEIGHT;
  const stops = frames[shinyLevel].map(([color, at]) => `<stop offset="${at}" stop-color="${color}"/>`).join('');
  const stars = Array.from({ length: 14 }, (_, i) => {
    const x = 30 + ((i * 73) % (w - 60));
    const y = 40 + ((i * 131) % (h - 80));
    return sparkle(x, y, 3 + (i % 3), '#ffffff', 0.35 + (i % 4) * 0.1);
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs>
<linearGradient id="frame" x1="0" y1="0" x2="1" y2="1">${stops}</linearGradient>
<radialGradient id="field" cx="0.5" cy="0.45" r="0.75"><stop offset="0" stop-color="#5f2bd6"/><stop offset="0.55" stop-color="#2c1566"/><stop offset="1" stop-color="#12082e"/></radialGradient>
<pattern id="grid" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><path d="M0 12h24M12 0v24" stroke="#ffffff" stroke-opacity="0.06" stroke-width="1.5"/></pattern>
</defs>
<rect x="0" y="0" width="${w}" height="${h}" rx="18" fill="url(#frame)"/>
<rect x="10" y="10" width="${w - 20}" height="${h - 20}" rx="12" fill="url(#field)"/>
<rect x="10" y="10" width="${w - 20}" height="${h - 20}" rx="12" fill="url(#grid)"/>
<rect x="22" y="22" width="${w - 44}" height="${h - 44}" rx="9" fill="none" stroke="url(#frame)" stroke-width="2" stroke-opacity="0.8"/>
${stars}
<circle cx="${w / 2}" cy="${h / 2}" r="78" fill="#1b0c42" stroke="url(#frame)" stroke-width="5"/>
<polygon points="${starPoints(w / 2, h / 2, 70, 30)}" fill="#ffbd1c" fill-opacity="0.18"/>
<path d="M${num(w / 2 - 34)} ${num(h / 2 - 38)}h68L${num(w / 2 - 34)} ${num(h / 2 + 38)}h68" fill="none" stroke="#ffffff" stroke-width="14" stroke-linejoin="round" stroke-linecap="round"/>
</svg>`;
}
