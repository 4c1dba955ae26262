'use client';

import { LoginOverlay } from '@/components/account/LoginOverlay';

/**
 * Where the login overlay lives (spec §2 Default layout). The header's login button opens it through
 * useUi((s) => s.openLogin). The overlay also mounts the reset-link handler, so it is mounted once here.
 */
export function LoginOverlaySlot() {
  return <LoginOverlay />;
}
