'use client';

import { AntdProvider } from '@/components/providers/AntdProvider';
import { IslandMessages } from '@/components/providers/IslandMessages';
import { LoginOverlay } from './LoginOverlay';

/** The login overlay with antd's provider and its messages: the module LoginOverlaySlot loads on the first opening. */
export default function LoginOverlayIsland() {
  return (
    <IslandMessages>
      <AntdProvider>
        <LoginOverlay />
      </AntdProvider>
    </IslandMessages>
  );
}
