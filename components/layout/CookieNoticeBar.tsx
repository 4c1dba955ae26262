import { getTranslations } from 'next-intl/server';
import { COOKIE_CONSENT_KEY } from './cookieConsent';
import styles from './chrome.module.css';

const NOTICE_ID = 'cookie-notice';

/*
 * Runs where it stands in the HTML, before the first paint: shows the notice to a visitor who has not
 * accepted (cookie or localStorage, as the workspace's island reads them) and wires its button. No
 * bundle: the notice works before, and without, the page's JavaScript.
 */
const SCRIPT = `(function(){var n=document.getElementById(${JSON.stringify(NOTICE_ID)});if(!n)return;var k=${JSON.stringify(COOKIE_CONSENT_KEY)},ok=new RegExp('(?:^|;\\\\s*)'+k+'=1(?:;|$)').test(document.cookie);try{ok=ok||localStorage.getItem(k)==='1'}catch(e){}if(ok)return;n.hidden=false;n.querySelector('button').addEventListener('click',function(){document.cookie=k+'=1; Max-Age=31536000; Path=/; SameSite=Lax';try{localStorage.setItem(k,'1')}catch(e){}n.hidden=true})})()`;

/**
 * The cookie notice of the public pages (spec §2 default layout): a non-blocking bottom bar until the
 * visitor accepts. Rendered with the cached page for everyone and hidden; the inline script above
 * decides before the first paint, so the bar appears with the page instead of a second later (it was
 * the largest text of short pages, and its late paint their largest contentful paint).
 */
export async function CookieNoticeBar() {
  const t = await getTranslations('CookieNotice');
  return (
    <>
      {/* the script changes `hidden` before React hydrates */}
      <div id={NOTICE_ID} className={styles.cookie} role="region" aria-label={t('label')} data-testid="cookie-notice" hidden suppressHydrationWarning>
        <p>{t('text')}</p>
        <button type="button" className={styles.cookieAccept} data-testid="cookie-accept">
          {t('accept')}
        </button>
      </div>
      <script dangerouslySetInnerHTML={{ __html: SCRIPT }} />
    </>
  );
}
