'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { reloadOnChunkFailure } from '@/lib/navigation/chunkReload';
import { GLOBAL_ERROR_TEXT, languageOfPath } from '@/lib/navigation/globalErrorText';

const noSubscription = () => () => {};

/**
 * Last resort when even the error page (or a root layout) fails (spec §8). No providers or styles
 * exist at this point, so the page is self-contained; it speaks the language of the address only
 * (the server, which cannot see it here, renders Chinese; an English address switches after hydration).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    // a root layout's chunk gone after a deployment: reload (at most once per 60 s) rather than fail
    if (!reloadOnChunkFailure(error)) console.error(error);
  }, [error]);
  const lang = useSyncExternalStore(noSubscription, () => languageOfPath(window.location.pathname), () => 'cn' as const);
  const t = GLOBAL_ERROR_TEXT[lang];
  return (
    <html lang={lang === 'en' ? 'en' : 'zh-CN'}>
      <head>
        <title>{t.title}</title>
      </head>
      <body style={{ margin: 0, fontFamily: "-apple-system, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif", color: '#1f2329' }}>
        <main role="alert" style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 12, padding: 24, textAlign: 'center' }}>
          <div style={{ fontSize: 64, fontWeight: 700, color: '#0b5cad' }}>500</div>
          <h1 style={{ margin: 0, fontSize: 22 }}>{t.title}</h1>
          <p style={{ margin: 0, color: '#4e5969' }}>{t.text}</p>
          <a href={lang === 'en' ? '/en' : '/'} style={{ marginTop: 12, padding: '10px 24px', borderRadius: 4, background: '#0b5cad', color: '#fff', textDecoration: 'none' }}>
            {t.goHome}
          </a>
        </main>
      </body>
    </html>
  );
}
