'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';

import { AudioClipButton } from '@/components/lessons/audio-clip-button';
import { MediaImage } from '@/components/books/media-image';
import { Button } from '@/components/ui/button';
import { ChoiceTile } from '@/components/ui/choice';
import { Icon } from '@/components/ui/icons';
import type { ExerciseQuestion } from '@/lib/types/lessons';

/** What the learner has done on one question: picked an option, or placed tiles (indices into `tiles`, in order). */
export type ExerciseResponse = { kind: 'choice'; value: string } | { kind: 'order'; placed: number[] };

/** The answer sent for a response: the option's value, or the placed tiles joined by single spaces. */
export function answerOf(question: ExerciseQuestion, response: ExerciseResponse | undefined): string | null {
  if (!response) return null;
  if (response.kind === 'choice') return response.value;
  if (response.placed.length === 0) return null;
  return response.placed.map((i) => question.tiles[i]).join(' ');
}

/** A choice is answered once picked; a sentence once every tile is placed. */
export function isAnswered(question: ExerciseQuestion, response: ExerciseResponse | undefined): boolean {
  if (!response) return false;
  if (response.kind === 'choice') return response.value !== '';
  return response.placed.length === question.tiles.length;
}

export interface ExerciseQuestionViewProps {
  question: ExerciseQuestion;
  response: ExerciseResponse | undefined;
  onChange: (response: ExerciseResponse) => void;
}

/**
 * One exercise question, by kind: choose the picture for a word, listen and
 * choose the word, put the word tiles in order, or fill the gap. Choices are
 * native radio groups (arrow keys, Space; touch), tiles are buttons.
 */
export function ExerciseQuestionView({ question, response, onChange }: ExerciseQuestionViewProps) {
  const name = `exercise-${question.id}`;
  const chosen = response?.kind === 'choice' ? response.value : '';
  const choose = (value: string) => onChange({ kind: 'choice', value });
  switch (question.kind) {
    case 'picture':
      return <PictureQuestion question={question} name={name} chosen={chosen} onChoose={choose} />;
    case 'listen':
      return <ListenQuestion question={question} name={name} chosen={chosen} onChoose={choose} />;
    case 'gap':
      return <GapQuestion question={question} name={name} chosen={chosen} onChoose={choose} />;
    case 'order':
      return <OrderQuestion question={question} placed={response?.kind === 'order' ? response.placed : []} onPlace={(placed) => onChange({ kind: 'order', placed })} />;
    default:
      return null;
  }
}

interface ChoiceProps {
  question: ExerciseQuestion;
  name: string;
  chosen: string;
  onChoose: (value: string) => void;
}

const LEGEND = 'text-lg font-semibold text-ink sm:text-xl';

function PictureQuestion({ question, name, chosen, onChoose }: ChoiceProps) {
  const t = useTranslations('Exercises');
  return (
    <fieldset data-test="exercise-picture">
      <legend className={LEGEND}>
        {t.rich('pictureLegend', {
          word: question.prompt,
          w: (chunks) => (
            <span lang="en" className="text-brand-700">
              {chunks}
            </span>
          ),
        })}
      </legend>
      {question.audio && (
        <div className="mt-3">
          <AudioClipButton clip={question.audio} label={t('playWord')} />
        </div>
      )}
      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4">
        {question.options.map((option) => (
          <label
            key={option.value}
            className={`relative flex cursor-pointer flex-col overflow-hidden rounded-2xl border-2 bg-white transition has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-200 ${
              chosen === option.value ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200 hover:border-brand-300'
            }`}
            data-test="exercise-option"
            data-value={option.value}
          >
            <input type="radio" name={name} value={option.value} checked={chosen === option.value} onChange={() => onChoose(option.value)} className="sr-only" />
            {option.image ? (
              <MediaImage src={option.image} alt={option.label} width={600} height={400} className="aspect-[3/2] w-full object-cover" />
            ) : (
              <span className="p-4 text-center text-sm text-slate-700">{option.label}</span>
            )}
            {chosen === option.value && (
              <span className="absolute right-2 top-2 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white shadow" aria-hidden="true">
                <Icon name="check" className="h-3.5 w-3.5" />
                {t('chosen')}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function WordChoices({ question, name, chosen, onChoose }: ChoiceProps) {
  return (
    <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {question.options.map((option) => (
        <div key={option.value} data-test="exercise-option" data-value={option.value}>
          <ChoiceTile name={name} value={option.value} checked={chosen === option.value} onChange={() => onChoose(option.value)}>
            <span lang="en" className="text-base">
              {option.label}
            </span>
          </ChoiceTile>
        </div>
      ))}
    </div>
  );
}

function ListenQuestion(props: ChoiceProps) {
  const t = useTranslations('Exercises');
  return (
    <fieldset data-test="exercise-listen">
      <legend className={LEGEND}>{t('listenLegend')}</legend>
      {props.question.audio && (
        <div className="mt-3">
          <AudioClipButton clip={props.question.audio} label={t('playWord')} />
        </div>
      )}
      <WordChoices {...props} />
    </fieldset>
  );
}

/** The sentence with its gap drawn as a line (read as "blank"), holding the chosen word once there is one. */
function GapSentence({ sentence, filled }: { sentence: string; filled: string | null }) {
  const t = useTranslations('Exercises');
  const parts = sentence.split('___');
  return (
    <p lang="en" className="mt-3 rounded-2xl bg-brand-50 px-4 py-4 text-xl leading-9 text-ink sm:text-2xl" data-test="exercise-gap-sentence">
      {parts.map((part, i) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 && (
            <span className="mx-1 inline-block min-w-20 border-b-2 border-brand-700 text-center font-semibold text-brand-700">
              {filled ?? <span className="sr-only">{t('blank')}</span>}
            </span>
          )}
        </span>
      ))}
    </p>
  );
}

function GapQuestion(props: ChoiceProps) {
  const t = useTranslations('Exercises');
  const label = props.question.options.find((o) => o.value === props.chosen)?.label ?? null;
  return (
    <fieldset data-test="exercise-gap">
      <legend className={LEGEND}>{t('gapLegend')}</legend>
      <GapSentence sentence={props.question.prompt} filled={label} />
      <WordChoices {...props} />
    </fieldset>
  );
}

/**
 * Building the sentence: tap (or Enter/Space on) a tile to add it to the end,
 * tap a placed word to take it back, Clear to start again. Focus stays in
 * the exercise when the pressed button goes away.
 */
function OrderQuestion({ question, placed, onPlace }: { question: ExerciseQuestion; placed: number[]; onPlace: (placed: number[]) => void }) {
  const t = useTranslations('Exercises');
  const box = useRef<HTMLDivElement>(null);
  const [focusNext, setFocusNext] = useState<{ area: 'bank' | 'placed'; at: number } | null>(null);
  const free = question.tiles.map((_, i) => i).filter((i) => !placed.includes(i));

  useEffect(() => {
    if (!focusNext || !box.current) return;
    const buttons = [...box.current.querySelectorAll<HTMLButtonElement>(`[data-area="${focusNext.area}"]`)];
    const target = buttons[Math.min(focusNext.at, buttons.length - 1)] ?? box.current.querySelector<HTMLButtonElement>('[data-area="bank"], [data-area="placed"]');
    target?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const place = (tile: number, position: number) => {
    onPlace([...placed, tile]);
    setFocusNext(free.length > 1 ? { area: 'bank', at: position } : { area: 'placed', at: placed.length });
  };
  const remove = (position: number) => {
    onPlace(placed.filter((_, i) => i !== position));
    setFocusNext(placed.length > 1 ? { area: 'placed', at: position } : { area: 'bank', at: free.length });
  };

  const clear = () => {
    onPlace([]);
    setFocusNext({ area: 'bank', at: 0 });
  };

  return (
    <div ref={box} role="group" aria-labelledby={`order-${question.id}-legend`} data-test="exercise-order">
      <p id={`order-${question.id}-legend`} className={LEGEND}>
        {t('orderLegend')}
      </p>
      {question.prompt && (
        <p className="mt-1 text-slate-700" data-test="exercise-order-meaning">
          {t.rich('orderMeaning', { meaning: question.prompt, m: (chunks) => <span lang="zh-CN">{chunks}</span> })}
        </p>
      )}
      {question.audio && (
        <div className="mt-3">
          <AudioClipButton clip={question.audio} label={t('playSentence')} />
        </div>
      )}

      <h3 id={`order-${question.id}-built`} className="mt-4 text-sm font-semibold text-slate-700">
        {t('yourSentence')}
      </h3>
      <div className="mt-1 flex min-h-16 flex-wrap items-center gap-2 rounded-2xl border-2 border-dashed border-brand-200 bg-brand-50/60 p-3" data-test="exercise-order-built">
        {placed.length === 0 ? (
          <p className="text-sm text-slate-600">{t('orderEmpty')}</p>
        ) : (
          <ol className="flex flex-wrap gap-2" aria-labelledby={`order-${question.id}-built`}>
            {placed.map((tile, position) => (
              <li key={`${tile}`}>
                <TileButton area="placed" word={question.tiles[tile]} label={t('removeTile', { word: question.tiles[tile] })} onClick={() => remove(position)} />
              </li>
            ))}
          </ol>
        )}
      </div>

      <h3 id={`order-${question.id}-bank`} className="mt-4 text-sm font-semibold text-slate-700">
        {t('tiles')}
      </h3>
      <ul className="mt-1 flex min-h-11 flex-wrap gap-2" aria-labelledby={`order-${question.id}-bank`} data-test="exercise-tile-bank">
        {free.map((tile, position) => (
          <li key={tile}>
            <TileButton area="bank" word={question.tiles[tile]} label={t('addTile', { word: question.tiles[tile] })} onClick={() => place(tile, position)} />
          </li>
        ))}
      </ul>
      {free.length === 0 && <p className="mt-1 text-sm text-slate-600">{t('allTilesPlaced')}</p>}

      <Button variant="neutral" size="sm" className="mt-3 font-medium" disabled={placed.length === 0} onClick={clear} data-test="exercise-order-clear">
        {t('clear')}
      </Button>
    </div>
  );
}

const TILE_STYLE = {
  placed: { className: 'bg-brand-600 text-white hover:bg-brand-700', test: 'exercise-placed-tile' },
  bank: { className: 'border-2 border-slate-300 bg-white text-ink hover:border-brand-500', test: 'exercise-tile' },
} as const;

/** One word tile of an order question: in the sentence being built ('placed') or still in the bank. */
function TileButton({ area, word, label, onClick }: { area: keyof typeof TILE_STYLE; word: string; label: string; onClick: () => void }) {
  return (
    <Button
      variant="bare"
      size="none"
      lang="en"
      className={`min-h-11 rounded-xl px-4 text-base font-semibold ${TILE_STYLE[area].className}`}
      aria-label={label}
      onClick={onClick}
      data-area={area}
      data-test={TILE_STYLE[area].test}
    >
      {word}
    </Button>
  );
}
