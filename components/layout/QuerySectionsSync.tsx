'use client';

import { useEffect, useLayoutEffect } from 'react';
import { useSearchParams } from 'next/navigation';

/** Keeps a QuerySections root on the section its query parameter names, across client navigations. */
export function QuerySectionsSync({
  rootId,
  param,
  keys,
  defaultKey,
  titles,
}: {
  rootId: string;
  param: string;
  keys: string[];
  defaultKey: string;
  titles?: Record<string, string>;
}) {
  const value = useSearchParams().get(param);
  const key = value !== null && keys.includes(value) ? value : defaultKey;
  useLayoutEffect(() => {
    document.getElementById(rootId)?.setAttribute('data-qs-active', key);
  }, [rootId, key]);
  const title = titles?.[key];
  useEffect(() => {
    if (!title) return;
    // Next writes the page's (generic) metadata title too, possibly after this effect (streamed
    // metadata): keep the section's title while this section is shown.
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);
  return null;
}
