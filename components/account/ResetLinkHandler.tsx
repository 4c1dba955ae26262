'use client';

import { Suspense, useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'next/navigation';
import { decryptToken } from '@/lib/api/account';
import { CERTIFIED } from '@/lib/contracts/session';
import { SEND_MAIL_FLAG } from '@/lib/contracts/account';
import { captureSalesReferral } from '@/lib/salesCode';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { errorText } from './callError';
import { saveAccountLink } from './resetLink';

const LINK_PARAMS = ['sendFlag', 'token'] as const;

/**
 * Account links in the URL of any page (spec §4 "Login", §7 forgetPasswordDecryptToken):
 * - `?sendFlag=&token=` of a mailed link: the token is checked (webFlag 2), the two parameters are
 *   removed from the URL and the locale switches to English, on the password-change page
 *   (sendMailFlag 1) or, when the user is not certified yet, the certification page. A refused
 *   link lands on the same page with the server's message.
 * - `?salesCode=&webSaleId=` of a sales referral: remembered for the registration (lib/salesCode.ts).
 */
function Handler({ base }: { base: '' | '/mobile' }) {
  const params = useSearchParams();
  const route = useParams<{ company?: string }>();
  const t = useTranslations('PasswordChange');
  const router = useRouter();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    captureSalesReferral(params);
    const token = params.get('token');
    const sendFlag = Number(params.get('sendFlag'));
    if (!token || !params.has('sendFlag') || handled.current === token) return;
    handled.current = token;

    const rest = new URLSearchParams(params);
    for (const p of LINK_PARAMS) rest.delete(p);
    const query = Object.fromEntries(rest);
    const flow = sendFlag === SEND_MAIL_FLAG.password ? 'password' : 'certification';
    const companyId = route.company && /^\d+$/.test(route.company) ? Number(route.company) : undefined;

    decryptToken({ token, sendMailFlag: sendFlag, webFlag: 2, ...(companyId ? { companyId } : {}) })
      .then((answer) => {
        const { email, nameEn, certificationStatus } = answer.validateMap;
        if (flow === 'password') {
          saveAccountLink({ kind: 'password', token, email, nameEn, certificationStatus });
          router.replace({ pathname: `${base}/change`, query }, { locale: 'en' });
        } else if (certificationStatus !== CERTIFIED) {
          saveAccountLink({ kind: 'certification', token, email, nameEn, certificationStatus });
          router.replace({ pathname: `${base}/certification`, query }, { locale: 'en' });
        } else {
          router.replace({ pathname: base ? `${base}/login` : '/loginQR', query }, { locale: 'en' });
        }
      })
      .catch((error: unknown) => {
        saveAccountLink({ kind: 'error', flow, message: errorText(error, t('linkFailed')) });
        router.replace({ pathname: `${base}${flow === 'password' ? '/change' : '/certification'}`, query }, { locale: 'en' });
      });
  }, [params, route.company, router, t, base]);

  return null;
}

/**
 * Mounted once in the site layout (and the mobile layout, with base '/mobile': the link's pages on
 * the mobile site); reads the query without opting the static page out of prerendering.
 */
export function ResetLinkHandler({ base = '' }: { base?: '' | '/mobile' } = {}) {
  return (
    <Suspense fallback={null}>
      <Handler base={base} />
    </Suspense>
  );
}
