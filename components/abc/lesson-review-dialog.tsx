'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';

import { Button } from '@/components/ui/button';
import { Dialog, DialogCloseButton, DialogTitle } from '@/components/ui/dialog';
import { StarRatingInput } from '@/components/ui/star-rating';
import { staffReview } from '@/lib/api/lessons';
import { ApiError } from '@/lib/http';
import { revalidateAbc } from '@/lib/hooks/use-abc';
import { useAction } from '@/lib/hooks/use-action';
import { KEYS } from '@/lib/hooks/keys';
import { useStaffReview } from '@/lib/hooks/use-lessons';
import { notify } from '@/lib/notify';
import { REVIEW_SKILLS, type ReviewSkill, type StaffReviewInput, type StaffReviewView } from '@/lib/types/lessons';
import type { LessonItem } from '@/lib/types/classes';

import { AbcLoadState } from './abc-load-state';
import { LessonFacts } from './lesson-facts';

/** The longest comment the server takes (lib/schemas). */
export const REVIEW_COMMENT_MAX = 2000;

type Ratings = Record<ReviewSkill, number>;
const NO_RATINGS = Object.fromEntries(REVIEW_SKILLS.map((skill) => [skill, 0])) as Ratings;

/**
 * Staff write (or change) the teacher's review of a class that has started:
 * a comment, the five skills rated 1 to 5, and which of the unit's words the
 * student met. The family sees it on /course/review. Problems (a missing
 * comment or rating, a refusal of the server) are shown inside the dialog.
 */
export function LessonReviewDialog({ lesson, onClose }: { lesson: LessonItem | null; onClose: () => void }) {
  const t = useTranslations('AbcReview');
  const { data, error, mutate } = useStaffReview(lesson?.Id ?? null);
  return (
    <Dialog
      open={lesson !== null}
      onClose={onClose}
      placement="sheet"
      className="relative w-full max-w-xl rounded-3xl bg-white p-6 shadow-xl max-sm:rounded-b-none"
      panelProps={{ 'data-test': 'abc-review-dialog' }}
    >
      <DialogCloseButton className="absolute right-3 top-3" />
      <DialogTitle className="pr-10 text-lg font-bold text-ink">{lesson?.Reviewed || data?.review ? t('titleEdit') : t('titleWrite')}</DialogTitle>
      <p className="mt-1 text-sm text-slate-600">{t('intro')}</p>
      {lesson && <LessonFacts lesson={lesson} className="mt-4" />}
      {lesson && data && data.lessonId === lesson.Id ? (
        <ReviewForm key={lesson.Id} lesson={lesson} view={data} onClose={onClose} />
      ) : (
        <div className="mt-4">
          <AbcLoadState error={error} onRetry={() => void mutate()} />
        </div>
      )}
    </Dialog>
  );
}

function ReviewForm({ lesson, view, onClose }: { lesson: LessonItem; view: StaffReviewView; onClose: () => void }) {
  const t = useTranslations('AbcReview');
  const tc = useTranslations('Common');
  const { mutate } = useSWRConfig();
  const id = useId();
  const [comment, setComment] = useState(view.review?.comment ?? '');
  const [ratings, setRatings] = useState<Ratings>(view.review ? { ...NO_RATINGS, ...view.review.ratings } : NO_RATINGS);
  const [words, setWords] = useState<Set<string>>(() => new Set(view.review?.words ?? []));
  const [errors, setErrors] = useState<{ comment?: string; ratings?: Partial<Record<ReviewSkill, string>> }>({});
  const [serverError, setServerError] = useState<string | null>(null);

  const { run, isBusy } = useAction((input: StaffReviewInput) => staffReview.save(input), {
    onSuccess: (saved) => {
      void mutate(KEYS.staffLessonReview(lesson.Id), saved, { revalidate: false });
      void revalidateAbc();
      notify('success', t('saved', { name: lesson.Student.Nickname || t('noNickname') }));
      onClose();
    },
    onError: (error) => setServerError(error instanceof ApiError ? error.message : tc('actionFailed')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    const next: typeof errors = {};
    if (!text) next.comment = t('commentRequired');
    else if (text.length > REVIEW_COMMENT_MAX) next.comment = t('commentTooLong', { max: REVIEW_COMMENT_MAX });
    const missing = REVIEW_SKILLS.filter((skill) => !(ratings[skill] >= 1 && ratings[skill] <= 5));
    if (missing.length > 0) next.ratings = Object.fromEntries(missing.map((skill) => [skill, t('ratingRequired')]));
    setErrors(next);
    setServerError(null);
    if (next.comment || next.ratings) {
      const first = next.comment ? document.getElementById(`${id}-comment`) : document.querySelector<HTMLInputElement>(`input[name="${id}-${missing[0]}"]`);
      first?.focus();
      return;
    }
    // Words keep the unit's order, whatever order they were ticked in.
    void run({ lessonId: lesson.Id, comment: text, ratings, words: view.vocabulary.map((v) => v.word).filter((w) => words.has(w)) });
  };

  const toggleWord = (word: string) =>
    setWords((current) => {
      const next = new Set(current);
      if (next.has(word)) next.delete(word);
      else next.add(word);
      return next;
    });

  const commentNote = errors.comment ?? t('commentCount', { count: comment.trim().length, max: REVIEW_COMMENT_MAX });
  return (
    <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-5" data-test="abc-review-form">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-comment`} className="text-sm font-medium text-slate-700">
          {t('comment')}
        </label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          onChange={(e) => {
            setComment(e.target.value);
            if (errors.comment) setErrors((current) => ({ ...current, comment: undefined }));
          }}
          rows={5}
          maxLength={REVIEW_COMMENT_MAX}
          required
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={`${id}-comment-note`}
          placeholder={t('commentPlaceholder')}
          className="w-full rounded-xl border border-slate-200 bg-white px-3 py-2 text-[15px] leading-6 text-ink outline-none transition placeholder:text-slate-500 hover:border-slate-300 focus:border-brand-500 focus:ring-4 focus:ring-brand-100 aria-[invalid=true]:border-red-400"
          data-test="abc-review-comment"
        />
        <p id={`${id}-comment-note`} role={errors.comment ? 'alert' : undefined} className={`text-xs ${errors.comment ? 'text-red-600' : 'text-slate-600'}`}>
          {commentNote}
        </p>
      </div>

      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t('skills')}</legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {REVIEW_SKILLS.map((skill) => (
            <StarRatingInput
              key={skill}
              name={`${id}-${skill}`}
              legend={t(`skill.${skill}`)}
              value={ratings[skill]}
              onChange={(value) => {
                setRatings((current) => ({ ...current, [skill]: value }));
                if (errors.ratings?.[skill]) setErrors((current) => ({ ...current, ratings: { ...current.ratings, [skill]: undefined } }));
              }}
              labelOf={(value) => t('outOf', { value })}
              error={errors.ratings?.[skill]}
              size="h-7 w-7"
              data-test={`abc-review-skill-${skill}`}
            />
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-sm font-semibold text-ink">{t('words')}</legend>
        <p className="mt-0.5 text-xs text-slate-600">{t('wordsHint')}</p>
        {view.vocabulary.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600" data-test="abc-review-no-words">
            {t('noWords')}
          </p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2" data-test="abc-review-words">
            {view.vocabulary.map((item) => (
              <li key={item.word}>
                <label className="flex cursor-pointer items-center gap-2 rounded-xl border border-slate-200 px-3 py-2 text-sm transition hover:border-brand-200 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100">
                  <input type="checkbox" checked={words.has(item.word)} onChange={() => toggleWord(item.word)} className="h-4 w-4 accent-brand-600" />
                  <span lang="en" className="font-medium text-ink">
                    {item.word}
                  </span>
                  <span lang="zh-CN" className="text-slate-600">
                    {item.cn}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>

      {serverError && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700" data-test="abc-review-error">
          {serverError}
        </p>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="neutral" onClick={onClose} className="font-medium">
          {tc('cancel')}
        </Button>
        <Button type="submit" busy={isBusy} className="font-semibold" data-test="abc-review-save">
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
