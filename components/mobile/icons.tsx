/** Line icons of the mobile site (24×24, stroke in the current colour): plain SVG, no script. */
export type MobileIconName =
  | 'home'
  | 'rates'
  | 'services'
  | 'news'
  | 'user'
  | 'about'
  | 'contact'
  | 'join'
  | 'download'
  | 'cases'
  | 'phone'
  | 'mail'
  | 'pin'
  | 'chevron'
  | 'back'
  | 'bell'
  | 'search'
  | 'swap'
  | 'headset'
  | 'shield'
  | 'lock'
  | 'card'
  | 'globe'
  | 'clock';

const PATHS: Record<MobileIconName, string> = {
  home: 'M3 11 12 4l9 7M5 9.5V20h5v-6h4v6h5V9.5',
  rates: 'M5 3h14v18l-3-2-2 2-2-2-2 2-2-2-3 2V3Zm4 5h6M9 12h6M9 16h3',
  services: 'M4 4h7v7H4V4Zm9 0h7v7h-7V4ZM4 13h7v7H4v-7Zm9 3.5h7M16.5 13v7',
  news: 'M4 5h13v14a1 1 0 0 0 1 1H6a2 2 0 0 1-2-2V5Zm13 4h3v9a2 2 0 0 1-2 2M7 9h7M7 13h7M7 17h4',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9a8 8 0 0 1 16 0',
  about: 'M4 21V8l8-5 8 5v13M9 21v-6h6v6M4 21h16M12 8v.01',
  contact: 'M4 5h16v11H8l-4 4V5Zm4 5h.01M12 10h.01M16 10h.01',
  join: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 10a7 7 0 0 1 14 0M19 8v6m-3-3h6',
  download: 'M12 3v12m0 0-5-5m5 5 5-5M4 17v3h16v-3',
  cases: 'M4 7h16v12H4V7Zm5 0V5h6v2M4 12h16M11 12v2h2v-2',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z',
  mail: 'M3 6h18v12H3V6Zm0 0 9 7 9-7',
  pin: 'M12 21s7-6.2 7-11.5A7 7 0 0 0 5 9.5C5 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  chevron: 'm9 5 7 7-7 7',
  back: 'm15 5-7 7 7 7',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4h4',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 5 5',
  swap: 'M7 4v16m0 0-3-3m3 3 3-3M17 20V4m0 0-3 3m3-3 3 3',
  headset: 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H5a1 1 0 0 1-1-1v-5Zm16 0h-3v6h2a1 1 0 0 0 1-1v-5Z',
  shield: 'M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6l-8-3Zm-3 9 2 2 4-4',
  lock: 'M6 11h12v10H6V11Zm3 0V8a3 3 0 0 1 6 0v3m-3 4v2',
  card: 'M3 5h18v14H3V5Zm5 5a2 2 0 1 0 0 .01M6 16a2.5 2.5 0 0 1 5 0m3-6h4m-4 3h4',
  globe: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
};

export function MobileIcon({ name, className }: { name: MobileIconName; className?: string }) {
  return (
    <svg className={className} width="1em" height="1em" viewBox="0 0 24 24" aria-hidden focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
