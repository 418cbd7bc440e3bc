/** The centre-piece of each demo blog illustration, one per topic. */
import { C, alignerCase, checkMark, sparkle, tooth, toothRow } from './art-kit';

/** An upper arch seen from above, wrapped in a clear aligner tray. */
function arch(): string {
  const points = Array.from({ length: 12 }, (_, i) => {
    const t = Math.PI * (0.04 + (0.92 * i) / 11);
    const x = 600 - 250 * Math.cos(t);
    const y = 170 + 270 * Math.sin(t);
    const angle = (Math.atan2(270 * Math.cos(t), -250 * Math.sin(t)) * 180) / Math.PI + 90;
    const scale = 0.55 + 0.35 * Math.abs(Math.cos(t));
    return { x, y, angle, scale };
  });
  const trayPath = points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`);
  return `<path d="${trayPath.join(' ')}" fill="none" stroke="${C.white}" stroke-opacity="0.22" stroke-width="110" stroke-linecap="round" stroke-linejoin="round"/>
  ${points.map((p) => tooth(p.x, p.y, p.scale, p.angle)).join('')}
  <path d="${trayPath.join(' ')}" fill="none" stroke="${C.white}" stroke-opacity="0.9" stroke-width="5" stroke-dasharray="2 14" stroke-linecap="round"/>
  ${sparkle(930, 170, 34)}${sparkle(990, 250, 18, C.white)}`;
}

/** A 24-hour dial with 22 hours filled: the wear-time rule. */
function clock(): string {
  const r = 200;
  const circumference = 2 * Math.PI * r;
  const ticks = Array.from({ length: 24 }, (_, i) => {
    const a = (i / 24) * 2 * Math.PI;
    const [x1, y1] = [600 + 165 * Math.sin(a), 330 - 165 * Math.cos(a)];
    const [x2, y2] = [600 + 180 * Math.sin(a), 330 - 180 * Math.cos(a)];
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${C.teal}" stroke-width="${i % 6 ? 3 : 7}" stroke-linecap="round"/>`;
  });
  return `<circle cx="600" cy="330" r="${r + 30}" fill="${C.white}"/>
  <circle cx="600" cy="330" r="${r}" fill="none" stroke="${C.mintLight}" stroke-width="26"/>
  <circle cx="600" cy="330" r="${r}" fill="none" stroke="${C.coral}" stroke-width="26" stroke-linecap="round"
    stroke-dasharray="${(circumference * 22) / 24} ${circumference}" transform="rotate(-90 600 330)"/>
  ${ticks.join('')}
  <line x1="600" y1="330" x2="600" y2="215" stroke="${C.tealDark}" stroke-width="12" stroke-linecap="round"/>
  <line x1="600" y1="330" x2="690" y2="380" stroke="${C.teal}" stroke-width="8" stroke-linecap="round"/>
  <circle cx="600" cy="330" r="16" fill="${C.coral}"/>
  ${alignerCase(930, 500, 150)}`;
}

/** A glass of cool water with a tray soaking in it, and a soft toothbrush. */
function cleaning(): string {
  const bubbles = [
    [560, 300, 10],
    [640, 260, 7],
    [600, 220, 12],
    [665, 330, 6],
    [545, 240, 6],
  ];
  return `<path d="M470,150 L730,150 L700,560 Q698,590 668,590 L532,590 Q502,590 500,560 Z" fill="${C.white}" fill-opacity="0.75" stroke="${C.teal}" stroke-width="6"/>
  <path d="M486,250 L714,250 L700,560 Q698,585 668,585 L532,585 Q502,585 500,560 Z" fill="${C.mint}" fill-opacity="0.8"/>
  ${bubbles.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${C.white}" fill-opacity="0.9"/>`).join('')}
  <path d="M540,430 Q600,520 660,430" fill="none" stroke="${C.white}" stroke-width="26" stroke-linecap="round"/>
  <g transform="rotate(28 860 360)"><rect x="840" y="150" width="40" height="360" rx="20" fill="${C.coral}"/>
    <rect x="836" y="100" width="48" height="70" rx="10" fill="${C.white}"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="${840 + i * 11}" y="80" width="6" height="30" rx="3" fill="${C.mint}"/>`).join('')}</g>
  ${sparkle(390, 200, 28)}${sparkle(420, 300, 14, C.teal)}`;
}

/** A plate, cutlery and water, with the aligners safely in their case. */
function meal(): string {
  return `<circle cx="560" cy="350" r="200" fill="${C.white}"/>
  <circle cx="560" cy="350" r="140" fill="none" stroke="${C.mintLight}" stroke-width="18"/>
  <circle cx="520" cy="330" r="46" fill="${C.coral}"/><circle cx="610" cy="380" r="36" fill="${C.mint}"/>
  <circle cx="585" cy="300" r="24" fill="${C.coralLight}"/>
  <rect x="300" y="170" width="18" height="360" rx="9" fill="${C.teal}"/>
  ${[0, 1, 2].map((i) => `<rect x="${290 + i * 14}" y="150" width="8" height="80" rx="4" fill="${C.teal}"/>`).join('')}
  <path d="M810,160 Q850,260 830,330 L830,530 Q821,545 812,530 L812,160 Z" fill="${C.teal}"/>
  <path d="M900,300 L990,300 L978,520 L912,520 Z" fill="${C.white}" fill-opacity="0.7" stroke="${C.teal}" stroke-width="5"/>
  <path d="M905,370 L985,370 L978,520 L912,520 Z" fill="${C.mint}"/>
  ${alignerCase(950, 590, 120)}`;
}

/** A phone reading the chip in the aligner case: progress on screen, waves between. */
function nfc(): string {
  const waves = [40, 75, 110]
    .map(
      (r) =>
        `<path d="M${700 - r},${470 - r * 0.2} Q700,${470 - r * 1.1} ${700 + r},${470 - r * 0.2}" fill="none" stroke="${C.coral}" stroke-width="8" stroke-linecap="round" opacity="${1 - r / 200}"/>`,
    )
    .join('');
  return `<g transform="rotate(-12 560 260)">
    <rect x="430" y="40" width="260" height="420" rx="38" fill="${C.tealDark}"/>
    <rect x="446" y="70" width="228" height="360" rx="22" fill="${C.white}"/>
    <circle cx="560" cy="190" r="70" fill="none" stroke="${C.mintLight}" stroke-width="18"/>
    <circle cx="560" cy="190" r="70" fill="none" stroke="${C.teal}" stroke-width="18" stroke-linecap="round" stroke-dasharray="300 440" transform="rotate(-90 560 190)"/>
    ${[0, 1, 2].map((i) => `<rect x="476" y="${300 + i * 34}" width="${168 - i * 40}" height="16" rx="8" fill="${i ? C.mint : C.coral}"/>`).join('')}
  </g>
  ${waves}${alignerCase(700, 540, 220)}`;
}

/** A month on a calendar, the first week ticked off. */
function calendar(): string {
  const cells = Array.from({ length: 28 }, (_, i) => {
    const [col, row] = [i % 7, Math.floor(i / 7)];
    const [x, y] = [385 + col * 64, 250 + row * 64];
    const done = i < 7;
    const fill = i === 7 ? C.coral : done ? C.mintLight : C.cream;
    return `<rect x="${x}" y="${y}" width="52" height="52" rx="12" fill="${fill}"/>${done ? checkMark(x + 26, y + 26, 26, C.teal) : ''}`;
  });
  return `<rect x="360" y="130" width="480" height="420" rx="34" fill="${C.white}"/>
  <rect x="360" y="130" width="480" height="96" rx="34" fill="${C.teal}"/><rect x="360" y="190" width="480" height="36" fill="${C.teal}"/>
  <rect x="430" y="100" width="22" height="70" rx="11" fill="${C.coral}"/><rect x="748" y="100" width="22" height="70" rx="11" fill="${C.coral}"/>
  ${cells.join('')}${sparkle(900, 190, 30, C.white)}`;
}

/** Metal brackets and a wire on one side, a clear tray on the other. */
function compare(): string {
  const brackets = [0, 1, 2, 3]
    .map((i) => `<rect x="${218 + i * 80}" y="312" width="34" height="34" rx="6" fill="#8fa3a6"/>`)
    .join('');
  return `<rect x="150" y="190" width="400" height="300" rx="40" fill="${C.white}" fill-opacity="0.16"/>
  <rect x="650" y="190" width="400" height="300" rx="40" fill="${C.white}" fill-opacity="0.16"/>
  ${toothRow(235, 335, 4, 80, false)}${brackets}
  <path d="M195,329 Q350,341 505,329" fill="none" stroke="#5d7275" stroke-width="6"/>
  ${toothRow(735, 335, 4, 80, true)}
  <circle cx="600" cy="340" r="44" fill="${C.coral}"/>
  <path d="M580,325 l-14,15 l14,15 M620,325 l14,15 l-14,15" fill="none" stroke="${C.white}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>
  ${sparkle(1000, 220, 26)}`;
}

/** A shield guarding a tooth: retainers keep the result. */
function retainer(): string {
  return `<path d="M600,110 L790,180 Q800,430 600,580 Q400,430 410,180 Z" fill="${C.white}"/>
  <path d="M600,145 L760,203 Q765,410 600,540 Q435,410 440,203 Z" fill="${C.mintLight}"/>
  ${tooth(600, 335, 2.1, 0)}
  <path d="M515,420 Q600,470 685,420" fill="none" stroke="${C.teal}" stroke-width="10" stroke-linecap="round"/>
  ${sparkle(830, 160, 36)}${sparkle(380, 470, 22)}${sparkle(860, 470, 16, C.white)}`;
}

/** A suitcase with the aligner case and a flight path. */
function travel(): string {
  return `<path d="M180,520 C330,380 420,560 560,420 S850,300 1000,170" fill="none" stroke="${C.coral}" stroke-width="6" stroke-dasharray="4 18" stroke-linecap="round"/>
  <path d="M1000,170 l-50,8 l18,14 l-8,30 l16,-4 l14,-24 l24,4 Z" fill="${C.coral}"/>
  <rect x="520" y="180" width="160" height="70" rx="24" fill="none" stroke="${C.mint}" stroke-width="18"/>
  <rect x="420" y="230" width="360" height="320" rx="40" fill="${C.cream}"/>
  ${[0, 1].map((i) => `<rect x="${500 + i * 180}" y="230" width="22" height="320" fill="${C.teal}"/>`).join('')}
  <circle cx="470" cy="575" r="20" fill="${C.mint}"/><circle cx="730" cy="575" r="20" fill="${C.mint}"/>
  ${alignerCase(870, 500, 150)}${sparkle(330, 220, 24, C.teal)}`;
}

export const MOTIFS = { arch, clock, cleaning, meal, nfc, calendar, compare, retainer, travel };
export type Motif = keyof typeof MOTIFS;
