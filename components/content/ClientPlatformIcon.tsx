import type { ClientPlatform } from '@/lib/config/clientDownload';

const PATHS: Record<ClientPlatform['key'], string> = {
  windows: 'M3 5.5 10 4.5v7H3v-6Zm8-1.2L21 3v8.5H11V4.3ZM3 12.5h7v7L3 18.5v-6Zm8 0h10V21l-10-1.4v-7.1Z',
  macos: 'M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.8ZM14.1 5.7c.6-.8 1.1-1.9 1-3-.9 0-2.1.6-2.8 1.4-.6.7-1.1 1.8-1 2.9 1.1.1 2.1-.5 2.8-1.3Z',
  android: 'M7 9h10v8a1 1 0 0 1-1 1h-1v3h-2v-3h-2v3H9v-3H8a1 1 0 0 1-1-1V9Zm-3 0h2v6H4V9Zm14 0h2v6h-2V9ZM7.5 8a4.5 4.5 0 0 1 9 0h-9Zm1.7-4.8 1 1.6M14.8 3.2l-1 1.6',
  ios: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm3 17h4',
};

/** The mark of a client platform (Windows and macOS filled, the phones outlined). */
export function ClientPlatformIcon({ platform, className }: { platform: ClientPlatform['key']; className?: string }) {
  const outlined = platform === 'android' || platform === 'ios';
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden>
      <path d={PATHS[platform]} fill={outlined ? 'none' : 'currentColor'} stroke={outlined ? 'currentColor' : 'none'} strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}
