'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Surface } from '@/lib/screens/registry';

/*
 * The surface a component is rendered on (the desktop site or the mobile site), set once by the
 * mobile layout. Shared components read it here and take their links from the screen registry
 * (href(screen, params, surface)); none is told by a prop which URLs to use.
 */
const SurfaceContext = createContext<Surface>('desktop');

export function SurfaceProvider({ surface, children }: { surface: Surface; children: ReactNode }) {
  return <SurfaceContext.Provider value={surface}>{children}</SurfaceContext.Provider>;
}

/** The surface this component is rendered on ('desktop' outside the mobile layout). */
export function useSurface(): Surface {
  return useContext(SurfaceContext);
}
