import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { OldHome } from '@/components/home/old-home';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('IndexOld');
  return { title: t('metaTitle'), description: t('metaDescription'), robots: { index: false, follow: false } };
}

/** The previous home design (SPEC §2 `/index-old`), kept for reference. */
export default function IndexOldPage() {
  return <OldHome />;
}
