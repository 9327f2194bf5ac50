'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';

import { useClassFormat } from '@/components/classes/use-class-format';
import { Button } from '@/components/ui/button';
import { StarRating, StarRatingInput } from '@/components/ui/star-rating';
import { setReview } from '@/lib/api/lessons';
import { useAction } from '@/lib/hooks/use-action';
import { KEYS } from '@/lib/hooks/keys';
import type { FamilyRating, ReviewData } from '@/lib/types/lessons';

/** The longest comment a family may leave with its rating. */
export const RATING_COMMENT_MAX = 500;

/**
 * The family's rating of the class: 1 to 5 stars (a radio group) and an
 * optional comment. Once saved it is shown, with a button to change it.
 */
export function FamilyRatingForm({ lessonId, rating }: { lessonId: number; rating: FamilyRating | null }) {
  const t = useTranslations('LessonReview');
  const fmt = useClassFormat();
  const [editing, setEditing] = useState(rating === null);
  const [status, setStatus] = useState('');
  const changeButton = useRef<HTMLButtonElement>(null);
  const showEditing = editing || rating === null;

  return (
    <section aria-labelledby="family-rating" className="rounded-3xl bg-white p-5 ring-1 ring-slate-200 sm:p-6" data-test="family-rating">
      <h2 id="family-rating" className="text-xl font-bold text-ink">
        {t('rateTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('rateIntro')}</p>
      {showEditing ? (
        <RatingForm
          lessonId={lessonId}
          initial={rating}
          onCancel={rating ? () => setEditing(false) : undefined}
          onSaved={() => {
            setEditing(false);
            setStatus(t('rateSaved'));
            requestAnimationFrame(() => changeButton.current?.focus());
          }}
        />
      ) : (
        rating && (
          <div className="mt-4" data-test="family-rating-saved">
            <p className="text-sm font-medium text-slate-700">{t('yourRating')}</p>
            <div className="mt-1">
              <StarRating value={rating.rating} text={t('outOf', { value: rating.rating })} showText size="h-6 w-6" data-test="family-rating-stars" />
            </div>
            {rating.comment && <p className="mt-2 whitespace-pre-line rounded-2xl bg-slate-50 p-3 text-sm leading-6 text-slate-700">{rating.comment}</p>}
            <p className="mt-2 text-xs text-slate-600">{t('ratedAt', { when: fmt.instant(rating.ratedAt) })}</p>
            <Button
              ref={changeButton}
              variant="secondary"
              size="sm"
              className="mt-3 font-medium"
              onClick={() => {
                setStatus('');
                setEditing(true);
              }}
              data-test="family-rating-change"
            >
              {t('rateChange')}
            </Button>
          </div>
        )
      )}
      <p role="status" className="mt-2 text-sm font-medium text-brand-700 empty:hidden" data-test="family-rating-status">
        {status}
      </p>
    </section>
  );
}

function RatingForm({ lessonId, initial, onCancel, onSaved }: { lessonId: number; initial: FamilyRating | null; onCancel?: () => void; onSaved: () => void }) {
  const t = useTranslations('LessonReview');
  const tc = useTranslations('Common');
  const id = useId();
  const { mutate } = useSWRConfig();
  const [value, setValue] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? '');
  const [error, setError] = useState<string | null>(null);

  const { run, isBusy } = useAction((input: { rating: number; comment: string }) => setReview(lessonId, input), {
    onSuccess: (saved) => {
      void mutate<ReviewData>(KEYS.lessonReview(lessonId), (current) => (current ? { ...current, familyRating: saved } : current), { revalidate: false });
      onSaved();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value < 1) {
      setError(t('rateRequired'));
      document.querySelector<HTMLInputElement>(`input[name="${id}-stars"]`)?.focus();
      return;
    }
    setError(null);
    void run({ rating: value, comment: comment.trim() });
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-4" data-test="family-rating-form">
      <StarRatingInput
        legend={t('yourRating')}
        name={`${id}-stars`}
        value={value}
        onChange={(v) => {
          setValue(v);
          setError(null);
        }}
        labelOf={(v) => t('outOf', { value: v })}
        error={error}
        size="h-9 w-9"
        data-test="family-rating-input"
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-comment`} className="text-sm font-medium text-slate-700">
          {t('rateComment')}
        </label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          rows={3}
          maxLength={RATING_COMMENT_MAX}
          aria-describedby={`${id}-count`}
          placeholder={t('rateCommentPlaceholder')}
          className="w-full rounded-xl border border-slate-200 bg-white px-3 py-2 text-[15px] leading-6 text-ink outline-none transition placeholder:text-slate-500 hover:border-slate-300 focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
          data-test="family-rating-comment"
        />
        <p id={`${id}-count`} className="text-xs text-slate-600">
          {t('rateCommentCount', { count: comment.length, max: RATING_COMMENT_MAX })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={isBusy} className="font-semibold" data-test="family-rating-save">
          {t('rateSave')}
        </Button>
        {onCancel && (
          <Button variant="neutral" onClick={onCancel} className="font-medium">
            {tc('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
