import { getTranslations } from 'next-intl/server';
import type { Office } from '@/lib/server/siteContent';
import { MobileIcon } from '../icons';
import c from './content.module.css';

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The company's offices: address, hours, a tap to call or write to each (and its vCard, on the contact-data page). */
export async function MobileOffices({ offices, vcard, vcardLabel }: { offices: readonly Office[]; vcard?: (officeId: number) => string; vcardLabel?: string }) {
  const t = await getTranslations('Contact');
  return (
    <>
      {offices.map((o) => (
        <div key={o.id} className={c.office} data-testid="office">
          <h3 className={c.officeName}>
            {o.name}
            {o.headquarters ? <span className={c.badge}>{t('headquarters')}</span> : null}
          </h3>
          <p className={c.officeMeta}>
            {o.address}
            {o.hours ? (
              <>
                <br />
                {t('officeHours')}：{o.hours}
              </>
            ) : null}
          </p>
          <div className={c.officeActions}>
            {o.phone ? (
              <a href={tel(o.phone)} className={c.pill}>
                <MobileIcon name="phone" />
                {o.phone}
              </a>
            ) : null}
            {o.email ? (
              <a href={`mailto:${o.email}`} className={c.pill}>
                <MobileIcon name="mail" />
                {o.email}
              </a>
            ) : null}
            {vcard ? (
              <a href={vcard(o.id)} className={c.pill} download data-testid="office-vcard">
                <MobileIcon name="card" />
                {vcardLabel}
              </a>
            ) : null}
          </div>
        </div>
      ))}
    </>
  );
}
