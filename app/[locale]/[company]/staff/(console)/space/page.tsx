import { setRequestLocale } from 'next-intl/server';
import type { AppLocale } from '@/lib/i18n/routing';
import { consoleMetadata } from '@/lib/staffPageMeta';
import { PageMessages } from '@/components/providers/PageMessages';
import { SpaceScreen } from '@/components/staff/SpaceScreen';

export const generateMetadata = consoleMetadata('space');

/** /staff/space: the spot reservation audit queue and the spot offers (permission orders). */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale as AppLocale);
  return (
    <PageMessages page="staffSpace">
      <SpaceScreen />
    </PageMessages>
  );
}
