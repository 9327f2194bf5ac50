import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';

import { Icon } from '@/components/ui/icons';
import { UserMessages } from '@/components/user/user-messages';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { WordBankList } from '@/components/words/word-bank-list';
import { parsePageParams } from '@/lib/page-params';
import { getPageUser } from '@/server/web/page-session';

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const querySchema = z.object({
  page: z.preprocess(first, z.coerce.number().int().min(1).max(1000).optional()).transform((p) => p ?? 1),
});

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('WordBank');
  return { title: t('metaTitle'), robots: { index: false } };
}

/** /user/words: the words a learner kept while reading, private to them; login needed. */
export default async function WordBankPage({ searchParams }: Props) {
  const { page } = parsePageParams(querySchema, await searchParams);
  const user = await getPageUser();
  if (!user) return <VisitorLoginPrompt namespace="WordBank" />;
  const t = await getTranslations('WordBank');
  return (
    <div className="mx-auto max-w-[800px] px-4 py-8 sm:py-10">
      <Link href="/user/my" className="inline-flex items-center gap-1 text-sm text-slate-500 hover:text-brand-600">
        <Icon name="chevron" strokeWidth={1.8} className="h-4 w-4 rotate-180" />
        {t('back')}
      </Link>
      <header className="mb-4 mt-3">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('title')}</h1>
        <p className="mt-1 text-sm text-slate-500">{t('subtitle')}</p>
      </header>
      <UserMessages namespaces={['WordBank']}>
        <WordBankList page={page} />
      </UserMessages>
    </div>
  );
}
