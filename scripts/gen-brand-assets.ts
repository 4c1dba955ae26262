// Generates the branding images of the seed companies under public/brand/:
//   public/brand/<company code>/logo.svg        word mark for light backgrounds (webInLogo)
//   public/brand/<company code>/logo-light.svg  word mark for dark backgrounds (webOutLogo)
//   public/brand/<company code>/favicon.svg     site icon (seoIconPath)
//   public/brand/<company code>/wx-qr.svg, app-qr.svg, mp-qr.svg   real, scannable QR codes
//   public/brand/<company code>/banner-1..3.svg wide hero illustrations; login.svg (webLoginPic)
//   public/brand/people/*.svg                   avatars of sales contacts and account managers
// Run: npx tsx scripts/gen-brand-assets.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import { COMPANIES, type BrandSeed } from '../lib/server/db/seed/companies';
import { AVATARS, type AvatarSeed } from '../lib/server/db/seed/content';

const OUT = path.join(process.cwd(), 'public', 'brand');
const FONT = `'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',Arial,sans-serif`;

function write(rel: string, content: string) {
  const file = path.join(OUT, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content.trim() + '\n', 'utf8');
  console.log(`  ${path.relative(process.cwd(), file)}`);
}

function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Small deterministic PRNG, so regenerating gives identical files. */
function rng(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 0x100000000;
  };
}

// ---------------------------------------------------------------------------------------------
// Logo symbol: a globe with a shipping route arc and a small container ship on it.
// Drawn in a 48x48 box.
// ---------------------------------------------------------------------------------------------
function symbol(b: BrandSeed, variant: 'light-bg' | 'dark-bg' | 'icon'): string {
  const disc = variant === 'light-bg' ? b.primary : variant === 'icon' ? 'none' : 'rgba(255,255,255,0.14)';
  const line = '#ffffff';
  const ring = variant === 'dark-bg' ? `stroke="#ffffff" stroke-width="1.5"` : '';
  return `
  <g>
    <circle cx="24" cy="24" r="22" fill="${disc}" ${ring}/>
    <g fill="none" stroke="${line}" stroke-width="1.6" stroke-opacity="0.85">
      <ellipse cx="24" cy="24" rx="9" ry="20"/>
      <path d="M4.5 18h39M4.5 30h39"/>
      <path d="M24 4v40"/>
    </g>
    <path d="M3 33 C 14 18, 30 14, 46 16" fill="none" stroke="${b.accent}" stroke-width="3.2" stroke-linecap="round"/>
    <g transform="translate(30 8)">
      <path d="M0 7 h14 l-2.6 4.2 h-9.2 z" fill="${b.accent}"/>
      <rect x="2.4" y="3.2" width="3.4" height="3.4" fill="#ffffff"/>
      <rect x="6.2" y="3.2" width="3.4" height="3.4" fill="#ffffff"/>
      <rect x="10" y="1" width="2" height="5.6" fill="#ffffff"/>
    </g>
  </g>`;
}

function logo(b: BrandSeed, onDark: boolean): string {
  const text = onDark ? '#ffffff' : b.primary;
  const sub = onDark ? 'rgba(255,255,255,0.78)' : b.dark;
  const words = b.wordEn
    ? `<text x="64" y="29" font-family="${FONT}" font-size="23" font-weight="700" fill="${text}" letter-spacing="2">${esc(b.wordCn)}</text>
  <text x="65" y="46" font-family="${FONT}" font-size="11" font-weight="600" fill="${sub}" letter-spacing="3.2">${esc(b.wordEn)}</text>`
    : `<text x="64" y="36" font-family="${FONT}" font-size="26" font-weight="700" fill="${text}" letter-spacing="3">${esc(b.wordCn)}</text>`;
  return `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 56" width="200" height="56" role="img" aria-label="${esc(b.wordCn)}">
  <g transform="translate(4 4)">${symbol(b, onDark ? 'dark-bg' : 'light-bg')}</g>
  ${words}
</svg>`;
}

function favicon(b: BrandSeed): string {
  return `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${b.primary}"/>
      <stop offset="1" stop-color="${b.dark}"/>
    </linearGradient>
  </defs>
  <rect width="64" height="64" rx="14" fill="url(#g)"/>
  <g transform="translate(8 8) scale(1)">${symbol(b, 'icon')}</g>
</svg>`;
}

// ---------------------------------------------------------------------------------------------
// Illustration building blocks
// ---------------------------------------------------------------------------------------------
function containerPalette(b: BrandSeed): string[] {
  return [b.accent, '#ffffff', b.light, '#d9534f', '#5b9bd5', '#f0c419', b.primary, '#8cc6a5'];
}

/** One container seen from the side, with corrugation ribs. */
function box(x: number, y: number, w: number, h: number, fill: string): string {
  const ribs: string[] = [];
  for (let rx = x + 4; rx < x + w - 2; rx += 4) ribs.push(`M${rx.toFixed(1)} ${y + 2}v${h - 4}`);
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" stroke="rgba(0,0,0,0.18)" stroke-width="1"/><path d="${ribs.join('')}" stroke="rgba(0,0,0,0.12)" stroke-width="1"/>`;
}

function containerStack(b: BrandSeed, x0: number, yBase: number, cols: number, rows: number[], seed: number, w = 44, h = 22): string {
  const r = rng(seed);
  const pal = containerPalette(b);
  const out: string[] = [];
  for (let c = 0; c < cols; c++) {
    const n = rows[c % rows.length] ?? 1;
    for (let k = 0; k < n; k++) {
      out.push(box(x0 + c * w, yBase - (k + 1) * h, w, h, pal[Math.floor(r() * pal.length)] ?? b.accent));
    }
  }
  return out.join('');
}

function ship(b: BrandSeed, x: number, y: number, scale: number, seed: number): string {
  // Hull 760 long; containers on deck; bridge near the stern.
  const deck = containerStack(b, 120, 0, 13, [4, 5, 5, 4, 5, 5, 4, 5, 5, 4, 5, 4, 3], seed);
  return `
  <g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M0 0 H760 L730 70 Q720 86 700 86 H70 Q40 86 30 70 Z" fill="${b.dark}"/>
    <path d="M8 18 H752" stroke="${b.accent}" stroke-width="6"/>
    <path d="M30 70 Q40 86 70 86 H700 Q720 86 730 70 Z" fill="#b8322a" opacity="0.85"/>
    <text x="610" y="52" font-family="${FONT}" font-size="22" font-weight="700" fill="#ffffff" opacity="0.9" letter-spacing="4">${esc(b.wordEn || b.wordCn)}</text>
    ${deck}
    <g transform="translate(30 0)">
      <rect x="0" y="-150" width="70" height="150" fill="#f4f6fa"/>
      <rect x="-8" y="-160" width="86" height="14" fill="#ffffff"/>
      <g fill="${b.dark}" opacity="0.75">
        <rect x="8" y="-138" width="54" height="10"/>
        <rect x="8" y="-112" width="54" height="8"/>
        <rect x="8" y="-90" width="54" height="8"/>
        <rect x="8" y="-68" width="54" height="8"/>
      </g>
      <rect x="46" y="-196" width="16" height="36" fill="${b.accent}"/>
      <rect x="46" y="-196" width="16" height="6" fill="#222"/>
    </g>
  </g>`;
}

function waves(b: BrandSeed, width: number, y: number, opacity: number, seed: number, amp = 10): string {
  const r = rng(seed);
  let d = `M0 ${y}`;
  for (let x = 0; x < width; x += 120) {
    const a = amp * (0.6 + r() * 0.8);
    d += ` q30 ${-a} 60 0 t60 0`;
  }
  d += ` V${y + 400} H0 Z`;
  return `<path d="${d}" fill="${b.light}" fill-opacity="${opacity}"/>`;
}

function routeArcs(b: BrandSeed, pts: Array<[number, number]>, bend: number): string {
  const arcs: string[] = [];
  for (let i = 0; i < pts.length - 1; i++) {
    const [x1, y1] = pts[i] as [number, number];
    const [x2, y2] = pts[i + 1] as [number, number];
    const mx = (x1 + x2) / 2;
    const my = Math.min(y1, y2) - bend;
    arcs.push(`<path d="M${x1} ${y1} Q${mx} ${my} ${x2} ${y2}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="2" stroke-dasharray="6 8"/>`);
  }
  const dots = pts
    .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="9" fill="${b.accent}" fill-opacity="0.25"/><circle cx="${x}" cy="${y}" r="4.5" fill="${b.accent}"/>`)
    .join('');
  return arcs.join('') + dots;
}

function globeGrid(cx: number, cy: number, r: number, opacity: number): string {
  const lines: string[] = [`<circle cx="${cx}" cy="${cy}" r="${r}"/>`];
  for (const k of [0.35, 0.7]) lines.push(`<ellipse cx="${cx}" cy="${cy}" rx="${r * k}" ry="${r}"/>`);
  for (const k of [-0.6, -0.2, 0.2, 0.6]) {
    const yy = cy + r * k;
    const half = Math.sqrt(r * r - (r * k) ** 2);
    lines.push(`<path d="M${cx - half} ${yy}H${cx + half}"/>`);
  }
  lines.push(`<path d="M${cx} ${cy - r}V${cy + r}"/>`);
  return `<g fill="none" stroke="#ffffff" stroke-opacity="${opacity}" stroke-width="1.5">${lines.join('')}</g>`;
}

function background(id: string, b: BrandSeed): string {
  return `
  <defs>
    <linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0.6">
      <stop offset="0" stop-color="${b.dark}"/>
      <stop offset="0.55" stop-color="${b.primary}"/>
      <stop offset="1" stop-color="${b.primary}" stop-opacity="0.82"/>
    </linearGradient>
    <radialGradient id="${id}-glow" cx="0.78" cy="0.25" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="1920" height="520" fill="url(#${id})"/>
  <rect width="1920" height="520" fill="url(#${id}-glow)"/>`;
}

/** Banner 1: a container ship at sea under shipping-route arcs. */
function banner1(b: BrandSeed): string {
  return `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 520" width="1920" height="520" preserveAspectRatio="xMidYMid slice">
  ${background('bg1', b)}
  ${globeGrid(1560, 150, 230, 0.1)}
  ${routeArcs(b, [[980, 150], [1210, 110], [1450, 170], [1700, 120], [1860, 190]], 90)}
  ${waves(b, 1920, 430, 0.1, 11, 12)}
  ${ship(b, 960, 340, 1.05, 7)}
  ${waves(b, 1920, 445, 0.16, 12, 10)}
  ${waves(b, 1920, 470, 0.22, 13, 8)}
</svg>`;
}

function crane(b: BrandSeed, x: number, base: number, h: number): string {
  const legW = 10;
  return `
  <g>
    <rect x="${x}" y="${base - h}" width="${legW}" height="${h}" fill="#f2f4f8"/>
    <rect x="${x + 120}" y="${base - h}" width="${legW}" height="${h}" fill="#f2f4f8"/>
    <path d="M${x} ${base - h * 0.55} L${x + 130} ${base - h * 0.8} M${x + 130} ${base - h * 0.55} L${x} ${base - h * 0.8}" stroke="#f2f4f8" stroke-width="5"/>
    <rect x="${x - 170}" y="${base - h - 18}" width="420" height="16" fill="${b.accent}"/>
    <path d="M${x + 60} ${base - h - 18} L${x + 65} ${base - h - 80} L${x + 70} ${base - h - 18}" fill="none" stroke="#f2f4f8" stroke-width="5"/>
    <path d="M${x - 160} ${base - h - 16} L${x + 65} ${base - h - 78} L${x + 240} ${base - h - 16}" fill="none" stroke="#f2f4f8" stroke-width="2.5"/>
    <rect x="${x - 120}" y="${base - h - 2}" width="26" height="18" fill="#333d4d"/>
    <path d="M${x - 107} ${base - h + 16} V${base - h + 110}" stroke="#333d4d" stroke-width="2"/>
    ${box(x - 129, base - h + 110, 44, 22, b.light)}
  </g>`;
}

/** Banner 2: quay cranes over a container yard. */
function banner2(b: BrandSeed): string {
  const ground = 440;
  return `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 520" width="1920" height="520" preserveAspectRatio="xMidYMid slice">
  ${background('bg2', b)}
  <g fill="#ffffff" fill-opacity="0.07">
    <rect x="900" y="250" width="60" height="190"/><rect x="970" y="210" width="48" height="230"/>
    <rect x="1030" y="280" width="80" height="160"/><rect x="1760" y="230" width="56" height="210"/>
    <rect x="1830" y="270" width="70" height="170"/>
  </g>
  ${crane(b, 1100, ground, 280)}
  ${crane(b, 1420, ground, 300)}
  ${crane(b, 1740, ground, 270)}
  ${containerStack(b, 880, ground, 8, [3, 4, 2, 4, 3, 4, 2, 3], 21)}
  ${containerStack(b, 1270, ground, 6, [2, 3, 3, 2, 4, 3], 22)}
  ${containerStack(b, 1590, ground, 7, [3, 2, 4, 3, 3, 2, 4], 23)}
  <rect x="0" y="${ground}" width="1920" height="80" fill="${b.dark}" fill-opacity="0.85"/>
  <path d="M0 ${ground + 1} H1920" stroke="${b.accent}" stroke-width="3"/>
  <g stroke="#ffffff" stroke-opacity="0.25" stroke-width="3" stroke-dasharray="40 30">
    <path d="M0 ${ground + 42} H1920"/>
  </g>
</svg>`;
}

/** Banner 3: dotted globe with live-tracking routes, a location pin and a plane. */
function banner3(b: BrandSeed): string {
  const cx = 1440;
  const cy = 270;
  const r = 230;
  const r2 = rng(31);
  const dots: string[] = [];
  for (let y = cy - r + 10; y <= cy + r - 10; y += 16) {
    for (let x = cx - r + 10; x <= cx + r - 10; x += 16) {
      const dx = x - cx;
      const dy = y - cy;
      if (dx * dx + dy * dy > (r - 6) * (r - 6)) continue;
      // Rough "land" blobs so the dots read as continents.
      const land =
        Math.hypot(dx + 90, dy + 60) < 110 ||
        Math.hypot(dx - 70, dy + 90) < 80 ||
        Math.hypot(dx - 40, dy - 60) < 95 ||
        Math.hypot(dx + 120, dy - 110) < 55;
      if (!land && r2() > 0.12) continue;
      dots.push(`<circle cx="${x}" cy="${y}" r="${land ? 3.2 : 1.6}"/>`);
    }
  }
  return `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1920 520" width="1920" height="520" preserveAspectRatio="xMidYMid slice">
  ${background('bg3', b)}
  <circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.05" stroke="#ffffff" stroke-opacity="0.25" stroke-width="2"/>
  <g fill="#ffffff" fill-opacity="0.55">${dots.join('')}</g>
  <g fill="none" stroke="${b.accent}" stroke-width="3" stroke-linecap="round">
    <path d="M1340 220 Q1420 120 1520 190"/>
    <path d="M1340 220 Q1300 330 1410 380"/>
    <path d="M1340 220 Q1210 180 1150 260" stroke-dasharray="8 10"/>
  </g>
  <g fill="${b.accent}"><circle cx="1520" cy="190" r="6"/><circle cx="1410" cy="380" r="6"/><circle cx="1150" cy="260" r="6"/></g>
  <g transform="translate(1340 220)">
    <circle r="26" fill="${b.accent}" fill-opacity="0.25"/>
    <path d="M0 -42 C 18 -42 26 -28 26 -18 C 26 0 0 14 0 14 C 0 14 -26 0 -26 -18 C -26 -28 -18 -42 0 -42 Z" transform="translate(0 -6)" fill="#ffffff"/>
    <circle cy="-24" r="8" fill="${b.primary}"/>
  </g>
  <g transform="translate(1640 120) rotate(-18)" fill="#ffffff">
    <path d="M-40 0 L30 -4 Q44 0 30 4 Z"/>
    <path d="M0 -2 L-14 -34 L-6 -34 L16 -2 Z"/>
    <path d="M0 2 L-14 34 L-6 34 L16 2 Z"/>
    <path d="M-34 -1 L-42 -14 L-36 -14 L-26 -1 Z"/>
  </g>
  <g transform="translate(930 300)">
    <rect width="210" height="118" rx="12" fill="#ffffff" fill-opacity="0.95"/>
    <g transform="translate(18 18) scale(0.5)">${box(0, 0, 88, 44, b.accent)}</g>
    <rect x="72" y="22" width="96" height="8" rx="4" fill="${b.primary}" fill-opacity="0.75"/>
    <rect x="72" y="36" width="64" height="6" rx="3" fill="${b.primary}" fill-opacity="0.3"/>
    <path d="M26 84 H184" stroke="${b.primary}" stroke-opacity="0.2" stroke-width="4" stroke-linecap="round"/>
    <path d="M26 84 H126" stroke="${b.accent}" stroke-width="4" stroke-linecap="round"/>
    <g fill="${b.accent}"><circle cx="26" cy="84" r="7"/><circle cx="76" cy="84" r="7"/><circle cx="126" cy="84" r="7"/></g>
    <circle cx="184" cy="84" r="7" fill="#ffffff" stroke="${b.primary}" stroke-opacity="0.35" stroke-width="3"/>
    <rect x="18" y="98" width="40" height="5" rx="2.5" fill="${b.primary}" fill-opacity="0.3"/>
    <rect x="106" y="98" width="40" height="5" rx="2.5" fill="${b.primary}" fill-opacity="0.3"/>
  </g>
  <g stroke="#ffffff" stroke-opacity="0.12" stroke-width="1">
    <path d="M860 470 H1920"/><path d="M900 500 H1920"/>
  </g>
</svg>`;
}

/** Login panel picture: globe, routes and a ship, portrait. */
function login(b: BrandSeed): string {
  return `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 560 640" width="560" height="640">
  <defs>
    <linearGradient id="lg" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${b.primary}"/>
      <stop offset="1" stop-color="${b.dark}"/>
    </linearGradient>
  </defs>
  <rect width="560" height="640" fill="url(#lg)"/>
  ${globeGrid(280, 230, 170, 0.18)}
  ${routeArcs(b, [[120, 260], [260, 170], [400, 230], [470, 150]], 70)}
  ${waves(b, 560, 520, 0.12, 41, 10)}
  ${ship(b, 40, 480, 0.62, 42)}
  ${waves(b, 560, 540, 0.2, 43, 8)}
  <text x="40" y="80" font-family="${FONT}" font-size="30" font-weight="700" fill="#ffffff" letter-spacing="3">${esc(b.wordCn)}</text>
  ${b.wordEn ? `<text x="42" y="108" font-family="${FONT}" font-size="14" font-weight="600" fill="#ffffff" fill-opacity="0.75" letter-spacing="4">${esc(b.wordEn)}</text>` : ''}
</svg>`;
}

function avatarSvg(a: AvatarSeed): string {
  const hairBack =
    a.gender === 'f'
      ? `<path d="M24 52 C 20 22, 76 22, 72 52 L 74 74 C 66 70, 30 70, 22 74 Z" fill="${a.hair}"/>`
      : '';
  const hairTop =
    a.gender === 'f'
      ? `<path d="M30 40 C 30 24, 66 22, 67 42 C 60 34, 46 30, 30 40 Z" fill="${a.hair}"/>`
      : `<path d="M29 42 C 28 24, 68 22, 67 42 C 64 36, 60 33, 56 33 C 50 36, 38 37, 29 42 Z" fill="${a.hair}"/>`;
  return `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
  <defs><clipPath id="c"><circle cx="48" cy="48" r="48"/></clipPath></defs>
  <g clip-path="url(#c)">
    <rect width="96" height="96" fill="${a.background}"/>
    ${hairBack}
    <path d="M14 96 C 16 76, 30 68, 48 68 C 66 68, 80 76, 82 96 Z" fill="${a.shirt}"/>
    <path d="M40 62 h16 v10 c-4 4 -12 4 -16 0 z" fill="${a.skin}"/>
    <path d="M42 70 L48 80 L54 70" fill="none" stroke="#ffffff" stroke-width="3" stroke-linejoin="round"/>
    <ellipse cx="48" cy="46" rx="18" ry="21" fill="${a.skin}"/>
    ${hairTop}
    <circle cx="41" cy="47" r="2" fill="#2b2b2b"/>
    <circle cx="55" cy="47" r="2" fill="#2b2b2b"/>
    <path d="M42 56 Q48 61 54 56" fill="none" stroke="#b0584a" stroke-width="2" stroke-linecap="round"/>
  </g>
</svg>`;
}

async function main() {
  for (const company of COMPANIES) {
    const code = company.row.code;
    const b = company.brand;
    console.log(`[brand] ${code}`);
    write(`${code}/logo.svg`, logo(b, false));
    write(`${code}/logo-light.svg`, logo(b, true));
    write(`${code}/favicon.svg`, favicon(b));
    write(`${code}/banner-1.svg`, banner1(b));
    write(`${code}/banner-2.svg`, banner2(b));
    write(`${code}/banner-3.svg`, banner3(b));
    write(`${code}/login.svg`, login(b));
    for (const [name, text] of [
      ['wx-qr', b.qr.wx],
      ['app-qr', b.qr.app],
      ['mp-qr', b.qr.mp],
    ] as const) {
      const svg = await QRCode.toString(text, {
        type: 'svg',
        margin: 2,
        width: 240,
        errorCorrectionLevel: 'M',
        color: { dark: '#111111ff', light: '#ffffffff' },
      });
      write(`${code}/${name}.svg`, svg);
    }
  }
  console.log('[brand] people');
  for (const a of AVATARS) write(`people/${a.file}.svg`, avatarSvg(a));
}

main().catch((error) => {
  console.error('[brand] failed:', error);
  process.exit(1);
});
