/**
 * Building blocks of the demo blog illustrations: the brand palette, a framed background and a
 * few shapes (teeth, aligner trays, the aligner case, sparkles). Pure SVG, no text, so the art
 * renders the same on any machine, fonts or not.
 */
const WIDTH = 1200;
const HEIGHT = 675;

export const C = {
  teal: '#0b6e69',
  tealDark: '#074b48',
  tealMid: '#138a83',
  mint: '#a9ddd6',
  mintLight: '#e3f4f1',
  coral: '#ff7a5c',
  coralLight: '#ffd3c7',
  cream: '#fff8f2',
  white: '#ffffff',
} as const;

/** A tooth crown, about 70×90 around its own centre. */
const TOOTH_PATH =
  'M0,-42 C24,-46 38,-32 35,-8 C33,14 26,44 15,44 C7,44 7,22 0,22 C-7,22 -7,44 -15,44 C-26,44 -33,14 -35,-8 C-38,-32 -24,-46 0,-42 Z';

export function tooth(x: number, y: number, scale = 1, angle = 0, fill: string = C.white) {
  return `<path d="${TOOTH_PATH}" transform="translate(${x} ${y}) rotate(${angle}) scale(${scale})" fill="${fill}" stroke="${C.mint}" stroke-width="${2 / scale}"/>`;
}

/** A row of front teeth, optionally covered by a clear tray. */
export function toothRow(x: number, y: number, count: number, spacing: number, withTray: boolean) {
  const teeth = Array.from({ length: count }, (_, i) => tooth(x + i * spacing, y));
  const width = (count - 1) * spacing + 70;
  const tray = withTray
    ? `<rect x="${x - 35 - 10}" y="${y - 54}" width="${width + 20}" height="108" rx="44" fill="${C.white}" fill-opacity="0.28" stroke="${C.white}" stroke-opacity="0.85" stroke-width="4"/>`
    : '';
  return teeth.join('') + tray;
}

/** The aligner case: a rounded box with a lid line and the NFC mark. */
export function alignerCase(x: number, y: number, width: number, color: string = C.coral) {
  const height = width * 0.62;
  return `<g transform="translate(${x} ${y})">
    <rect x="${-width / 2}" y="${-height / 2}" width="${width}" height="${height}" rx="${height * 0.42}" fill="${color}"/>
    <path d="M${-width / 2 + 8},${-height * 0.08} H${width / 2 - 8}" stroke="${C.white}" stroke-opacity="0.55" stroke-width="4"/>
    <circle cx="0" cy="${height * 0.22}" r="${width * 0.06}" fill="none" stroke="${C.white}" stroke-width="4"/>
  </g>`;
}

export function sparkle(x: number, y: number, r: number, color: string = C.coral) {
  const s = r * 0.28;
  return `<path d="M${x},${y - r} Q${x + s},${y - s} ${x + r},${y} Q${x + s},${y + s} ${x},${y + r} Q${x - s},${y + s} ${x - r},${y} Q${x - s},${y - s} ${x},${y - r} Z" fill="${color}"/>`;
}

export function checkMark(x: number, y: number, size: number, color: string = C.coral) {
  return `<path d="M${x - size / 2},${y} l${size * 0.35},${size * 0.35} l${size * 0.65},${-size * 0.7}" fill="none" stroke="${color}" stroke-width="${size * 0.18}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

export type Scheme = 'dark' | 'light';

/** Background, soft blobs, a dotted panel and a wave; `mirror` moves the decoration across. */
export function frame(scheme: Scheme, mirror: boolean, motif: string): string {
  const dark = scheme === 'dark';
  const [top, bottom] = dark ? [C.tealMid, C.tealDark] : [C.cream, C.mintLight];
  const side = (x: number) => (mirror ? WIDTH - x : x);
  const dots = Array.from({ length: 30 }, (_, i) => {
    const cx = side(90 + (i % 6) * 26);
    const cy = 80 + Math.floor(i / 6) * 26;
    return `<circle cx="${cx}" cy="${cy}" r="4" fill="${dark ? C.mint : C.teal}" fill-opacity="0.35"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  ${
    dark
      ? `<circle cx="${side(1040)}" cy="110" r="170" fill="none" stroke="${C.coral}" stroke-opacity="0.85" stroke-width="14"/>`
      : `<circle cx="${side(1040)}" cy="120" r="190" fill="${C.coral}" fill-opacity="0.16"/>`
  }
  <circle cx="${side(150)}" cy="560" r="230" fill="${dark ? C.mint : C.teal}" fill-opacity="${dark ? 0.14 : 0.1}"/>
  ${dots}
  <path d="M0,${HEIGHT - 70} C300,${HEIGHT - 130} 500,${HEIGHT - 10} 800,${HEIGHT - 60} S1100,${HEIGHT - 100} ${WIDTH},${HEIGHT - 80} V${HEIGHT} H0 Z" fill="${dark ? C.tealDark : C.teal}" fill-opacity="${dark ? 0.5 : 0.12}"/>
  ${motif}
</svg>`;
}
