'use client';

import { useState } from 'react';
import ContactPanelBody from '@/components/contact/ContactPanelBody';
import { useSession } from '@/components/providers/QueryProvider';

/**
 * The contact panel's contacts on a phone (spec §4 "Contact panel"): logged in, the user's sales
 * contacts (and account manager); logged out, the default customer-service contact. One item open
 * at a time; tapping it again closes it. The list follows the login state.
 */
export function MobileSales() {
  const user = useSession((s) => s.user);
  const [active, setActive] = useState<number | null>(0);
  return <ContactPanelBody user={user} active={active} onToggle={(i) => setActive((a) => (a === i ? null : i))} />;
}
