// The games' iconography, drawn for this project: simple shapes on a
// 100 × 100 grid (not traced from the published games). Each icon is a list of
// filled paths, so the SVG faces and the PDF (pdfkit paths) draw the same thing.

export interface IconPath {
  d: string;
  fill: string;
  stroke?: string;
  /** in grid units */
  strokeWidth?: number;
  evenOdd?: boolean;
}

const INK = "#231a12";

const disc = (cx: number, cy: number, r: number) => `M${cx - r} ${cy} A${r} ${r} 0 1 0 ${cx + r} ${cy} A${r} ${r} 0 1 0 ${cx - r} ${cy} Z`;

const star = (cx: number, cy: number, outer: number, inner: number, points = 5): string => {
  const pts: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    pts.push(`${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`);
  }
  return `M${pts.join(" L")} Z`;
};

const drop = "M50 8 C50 8 20 46 20 64 C20 82 34 93 50 93 C66 93 80 82 80 64 C80 46 50 8 50 8 Z";

/** the colours of leads and proofs, by the region colour words of the content */
export const TOKEN_COLOURS: Record<string, string> = {
  red: "#b8352a",
  blue: "#2f67b2",
  purple: "#7a45a0",
  any: "#8a7a62",
};

function lead(colour: string): IconPath[] {
  // a round clue token with a keyhole: a lead to follow
  return [
    { d: disc(50, 50, 42), fill: colour, stroke: INK, strokeWidth: 5 },
    { d: `${disc(50, 40, 11)} M44 46 L56 46 L60 72 L40 72 Z`, fill: "#f4ead4" },
  ];
}

function proof(colour: string): IconPath[] {
  // a sealed document: a proof in hand
  return [
    { d: "M22 10 L70 10 L84 24 L84 90 L22 90 Z", fill: "#f4ead4", stroke: INK, strokeWidth: 5 },
    { d: "M32 30 L72 30 M32 42 L72 42 M32 54 L56 54", fill: "none", stroke: INK, strokeWidth: 4 },
    { d: disc(62, 74, 15), fill: colour, stroke: INK, strokeWidth: 4 },
  ];
}

/** the Old World's action card colours (combo extensions name one) */
export const CARD_COLOURS: Record<string, string> = {
  red: "#b8352a",
  blue: "#2f67b2",
  green: "#3f8a4a",
  yellow: "#d4a52a",
  purple: "#7a45a0",
  gray: "#7d7468",
};

function comboTab(colour: string): IconPath[] {
  // an arrow tab: this card extends a combo that ends on a card of this colour
  return [{ d: "M8 22 L62 22 L92 50 L62 78 L8 78 L26 50 Z", fill: colour, stroke: INK, strokeWidth: 5 }];
}

/** The Old World's icons: terrains, card symbols, monster stats, witcher attributes. */
const OLD_WORLD_ICONS: Record<string, IconPath[]> = {
  "terrain-forest": [
    { d: disc(50, 50, 46), fill: "#2c5e33", stroke: INK, strokeWidth: 4 },
    { d: "M50 12 L74 48 L62 48 L80 74 L20 74 L38 48 L26 48 Z", fill: "#8cc47a", stroke: INK, strokeWidth: 3 },
    { d: "M45 74 L55 74 L55 88 L45 88 Z", fill: "#5a3d22" },
  ],
  "terrain-mountain": [
    { d: disc(50, 50, 46), fill: "#6e6259", stroke: INK, strokeWidth: 4 },
    { d: "M10 76 L38 28 L52 50 L64 34 L90 76 Z", fill: "#c9c0b4", stroke: INK, strokeWidth: 3 },
    { d: "M38 28 L46 42 L38 40 L31 40 Z", fill: "#f7efdc" },
  ],
  "terrain-water": [
    { d: disc(50, 50, 46), fill: "#2f5f8a", stroke: INK, strokeWidth: 4 },
    { d: "M16 42 C26 32 36 52 50 42 C64 32 74 52 84 42 M16 62 C26 52 36 72 50 62 C64 52 74 72 84 62", fill: "none", stroke: "#cfe3f2", strokeWidth: 7 },
  ],
  damage: [
    // a claw slash
    { d: "M22 88 L48 10 L54 14 L34 88 Z M44 90 L70 12 L76 16 L56 90 Z M66 86 L86 24 L90 28 L76 86 Z", fill: "#b8352a", stroke: INK, strokeWidth: 3 },
  ],
  draw: [
    // a card being drawn from a stack
    { d: "M18 26 L62 20 L70 82 L26 88 Z", fill: "#c2b49a", stroke: INK, strokeWidth: 4 },
    { d: "M34 12 L80 12 L80 74 L34 74 Z", fill: "#f4ead4", stroke: INK, strokeWidth: 4 },
    { d: "M50 34 L64 34 L64 26 L78 43 L64 60 L64 52 L50 52 Z", fill: "#3f8a4a" },
  ],
  life: [
    // a heart: the monster's life
    { d: "M50 90 L14 52 C2 38 10 14 30 14 C40 14 46 20 50 28 C54 20 60 14 70 14 C90 14 98 38 86 52 Z", fill: "#b8352a", stroke: INK, strokeWidth: 5 },
  ],
  level: [
    // a trophy skull's outline: the monster's level
    { d: `${disc(50, 44, 36)} M34 70 L66 70 L62 92 L38 92 Z`, fill: "#e8dcc0", stroke: INK, strokeWidth: 5 },
    { d: `${disc(36, 44, 9)} ${disc(64, 44, 9)} M46 62 L54 62 L50 54 Z`, fill: INK },
  ],
  cost: [
    // a witcher's medallion: what the card costs to buy
    { d: disc(50, 50, 44), fill: "#b6b9be", stroke: INK, strokeWidth: 5 },
    { d: "M26 30 L42 44 L50 26 L58 44 L74 30 L66 66 L50 78 L34 66 Z", fill: "#5e6268", stroke: INK, strokeWidth: 3 },
  ],
  potion: [
    { d: "M40 8 L60 8 L60 34 C78 42 86 56 86 68 C86 84 70 94 50 94 C30 94 14 84 14 68 C14 56 22 42 40 34 Z", fill: "#e4eef2", stroke: INK, strokeWidth: 5 },
    { d: "M20 66 C30 60 70 60 80 66 C80 80 68 88 50 88 C32 88 20 80 20 66 Z", fill: "#3f8a4a" },
  ],
  combat: [
    // two crossed blades
    { d: "M14 20 L24 10 L88 74 L78 84 Z M86 20 L76 10 L12 74 L22 84 Z", fill: "#d9dde2", stroke: INK, strokeWidth: 4 },
  ],
  defence: [
    { d: "M50 6 L86 18 L82 54 C78 74 66 86 50 95 C34 86 22 74 18 54 L14 18 Z", fill: "#7d7468", stroke: INK, strokeWidth: 5 },
    { d: "M30 30 L70 30 L70 40 L30 40 Z", fill: "#d9dde2" },
  ],
  alchemy: [
    { d: "M38 8 L62 8 L62 20 L56 20 L56 36 L84 86 L16 86 L44 36 L44 20 L38 20 Z", fill: "#e4eef2", stroke: INK, strokeWidth: 5 },
    { d: "M30 62 L70 62 L78 80 L22 80 Z", fill: "#7a45a0" },
  ],
  specialty: [
    { d: disc(50, 50, 44), fill: "#d4a52a", stroke: INK, strokeWidth: 5 },
    { d: star(50, 50, 30, 12, 6), fill: "#f7efdc", stroke: INK, strokeWidth: 3 },
  ],
  city: [
    { d: "M12 88 L12 44 L28 30 L44 44 L44 88 Z M44 88 L44 24 L64 8 L84 24 L84 88 Z", fill: "#c2a27a", stroke: INK, strokeWidth: 4 },
    { d: "M24 60 L32 60 L32 72 L24 72 Z M58 40 L70 40 L70 54 L58 54 Z M58 70 L70 70 L70 88 L58 88 Z", fill: INK },
  ],
  wilds: [
    { d: "M8 88 L30 40 L44 64 L62 22 L92 88 Z", fill: "#3f6b35", stroke: INK, strokeWidth: 4 },
    { d: disc(78, 22, 10), fill: "#e0b23a" },
  ],
  event: [
    // a scroll: an event
    { d: "M22 14 L78 14 L78 80 C78 90 70 94 62 90 L22 90 Z", fill: "#f4ead4", stroke: INK, strokeWidth: 5 },
    { d: "M32 32 L68 32 M32 46 L68 46 M32 60 L56 60", fill: "none", stroke: INK, strokeWidth: 5 },
  ],
  ...Object.fromEntries(Object.entries(CARD_COLOURS).map(([c, hex]) => [`combo-${c}`, comboTab(hex)])),
};

export const ICONS: Record<string, IconPath[]> = {
  ...OLD_WORLD_ICONS,
  sword: [
    { d: "M50 2 L64 18 L64 58 L36 58 L36 18 Z", fill: "#d9dde2", stroke: INK, strokeWidth: 5 },
    { d: "M16 56 L84 56 L84 70 L16 70 Z", fill: "#9a7434", stroke: INK, strokeWidth: 5 },
    { d: "M42 70 L58 70 L58 86 L42 86 Z", fill: "#5a3d22", stroke: INK, strokeWidth: 5 },
    { d: disc(50, 91, 8), fill: "#9a7434", stroke: INK, strokeWidth: 4 },
  ],
  shield: [
    { d: "M50 6 L86 18 L82 54 C78 74 66 86 50 95 C34 86 22 74 18 54 L14 18 Z", fill: "#2f67b2", stroke: INK, strokeWidth: 5 },
    { d: "M44 14 L56 14 L56 86 L50 90 L44 86 Z", fill: "#e8d9a8" },
  ],
  dodge: [
    // two swept chevrons: a step aside
    { d: "M12 20 L40 20 L66 50 L40 80 L12 80 L38 50 Z", fill: "#3f8a4a", stroke: INK, strokeWidth: 4 },
    { d: "M46 26 L66 26 L88 50 L66 74 L46 74 L68 50 Z", fill: "#7cc285", stroke: INK, strokeWidth: 4 },
  ],
  ritual: [
    { d: `${disc(50, 50, 44)} ${disc(50, 50, 34)}`, fill: "#6b3f8a", stroke: INK, strokeWidth: 3, evenOdd: true },
    { d: star(50, 50, 30, 12), fill: "#c9a6e0", stroke: INK, strokeWidth: 3 },
  ],
  sign: [
    { d: disc(50, 50, 44), fill: "#b8352a", stroke: INK, strokeWidth: 4 },
    { d: "M50 18 L80 72 L20 72 Z M50 38 L35 64 L65 64 Z", fill: "#f4ead4", evenOdd: true },
  ],
  gold: [
    { d: disc(50, 50, 42), fill: "#e0b23a", stroke: INK, strokeWidth: 5 },
    { d: `${disc(50, 50, 30)} ${disc(50, 50, 24)}`, fill: "#a77d16", evenOdd: true },
  ],
  vp: [
    { d: disc(50, 50, 44), fill: "#7b2d26", stroke: INK, strokeWidth: 4 },
    { d: star(50, 52, 34, 14), fill: "#f2d37a", stroke: INK, strokeWidth: 3 },
  ],
  wound: [{ d: drop, fill: "#c0392b", stroke: INK, strokeWidth: 5 }],
  "wound-minor": [
    { d: drop, fill: "#e07a6e", stroke: INK, strokeWidth: 5 },
    { d: disc(50, 66, 9), fill: "#f4ead4" },
  ],
  "wound-severe": [
    { d: drop, fill: "#7a1410", stroke: INK, strokeWidth: 5 },
    { d: "M46 40 L54 40 L53 68 L47 68 Z M50 74 L55 79 L50 84 L45 79 Z", fill: "#f4ead4" },
  ],
  foulfate: [
    // an evil eye
    { d: "M6 50 C24 20 76 20 94 50 C76 80 24 80 6 50 Z", fill: "#3b2a3f", stroke: INK, strokeWidth: 4 },
    { d: disc(50, 50, 16), fill: "#c9b037" },
    { d: "M47 36 L53 36 L53 64 L47 64 Z", fill: "#231a12" },
  ],
  goodfortune: [
    // a four-leaf clover
    { d: `${disc(36, 34, 16)} ${disc(64, 34, 16)} ${disc(36, 62, 16)} ${disc(64, 62, 16)}`, fill: "#3f8a4a", stroke: INK, strokeWidth: 3 },
    { d: "M48 60 L54 60 L60 96 L54 96 Z", fill: "#2c5e33" },
  ],
  marker: [{ d: disc(50, 50, 38), fill: "#c2b49a", stroke: INK, strokeWidth: 6 }],
  lead: lead(TOKEN_COLOURS.any),
  "lead-red": lead(TOKEN_COLOURS.red),
  "lead-blue": lead(TOKEN_COLOURS.blue),
  "lead-purple": lead(TOKEN_COLOURS.purple),
  proof: proof(TOKEN_COLOURS.any),
  "proof-red": proof(TOKEN_COLOURS.red),
  "proof-blue": proof(TOKEN_COLOURS.blue),
  "proof-purple": proof(TOKEN_COLOURS.purple),
  blank: [{ d: "M20 20 L80 20 L80 80 L20 80 Z", fill: "none" }],
};

export type IconId = keyof typeof ICONS;

export function isIcon(id: string): id is IconId {
  return Object.hasOwn(ICONS, id);
}

/** An icon as an SVG group placed at (x, y) with the given size (any unit). */
export function iconSvg(id: string, x: number, y: number, size: number): string {
  const paths = ICONS[id] ?? [];
  const k = size / 100;
  const body = paths
    .map(
      (p) =>
        `<path d="${p.d}" fill="${p.fill}"${p.stroke ? ` stroke="${p.stroke}" stroke-width="${p.strokeWidth ?? 1}" stroke-linejoin="round"` : ""}${p.evenOdd ? ' fill-rule="evenodd"' : ""}/>`,
    )
    .join("");
  return `<g class="icon" data-icon="${id}" transform="translate(${fmt(x)} ${fmt(y)}) scale(${fmt(k)})">${body}</g>`;
}

/** Numbers for SVG attributes: short and deterministic. */
export function fmt(n: number): string {
  return String(Math.round(n * 1000) / 1000);
}
