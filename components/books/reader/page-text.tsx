import { LANG_TAG } from '@/lib/i18n/locales';

import { tokenize } from '@/lib/books/page-words';

interface Props {
  text: string;
  textCn: string;
  /** index of the word being spoken (-1: none) */
  activeWord?: number;
  showTranslation: boolean;
  /** id of the translation, for the toggle's aria-controls */
  translationId?: string;
  className?: string;
  /** Makes each word a button that calls this with its index and token (the reader's "tap a word"). */
  onWord?: (wordIndex: number, token: string) => void;
}

/** Long pages (level I and J) get a smaller type size so that text and picture fit one screen. */
function sizeClass(text: string): string {
  if (text.length > 260) return 'text-base leading-7 sm:text-xl sm:leading-9';
  if (text.length > 120) return 'text-lg leading-8 sm:text-[1.375rem] sm:leading-10';
  return 'text-2xl leading-10 sm:text-[1.75rem] sm:leading-[3rem]';
}

/**
 * A page's English text, word by word so the spoken word can be marked,
 * with the Chinese translation under it when shown. With `onWord` every word
 * is a button (Tab, Enter and Space; its name is the word as written).
 */
export function PageText({ text, textCn, activeWord = -1, showTranslation, translationId, className = '', onWord }: Props) {
  return (
    <div className={className}>
      <p lang="en" className={`font-semibold tracking-[0.01em] text-ink ${sizeClass(text)}`} data-test="page-text">
        {tokenize(text).map((token, i) =>
          token.word === null ? (
            token.text
          ) : onWord ? (
            <button
              key={i}
              type="button"
              data-word={token.word}
              aria-current={token.word === activeWord ? 'true' : undefined}
              onClick={() => onWord(token.word!, token.text)}
              className={`-mx-0.5 cursor-pointer rounded-md px-0.5 transition-colors duration-100 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 ${token.word === activeWord ? 'bg-accent-400/45 text-brand-700' : ''}`}
            >
              {token.text}
            </button>
          ) : (
            <span
              key={i}
              data-word={token.word}
              aria-current={token.word === activeWord ? 'true' : undefined}
              className={`rounded-md px-0.5 -mx-0.5 transition-colors duration-100 ${token.word === activeWord ? 'bg-accent-400/45 text-brand-700' : ''}`}
            >
              {token.text}
            </span>
          ),
        )}
      </p>
      {textCn && (
        <p
          id={translationId}
          lang={LANG_TAG.cn}
          hidden={!showTranslation}
          className="mt-3 text-base leading-7 text-slate-600 sm:text-lg sm:leading-8"
          data-test="page-translation"
        >
          {textCn}
        </p>
      )}
    </div>
  );
}
