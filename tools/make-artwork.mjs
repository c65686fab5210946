#!/usr/bin/env node
// Renders the site's original artwork (we ship no stock photos) as PNG files.
//
// It reads every image path referenced by data/*.json (relative to data/) and by the front matter of
// posts/*.mdx (relative to the post file), and creates each referenced file that does not exist yet.
// What is drawn depends on the folder the file lives in:
//   data/images/logo.png                  160x160 logo mark (rounded square, cross, heartbeat line)
//   data/images/services/<slug>.png       1200x800 flat illustration, one motif per service
//   data/images/{testimonials,team}/…     480x480 initials portrait
//   posts/images/authors/<name>.png       480x480 initials portrait
//   data/images/clients/<name>.png        480x160 greyscale wordmark (geometric mark + name)
//   posts/images/<slug>.png               1200x630 abstract cover, coloured by blog category
// Existing files are never overwritten unless --force is given. Every file written is printed.
//
// Usage: npm run make-artwork -- [--force] [--check] [--dry-run] [--root <dir>]
//   --check    only list every referenced image and whether it exists (exit code 1 if any is missing)
//   --dry-run  print what would be written, write nothing
//   --root     project directory holding data/ and posts/ (default: the parent of this script's folder)
// To replace a picture with a photograph, overwrite the PNG (or point the JSON/front matter at a new file).
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const sharp = require("sharp");

// ---------------------------------------------------------------------------------------------------------
// Options

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const rootArg = argv.indexOf("--root");
const ROOT = path.resolve(
  rootArg >= 0 && argv[rootArg + 1] ? argv[rootArg + 1] : path.join(path.dirname(fileURLToPath(import.meta.url)), ".."),
);
const FORCE = flag("--force");
const CHECK = flag("--check");
const DRY = flag("--dry-run");

// ---------------------------------------------------------------------------------------------------------
// Brand and helpers

const C = {
  primary: "#0B5563",
  teal: "#127C8A",
  mint: "#E6F4F1",
  mintDeep: "#CFE9E4",
  navy: "#12263A",
  accent: "#F2A541",
  accentDark: "#D98C2B",
  white: "#F8FAFB",
  line: "#D3E4E2",
};
const FONT = "DejaVu Sans, sans-serif";

/** FNV-1a: a stable 32-bit hash of a string. */
function hash(str) {
  let h = 0x811c9dc5;
  for (const ch of String(str)) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 0x01000193);
  }
  // Final avalanche (murmur3 fmix) so that small moduli spread well.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A small seeded random generator (mulberry32), so the same name always gives the same picture. */
function rng(seed) {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const esc = (s) => String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const r1 = (n) => Math.round(n * 10) / 10;

function hsl(h, s, l) {
  s /= 100;
  l /= 100;
  const k = (n) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  const hex = (x) =>
    Math.round(x * 255)
      .toString(16)
      .padStart(2, "0");
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

const svg = (w, h, body, defs = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
  (defs ? `<defs>${defs}</defs>` : "") +
  body +
  `</svg>`;

const gradient = (id, from, to, x2 = 1, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

/** Point on a circle; angles in degrees, clockwise on screen from 3 o'clock. */
const polar = (cx, cy, r, deg) => [cx + r * Math.cos((deg * Math.PI) / 180), cy + r * Math.sin((deg * Math.PI) / 180)];

/** A clockwise arc from a0 to a1 ending in an arrowhead. */
function arcArrow(cx, cy, r, a0, a1, width, color) {
  const head = width * 1.1;
  const [x0, y0] = polar(cx, cy, r, a0);
  const [x1, y1] = polar(cx, cy, r, a1);
  const large = a1 - a0 > 180 ? 1 : 0;
  const rad = (a1 * Math.PI) / 180;
  const [tx, ty] = [-Math.sin(rad), Math.cos(rad)]; // direction of travel
  const [nx, ny] = [Math.cos(rad), Math.sin(rad)]; // outward
  const tip = [x1 + tx * head * 1.3, y1 + ty * head * 1.3];
  const b1 = [x1 + nx * head, y1 + ny * head];
  const b2 = [x1 - nx * head, y1 - ny * head];
  return (
    `<path d="M${r1(x0)} ${r1(y0)} A${r} ${r} 0 ${large} 1 ${r1(x1)} ${r1(y1)}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>` +
    `<path d="M${r1(b1[0])} ${r1(b1[1])} L${r1(tip[0])} ${r1(tip[1])} L${r1(b2[0])} ${r1(b2[1])} Z" fill="${color}" stroke="${color}" stroke-width="4" stroke-linejoin="round"/>`
  );
}

const dotGrid = (x, y, cols, rows, gap, r, color, opacity) => {
  let out = "";
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) out += `<circle cx="${x + i * gap}" cy="${y + j * gap}" r="${r}"/>`;
  return `<g fill="${color}" opacity="${opacity}">${out}</g>`;
};

const plus = (x, y, s, color, opacity = 1) =>
  `<path d="M${x - s} ${y}H${x + s}M${x} ${y - s}V${y + s}" stroke="${color}" stroke-width="${Math.max(3, s / 2.4)}" stroke-linecap="round" opacity="${opacity}"/>`;

/** Rounded "lines of text" in a card. */
const textLines = (x, y, widths, h, gap, color) =>
  widths
    .map((w, i) => `<rect x="${x}" y="${y + i * gap}" width="${w}" height="${h}" rx="${h / 2}" fill="${color}"/>`)
    .join("");

// ---------------------------------------------------------------------------------------------------------
// Logo (160x160)

const LOGO_PULSE = "M26 126H90l9-20 14 34 11-24 6 10H134";

function logoSvg() {
  const defs = gradient("g", C.teal, C.primary);
  return svg(
    160,
    160,
    `<rect x="2" y="2" width="156" height="156" rx="36" fill="url(#g)"/>` +
      `<rect x="2" y="2" width="156" height="78" rx="36" fill="#ffffff" opacity="0.05"/>` +
      // Medical cross, slightly rounded.
      `<path d="M68 26h24v30h30v24H92v30H68V80H38V56h30z" fill="#ffffff" stroke="#ffffff" stroke-width="6" stroke-linejoin="round"/>` +
      // Heartbeat line beneath it, its spike rising beside the cross; a teal halo keeps the two apart.
      `<path d="${LOGO_PULSE}" fill="none" stroke="${C.primary}" stroke-width="17" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="${LOGO_PULSE}" fill="none" stroke="${C.accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`,
    defs,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Initials portraits (480x480)

const PREFIXES = new Set(["dr", "mr", "mrs", "ms", "miss", "mx", "prof", "sir", "dame"]);
const SUFFIXES = new Set(["jr", "sr", "ii", "iii", "iv", "esq"]);

/** The words of a person's name without titles and credentials: "Dr. Priya Raman, MD" -> [Priya, Raman]. */
function nameWords(name) {
  const main = String(name).split(",")[0];
  return main
    .split(/\s+/)
    .map((w) => w.trim())
    .filter(Boolean)
    .filter((w) => {
      const bare = w.replace(/\./g, "");
      if (PREFIXES.has(bare.toLowerCase()) || SUFFIXES.has(bare.toLowerCase())) return false;
      // Credentials written in capitals (MD, DO, CPC, RN, PhD …) are not names.
      if (/^[A-Z]{2,6}(-[A-Z])?$/.test(bare) || /^(PhD|MSc|MBA|MHA|MPH|DNP)$/.test(bare)) return false;
      return /\p{L}/u.test(w);
    });
}

/** "Dr. Priya Raman, MD" -> "PR"; "Angela Brooks, CPC, CRC" -> "AB". */
function initialsOf(name) {
  const words = nameWords(name);
  if (words.length === 0) return "?";
  const first = (w) => (w.match(/\p{L}/u) || ["?"])[0].toUpperCase();
  return words.length === 1 ? first(words[0]) : first(words[0]) + first(words[words.length - 1]);
}

// Hues chosen to look calm with white lettering (no greenish yellows), spread round the wheel.
const PORTRAIT_HUES = [188, 210, 232, 258, 284, 322, 350, 14, 152, 172, 198, 300];
const personKey = (name) => nameWords(name).join(" ").toLowerCase();

/**
 * A hue per person, derived from the name. People are visited in a fixed order (the order of the data), and a
 * person whose hashed hue is already taken gets the next free one, so a page of portraits stays varied.
 * The same person (e.g. on the team and as a blog author) always gets the same hue.
 */
const personHue = new Map();
function assignHue(name) {
  const key = personKey(name);
  if (personHue.has(key)) return personHue.get(key);
  const used = new Set(personHue.values());
  const h0 = hash(key);
  let i = h0 % PORTRAIT_HUES.length;
  for (let n = 0; n < PORTRAIT_HUES.length && used.has(PORTRAIT_HUES[i]); n++) i = (i + 1) % PORTRAIT_HUES.length;
  personHue.set(key, PORTRAIT_HUES[i]);
  return PORTRAIT_HUES[i];
}

function portraitSvg(name) {
  const h0 = hash(personKey(name));
  const hue = assignHue(name) + ((h0 >>> 8) % 7) - 3;
  const from = hsl(hue, 40, 51);
  const to = hsl(hue + 14, 46, 31);
  const rand = rng(personKey(name));
  const initials = initialsOf(name);
  const size = initials.length > 1 ? 172 : 200;
  const baseline = 240 + (0.729 * size) / 2; // DejaVu Sans cap height is 0.729 em
  const ang = Math.floor(rand() * 4);
  const corners = [
    [400, 70],
    [80, 70],
    [410, 420],
    [70, 410],
  ];
  const [bx, by] = corners[ang];
  const [sx, sy] = corners[3 - ang];
  const defs = gradient("bg", from, to);
  return svg(
    480,
    480,
    `<rect width="480" height="480" fill="url(#bg)"/>` +
      `<circle cx="${bx}" cy="${by}" r="${170 + Math.round(rand() * 40)}" fill="#ffffff" opacity="0.08"/>` +
      `<circle cx="${sx}" cy="${sy}" r="${110 + Math.round(rand() * 40)}" fill="#ffffff" opacity="0.06"/>` +
      `<circle cx="240" cy="240" r="176" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.16"/>` +
      `<text x="240" y="${r1(baseline)}" text-anchor="middle" font-family="${FONT}" font-weight="700" font-size="${size}" letter-spacing="4" fill="#ffffff">${esc(initials)}</text>`,
    defs,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Client wordmarks (480x160, transparent, greyscale-ish)

/** Width in pixels of the ink of a line of text, measured by rendering it. */
const measured = new Map();
async function measureText(text, size, weight, spacing = 0) {
  const key = `${text}|${size}|${weight}|${spacing}`;
  if (measured.has(key)) return measured.get(key);
  const w = Math.ceil(text.length * size * 1.2 + 40);
  const h = Math.ceil(size * 2);
  const doc = svg(
    w,
    h,
    `<rect width="${w}" height="${h}" fill="#ffffff"/><text x="10" y="${size * 1.4}" font-family="${FONT}" font-weight="${weight}" font-size="${size}" letter-spacing="${spacing}" fill="#000000">${esc(text)}</text>`,
  );
  let width;
  try {
    const { info } = await sharp(Buffer.from(doc)).trim({ threshold: 10 }).toBuffer({ resolveWithObject: true });
    width = info.width;
  } catch {
    width = text.length * size * 0.62;
  }
  measured.set(key, width);
  return width;
}

const MARKS = [
  // Circle with a leaf cut.
  (x, y, s, a, b) =>
    `<circle cx="${x}" cy="${y}" r="${s}" fill="${a}"/><path d="M${x - s * 0.45} ${y + s * 0.45}C${x - s * 0.45} ${y - s * 0.2} ${x - s * 0.1} ${y - s * 0.5} ${x + s * 0.5} ${y - s * 0.5}C${x + s * 0.5} ${y + s * 0.1} ${x + s * 0.2} ${y + s * 0.45} ${x - s * 0.45} ${y + s * 0.45}Z" fill="${b}"/>`,
  // Hexagon with a cross.
  (x, y, s, a, b) => {
    const pts = [0, 60, 120, 180, 240, 300]
      .map((d) =>
        polar(x, y, s, d - 90)
          .map(r1)
          .join(","),
      )
      .join(" ");
    const t = s * 0.2;
    const l = s * 0.52;
    return `<polygon points="${pts}" fill="${a}" stroke="${a}" stroke-width="6" stroke-linejoin="round"/><path d="M${x - t} ${y - l}h${2 * t}v${l - t}h${l - t}v${2 * t}h${-(l - t)}v${l - t}h${-2 * t}v${-(l - t)}h${-(l - t)}v${-2 * t}h${l - t}z" fill="${b}"/>`;
  },
  // Two overlapping rings.
  (x, y, s, a, b) =>
    `<circle cx="${x - s * 0.38}" cy="${y}" r="${s * 0.62}" fill="none" stroke="${a}" stroke-width="${s * 0.24}"/><circle cx="${x + s * 0.38}" cy="${y}" r="${s * 0.62}" fill="none" stroke="${b}" stroke-width="${s * 0.24}"/>`,
  // Rounded square with a rising diagonal.
  (x, y, s, a, b) =>
    `<rect x="${x - s}" y="${y - s}" width="${2 * s}" height="${2 * s}" rx="${s * 0.4}" fill="${a}"/><path d="M${x - s * 0.55} ${y + s * 0.4}L${x - s * 0.1} ${y - s * 0.05}L${x + s * 0.15} ${y + s * 0.2}L${x + s * 0.55} ${y - s * 0.4}" fill="none" stroke="${b}" stroke-width="${s * 0.2}" stroke-linecap="round" stroke-linejoin="round"/>`,
  // Shield.
  (x, y, s, a, b) =>
    `<path d="M${x} ${y - s}L${x + s * 0.85} ${y - s * 0.68}V${y - s * 0.05}C${x + s * 0.85} ${y + s * 0.5} ${x + s * 0.45} ${y + s * 0.82} ${x} ${y + s}C${x - s * 0.45} ${y + s * 0.82} ${x - s * 0.85} ${y + s * 0.5} ${x - s * 0.85} ${y - s * 0.05}V${y - s * 0.68}Z" fill="${a}"/><path d="M${x} ${y - s * 0.62}V${y + s * 0.68}" stroke="${b}" stroke-width="${s * 0.16}" stroke-linecap="round"/><path d="M${x - s * 0.5} ${y - s * 0.05}H${x + s * 0.5}" stroke="${b}" stroke-width="${s * 0.16}" stroke-linecap="round"/>`,
  // Sunrise: half disc with rays of arcs.
  (x, y, s, a, b) =>
    `<path d="M${x - s} ${y + s * 0.5}A${s} ${s} 0 0 1 ${x + s} ${y + s * 0.5}Z" fill="${a}"/><path d="M${x - s * 0.55} ${y + s * 0.5}A${s * 0.55} ${s * 0.55} 0 0 1 ${x + s * 0.55} ${y + s * 0.5}" fill="none" stroke="${b}" stroke-width="${s * 0.16}"/><rect x="${x - s}" y="${y + s * 0.66}" width="${2 * s}" height="${s * 0.18}" rx="${s * 0.09}" fill="${a}"/>`,
  // Stacked chevrons.
  (x, y, s, a, b) =>
    `<path d="M${x - s * 0.8} ${y - s * 0.1}L${x} ${y - s * 0.8}L${x + s * 0.8} ${y - s * 0.1}" fill="none" stroke="${a}" stroke-width="${s * 0.3}" stroke-linecap="round" stroke-linejoin="round"/><path d="M${x - s * 0.8} ${y + s * 0.6}L${x} ${y - s * 0.1}L${x + s * 0.8} ${y + s * 0.6}" fill="none" stroke="${b}" stroke-width="${s * 0.3}" stroke-linecap="round" stroke-linejoin="round"/>`,
  // Quartered circle.
  (x, y, s, a, b) =>
    `<circle cx="${x}" cy="${y}" r="${s}" fill="${a}"/><path d="M${x} ${y}V${y - s}A${s} ${s} 0 0 1 ${x + s} ${y}Z" fill="${b}"/><path d="M${x} ${y}V${y + s}A${s} ${s} 0 0 1 ${x - s} ${y}Z" fill="${b}"/>`,
];

/** A mark per client from the name; a client whose mark is taken gets the next free one (until all are used). */
const clientMark = new Map();
function assignMark(name) {
  if (clientMark.has(name)) return clientMark.get(name);
  const used = new Set(clientMark.values());
  let i = hash(name) % MARKS.length;
  if (used.size < MARKS.length) while (used.has(i)) i = (i + 1) % MARKS.length;
  clientMark.set(name, i);
  return i;
}

// Words set smaller on a second line, e.g. "Lakeside / FAMILY MEDICINE".
const GENERIC =
  /^(family|medical|medicine|health|healthcare|clinic|clinics|center|centre|group|associates|partners|practice|practices|care|physicians|pediatrics|orthopedics|cardiology|dermatology|specialists|network|hospital|services|system|systems|llc|pc|inc\.?|&|and|of|the|internal|women's|urgent|primary|surgical|surgery|wellness|institute)$/i;

async function wordmarkSvg(name) {
  const W = 480;
  const H = 160;
  const h0 = hash(name);
  const tint = 200 + (h0 % 20); // a cool grey, slightly different per client
  const ink = hsl(tint, 10, 24);
  const markA = hsl(tint, 8, 40);
  const markB = hsl(tint, 10, 70);
  const mark = MARKS[assignMark(name)](70, 80, 44, markA, markB);
  const tx = 136;
  const maxW = W - tx - 16;
  const words = name.trim().split(/\s+/);

  // One line if it fits at a good size.
  let size = 44;
  const single = await measureText(name, size, 700);
  if (words.length === 1 || single * (30 / 44) <= maxW) {
    if (single > maxW) size = Math.max(22, Math.floor((size * maxW) / single));
    const base = 80 + (0.729 * size) / 2;
    return svg(
      W,
      H,
      mark +
        `<text x="${tx}" y="${r1(base)}" font-family="${FONT}" font-weight="700" font-size="${size}" letter-spacing="-0.5" fill="${ink}">${esc(name)}</text>`,
    );
  }

  // Two lines: the distinctive words large, the generic tail small in capitals.
  let k = words.findIndex((w, i) => i > 0 && GENERIC.test(w));
  if (k < 1) k = Math.ceil(words.length / 2);
  let top = words.slice(0, k).join(" ");
  let bottom = words.slice(k).join(" ").toUpperCase();
  let size1 = 38;
  const w1 = await measureText(top, size1, 700);
  if (w1 > maxW) size1 = Math.max(20, Math.floor((size1 * maxW) / w1));
  let size2 = 17;
  const w2 = await measureText(bottom, size2, 400, 3);
  if (w2 > maxW) size2 = Math.max(10, Math.floor((size2 * maxW) / w2));
  const cap1 = 0.729 * size1;
  const cap2 = 0.729 * size2;
  const gap = 14;
  const total = cap1 + gap + cap2;
  const y1 = 80 - total / 2 + cap1;
  const y2 = y1 + gap + cap2;
  return svg(
    W,
    H,
    mark +
      `<text x="${tx}" y="${r1(y1)}" font-family="${FONT}" font-weight="700" font-size="${size1}" letter-spacing="-0.5" fill="${ink}">${esc(top)}</text>` +
      `<text x="${tx + 1}" y="${r1(y2)}" font-family="${FONT}" font-weight="400" font-size="${size2}" letter-spacing="3" fill="${markA}">${esc(bottom)}</text>`,
  );
}

// ---------------------------------------------------------------------------------------------------------
// Service illustrations (1200x800)

function serviceBackground(seed) {
  const rand = rng(seed);
  const flip = rand() < 0.5;
  const bx = flip ? 250 : 950;
  return (
    `<rect width="1200" height="800" fill="${C.mint}"/>` +
    `<circle cx="${bx}" cy="${180 + Math.round(rand() * 80)}" r="${300 + Math.round(rand() * 60)}" fill="#ffffff" opacity="0.6"/>` +
    `<circle cx="${1200 - bx}" cy="${620 + Math.round(rand() * 60)}" r="${240 + Math.round(rand() * 50)}" fill="${C.mintDeep}" opacity="0.7"/>` +
    dotGrid(flip ? 960 : 80, 80, 6, 4, 26, 4, C.teal, 0.22) +
    `<circle cx="${flip ? 130 : 1070}" cy="${660}" r="26" fill="none" stroke="${C.teal}" stroke-width="6" opacity="0.28"/>` +
    plus(flip ? 1080 : 120, 380, 14, C.accent, 0.9) +
    `<circle cx="${flip ? 170 : 1030}" cy="${150}" r="9" fill="${C.accent}" opacity="0.8"/>`
  );
}

const shadow = (cx, cy, rx, ry) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${C.primary}" opacity="0.09"/>`;

const SERVICE_MOTIFS = {
  ehr() {
    const bars = [90, 140, 110, 170, 130]
      .map(
        (h, i) =>
          `<rect x="${478 + i * 52}" y="${462 - h}" width="32" height="${h}" rx="6" fill="${i === 3 ? C.accent : C.teal}" opacity="${i === 3 ? 1 : 0.55 + i * 0.1}"/>`,
      )
      .join("");
    return (
      shadow(600, 590, 300, 22) +
      // Monitor.
      `<rect x="330" y="180" width="500" height="320" rx="24" fill="${C.navy}"/>` +
      `<rect x="350" y="200" width="460" height="280" rx="12" fill="#ffffff"/>` +
      `<path d="M362 200h88v280h-88a12 12 0 0 1-12-12V212a12 12 0 0 1 12-12z" fill="${C.mint}"/>` +
      `<circle cx="400" cy="236" r="16" fill="${C.teal}"/>` +
      textLines(374, 276, [52, 40, 52, 46], 10, 28, C.mintDeep) +
      `<rect x="374" y="304" width="52" height="10" rx="5" fill="${C.teal}"/>` +
      `<rect x="478" y="222" width="200" height="14" rx="7" fill="${C.line}"/>` +
      bars +
      `<path d="M470 462H790" stroke="${C.line}" stroke-width="4" stroke-linecap="round"/>` +
      `<polyline points="478,330 530,300 582,318 634,268 686,284 738,240 786,252" fill="none" stroke="${C.primary}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
      [478, 582, 686, 786]
        .map(
          (x, i) =>
            `<circle cx="${x}" cy="${[330, 318, 284, 252][i]}" r="8" fill="#ffffff" stroke="${C.primary}" stroke-width="5"/>`,
        )
        .join("") +
      `<rect x="550" y="500" width="60" height="60" fill="${C.primary}"/>` +
      `<rect x="480" y="556" width="200" height="20" rx="10" fill="${C.navy}"/>` +
      // Tablet with a list.
      shadow(290, 600, 90, 12) +
      `<rect x="200" y="330" width="180" height="250" rx="22" fill="${C.primary}"/>` +
      `<rect x="214" y="348" width="152" height="214" rx="10" fill="#ffffff"/>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<circle cx="240" cy="${384 + i * 46}" r="10" fill="${i === 1 ? C.accent : C.teal}" opacity="${i === 1 ? 1 : 0.8}"/><rect x="262" y="${379 + i * 46}" width="${[84, 64, 76, 56][i]}" height="10" rx="5" fill="${C.line}"/>`,
        )
        .join("") +
      // Vital-signs card.
      `<rect x="772" y="388" width="250" height="150" rx="20" fill="${C.primary}" opacity="0.12" transform="translate(8 10)"/>` +
      `<rect x="772" y="388" width="250" height="150" rx="20" fill="#ffffff"/>` +
      `<circle cx="812" cy="428" r="18" fill="${C.mint}"/><path d="M803 428h18M812 419v18" stroke="${C.teal}" stroke-width="5" stroke-linecap="round"/>` +
      `<rect x="842" y="420" width="120" height="10" rx="5" fill="${C.line}"/>` +
      `<path d="M796 496h56l14-30 20 52 18-36 12 14h66" fill="none" stroke="${C.accent}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`
    );
  },

  scribes() {
    return (
      shadow(720, 640, 220, 20) +
      shadow(360, 610, 160, 16) +
      // Document with pen.
      `<rect x="588" y="158" width="330" height="440" rx="22" fill="${C.primary}" opacity="0.12" transform="translate(10 12)"/>` +
      `<rect x="588" y="158" width="330" height="440" rx="22" fill="#ffffff"/>` +
      `<path d="M610 158h286a22 22 0 0 1 22 22v44H588v-44a22 22 0 0 1 22-22z" fill="${C.teal}"/>` +
      `<circle cx="630" cy="191" r="14" fill="#ffffff" opacity="0.9"/><rect x="656" y="185" width="120" height="12" rx="6" fill="#ffffff" opacity="0.6"/>` +
      textLines(624, 262, [250, 220, 240, 180], 12, 30, C.line) +
      `<rect x="624" y="394" width="120" height="12" rx="6" fill="${C.teal}" opacity="0.7"/>` +
      textLines(624, 428, [230, 250, 160], 12, 30, C.line) +
      `<g transform="rotate(-38 860 520)"><rect x="790" y="508" width="150" height="26" rx="8" fill="${C.navy}"/><path d="M790 508l-34 13 34 13z" fill="${C.accent}"/><rect x="914" y="508" width="26" height="26" rx="6" fill="${C.accent}"/></g>` +
      // Headset.
      `<path d="M250 420A112 112 0 0 1 474 420" fill="none" stroke="${C.primary}" stroke-width="24" stroke-linecap="round"/>` +
      `<path d="M270 420A92 92 0 0 1 454 420" fill="none" stroke="${C.teal}" stroke-width="6" stroke-linecap="round" opacity="0.55"/>` +
      `<rect x="222" y="392" width="64" height="118" rx="28" fill="${C.navy}"/>` +
      `<rect x="438" y="392" width="64" height="118" rx="28" fill="${C.navy}"/>` +
      `<rect x="270" y="410" width="22" height="82" rx="11" fill="${C.teal}"/>` +
      `<rect x="432" y="410" width="22" height="82" rx="11" fill="${C.teal}"/>` +
      `<path d="M256 506C262 566 300 586 360 586" fill="none" stroke="${C.primary}" stroke-width="12" stroke-linecap="round"/>` +
      `<rect x="352" y="570" width="52" height="32" rx="16" fill="${C.accent}"/>` +
      // Sound waves between voice and page.
      `<path d="M430 578q16 -24 0 -48" fill="none" stroke="${C.teal}" stroke-width="8" stroke-linecap="round" opacity="0.85"/>` +
      `<path d="M458 592q30 -38 0 -76" fill="none" stroke="${C.teal}" stroke-width="8" stroke-linecap="round" opacity="0.6"/>` +
      `<path d="M486 606q44 -52 0 -104" fill="none" stroke="${C.teal}" stroke-width="8" stroke-linecap="round" opacity="0.35"/>` +
      // Speech bubble.
      `<path d="M300 196h150a24 24 0 0 1 24 24v56a24 24 0 0 1-24 24h-94l-30 26v-26h-26a24 24 0 0 1-24-24v-56a24 24 0 0 1 24-24z" fill="${C.primary}"/>` +
      `<circle cx="335" cy="248" r="10" fill="#ffffff"/><circle cx="375" cy="248" r="10" fill="#ffffff" opacity="0.75"/><circle cx="415" cy="248" r="10" fill="#ffffff" opacity="0.5"/>`
    );
  },

  revenue() {
    const coins = [0, 1, 2, 3]
      .map((i) => {
        const y = 520 - i * 26;
        return `<rect x="462" y="${y}" width="124" height="22" fill="${C.accentDark}"/><ellipse cx="524" cy="${y + 22}" rx="62" ry="17" fill="${C.accentDark}"/><ellipse cx="524" cy="${y}" rx="62" ry="17" fill="${C.accent}"/>`;
      })
      .join("");
    const bars = [86, 134, 186]
      .map(
        (h, i) =>
          `<rect x="${620 + i * 50}" y="${560 - h}" width="36" height="${h}" rx="7" fill="${i === 2 ? C.primary : C.teal}" opacity="${0.7 + i * 0.15}"/>`,
      )
      .join("");
    return (
      shadow(600, 660, 260, 18) +
      `<circle cx="600" cy="400" r="200" fill="#ffffff"/>` +
      arcArrow(600, 400, 236, 196, 330, 30, C.teal) +
      arcArrow(600, 400, 236, 16, 150, 30, C.primary) +
      `<ellipse cx="524" cy="568" rx="70" ry="14" fill="${C.primary}" opacity="0.1"/>` +
      coins +
      `<ellipse cx="524" cy="442" rx="40" ry="10" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.6"/>` +
      bars +
      `<path d="M606 430L660 398L702 410L772 336" fill="none" stroke="${C.navy}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="M748 330L782 326L776 360Z" fill="${C.navy}" stroke="${C.navy}" stroke-width="6" stroke-linejoin="round"/>` +
      `<path d="M606 566H770" stroke="${C.line}" stroke-width="5" stroke-linecap="round"/>` +
      // Invoice card and a check badge outside the cycle.
      `<rect x="150" y="178" width="180" height="220" rx="18" fill="${C.primary}" opacity="0.12" transform="translate(8 10)"/>` +
      `<rect x="150" y="178" width="180" height="220" rx="18" fill="#ffffff"/>` +
      `<rect x="174" y="204" width="70" height="12" rx="6" fill="${C.teal}"/>` +
      textLines(174, 240, [132, 110, 132, 90], 10, 26, C.line) +
      `<rect x="174" y="352" width="132" height="22" rx="8" fill="${C.mint}"/><rect x="254" y="357" width="44" height="12" rx="6" fill="${C.accent}"/>` +
      `<circle cx="940" cy="580" r="56" fill="${C.primary}"/><path d="M914 580l18 18 34 -36" fill="none" stroke="#ffffff" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>`
    );
  },

  coding() {
    const rows = [0, 1, 2, 3]
      .map((i) => {
        const y = 272 + i * 70;
        const done = i !== 2;
        const box = `<rect x="470" y="${y - 18}" width="40" height="40" rx="10" fill="${done ? (i === 3 ? C.accent : C.teal) : "#ffffff"}" stroke="${done ? "none" : C.line}" stroke-width="4"/>`;
        const tick = done
          ? `<path d="M479 ${y + 2}l8 8 15 -17" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`
          : "";
        return (
          box +
          tick +
          `<rect x="530" y="${y - 10}" width="${[180, 150, 196, 130][i]}" height="12" rx="6" fill="${C.line}"/><rect x="530" y="${y + 10}" width="${[90, 110, 70, 96][i]}" height="8" rx="4" fill="${C.mintDeep}"/>`
        );
      })
      .join("");
    return (
      shadow(620, 650, 260, 20) +
      // Code brackets either side.
      `<path d="M330 300L240 400L330 500" fill="none" stroke="${C.teal}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="M870 300L960 400L870 500" fill="none" stroke="${C.teal}" stroke-width="30" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="M1010 270L1050 230" stroke="${C.accent}" stroke-width="12" stroke-linecap="round"/>` +
      // Checklist sheet.
      `<rect x="440" y="170" width="320" height="440" rx="22" fill="${C.primary}" opacity="0.12" transform="translate(10 12)"/>` +
      `<rect x="440" y="170" width="320" height="440" rx="22" fill="#ffffff"/>` +
      `<rect x="540" y="150" width="120" height="44" rx="14" fill="${C.primary}"/><circle cx="600" cy="172" r="8" fill="#ffffff"/>` +
      `<rect x="470" y="214" width="140" height="14" rx="7" fill="${C.primary}" opacity="0.8"/>` +
      rows +
      // Magnifier.
      `<path d="M818 574L878 634" stroke="${C.navy}" stroke-width="30" stroke-linecap="round"/>` +
      `<circle cx="762" cy="518" r="82" fill="${C.mint}" opacity="0.92" stroke="${C.navy}" stroke-width="22"/>` +
      `<rect x="718" y="492" width="88" height="12" rx="6" fill="${C.teal}"/><rect x="718" y="518" width="60" height="12" rx="6" fill="${C.accent}"/><rect x="718" y="544" width="74" height="12" rx="6" fill="${C.teal}" opacity="0.5"/>`
    );
  },

  staffing() {
    const person = (cx, top, scale, body, head) => {
      const r = 54 * scale;
      const hy = top + r;
      const sw = 128 * scale;
      const sy = hy + r + 22 * scale;
      return (
        `<path d="M${cx - sw} 720V${sy + 70 * scale}C${cx - sw} ${sy + 14 * scale} ${cx - sw * 0.6} ${sy} ${cx} ${sy}C${cx + sw * 0.6} ${sy} ${cx + sw} ${sy + 14 * scale} ${cx + sw} ${sy + 70 * scale}V720Z" fill="${body}"/>` +
        `<circle cx="${cx}" cy="${hy}" r="${r}" fill="${head}"/>`
      );
    };
    return (
      `<clipPath id="stage"><circle cx="600" cy="400" r="250"/></clipPath>` +
      `<circle cx="600" cy="400" r="250" fill="#ffffff"/>` +
      `<g clip-path="url(#stage)">` +
      person(445, 250, 0.82, C.teal, C.teal) +
      person(755, 250, 0.82, "#3E9AA6", "#3E9AA6") +
      person(600, 205, 1, C.primary, C.primary) +
      // Stethoscope on the front figure.
      `<path d="M560 420C548 470 560 510 600 512C640 510 652 470 640 420" fill="none" stroke="#ffffff" stroke-width="7" stroke-linecap="round" opacity="0.9"/>` +
      `<circle cx="600" cy="528" r="14" fill="${C.accent}"/>` +
      `</g>` +
      `<circle cx="600" cy="400" r="250" fill="none" stroke="${C.teal}" stroke-width="6" opacity="0.25"/>` +
      // Calendar card.
      `<rect x="840" y="170" width="200" height="170" rx="18" fill="${C.primary}" opacity="0.12" transform="translate(8 10)"/>` +
      `<rect x="840" y="170" width="200" height="170" rx="18" fill="#ffffff"/>` +
      `<path d="M858 170h164a18 18 0 0 1 18 18v26H840v-26a18 18 0 0 1 18-18z" fill="${C.primary}"/>` +
      [0, 1, 2]
        .map((r) =>
          [0, 1, 2, 3]
            .map(
              (c) =>
                `<rect x="${862 + c * 42}" y="${232 + r * 32}" width="28" height="20" rx="5" fill="${r === 1 && c === 2 ? C.accent : C.mint}"/>`,
            )
            .join(""),
        )
        .join("") +
      // ID badge.
      `<rect x="150" y="430" width="190" height="130" rx="18" fill="${C.primary}" opacity="0.12" transform="translate(8 10)"/>` +
      `<rect x="150" y="430" width="190" height="130" rx="18" fill="#ffffff"/>` +
      `<circle cx="200" cy="482" r="26" fill="${C.teal}"/>` +
      `<rect x="240" y="466" width="78" height="12" rx="6" fill="${C.line}"/><rect x="240" y="490" width="56" height="10" rx="5" fill="${C.mintDeep}"/>` +
      `<rect x="174" y="526" width="144" height="12" rx="6" fill="${C.mint}"/>` +
      `<circle cx="330" cy="436" r="22" fill="${C.accent}"/><path d="M320 436l7 7 13 -14" fill="none" stroke="#ffffff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`
    );
  },

  generic() {
    return (
      shadow(600, 640, 240, 18) +
      `<circle cx="600" cy="400" r="220" fill="#ffffff"/>` +
      `<path d="M560 250h80v110h110v80H640v110h-80V440H450v-80h110z" fill="${C.primary}" stroke="${C.primary}" stroke-width="16" stroke-linejoin="round"/>` +
      `<path d="M300 520h200l36 -70 50 120 44 -80h270" fill="none" stroke="${C.mint}" stroke-width="34" stroke-linecap="round" stroke-linejoin="round"/>` +
      `<path d="M300 520h200l36 -70 50 120 44 -80h270" fill="none" stroke="${C.accent}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`
    );
  },
};

function serviceMotif(key) {
  const k = key.toLowerCase();
  if (/ehr|emr|record/.test(k)) return "ehr";
  if (/scrib|dictat|transcri/.test(k)) return "scribes";
  if (/revenue|billing|rcm|claim/.test(k)) return "revenue";
  if (/cod(e|ing)|audit/.test(k)) return "coding";
  if (/staff|recruit|workforce|talent/.test(k)) return "staffing";
  return "generic";
}

function serviceSvg(slug, file) {
  const motif = serviceMotif(`${slug} ${path.basename(file)}`);
  return svg(1200, 800, serviceBackground(path.basename(file)) + SERVICE_MOTIFS[motif]());
}

// ---------------------------------------------------------------------------------------------------------
// Blog covers (1200x630)

const CATEGORY_STYLES = [
  { test: /ehr|emr/, from: "#168C9B", to: C.primary, ink: C.primary, icon: "monitor" },
  { test: /scrib/, from: "#2E8F74", to: "#1C5F4E", ink: "#1C5F4E", icon: "headset" },
  { test: /revenue|billing|rcm/, from: "#21456A", to: C.navy, ink: C.navy, icon: "cycle" },
  { test: /tech/, from: "#2F71A8", to: "#1C4A76", ink: "#1C4A76", icon: "chip" },
  { test: /complian|hipaa|security|coding/, from: "#5C5291", to: "#3A3266", ink: "#3A3266", icon: "shield" },
  { test: /patient|experience/, from: "#F2A541", to: "#D77E2A", ink: "#C0651E", icon: "heart", warm: true },
];
const DEFAULT_STYLE = { from: C.teal, to: C.primary, ink: C.primary, icon: "cross" };

const COVER_ICONS = {
  monitor: (ink) =>
    `<rect x="-84" y="-70" width="168" height="112" rx="14" fill="${ink}"/><rect x="-72" y="-58" width="144" height="88" rx="6" fill="#ffffff"/>` +
    `<rect x="-58" y="-8" width="20" height="26" rx="4" fill="${ink}" opacity="0.55"/><rect x="-30" y="-26" width="20" height="44" rx="4" fill="${ink}" opacity="0.75"/><rect x="-2" y="-40" width="20" height="58" rx="4" fill="${C.accent}"/><rect x="26" y="-18" width="20" height="36" rx="4" fill="${ink}" opacity="0.55"/>` +
    `<rect x="-14" y="42" width="28" height="20" fill="${ink}"/><rect x="-46" y="60" width="92" height="12" rx="6" fill="${ink}"/>`,
  headset: (ink) =>
    `<path d="M-66 14A66 66 0 0 1 66 14" fill="none" stroke="${ink}" stroke-width="16" stroke-linecap="round"/>` +
    `<rect x="-84" y="-4" width="38" height="66" rx="17" fill="${ink}"/><rect x="46" y="-4" width="38" height="66" rx="17" fill="${ink}"/>` +
    `<path d="M-70 60C-66 88 -44 96 -12 96" fill="none" stroke="${ink}" stroke-width="8" stroke-linecap="round"/><rect x="-18" y="86" width="34" height="20" rx="10" fill="${C.accent}"/>`,
  cycle: (ink) =>
    arcArrow(0, 0, 72, 200, 330, 16, ink) +
    arcArrow(0, 0, 72, 20, 150, 16, ink) +
    `<circle cx="0" cy="0" r="34" fill="${C.accent}"/><circle cx="0" cy="0" r="22" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.75"/>`,
  chip: (ink) =>
    [-36, 0, 36]
      .map(
        (p) =>
          `<path d="M${p} -82V-56M${p} 56V82M-82 ${p}H-56M56 ${p}H82" stroke="${ink}" stroke-width="9" stroke-linecap="round"/>`,
      )
      .join("") +
    `<rect x="-58" y="-58" width="116" height="116" rx="18" fill="${ink}"/>` +
    `<path d="M-9 -34h18v25h25v18H9v25H-9V9h-25V-9h25z" fill="#ffffff"/><circle cx="36" cy="-36" r="7" fill="${C.accent}"/>`,
  shield: (ink) =>
    `<path d="M0 -88L70 -60V-2C70 46 38 74 0 90C-38 74 -70 46 -70 -2V-60Z" fill="${ink}" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/>` +
    `<path d="M-30 0L-8 22L34 -22" fill="none" stroke="#ffffff" stroke-width="15" stroke-linecap="round" stroke-linejoin="round"/><circle cx="44" cy="-54" r="8" fill="${C.accent}"/>`,
  heart: (ink) =>
    `<path d="M0 82C-44 50 -88 16 -88 -26C-88 -58 -64 -80 -38 -80C-20 -80 -6 -70 0 -56C6 -70 20 -80 38 -80C64 -80 88 -58 88 -26C88 16 44 50 0 82Z" fill="${ink}"/>` +
    `<path d="M-62 -8H-24L-12 -32L4 18L18 -8H62" fill="none" stroke="#ffffff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  cross: (ink) =>
    `<path d="M-24 -80h48v56h56v48H24v56h-48V24h-56v-48h56z" fill="${ink}" stroke="${ink}" stroke-width="8" stroke-linejoin="round"/>`,
};

function coverSvg(slug, category) {
  const cat = String(category || "").toLowerCase();
  const style = CATEGORY_STYLES.find((s) => s.test.test(cat)) || DEFAULT_STYLE;
  const rand = rng(slug);
  const right = rand() < 0.5;
  const bx = right ? 850 : 350; // badge centre
  const cx0 = right ? 130 : 660; // cards' left edge
  const pulseY = 470 + Math.round(rand() * 40);
  const blip = (right ? 250 : 650) + Math.round(rand() * 180);
  const onCard = style.warm ? C.accent : style.from;
  const cardLines = (x, y, ws) => textLines(x, y, ws, 12, 26, "#DCE7EA");
  const pulse = `M0 ${pulseY}H${blip}l22 -46 30 94 26 -70 16 22H1200`;
  const w1 = 300 + Math.round(rand() * 70);
  const w2 = 260 + Math.round(rand() * 70);
  return svg(
    1200,
    630,
    `<rect width="1200" height="630" fill="url(#bg)"/>` +
      `<circle cx="${bx}" cy="315" r="270" fill="#ffffff" opacity="0.07"/>` +
      `<circle cx="${bx}" cy="315" r="205" fill="#ffffff" opacity="0.08"/>` +
      `<circle cx="${right ? 60 : 1140}" cy="${40 + Math.round(rand() * 80)}" r="${120 + Math.round(rand() * 60)}" fill="#ffffff" opacity="0.06"/>` +
      dotGrid(right ? 1010 : 80, 470 + Math.round(rand() * 20), 5, 4, 24, 4, "#ffffff", 0.28) +
      `<circle cx="${right ? 560 : 640}" cy="${90 + Math.round(rand() * 40)}" r="${18 + Math.round(rand() * 8)}" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.3"/>` +
      plus(right ? 1080 : 120, 110 + Math.round(rand() * 60), 14, style.warm ? "#ffffff" : C.accent, 0.9) +
      `<path d="${pulse}" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" opacity="0.4"/>` +
      // Two content cards.
      `<rect x="${cx0}" y="150" width="${w1}" height="128" rx="20" fill="#ffffff" opacity="0.96"/>` +
      `<circle cx="${cx0 + 52}" cy="214" r="28" fill="${onCard}"/>` +
      `<path d="M${cx0 + 40} 214h24M${cx0 + 52} 202v24" stroke="#ffffff" stroke-width="6" stroke-linecap="round"/>` +
      cardLines(cx0 + 100, 188, [w1 - 140, w1 - 180, w1 - 220]) +
      `<rect x="${cx0 + 50}" y="310" width="${w2}" height="112" rx="20" fill="#ffffff" opacity="0.9"/>` +
      cardLines(cx0 + 76, 340, [w2 - 60, w2 - 110]) +
      `<rect x="${cx0 + 76}" y="392" width="${Math.round(w2 * 0.3)}" height="12" rx="6" fill="${style.warm ? style.ink : C.accent}"/>` +
      // Category badge.
      `<circle cx="${bx}" cy="315" r="150" fill="#ffffff"/>` +
      `<circle cx="${bx}" cy="315" r="164" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.35"/>` +
      `<g transform="translate(${bx} 315) scale(1.12)">${COVER_ICONS[style.icon](style.ink)}</g>`,
    gradient("bg", style.from, style.to),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Finding the referenced images

const IMAGE_EXT = /\.(png|jpe?g|webp)$/i;

function titleFromFile(file) {
  return path
    .basename(file)
    .replace(IMAGE_EXT, "")
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");
}

/** Minimal front-matter reader, used only if gray-matter is not installed. */
function simpleFrontMatter(text) {
  const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  const data = {};
  if (!m) return data;
  let block = null;
  for (const line of m[1].split(/\r?\n/)) {
    const kv = /^(\s*)([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (!kv) continue;
    const [, indent, key, raw] = kv;
    const value = raw.replace(/^["']|["']$/g, "").trim();
    if (!indent) {
      block = value === "" ? (data[key] = {}) : null;
      if (value !== "") data[key] = value;
    } else if (block) {
      block[key] = value;
    }
  }
  return data;
}

let matter = null;
try {
  matter = require(path.join(ROOT, "node_modules", "gray-matter"));
} catch {
  try {
    matter = require("gray-matter");
  } catch {
    matter = null;
  }
}
const frontMatter = (text) => (matter ? matter(text).data : simpleFrontMatter(text));

/** Walks a parsed document and reports every string that names an image file, with its enclosing objects. */
function collectStrings(node, ancestors, found) {
  if (typeof node === "string") {
    if (IMAGE_EXT.test(node) && !/^[a-z]+:\/\//i.test(node)) found.push({ value: node, ancestors });
    return;
  }
  if (Array.isArray(node)) node.forEach((n) => collectStrings(n, ancestors, found));
  else if (node && typeof node === "object" && !(node instanceof Date))
    for (const v of Object.values(node)) collectStrings(v, [node, ...ancestors], found);
}

const nearest = (ancestors, key) => ancestors.find((a) => typeof a[key] === "string" && a[key].trim())?.[key];

function classify(abs, ctx) {
  const rel = path.relative(ROOT, abs).split(path.sep).join("/");
  const parts = rel.split("/");
  const dir = parts.slice(0, -1);
  const base = path.basename(abs).replace(IMAGE_EXT, "");
  const has = (...names) => dir.some((d) => names.includes(d.toLowerCase()));
  if (/^logo/i.test(base) && !has("clients", "client-logos")) return { kind: "logo" };
  if (has("services", "service")) return { kind: "service", slug: ctx.slug || base };
  if (has("testimonials", "team", "authors", "people", "avatars", "portraits"))
    return { kind: "portrait", name: ctx.name || titleFromFile(abs) };
  if (has("clients", "client-logos", "logos")) return { kind: "wordmark", name: ctx.name || titleFromFile(abs) };
  if (rel.startsWith("posts/")) return { kind: "cover", slug: ctx.slug || base, category: ctx.category };
  return { kind: "cover", slug: base, category: ctx.category };
}

function collectReferences() {
  const refs = new Map();
  const problems = [];
  const add = (abs, source, info) => {
    if (!refs.has(abs)) refs.set(abs, { abs, sources: [source], ...info });
    else refs.get(abs).sources.push(source);
  };

  const dataDir = path.join(ROOT, "data");
  const jsonFiles = fs.existsSync(dataDir)
    ? fs
        .readdirSync(dataDir)
        .filter((f) => f.endsWith(".json"))
        .sort()
    : [];
  for (const f of jsonFiles) {
    const file = path.join(dataDir, f);
    let doc;
    try {
      doc = JSON.parse(fs.readFileSync(file, "utf8"));
    } catch (e) {
      problems.push(`data/${f}: ${e.message}`);
      continue;
    }
    const found = [];
    collectStrings(doc, [], found);
    for (const { value, ancestors } of found) {
      if (value.startsWith("/")) {
        problems.push(`data/${f}: ${value} is not relative to data/`);
        continue;
      }
      const abs = path.resolve(dataDir, value);
      const ctx = { slug: nearest(ancestors, "slug"), name: nearest(ancestors, "name") };
      add(abs, `data/${f}`, classify(abs, ctx));
    }
  }

  const postsDir = path.join(ROOT, "posts");
  const posts = fs.existsSync(postsDir)
    ? fs
        .readdirSync(postsDir, { recursive: true })
        .filter((f) => /\.mdx?$/.test(f))
        .sort()
    : [];
  for (const f of posts) {
    const file = path.join(postsDir, f);
    let fm;
    try {
      fm = frontMatter(fs.readFileSync(file, "utf8"));
    } catch (e) {
      problems.push(`posts/${f}: ${e.message}`);
      continue;
    }
    const found = [];
    collectStrings(fm, [], found);
    for (const { value, ancestors } of found) {
      const abs = path.resolve(path.dirname(file), value);
      const isAuthor = fm.author && ancestors[0] === fm.author;
      const ctx = isAuthor
        ? { name: fm.author.name }
        : { slug: fm.slug || path.basename(f).replace(/\.mdx?$/, ""), category: fm.category };
      add(abs, `posts/${f}`, classify(abs, ctx));
    }
  }
  return { refs: [...refs.values()], problems, jsonFiles, posts };
}

// ---------------------------------------------------------------------------------------------------------
// Rendering

async function render(ref) {
  switch (ref.kind) {
    case "logo":
      return { svg: logoSvg() };
    case "service":
      return { svg: serviceSvg(ref.slug, ref.abs) };
    case "portrait":
      return { svg: portraitSvg(ref.name) };
    case "wordmark":
      return { svg: await wordmarkSvg(ref.name) };
    default:
      return { svg: coverSvg(ref.slug, ref.category) };
  }
}

async function write(ref, svgText) {
  let img = sharp(Buffer.from(svgText));
  const ext = path.extname(ref.abs).toLowerCase();
  if (ext === ".jpg" || ext === ".jpeg")
    img = img.flatten({ background: C.white }).jpeg({ quality: 86, mozjpeg: true });
  else if (ext === ".webp") img = img.webp({ quality: 88 });
  else img = img.png({ compressionLevel: 9, palette: true, quality: 100, effort: 10 });
  fs.mkdirSync(path.dirname(ref.abs), { recursive: true });
  const info = await img.toFile(ref.abs);
  return info;
}

/** Only image folders are ours to write into. */
function allowed(abs) {
  const rel = path.relative(ROOT, abs).split(path.sep).join("/");
  return /^(data|posts)\/(.*\/)?images\//.test(rel) && !rel.includes("..");
}

async function main() {
  const { refs, problems, jsonFiles, posts } = collectReferences();
  for (const p of problems) console.warn(`warning: ${p}`);
  if (refs.length === 0) {
    console.log(`No image references found under ${ROOT} (data/*.json: ${jsonFiles.length}, posts: ${posts.length}).`);
    return;
  }

  // Colours and marks are handed out in data order over all references, written or not, so they do not
  // depend on which files happen to exist already.
  for (const ref of refs) {
    if (ref.kind === "portrait") assignHue(ref.name);
    if (ref.kind === "wordmark") assignMark(ref.name);
  }

  if (CHECK) {
    let missing = 0;
    for (const ref of refs) {
      const ok = fs.existsSync(ref.abs);
      if (!ok) missing++;
      console.log(
        `${ok ? "ok     " : "MISSING"} ${path.relative(ROOT, ref.abs)}  (${ref.sources[0]}${ref.sources.length > 1 ? ` +${ref.sources.length - 1}` : ""})`,
      );
    }
    console.log(`${refs.length} referenced images, ${missing} missing.`);
    process.exitCode = missing ? 1 : 0;
    return;
  }

  let written = 0;
  let skipped = 0;
  for (const ref of refs) {
    const rel = path.relative(ROOT, ref.abs);
    if (!allowed(ref.abs)) {
      console.warn(
        `warning: not writing ${rel}: outside data/images and posts/images (referenced by ${ref.sources[0]})`,
      );
      continue;
    }
    if (fs.existsSync(ref.abs) && !FORCE) {
      skipped++;
      continue;
    }
    const { svg: svgText } = await render(ref);
    if (DRY) {
      console.log(`would write ${rel} (${ref.kind})`);
      continue;
    }
    const info = await write(ref, svgText);
    written++;
    const label = ref.name || ref.slug || "";
    console.log(
      `wrote ${rel}  ${info.width}x${info.height}  ${(info.size / 1024).toFixed(1)} KB  ${ref.kind}${label ? `: ${label}` : ""}`,
    );
  }
  console.log(`${written} written, ${skipped} already present${FORCE ? "" : " (use --force to redraw)"}.`);
}

await main();
