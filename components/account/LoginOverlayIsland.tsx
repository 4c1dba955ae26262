'use client';

import { AntdProvider } from '@/components/providers/AntdProvider';
import { LoginOverlay } from './LoginOverlay';

/** The login overlay with antd's provider: the module LoginOverlaySlot loads on the first opening. */
export default function LoginOverlayIsland() {
  return (
    <AntdProvider>
      <LoginOverlay />
    </AntdProvider>
  );
}
