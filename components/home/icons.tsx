import type { SVGProps } from 'react';

/** Line icons of the service cards (drawn here: the site loads no external pictures). */
export type ServiceIconName = 'lcl' | 'fcl' | 'air' | 'customs' | 'warehouse' | 'railway';

const common: SVGProps<SVGSVGElement> = {
  width: 40,
  height: 40,
  viewBox: '0 0 48 48',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
};

const paths: Record<ServiceIconName, React.ReactNode> = {
  // a ship carrying boxes of several sizes
  lcl: (
    <>
      <path d="M5 30h38l-5 9H10z" />
      <rect x="11" y="21" width="8" height="9" />
      <rect x="19" y="17" width="10" height="13" />
      <rect x="29" y="23" width="7" height="7" />
      <path d="M4 43c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 6-2 3 2 6 2" />
    </>
  ),
  // a full container
  fcl: (
    <>
      <rect x="5" y="14" width="38" height="22" rx="1.5" />
      <path d="M12 18v14M18 18v14M24 18v14M30 18v14M36 18v14" />
      <path d="M5 40h38" />
    </>
  ),
  air: (
    <>
      <path d="M6 28l14-4 7-13c1-2 4-2 4 0l-2 11 11-3c2 0 3 2 1 3l-12 7-3 12c0 2-3 2-3 0l-1-9-12 4c-2 1-3-2-1-3z" />
    </>
  ),
  // a declaration sheet with a stamp
  customs: (
    <>
      <path d="M12 5h18l8 8v30H12z" />
      <path d="M30 5v8h8" />
      <path d="M17 18h10M17 24h14" />
      <circle cx="28" cy="34" r="5" />
      <path d="M26 34l1.5 1.5L31 32" />
    </>
  ),
  warehouse: (
    <>
      <path d="M4 18L24 7l20 11v24H4z" />
      <path d="M11 42V24h26v18" />
      <rect x="15" y="32" width="7" height="6" />
      <rect x="24" y="32" width="7" height="6" />
      <rect x="19.5" y="26" width="7" height="6" />
    </>
  ),
  railway: (
    <>
      <rect x="11" y="6" width="26" height="28" rx="5" />
      <path d="M11 20h26" />
      <circle cx="17" cy="27" r="1.8" />
      <circle cx="31" cy="27" r="1.8" />
      <path d="M18 34l-6 9M30 34l6 9M14 40h20" />
    </>
  ),
};

export function ServiceIcon({ name }: { name: ServiceIconName }) {
  return <svg {...common}>{paths[name]}</svg>;
}
