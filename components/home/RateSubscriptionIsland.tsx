'use client';

import { AntdProvider } from '@/components/providers/AntdProvider';
import { RateSubscriptionDialog } from './RateSubscriptionDialog';

type Props = Parameters<typeof RateSubscriptionDialog>[0];

/** The subscription dialog with antd's provider: the module the call-to-action button loads on first use. */
export default function RateSubscriptionIsland(props: Props) {
  return (
    <AntdProvider>
      <RateSubscriptionDialog {...props} />
    </AntdProvider>
  );
}
