import type { ComponentProps } from 'react';
import { useLocale } from 'next-intl';
import { getPathname } from './navigation';

type Href = Parameters<typeof getPathname>[0]['href'];

/**
 * A localized link rendered as a plain <a> (the locale prefix through lib/i18n/navigation's
 * getPathname), for server-rendered chrome and bands: unlike the navigation `Link` it is no client
 * component, so it adds no props to the page's RSC payload and no prefetching; a click loads the
 * cached page. Use `Link` where client-side navigation matters (client islands).
 */
export function ServerLink({ href, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { href: Href }) {
  const locale = useLocale();
  return <a href={getPathname({ href, locale })} {...rest} />;
}
