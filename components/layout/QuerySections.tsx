import { Suspense, type ReactNode } from 'react';
import { QuerySectionsSync } from './QuerySectionsSync';

type Props = {
  /** Unique element id of the root. */
  id: string;
  /** The query parameter that picks the section (areaIndex, areaId …). */
  param: string;
  keys: string[];
  defaultKey: string;
  /** document.title per key, set in the browser when the section changes. */
  titles?: Record<string, string>;
  /** CSS declarations for the nav link of the shown section ([data-qs-link="key"]). */
  activeLinkCss?: string;
  children: ReactNode;
};

const cssString = (s: string) => JSON.stringify(s);

/**
 * One static page that shows one of several server-rendered sections, picked by a query
 * parameter. Reading searchParams on the server would make the page dynamic (rendered per
 * request); instead every section is in the cached HTML, hidden by CSS, and a tiny inline script
 * marks the chosen one while the HTML is still parsing — no flash, no wait for JavaScript.
 * Client-side navigations (?areaIndex=1 → 2) are followed by QuerySectionsSync. Children mark
 * sections with data-qs-key="<key>" and nav links with data-qs-link="<key>".
 */
export function QuerySections({ id, param, keys, defaultKey, titles, activeLinkCss, children }: Props) {
  const sel = `#${id}`;
  const css = [
    `${sel} [data-qs-key]{display:none}`,
    ...keys.map((k) => `${sel}[data-qs-active=${cssString(k)}] [data-qs-key=${cssString(k)}]{display:block}`),
    ...(activeLinkCss ? keys.map((k) => `${sel}[data-qs-active=${cssString(k)}] [data-qs-link=${cssString(k)}]{${activeLinkCss}}`) : []),
  ].join('\n');
  const script = `(function(){var r=document.getElementById(${JSON.stringify(id)});var v=new URLSearchParams(location.search).get(${JSON.stringify(
    param,
  )});if(r&&v!==null&&${JSON.stringify(keys)}.indexOf(v)>=0)r.setAttribute('data-qs-active',v)})()`;
  return (
    <div id={id} data-qs-active={defaultKey} suppressHydrationWarning>
      <style dangerouslySetInnerHTML={{ __html: css }} />
      <script dangerouslySetInnerHTML={{ __html: script }} />
      {children}
      <Suspense fallback={null}>
        <QuerySectionsSync rootId={id} param={param} keys={keys} defaultKey={defaultKey} titles={titles} />
      </Suspense>
    </div>
  );
}
