// Reached only for paths the proxy does not rewrite into a locale (it claims every page path).
export default function GlobalNotFound() {
  return (
    <html lang="zh-CN">
      <body style={{ fontFamily: 'sans-serif', textAlign: 'center', paddingTop: 120 }}>
        <h1>404</h1>
        <p>This page could not be found</p>
        <a href="/">Back to the home page</a>
      </body>
    </html>
  );
}
