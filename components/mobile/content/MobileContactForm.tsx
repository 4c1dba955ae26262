'use client';

import dynamic from 'next/dynamic';
import styles from '../mobile.module.css';

// The message form (antd) loads after the page is shown, so the contact details come first.
const ContactFormIsland = dynamic(() => import('@/components/content/ContactFormIsland'), {
  ssr: false,
  loading: () => <div className={styles.skeleton} aria-busy />,
});

/** The contact page's message form (stored and mailed to sales, see README "Visitors"). */
export function MobileContactForm() {
  return <ContactFormIsland />;
}
