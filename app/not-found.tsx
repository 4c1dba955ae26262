// Reached only for paths the proxy does not rewrite into a locale (it claims every page path), so it
// renders outside every layout: self-contained and bilingual.
export default function GlobalNotFound() {
  return (
    <html lang="zh-CN">
      <body style={{ margin: 0, fontFamily: "-apple-system, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', sans-serif", color: '#1f2329' }}>
        <main style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 12, textAlign: 'center' }}>
          <div style={{ fontSize: 72, fontWeight: 700, color: '#0b5cad' }}>404</div>
          <h1 style={{ margin: 0, fontSize: 22 }}>This page could not be found</h1>
          <p style={{ margin: 0, color: '#4e5969' }} lang="zh-CN">
            抱歉，您访问的页面不存在
          </p>
          <a href="/" style={{ marginTop: 12, padding: '10px 24px', borderRadius: 4, background: '#0b5cad', color: '#fff', textDecoration: 'none' }}>
            Back to the home page · 返回首页
          </a>
        </main>
      </body>
    </html>
  );
}
