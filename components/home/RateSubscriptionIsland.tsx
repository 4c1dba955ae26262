'use client';

import { AntdProvider } from '@/components/providers/AntdProvider';
import { IslandMessages } from '@/components/providers/IslandMessages';
import { RateSubscriptionDialog } from './RateSubscriptionDialog';

type Props = Parameters<typeof RateSubscriptionDialog>[0];

/** The subscription dialog with antd's provider and its messages: the module the call-to-action button loads on first use. */
export default function RateSubscriptionIsland(props: Props) {
  return (
    <IslandMessages>
      <AntdProvider>
        <RateSubscriptionDialog {...props} />
      </AntdProvider>
    </IslandMessages>
  );
}
