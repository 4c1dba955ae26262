'use client';

import { AntdProvider } from '@/components/providers/AntdProvider';
import { JobApplicationDialog } from './JobApplicationDialog';

type Props = Parameters<typeof JobApplicationDialog>[0];

/** The application dialog with antd's provider: the module an apply button loads on first use. */
export default function JobApplicationIsland(props: Props) {
  return (
    <AntdProvider>
      <JobApplicationDialog {...props} />
    </AntdProvider>
  );
}
