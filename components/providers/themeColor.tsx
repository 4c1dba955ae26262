'use client';

import { createContext, useContext } from 'react';

/** The company colour, for antd's ConfigProvider in the islands that load antd (AntdProvider). */
export const ThemeColorContext = createContext<string | undefined>(undefined);

export function useThemeColor(): string | undefined {
  return useContext(ThemeColorContext);
}
