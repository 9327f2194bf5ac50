/** The result page: the score, each answer beside the right one (marked with icon and words), the retry link, and the saved questions. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock } from 'msw';

import { ExerciseResultPageView } from '@/components/lessons/exercise-result-view';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';
import type { FavouriteQuestion } from '@/lib/types/lessons';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';
import { exerciseResult, exerciseSet, LESSON_ID, ok } from './review-fixtures';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();

const t = MESSAGES.en.Exercises;

beforeEach(() => {
  toasts.reset();
  configureHttp({ messages: MESSAGES.en.Http });
});

const saved: FavouriteQuestion = {
  questionId: 13,
  kind: 'order',
  prompt: '风筝很高。',
  rightAnswer: 'The kite is high.',
  explanation: 'The sentence is "The kite is high."',
  lessonId: LESSON_ID,
  unitName: 'Level A · Unit 1',
  likedAt: new Date().toISOString(),
};

function serve(result: ReturnType<typeof exerciseResult> | null, favourites: FavouriteQuestion[] = []) {
  let list = favourites;
  server.use(
    mock.post('*/api/eclass/classin/getExercises', () => ok(exerciseSet())),
    mock.post('*/api/eclass/classin/getExerciseResult', () => ok(result)),
    mock.get('*/api/card/likes', () => ok(list)),
    mock.post('*/api/card/like', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('questionId'));
      const had = list.some((q) => q.questionId === id);
      list = had ? list.filter((q) => q.questionId !== id) : [{ ...saved, questionId: id }, ...list];
      return ok({ questionId: id, liked: !had });
    }),
  );
}

const item = (id: number) => document.querySelector<HTMLElement>(`[data-test="exercise-result-item"][data-question-id="${id}"]`)!;

test('shows the score and, for each question, the answer given beside the right one with the explanation; right and wrong are told in words', async () => {
  serve(exerciseResult([11, 13]));
  renderWithProviders(<ExerciseResultPageView clid={String(LESSON_ID)} />, { locale: 'en' });

  expect(await screen.findByTestId('exercise-score')).toHaveTextContent('2 / 4 correct, score 50');
  expect(screen.getAllByTestId('exercise-result-item')).toHaveLength(4);

  // A picture question: the picture chosen (named by its option) beside the right picture.
  const picture = within(item(11));
  expect(picture.getByTestId('exercise-verdict')).toHaveTextContent(t.incorrect);
  expect(picture.getByRole('img', { name: 'Picture B' })).toHaveAttribute('src', '/media/p5.webp');
  expect(picture.getByRole('img', { name: 'Picture A' })).toHaveAttribute('src', '/media/p2.webp');
  expect(picture.getByTestId('exercise-explanation')).toHaveTextContent('Why: You can see it on page 2.');

  const order = within(item(13));
  expect(order.getByText('kite The is high.')).toBeInTheDocument();
  expect(order.getByText('The kite is high.')).toBeInTheDocument();

  expect(within(item(12)).getByTestId('exercise-verdict')).toHaveTextContent(t.correct);
  expect(within(item(12)).getByTestId('exercise-verdict')).toHaveAttribute('data-correct', 'true');

  expect(screen.getByRole('link', { name: t.retryWrong })).toHaveAttribute('href', `/course/review/exercise?clid=${LESSON_ID}&retry=1`);
});

test('all right: no retry link, a word of praise (cn)', async () => {
  serve(exerciseResult([]));
  renderWithProviders(<ExerciseResultPageView clid={String(LESSON_ID)} />);
  expect(await screen.findByTestId('exercise-score')).toHaveTextContent('答对 4 / 4 题，得分 100');
  expect(screen.getByText(MESSAGES.cn.Exercises.allCorrect)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: MESSAGES.cn.Exercises.retryWrong })).toBeNull();
});

test('before any attempt the page says so and links to the exercises', async () => {
  serve(null);
  renderWithProviders(<ExerciseResultPageView clid={String(LESSON_ID)} />, { locale: 'en' });
  expect(await screen.findByText(t.noResultTitle)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: t.start })).toHaveAttribute('href', `/course/review/exercise?clid=${LESSON_ID}`);
});

test('My saved questions lists the starred questions with their right answer; starring one on the result adds it there', async () => {
  serve(exerciseResult([12]), [saved]);
  const user = userEvent.setup();
  renderWithProviders(<ExerciseResultPageView clid={String(LESSON_ID)} />, { locale: 'en' });

  const list = await screen.findByRole('region', { name: t.saved });
  await waitFor(() => expect(within(list).getAllByTestId('favourite-question')).toHaveLength(1));
  expect(within(list).getByTestId('favourite-right-answer')).toHaveTextContent('Right answer: The kite is high.');
  expect(within(list).getByText(/From Level A · Unit 1/)).toHaveTextContent(`${t.kind.order} · From Level A · Unit 1`);

  await user.click(within(item(12)).getByRole('button', { name: t.favourite }));
  await waitFor(() => expect(within(item(12)).getByRole('button', { name: t.favourite })).toHaveAttribute('aria-pressed', 'true'));
  await waitFor(() => expect(within(list).getAllByTestId('favourite-question')).toHaveLength(2));

  // Un-starring in the list takes it out.
  const first = within(list).getAllByTestId('favourite-question')[0];
  await user.click(within(first).getByRole('button', { name: t.favourite }));
  await waitFor(() => expect(within(list).getAllByTestId('favourite-question')).toHaveLength(1));
});
