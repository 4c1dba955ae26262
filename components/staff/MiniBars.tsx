/** A small bar chart of a daily series (SVG, no library): one bar per day, today's in the accent colour. */
export function MiniBars({ points, label, height = 56 }: { points: { day: string; n: number }[]; label: string; height?: number }) {
  const max = Math.max(1, ...points.map((p) => p.n));
  const w = 10;
  const gap = 4;
  const width = points.length * (w + gap) - gap;
  return (
    <svg width="100%" height={height} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" role="img" aria-label={label}>
      {points.map((p, i) => {
        const h = p.n === 0 ? 1 : Math.max(3, Math.round((p.n / max) * (height - 4)));
        return (
          <rect key={p.day} x={i * (w + gap)} y={height - h} width={w} height={h} rx={2} fill={i === points.length - 1 ? 'var(--ant-color-primary, #0b5cad)' : '#b8c7dc'}>
            <title>{`${p.day}: ${p.n}`}</title>
          </rect>
        );
      })}
    </svg>
  );
}
