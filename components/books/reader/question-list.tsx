'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { pickLocalized } from '@/lib/i18n/localized';
import type { ReaderPage } from '@/lib/types/books';

import { MediaImage } from '../media-image';
import type { Question } from './questions';

interface Props {
  book: { title: string; titleCn: string };
  pages: ReaderPage[];
  questions: Question[];
}

function optionClass(state: 'idle' | 'right' | 'wrong' | 'dim'): string {
  const base = 'relative rounded-xl ring-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
  switch (state) {
    case 'right':
      return `${base} bg-brand-50 ring-brand-500`;
    case 'wrong':
      return `${base} bg-rose-50 ring-rose-400`;
    case 'dim':
      return `${base} bg-white opacity-60 ring-slate-200`;
    default:
      return `${base} bg-white ring-slate-200 hover:ring-brand-300`;
  }
}

/** A short quiz on a book (questions from `buildQuestions`): pick an answer, see at once whether it was right, and the score at the end. */
export function QuestionList({ book, pages, questions }: Props) {
  const t = useTranslations('Reader');
  const locale = useLocale();
  const title = pickLocalized(locale, book.title, book.titleCn);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const done = questions.length > 0 && questions.every((_, i) => answers[i] !== undefined);
  const correct = questions.filter((q, i) => answers[i] === q.answer).length;

  const choose = (question: number, option: number) => setAnswers((a) => (a[question] === undefined ? { ...a, [question]: option } : a));

  return (
    <div>
      <ol className="space-y-5">
        {questions.map((q, qi) => {
          const chosen = answers[qi];
          const answered = chosen !== undefined;
          const stateOf = (oi: number) => (!answered ? 'idle' : oi === q.answer ? 'right' : oi === chosen ? 'wrong' : 'dim');
          const page = pages[q.page - 1];
          return (
            <li key={qi} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6" data-test="question">
              <p className="text-xs font-semibold uppercase tracking-wide text-brand-600">{t('questionNumber', { number: qi + 1 })}</p>
              {q.kind === 'picture' ? (
                <fieldset>
                  <legend className="mt-1 text-base font-semibold text-ink sm:text-lg">{t('questionPicture')}</legend>
                  <blockquote lang="en" className="mt-3 rounded-xl bg-brand-50/60 px-4 py-3 text-lg font-semibold leading-8 text-ink">
                    {q.text}
                  </blockquote>
                  <div className="mt-4 grid max-w-2xl grid-cols-3 gap-2 sm:gap-4">
                    {q.options.map((p, oi) => {
                      const image = pages[p - 1].image;
                      return (
                        <button
                          key={p}
                          type="button"
                          onClick={() => choose(qi, oi)}
                          disabled={answered}
                          aria-pressed={chosen === oi}
                          className={`${optionClass(stateOf(oi))} overflow-hidden p-1`}
                          data-test="question-option"
                        >
                          <MediaImage
                            src={image.small}
                            alt={t('optionPicture', { number: oi + 1 })}
                            width={image.width}
                            height={image.height}
                            loading="lazy"
                            className="aspect-[3/2] w-full rounded-lg object-cover"
                          />
                          <span className="mt-1 block text-center text-xs font-medium text-slate-600">{t('optionPicture', { number: oi + 1 })}</span>
                        </button>
                      );
                    })}
                  </div>
                </fieldset>
              ) : (
                <fieldset>
                  <legend className="mt-1 text-base font-semibold text-ink sm:text-lg">{t('questionMissingWord')}</legend>
                  <div className="mt-3 grid gap-4 sm:grid-cols-[200px_minmax(0,1fr)] sm:items-center">
                    <MediaImage
                      src={page.image.small}
                      alt={t('pictureAlt', { title, page: q.page })}
                      width={page.image.width}
                      height={page.image.height}
                      loading="lazy"
                      className="hidden aspect-[3/2] w-full rounded-xl object-cover ring-1 ring-slate-200 sm:block"
                    />
                    <p lang="en" className="text-lg font-semibold leading-8 text-ink sm:text-xl">
                      {q.before}
                      <span className="mx-1 inline-block min-w-16 border-b-2 border-brand-500 text-center text-brand-700">
                        {answered ? q.options[q.answer] : <span className="sr-only">____</span>}
                      </span>
                      {q.after}
                    </p>
                  </div>
                  <div className="mt-4 flex flex-wrap gap-2 sm:gap-3">
                    {q.options.map((word, oi) => (
                      <button
                        key={word}
                        type="button"
                        lang="en"
                        onClick={() => choose(qi, oi)}
                        disabled={answered}
                        aria-pressed={chosen === oi}
                        className={`${optionClass(stateOf(oi))} min-h-11 px-5 py-2 text-base font-semibold text-ink`}
                        data-test="question-option"
                      >
                        {word}
                      </button>
                    ))}
                  </div>
                </fieldset>
              )}
              {answered && (
                <p role="status" className={`mt-3 text-sm font-semibold ${chosen === q.answer ? 'text-brand-700' : 'text-rose-600'}`} data-test="question-feedback">
                  {chosen === q.answer ? t('correct') : t('wrong')}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {done && (
        <div className="mt-6 flex flex-wrap items-center justify-center gap-4 rounded-2xl bg-brand-50 px-5 py-4 ring-1 ring-brand-100" data-test="quiz-score">
          <p className="text-lg font-bold text-brand-700">{t('score', { correct, total: questions.length })}</p>
          <Button variant="outline" size="none" onClick={() => setAnswers({})} className="bg-white px-5 py-2 text-sm font-semibold">
            {t('tryAgain')}
          </Button>
        </div>
      )}
    </div>
  );
}
