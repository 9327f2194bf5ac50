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
  return {
    title: { absolute: t('metaTitle') },
    description: t('metaDescription'),
    alternates: pageAlternates('/', locale),
    ...socialCards({ title: t('metaTitle'), description: t('metaDescription'), url: '/', image: '/home/hero.svg', imageAlt: t('metaTitle'), locale }),
  };
}

/** The landing page (SPEC §2 `/`). */
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
      <ParentsBand />
      <FinalCta />
    </>
  );
}
