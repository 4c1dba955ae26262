'use client';

import IconContext from '@ant-design/icons/es/components/Context';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/api/queryClient';
import { StoreProvider } from './StoreProvider';
import { ThemeColorContext } from './themeColor';

const ICONS = { zeroRuntime: true };

/**
 * Client-side providers of every page: TanStack Query, the zustand ui store and the company colour.
 * No antd here: the islands that use antd bring it with them (AntdProvider), so a page without one
 * loads none of antd's code or styles.
 */
export function AppProviders({ themeColor, children }: { themeColor: string; children: ReactNode }) {
  const queryClient = getQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeColorContext.Provider value={themeColor}>
        {/* the icons' styles come with lib/antdCss/antd-base.css: never injected at run time */}
        <IconContext.Provider value={ICONS}>
          <StoreProvider>{children}</StoreProvider>
        </IconContext.Provider>
      </ThemeColorContext.Provider>
    </QueryClientProvider>
  );
}
