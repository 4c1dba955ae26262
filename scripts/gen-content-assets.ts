// Generates the pictures of the seeded site content under public/brand/ (the machine reaches no
// image hosts, so they are drawn here):
//   public/brand/partners/<slug>.svg   word marks of the partner carriers, airlines, railways and ports
//   public/brand/moments/<scene>.svg   illustrations of the team moments (About › Team Moments)
//   public/brand/cases/<scene>.svg     illustrations of the cases
// Deterministic: running it again gives identical files.
// Run: npx tsx scripts/gen-content-assets.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PARTNERS } from '../lib/server/db/seed/about';

const OUT = path.join(process.cwd(), 'public', 'brand');
const FONT = `'Helvetica Neue',Arial,'PingFang SC','Microsoft YaHei','Noto Sans CJK SC',sans-serif`;

function write(rel: string, content: string) {
  const file = path.join(OUT, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content.trim() + '\n', 'utf8');
  console.log(`  ${path.relative(process.cwd(), file)}`);
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A partner's word mark: its short name set in its colour, a rule and the full name below. */
function partnerLogo(p: (typeof PARTNERS)[number]): string {
  const size = p.mark.length > 9 ? 26 : p.mark.length > 6 ? 32 : 38;
  // Long marks are squeezed to the tile's width instead of running off it.
  const fit = p.mark.length > 9 ? ' textLength="196" lengthAdjust="spacingAndGlyphs"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${esc(p.name.en)}">
  <rect width="240" height="96" rx="8" fill="#fff"/>
  <rect x="16" y="22" width="6" height="40" rx="2" fill="${p.color}"/>
  <text x="32" y="54" font-family="${FONT}" font-size="${size}" font-weight="800" letter-spacing="0.5" fill="${p.color}"${fit}>${esc(p.mark)}</text>
  <text x="32" y="76" font-family="${FONT}" font-size="11" fill="#5b6573">${esc(p.name.en)}</text>
</svg>`;
}

const BRAND = '#0b3d91';
const ACCENT = '#f5a623';
const SOFT = '#e8effa';

function frame(inner: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 320 180" role="img" aria-label="${esc(label)}">
  <rect width="320" height="180" fill="${SOFT}"/>
  ${inner}
</svg>`;
}

const people = (n: number, y: number, x0: number, gap: number) =>
  Array.from({ length: n }, (_, i) => {
    const x = x0 + i * gap;
    const dy = (i % 2) * 8;
    return `<circle cx="${x}" cy="${y + dy}" r="13" fill="${BRAND}" opacity="${(0.55 + (i % 4) * 0.1).toFixed(2)}"/><rect x="${x - 17}" y="${y + dy + 16}" width="34" height="46" rx="12" fill="${BRAND}" opacity="${(0.35 + (i % 4) * 0.1).toFixed(2)}"/>`;
  }).join('');

const containers = (x0: number, y: number, n: number) =>
  Array.from({ length: n }, (_, i) => `<rect x="${x0 + i * 34}" y="${y}" width="30" height="20" rx="2" fill="${[BRAND, ACCENT, '#2e9d5b', '#c0392b'][i % 4]}" opacity="0.85"/>`).join('');

const SCENES: Record<string, { label: string; svg: string }> = {
  harbour: {
    label: 'Terminal visit',
    svg: `<rect y="130" width="320" height="50" fill="${BRAND}" opacity="0.25"/><path d="M56 40h8v90h-8zM60 40h96v6H60zM150 46v30" stroke="${BRAND}" stroke-width="3" fill="${BRAND}" opacity="0.7"/>${containers(150, 96, 4)}${containers(167, 76, 3)}<path d="M130 118h180l-16 22H146z" fill="#072a66" opacity="0.85"/>`,
  },
  evening: {
    label: 'Customer evening',
    svg: `<rect x="20" y="24" width="280" height="40" rx="4" fill="${BRAND}" opacity="0.85"/><path d="M40 44h240" stroke="${ACCENT}" stroke-width="4" stroke-dasharray="2 10" stroke-linecap="round"/>${people(6, 92, 46, 46)}`,
  },
  contest: {
    label: 'Skills contest',
    svg: `<rect x="70" y="26" width="180" height="96" rx="6" fill="#fff" stroke="${BRAND}" stroke-width="3"/><path d="M90 100l30-30 24 18 36-40 30 24" fill="none" stroke="${ACCENT}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/><rect x="150" y="122" width="20" height="34" fill="${BRAND}" opacity="0.6"/>`,
  },
  trees: {
    label: 'Tree planting',
    svg: Array.from({ length: 5 }, (_, i) => `<g transform="translate(${40 + i * 60} 152)"><rect x="-3" y="-30" width="6" height="30" fill="#8b5a2b" opacity="0.8"/><circle cy="-48" r="${22 + (i % 2) * 6}" fill="#2e9d5b" opacity="0.75"/></g>`).join('') + `<rect y="152" width="320" height="28" fill="#2e9d5b" opacity="0.25"/>`,
  },
  training: {
    label: 'Training',
    svg: `<rect x="40" y="22" width="150" height="90" rx="4" fill="#fff" stroke="${BRAND}" stroke-width="3"/><path d="M56 46h110M56 64h90M56 82h100" stroke="${BRAND}" stroke-width="4" opacity="0.5" stroke-linecap="round"/>${people(3, 108, 222, 34)}`,
  },
  annual: {
    label: 'Annual meeting',
    svg: `<path d="M0 40h320" stroke="${ACCENT}" stroke-width="3"/><path d="M30 40l10 16 10-16M90 40l10 16 10-16M150 40l10 16 10-16M210 40l10 16 10-16M270 40l10 16 10-16" fill="${ACCENT}" opacity="0.8"/><rect x="110" y="70" width="100" height="34" rx="4" fill="${BRAND}"/><text x="160" y="93" text-anchor="middle" font-family="${FONT}" font-size="16" font-weight="700" fill="#fff">2026</text>${people(2, 112, 60, 40)}${people(2, 112, 230, 40)}`,
  },
  // cases
  lcl: { label: 'LCL consolidation', svg: `<rect x="40" y="70" width="240" height="70" rx="4" fill="${BRAND}" opacity="0.2" stroke="${BRAND}" stroke-width="3"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${52 + (i % 5) * 44}" y="${i < 5 ? 104 : 80}" width="36" height="${i < 5 ? 30 : 22}" rx="2" fill="${[ACCENT, '#2e9d5b', BRAND][i % 3]}" opacity="0.8"/>`).join('')}` },
  fba: { label: 'FBA delivery', svg: `<rect x="190" y="60" width="100" height="80" fill="${BRAND}" opacity="0.8"/><path d="M186 60l54-28 54 28" fill="${BRAND}"/><rect x="30" y="96" width="110" height="40" rx="3" fill="#fff" stroke="${BRAND}" stroke-width="3"/><circle cx="56" cy="140" r="9" fill="#333"/><circle cx="116" cy="140" r="9" fill="#333"/>${Array.from({ length: 3 }, (_, i) => `<rect x="${44 + i * 30}" y="104" width="24" height="24" fill="${ACCENT}" opacity="0.85"/>`).join('')}` },
  rail: { label: 'Rail freight', svg: `<path d="M0 146h320" stroke="#555" stroke-width="4"/><path d="M0 154h320" stroke="#999" stroke-width="2" stroke-dasharray="6 8"/>${Array.from({ length: 4 }, (_, i) => `<rect x="${20 + i * 74}" y="100" width="68" height="40" rx="3" fill="${[BRAND, ACCENT, BRAND, '#2e9d5b'][i]}" opacity="0.85"/><circle cx="${34 + i * 74}" cy="144" r="6" fill="#333"/><circle cx="${74 + i * 74}" cy="144" r="6" fill="#333"/>`).join('')}` },
  reefer: { label: 'Reefer cargo', svg: `<rect x="60" y="60" width="200" height="80" rx="4" fill="#fff" stroke="${BRAND}" stroke-width="3"/><path d="M160 76v48M139 88l42 24M181 88l-42 24" stroke="#2b8fd6" stroke-width="5" stroke-linecap="round"/>` },
  project: { label: 'Project cargo', svg: `<path d="M40 30h8v120h-8zM44 30h140v6H44zM180 36v50" stroke="${BRAND}" stroke-width="3" fill="${BRAND}" opacity="0.8"/><rect x="150" y="86" width="70" height="44" rx="4" fill="${ACCENT}"/><path d="M120 150h180" stroke="#072a66" stroke-width="8"/>` },
  air: { label: 'Air freight', svg: `<path d="M40 120l240-70-20 40-110 20-40 40-20-10 20-30-60 10z" fill="${BRAND}" opacity="0.85"/><path d="M0 160h320" stroke="${BRAND}" stroke-width="2" opacity="0.3"/>` },
};

function main() {
  console.log('partners:');
  for (const p of PARTNERS) write(`partners/${p.slug}.svg`, partnerLogo(p));
  console.log('moments and cases:');
  for (const [name, scene] of Object.entries(SCENES)) {
    const folder = ['harbour', 'evening', 'contest', 'trees', 'training', 'annual'].includes(name) ? 'moments' : 'cases';
    write(`${folder}/${name}.svg`, frame(scene.svg, scene.label));
  }
}

main();
