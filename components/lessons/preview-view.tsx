'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';

import { useClassFormat } from '@/components/classes/use-class-format';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';
import { setPreview } from '@/lib/api/lessons';
import { useAction } from '@/lib/hooks/use-action';
import { KEYS } from '@/lib/hooks/keys';
import { usePreview } from '@/lib/hooks/use-lessons';
import type { LessonItem } from '@/lib/types/classes';
import type { PreviewData } from '@/lib/types/lessons';

import { CoursewareViewer } from './courseware-viewer';
import { LessonGate } from './lesson-gate';
import { LessonHeader } from './lesson-header';
import { lessonPaths } from './lesson-paths';
import { SentenceList } from './sentence-list';
import { VocabList } from './vocab-list';

/**
 * The preview of a class (/course/preview?clid=): the heading, the unit's
 * courseware, its words and key sentences, and "Mark preview as done". In a
 * component route (`embedded`) the frame has the title, so the heading is left out.
 */
export function PreviewView({ lessonId, embedded = false }: { lessonId: number; embedded?: boolean }) {
  const t = useTranslations('LessonPreview');
  const { data, error, mutate } = usePreview(lessonId);
  if (!data) return <LessonGate lessonId={lessonId} error={error} onRetry={() => void mutate()} />;

  return (
    <div data-test="lesson-preview">
      {embedded ? null : <LessonHeader lesson={data.lesson} title={t('title')} aside={data.lesson.previewedAt ? <DoneBadge /> : null} />}
      <p className="mb-6 max-w-3xl text-base text-slate-700">{t('intro')}</p>

      <div className="flex flex-col gap-8 sm:gap-10">
        <section aria-labelledby="preview-courseware">
          <h2 id="preview-courseware" className="mb-3 text-xl font-bold text-ink">
            {t('coursewareTitle')}
          </h2>
          <div className="max-w-4xl">
            <CoursewareViewer pages={data.courseware} />
          </div>
        </section>

        <section aria-labelledby="preview-words">
          <h2 id="preview-words" className="mb-1 text-xl font-bold text-ink">
            {t('wordsTitle')}
          </h2>
          <p className="mb-3 text-sm text-slate-600">{t('wordsHint', { count: data.vocabulary.length })}</p>
          <VocabList items={data.vocabulary} />
        </section>

        <section aria-labelledby="preview-sentences">
          <h2 id="preview-sentences" className="mb-1 text-xl font-bold text-ink">
            {t('sentencesTitle')}
          </h2>
          <p className="mb-3 text-sm text-slate-600">{t('sentencesHint')}</p>
          <SentenceList items={data.sentences} />
        </section>

        <PreviewDone data={data} lessonId={lessonId} />
      </div>
    </div>
  );
}

function DoneBadge() {
  const t = useTranslations('LessonPreview');
  return (
    <span className="inline-flex items-center gap-1.5 self-start rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-200" data-test="preview-done-badge">
      <Icon name="check" className="h-4 w-4" />
      {t('doneBadge')}
    </span>
  );
}

/** "Mark preview as done", then "Preview done" with the time; the class list learns it too. */
function PreviewDone({ data, lessonId }: { data: PreviewData; lessonId: number }) {
  const t = useTranslations('LessonPreview');
  const fmt = useClassFormat();
  const { mutate } = useSWRConfig();
  const { run, isBusy } = useAction(() => setPreview(lessonId), {
    onSuccess: ({ previewedAt }) => {
      void mutate(KEYS.lessonPreview(lessonId), (current?: PreviewData) => (current ? { ...current, lesson: { ...current.lesson, previewedAt } } : current), {
        revalidate: false,
      });
      void mutate(KEYS.classesRecord(), (items?: LessonItem[]) => items?.map((l) => (l.Id === lessonId ? { ...l, PreviewedAt: previewedAt } : l)), {
        revalidate: true,
      });
    },
  });
  const doneAt = data.lesson.previewedAt;

  return (
    <section aria-labelledby="preview-done-title" className="rounded-3xl bg-brand-50 p-5 ring-1 ring-brand-200 sm:p-6" data-test="preview-done-card">
      <h2 id="preview-done-title" className="text-lg font-bold text-ink">
        {t('doneTitle')}
      </h2>
      <div aria-live="polite" className="mt-2">
        {doneAt ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-2 font-semibold text-brand-700" data-test="preview-done">
              <Icon name="check" className="h-5 w-5" />
              {t('doneAt', { time: fmt.instant(doneAt) })}
            </p>
            <Link href={lessonPaths.list()} className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:no-underline">
              {t('backToList')}
            </Link>
          </div>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-slate-700">{t('doneText')}</p>
            <Button busy={isBusy} onClick={() => void run()} className="shrink-0 font-semibold" data-test="preview-mark-done">
              {t('markDone')}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
