import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { bookPath } from '@/components/books/book-card';
import { DubbingRecorder } from '@/components/dubbing/dubbing-recorder';
import { ButtonLink } from '@/components/ui/button';
import { UserMessages } from '@/components/user/user-messages';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { DUBBING_PAGE_MAX_SECONDS } from '@/lib/constants/dubbings';
import { getAppLocale } from '@/lib/i18n/request';
import { pickLocalized } from '@/lib/i18n/localized';
import { parseIdParam } from '@/lib/route-id';
import { loadReaderBook } from '@/server/web/reader-book';

interface Props {
  params: Promise<{ id: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = parseIdParam((await params).id);
  const [{ book }, locale, t] = await Promise.all([loadReaderBook(id), getAppLocale(), getTranslations('Dubbing')]);
  return { title: t('recordMetaTitle', { title: pickLocalized(locale, book.title, book.titleCn) }), robots: { index: false } };
}

/**
 * /picture/dubbing/record/{bookId}: dub a picture book page by page (issue #15).
 * Login needed: a visitor gets the login prompt, and the page once logged in.
 */
export default async function DubbingRecordPage({ params }: Props) {
  const id = parseIdParam((await params).id);
  const [{ book, pages, signedIn }, locale, t] = await Promise.all([loadReaderBook(id), getAppLocale(), getTranslations('Dubbing')]);
  if (!signedIn) {
    return (
      <UserMessages namespaces={['Dubbing']}>
        <VisitorLoginPrompt namespace="Dubbing" />
      </UserMessages>
    );
  }
  const title = pickLocalized(locale, book.title, book.titleCn);
  return (
    <div className="mx-auto max-w-[1200px] px-4 pb-12 pt-3 sm:pt-5">
      <ButtonLink
        href={bookPath(id)}
        variant="bare"
        size="none"
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <span aria-hidden="true">←</span>
        {t('backToBook')}
      </ButtonLink>
      <h1 className="mt-2 text-xl font-bold text-ink sm:text-2xl" data-test="dub-title">
        {t('recordTitle', { title })}
      </h1>
      <p className="mb-5 mt-1 text-sm leading-6 text-slate-600">{t('recordIntro', { seconds: DUBBING_PAGE_MAX_SECONDS })}</p>
      <UserMessages namespaces={['Dubbing', 'Http']}>
        <DubbingRecorder bookId={id} pages={pages} />
      </UserMessages>
    </div>
  );
}
