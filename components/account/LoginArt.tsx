/** A container ship under a route arc: the overlay's illustration (inline SVG, no image host needed). */
export function LoginArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 280 170" role="presentation" aria-hidden>
      <path d="M20 58 C 90 -6, 190 -6, 260 50" fill="none" stroke="rgba(255,255,255,.55)" strokeWidth="2" strokeDasharray="5 6" />
      <circle cx="20" cy="58" r="5" fill="#fff" />
      <circle cx="260" cy="50" r="5" fill="#fff" />
      <g transform="translate(34 70)">
        <rect x="40" y="8" width="34" height="22" rx="2" fill="#ffb020" />
        <rect x="76" y="8" width="34" height="22" rx="2" fill="#fff" opacity=".9" />
        <rect x="112" y="8" width="34" height="22" rx="2" fill="#5ad1a0" />
        <rect x="58" y="-16" width="34" height="22" rx="2" fill="#fff" opacity=".75" />
        <rect x="94" y="-16" width="34" height="22" rx="2" fill="#ff7a59" />
        <rect x="160" y="-22" width="22" height="52" rx="2" fill="#fff" />
        <rect x="164" y="-16" width="14" height="8" rx="1" fill="rgba(11,92,173,.5)" />
        <path d="M0 32 H214 L194 66 H20 Z" fill="#0a2f5c" />
        <path d="M0 32 H214 L210 40 H4 Z" fill="#fff" opacity=".25" />
      </g>
      <path d="M0 142 q 17.5 -8 35 0 t 35 0 t 35 0 t 35 0 t 35 0 t 35 0 t 35 0 t 35 0" fill="none" stroke="rgba(255,255,255,.6)" strokeWidth="2" />
      <path d="M0 156 q 17.5 -8 35 0 t 35 0 t 35 0 t 35 0 t 35 0 t 35 0 t 35 0 t 35 0" fill="none" stroke="rgba(255,255,255,.3)" strokeWidth="2" />
    </svg>
  );
}
