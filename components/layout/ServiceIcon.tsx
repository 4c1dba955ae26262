import type { ServiceIconName as Icon } from '@/lib/contracts/siteContent';

const PATHS: Record<Icon, string> = {
  box: 'M4 8l8-4 8 4v8l-8 4-8-4V8Zm0 0l8 4 8-4M12 12v8M8 6l8 4',
  parcel: 'M3 7h18v13H3V7Zm0 0l2-3h14l2 3M9 11h6M12 7v5',
  train: 'M7 3h10a3 3 0 0 1 3 3v9a3 3 0 0 1-3 3H7a3 3 0 0 1-3-3V6a3 3 0 0 1 3-3Zm-3 8h16M8 15h.01M16 15h.01M7 21l2-3m8 3-2-3',
  import: 'M12 3v11m0 0-4-4m4 4 4-4M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4',
  container: 'M2 7h20v11H2V7Zm4 0v11m4-11v11m4-11v11m4-11v11',
  plane: 'M10.5 20 12 15l6 3V16l-6-5V5a1.5 1.5 0 0 0-3 0v6l-6 5v2l6-3 1.5 5h0Z',
  warehouse: 'M3 21V9l9-5 9 5v12M7 21v-8h10v8M7 17h10',
  truck: 'M2 6h12v10H2V6Zm12 4h4l3 3v3h-7v-6ZM6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm11 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z',
  ship: 'M3 16l2 4h14l2-4H3Zm2 0V11h14v5M8 11V7h8v4M12 7V3M2 21c2 0 2-1 4-1s2 1 4 1 2-1 4-1 2 1 4 1 2-1 4-1',
  customs: 'M5 3h10l4 4v14H5V3Zm10 0v4h4M8 11h8M8 15h4m3 1.5 1.8 1.8L20 15',
};

/** Line icons for the service pages and cards. */
export function ServiceIcon({ icon, size = 28, className }: { icon: Icon; size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden>
      <path d={PATHS[icon]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
