'use client';

import { useEffect } from 'react';
import { App } from 'antd';
import type { Notice } from '@/lib/stores/ui';
import { AntdProvider } from './AntdProvider';

function Show({ notice }: { notice: Notice }) {
  const { message } = App.useApp();
  useEffect(() => {
    void message[notice.kind](notice.text);
  }, [message, notice]);
  return null;
}

/** Shows the ui store's notices with antd's message; loaded on the first notice. */
export default function NoticeIsland({ notice }: { notice: Notice }) {
  return (
    <AntdProvider>
      <Show notice={notice} />
    </AntdProvider>
  );
}
