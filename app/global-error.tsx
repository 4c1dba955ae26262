'use client';

import { useEffect } from 'react';
import { reloadOnChunkFailure } from '@/lib/navigation/chunkReload';

/**
 * Last resort when even the error page (or a root layout) fails (spec §8). No providers or styles
 * exist at this point, so the page is self-contained and bilingual.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    // a root layout's chunk gone after a deployment: reload (at most once per 60 s) rather than fail
    if (!reloadOnChunkFailure(error)) console.error(error);
  }, [error]);
  return (
    <html lang="zh-CN">
      <body style={{ margin: 0, fontFamily: "-apple-system, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif", color: '#1f2329' }}>
        <main style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 12, padding: 24, textAlign: 'center' }}>
          <div style={{ fontSize: 64, fontWeight: 700, color: '#0b5cad' }}>500</div>
          <h1 style={{ margin: 0, fontSize: 22 }}>An error occurred while showing the error page</h1>
          <p style={{ margin: 0, color: '#4e5969' }} lang="zh-CN">
            显示错误页面时发生错误
          </p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- no router exists here: a full reload is the point */}
          <a href="/" style={{ marginTop: 12, padding: '10px 24px', borderRadius: 4, background: '#0b5cad', color: '#fff', textDecoration: 'none' }}>
            Go back to home · 返回首页
          </a>
        </main>
      </body>
    </html>
  );
}
