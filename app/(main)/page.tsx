import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { z } from 'zod';

import { BooksBand } from '@/components/home/books-band';
import { ClassStepsStrip } from '@/components/home/class-steps-strip';
import { FinalCta } from '@/components/home/final-cta';
import { HomeHero } from '@/components/home/hero';
import { BookRows, VideoBand } from '@/components/home/library-rows';
import { HomeOffers } from '@/components/home/offers';
import { ParentsBand } from '@/components/home/parents-band';
import { JsonLd } from '@/components/seo/json-ld';
import { BOOK_LEVELS } from '@/lib/constants/books';
import { FEATURES } from '@/lib/constants/features';
import { pageAlternates, siteUrl, socialCards } from '@/lib/seo/alternates';
import { getDb } from '@/server/db/client';
import { countBooksByLevel, listBooks, listHotBooks } from '@/server/services/books/books';
import { listVideos } from '@/server/services/videos/videos';

const HOT_ROW = 10;
const LEVEL_ROW = 10;
const VIDEO_ROW = 8;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** `?level=` picks the level row; anything else shows level A. */
const levelSchema = z.object({ level: z.enum(BOOK_LEVELS).catch('A').default('A') });

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Home');
  const locale = await getLocale();
  // The page leads with live classes once they exist, until then with the library.
  const title = FEATURES.classes ? t('metaTitle') : t('metaTitleLibrary');
  const description = FEATURES.classes ? t('metaDescription') : t('metaDescriptionLibrary');
  const image = FEATURES.classes ? '/home/hero.svg' : '/home/hero-library.svg';
  return {
    title: { absolute: title },
    description,
    alternates: pageAlternates('/', locale),
    ...socialCards({ title, description, url: '/', image, imageAlt: title, locale }),
  };
}

/**
 * The landing page (SPEC §2 `/`). Every offer on it links to the feature that
 * delivers it; a feature that does not exist yet (lib/constants/features.ts)
 * is not offered.
 */
export default async function HomePage({ searchParams }: Props) {
  const query = await searchParams;
  const { level } = levelSchema.parse({ level: Array.isArray(query.level) ? query.level[0] : query.level });
  const db = await getDb();
  const t = await getTranslations('Common');
  const [hot, levelBooks, levels, videos] = await Promise.all([
    listHotBooks(db, 1, HOT_ROW),
    listBooks(db, 1, LEVEL_ROW, { level }),
    countBooksByLevel(db),
    listVideos(db, 1, VIDEO_ROW),
  ]);
  return (
    <>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: t('brand'),
          url: siteUrl('/'),
          potentialAction: { '@type': 'SearchAction', target: `${siteUrl('/search')}?keyword={keyword}`, 'query-input': 'required name=keyword' },
        }}
      />
      <HomeHero />
      <HomeOffers />
      <BooksBand>
        <BookRows hot={hot.list} levelBooks={levelBooks.list} level={level} levels={levels.map((l) => l.level)} />
      </BooksBand>
      <VideoBand videos={videos.list} />
      <ClassStepsStrip />
      {FEATURES.classes ? <ParentsBand /> : null}
      <FinalCta />
    </>
  );
}
