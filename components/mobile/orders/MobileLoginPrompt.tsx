'use client';

import { useUi } from '@/components/providers/StoreProvider';
import m from '@/components/mobile/mobile.module.css';

/** A visitor on a personal mobile page: the login button (the mobile site opens its login page and comes back here). */
export function MobileLoginPrompt({ title, text, button }: { title: string; text: string; button: string }) {
  const openLogin = useUi((s) => s.openLogin);
  return (
    <div className={m.card} data-testid="mobile-login-prompt">
      <p>
        <strong>{title}</strong>
      </p>
      <p>{text}</p>
      <button type="button" className={m.primaryButton} onClick={() => openLogin()}>
        {button}
      </button>
    </div>
  );
}
