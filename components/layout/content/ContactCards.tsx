import { getTranslations } from 'next-intl/server';
import styles from './contact.module.css';

type Props = { name: string; address: string; phone: string; email: string; person: string };

const ICONS = {
  address: 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  phone: 'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1Z',
  email: 'M3 5h18v14H3V5Zm0 0 9 7 9-7',
  person: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-8 9a8 8 0 0 1 16 0',
  hours: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-14v5l3 2',
} as const;

function Icon({ d }: { d: string }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden>
      <path d={d} fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Contact details of the company, with a drawn map (no map service is reachable). */
export async function ContactCards({ name, address, phone, email, person }: Props) {
  const t = await getTranslations('Contact');
  const rows = [
    { key: 'address', label: t('address'), value: address, href: undefined },
    { key: 'phone', label: t('phone'), value: phone, href: phone ? `tel:${phone.replace(/[^\d+]/g, '')}` : undefined },
    { key: 'email', label: t('email'), value: email, href: email ? `mailto:${email}` : undefined },
    { key: 'person', label: t('person'), value: person, href: undefined },
    { key: 'hours', label: t('hours'), value: t('hoursValue'), href: undefined },
  ] as const;
  return (
    <div className={styles.grid}>
      <div className={styles.details}>
        <h2 className={styles.name}>{name}</h2>
        <ul className={styles.rows} data-testid="contact-details">
          {rows
            .filter((r) => r.value)
            .map((r) => (
              <li key={r.key} className={styles.row}>
                <span className={styles.icon}>
                  <Icon d={ICONS[r.key]} />
                </span>
                <span>
                  <span className={styles.label}>{r.label}</span>
                  {r.href ? (
                    <a className={styles.value} href={r.href}>
                      {r.value}
                    </a>
                  ) : (
                    <span className={styles.value}>{r.value}</span>
                  )}
                </span>
              </li>
            ))}
        </ul>
      </div>
      <figure className={styles.map} aria-label={address}>
        <svg viewBox="0 0 560 380" aria-hidden>
          <rect width="560" height="380" fill="#eef2f7" />
          <path d="M0 250 C120 230 200 300 320 270 S480 220 560 240 V380 H0Z" fill="#cfe3f7" />
          <g stroke="#fff" strokeWidth="14" fill="none">
            <path d="M0 120 H560" />
            <path d="M180 0 V380" />
            <path d="M40 0 L420 380" />
          </g>
          <g stroke="#fff" strokeWidth="6" fill="none" opacity="0.9">
            <path d="M0 60 H560" />
            <path d="M380 0 V250" />
            <path d="M0 190 H380" />
          </g>
          <g fill="#dde5ef">
            <rect x="200" y="140" width="60" height="40" rx="3" />
            <rect x="270" y="140" width="90" height="40" rx="3" />
            <rect x="400" y="140" width="70" height="60" rx="3" />
            <rect x="20" y="10" width="140" height="40" rx="3" />
            <rect x="200" y="10" width="160" height="40" rx="3" />
          </g>
          <g transform="translate(300 150)">
            <ellipse cx="0" cy="42" rx="16" ry="5" fill="rgba(0,0,0,0.15)" />
            <path d="M0 40 C-6 28 -24 14 -24 -4 A24 24 0 0 1 24 -4 C24 14 6 28 0 40Z" fill="var(--brand)" />
            <circle cx="0" cy="-4" r="9" fill="#fff" />
          </g>
        </svg>
        <figcaption>{address}</figcaption>
      </figure>
    </div>
  );
}
