import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';

import { LegalDocument } from '@/components/legal/legal-document';
import { ROUTES } from '@/lib/constants/routes';
import { pageAlternates } from '@/lib/seo/alternates';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Agreement');
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: pageAlternates(ROUTES.agreement, await getLocale()) };
}

/** /agreement: the user agreement a sign-up agrees to, in the page's language (issue #10). */
export default function AgreementPage() {
  return <LegalDocument name="agreement" />;
}
