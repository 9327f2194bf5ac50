import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

import { DubbingGrid } from '@/components/dubbing/dubbing-card';
import { SquarePersonCard } from '@/components/social/square-person-card';
import { EmptyState } from '@/components/ui/empty-state';
import { VideoCard } from '@/components/video/video-card';
import type { SquarePerson } from '@/lib/types/social';
import { getDb } from '@/server/db/client';
import { getUserSquare } from '@/server/services/social/square';
import { getPageUser } from '@/server/web/page-session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Social');
  return { title: t('squareMetaTitle'), description: t('squareIntro') };
}

function PeopleSection({ id, title, people, empty }: { id: string; title: string; people: SquarePerson[]; empty: string }) {
  return (
    <section aria-labelledby={id} className="mt-8" data-test={id}>
      <h2 id={id} className="text-lg font-bold text-slate-800">
        {title}
      </h2>
      {people.length ? (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-6">
          {people.map((p) => (
            <SquarePersonCard key={p.userId} person={p} />
          ))}
        </ul>
      ) : (
        <EmptyState title={empty} className="mt-4 p-8" />
      )}
    </section>
  );
}

/** /user/userSquare (SPEC §2): discover people, their videos and dubbings; public profiles of active, non-child users only (PR1). */
export default async function UserSquarePage() {
  const [t, td] = await Promise.all([getTranslations('Social'), getTranslations('Dubbing')]);
  const viewer = await getPageUser();
  const square = await getUserSquare(await getDb(), viewer?.id ?? null);
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-800">{t('squareTitle')}</h1>
      <p className="mt-2 text-sm text-slate-600">{t('squareIntro')}</p>
      <PeopleSection id="square-suggested" title={t('squareSuggested')} people={square.suggested} empty={t('squareEmpty')} />
      <PeopleSection id="square-readers" title={t('squareReaders')} people={square.activeReaders} empty={t('squareEmpty')} />
      <section aria-labelledby="square-videos" className="mt-8" data-test="square-videos">
        <h2 id="square-videos" className="text-lg font-bold text-slate-800">
          {t('squareVideos')}
        </h2>
        {square.newVideos.length ? (
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
            {square.newVideos.map((video) => (
              <li key={video.id}>
                <VideoCard video={video} />
                <Link href={`/user/user?userId=${video.author.userId}`} className="mt-1.5 block truncate px-1 text-xs text-slate-600 hover:text-brand-700">
                  {t('byAuthor', { name: video.author.nickname })}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={t('squareNoVideos')} className="mt-4 p-8" />
        )}
      </section>
      <section aria-labelledby="square-dubbings" className="mt-8" data-test="square-dubbings">
        <h2 id="square-dubbings" className="text-lg font-bold text-slate-800">
          {td('squareDubbings')}
        </h2>
        {square.newDubbings.length ? (
          <div className="mt-4">
            <DubbingGrid dubbings={square.newDubbings} showAuthor />
          </div>
        ) : (
          <EmptyState title={td('squareNoDubbings')} className="mt-4 p-8" />
        )}
      </section>
    </div>
  );
}
