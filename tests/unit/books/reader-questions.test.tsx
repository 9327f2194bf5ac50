import { configure, fireEvent, screen, within } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { QuestionList } from '@/components/books/reader/question-list';
import { buildQuestions } from '@/components/books/reader/questions';
import type { ReaderPage } from '@/lib/types/books';

import { MESSAGES, renderWithProviders } from '../helpers/render';
import { PAGES } from './reader-fixtures';

configure({ testIdAttribute: 'data-test' });

/** The seed library's books, straight from content/books (the reader gets the same pages from the database). */
const SEED_DIR = join(process.cwd(), 'content/books');
const seedBooks = readdirSync(SEED_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ file: f, pages: (JSON.parse(readFileSync(join(SEED_DIR, f), 'utf8')) as { pages: ReaderPage[] }).pages }));

describe('buildQuestions', () => {
  test('is deterministic', () => {
    expect(buildQuestions(seedBooks[0].pages)).toEqual(buildQuestions(seedBooks[0].pages));
  });

  test.each(seedBooks.map((b) => [b.file, b.pages] as const))('%s: four sound questions', (_file, pages) => {
    const questions = buildQuestions(pages);
    expect(questions).toHaveLength(4);
    for (const q of questions) {
      expect(new Set<string | number>(q.options).size).toBe(q.options.length);
      expect(q.options.length).toBe(3);
      expect(q.answer).toBeGreaterThanOrEqual(0);
      expect(q.answer).toBeLessThan(q.options.length);
      if (q.kind === 'picture') {
        expect(q.options[q.answer]).toBe(q.page);
        expect(q.text).toBe(pages[q.page - 1].text);
      } else {
        // Putting the answer back gives a sentence of the page.
        expect(pages[q.page - 1].text).toContain(`${q.before}${q.options[q.answer]}${q.after}`);
        // The blank is a lower-case word, and no wrong answer is the same word.
        expect(q.options[q.answer]).toMatch(/^[a-z]+$/);
      }
    }
    // Both kinds are asked.
    expect(new Set(questions.map((q) => q.kind)).size).toBe(2);
  });
});

describe('QuestionList', () => {
  const questions = buildQuestions(PAGES, 2);
  const cn = MESSAGES.cn.Reader;

  test('tells right from wrong at once, then gives the score and can start again', () => {
    renderWithProviders(<QuestionList book={{ title: 'Where Is Pip?', titleCn: '皮普在哪里？' }} pages={PAGES} questions={questions} />);
    const cards = screen.getAllByTestId('question');
    expect(cards).toHaveLength(2);

    const first = within(cards[0]).getAllByTestId('question-option');
    fireEvent.click(first[questions[0].answer]);
    expect(within(cards[0]).getByTestId('question-feedback')).toHaveTextContent(cn.correct);
    // Answered: the choices are closed.
    first.forEach((b) => expect(b).toBeDisabled());
    expect(screen.queryByTestId('quiz-score')).not.toBeInTheDocument();

    const second = within(cards[1]).getAllByTestId('question-option');
    fireEvent.click(second[(questions[1].answer + 1) % second.length]);
    expect(within(cards[1]).getByTestId('question-feedback')).toHaveTextContent(cn.wrong);

    expect(screen.getByTestId('quiz-score')).toHaveTextContent(cn.score.replace('{correct}', '1').replace('{total}', '2'));
    fireEvent.click(screen.getByRole('button', { name: cn.tryAgain }));
    expect(screen.queryByTestId('question-feedback')).not.toBeInTheDocument();
    expect(within(cards[0]).getAllByTestId('question-option')[0]).toBeEnabled();
  });
});
