/** A container ship on the sea, drawn in SVG for the page heroes (no image hosts are reachable). */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 480 220" aria-hidden>
      <g fill="none" stroke="rgba(255,255,255,0.18)" strokeWidth="1">
        <circle cx="380" cy="60" r="34" />
        <path d="M0 190c40-10 80 10 120 0s80-10 120 0 80 10 120 0 80-10 120 0" />
        <path d="M0 205c40-10 80 10 120 0s80-10 120 0 80 10 120 0 80-10 120 0" />
      </g>
      <g>
        {[0, 1, 2, 3, 4, 5, 6].map((i) => (
          <rect key={`a${i}`} x={92 + i * 34} y={120} width={30} height={22} rx={2} fill={i % 3 === 0 ? 'rgba(245,166,35,0.85)' : 'rgba(255,255,255,0.55)'} />
        ))}
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <rect key={`b${i}`} x={109 + i * 34} y={96} width={30} height={22} rx={2} fill={i % 2 === 0 ? 'rgba(255,255,255,0.35)' : 'rgba(120,200,255,0.6)'} />
        ))}
        <rect x="340" y="82" width="34" height="60" rx="3" fill="rgba(255,255,255,0.7)" />
        <rect x="346" y="90" width="22" height="8" rx="1" fill="rgba(11,61,145,0.5)" />
        <path d="M60 144h360l-34 40H96Z" fill="rgba(255,255,255,0.9)" />
        <path d="M96 184h290" stroke="rgba(11,61,145,0.35)" strokeWidth="6" />
      </g>
    </svg>
  );
}
