import cn from '@/messages/cn.json';

// Reached only for paths the proxy does not rewrite into a locale (it claims every page path, so in
// practice a missing file under /_next/), and rendered outside every layout, so it is self-contained.
// Such a path carries no language: the page is in the site's default language, Chinese, with its own
// title, and offers the English site the way the header's language switch does (each language named
// in itself). Every page path has its own 404 in its own language (components/layout/NotFoundView.tsx).
export default function GlobalNotFound() {
  const t = cn.NotFound;
  return (
    <html lang="zh-CN">
      <head>
        <title>{t.metaTitle}</title>
        <meta name="robots" content="noindex, nofollow" />
      </head>
      <body style={{ margin: 0, fontFamily: "-apple-system, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif", color: '#1f2329' }}>
        <main data-testid="not-found" style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 12, padding: 24, textAlign: 'center' }}>
          <div style={{ fontSize: 72, fontWeight: 700, color: '#0b5cad' }}>404</div>
          <h1 style={{ margin: 0, fontSize: 22 }}>{t.title}</h1>
          <p style={{ margin: 0, color: '#4e5969' }}>{t.text}</p>
          <div style={{ display: 'flex', gap: 16, alignItems: 'center', marginTop: 12 }}>
            <a href="/" style={{ padding: '10px 24px', borderRadius: 4, background: '#0b5cad', color: '#fff', textDecoration: 'none' }}>
              {t.backHome}
            </a>
            <a href="/en" lang="en" hrefLang="en" style={{ color: '#0b5cad' }}>
              {cn.LocaleSwitch.en}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
