/** The exercise player: every kind answered with the keyboard only, one question at a time, and a retry that asks (and sends) only the wrong ones. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock } from 'msw';

import { ExercisePageView } from '@/components/lessons/exercise-page-view';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';
import { exerciseResult, exerciseSet, LESSON_ID, ok } from './review-fixtures';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/course/review/exercise',
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();

const t = MESSAGES.en.Exercises;

beforeEach(() => {
  push.mockReset();
  toasts.reset();
  configureHttp({ messages: MESSAGES.en.Http });
});

/** Serves the set, the latest result and submissions; returns the bodies submitted. */
function serve({ latest = null as ReturnType<typeof exerciseResult> | null } = {}) {
  const submitted: unknown[] = [];
  const liked: number[] = [];
  server.use(
    mock.post('*/api/eclass/classin/getExercises', () => ok(exerciseSet())),
    mock.post('*/api/eclass/classin/getExerciseResult', () => ok(latest)),
    mock.post('*/api/eclass/classin/submitExercises', async ({ request }) => {
      submitted.push(await request.json());
      return ok(exerciseResult([]));
    }),
    mock.post('*/api/card/like', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('questionId'));
      liked.push(id);
      return ok({ questionId: id, liked: liked.filter((x) => x === id).length % 2 === 1 });
    }),
  );
  return { submitted, liked };
}

/** Tabs forward until the element is focused (fails after 40 stops). */
async function tabTo(user: ReturnType<typeof userEvent.setup>, element: HTMLElement) {
  for (let i = 0; i < 40 && document.activeElement !== element; i++) await user.tab();
  expect(element).toHaveFocus();
}

const progress = () => screen.getByTestId('exercise-progress');

test('every kind is answered with the keyboard alone, then Submit sends all answers and opens the result', async () => {
  const { submitted } = serve();
  const user = userEvent.setup();
  renderWithProviders(<ExercisePageView clid={String(LESSON_ID)} retry={false} />, { locale: 'en' });

  // 1 picture: the pictures are radios named by their alt text; Space picks the focused one, arrows move the choice.
  expect(await screen.findByText('Question 1 of 4')).toBeInTheDocument();
  const pictures = within(screen.getByRole('group', { name: /Which picture shows kite/ })).getAllByRole('radio');
  expect(pictures.map((r) => r.getAttribute('value'))).toEqual(['p2', 'p5', 'p7']);
  expect(screen.getByRole('radio', { name: 'Picture B' })).toBeInTheDocument();
  await tabTo(user, pictures[0]);
  await user.keyboard(' ');
  expect(pictures[0]).toBeChecked();
  await user.keyboard('{ArrowRight}');
  expect(pictures[1]).toBeChecked();
  await tabTo(user, screen.getByRole('button', { name: /Next/ }));
  await user.keyboard('{Enter}');

  // 2 listen: a play button for the word, then the words as radios.
  expect(progress()).toHaveTextContent('Question 2 of 4');
  expect(progress()).toHaveFocus();
  expect(screen.getByRole('button', { name: t.playWord })).toBeInTheDocument();
  const sky = screen.getByRole('radio', { name: 'sky' });
  await tabTo(user, sky);
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: 'tree' })).toBeChecked();
  await user.keyboard('{ArrowLeft}');
  expect(sky).toBeChecked();
  await tabTo(user, screen.getByRole('button', { name: /Next/ }));
  await user.keyboard('{Enter}');

  // 3 order: Enter on tiles builds the sentence; Enter on a placed tile takes it back; Clear empties it.
  expect(progress()).toHaveTextContent('Question 3 of 4');
  const built = () => within(screen.getByTestId('exercise-order-built')).queryAllByTestId('exercise-placed-tile').map((b) => b.textContent);
  await tabTo(user, screen.getByRole('button', { name: 'Add “The” to the sentence' }));
  await user.keyboard('{Enter}');
  expect(built()).toEqual(['The']);
  // Focus stays among the tiles after the pressed one went away.
  expect(document.activeElement).toHaveAttribute('data-area', 'bank');
  await tabTo(user, screen.getByRole('button', { name: 'Add “high.” to the sentence' }));
  await user.keyboard('{Enter}');
  expect(built()).toEqual(['The', 'high.']);
  await user.click(screen.getByRole('button', { name: 'Take “high.” out of the sentence' }));
  expect(built()).toEqual(['The']);
  for (const w of ['kite', 'is', 'high.']) {
    await tabTo(user, screen.getByRole('button', { name: `Add “${w}” to the sentence` }));
    await user.keyboard('{Enter}');
  }
  expect(built()).toEqual(['The', 'kite', 'is', 'high.']);
  expect(screen.getByText(t.allTilesPlaced)).toBeInTheDocument();
  await tabTo(user, screen.getByRole('button', { name: /Next/ }));
  await user.keyboard('{Enter}');

  // 4 gap: the sentence shows the gap, the chosen word fills it.
  expect(progress()).toHaveTextContent('Question 4 of 4');
  expect(screen.getByTestId('exercise-gap-sentence')).toHaveTextContent('The kite is in the blank.');
  await tabTo(user, screen.getAllByRole('radio')[0]);
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('radio', { name: 'sky' })).toBeChecked();
  expect(screen.getByTestId('exercise-gap-sentence')).toHaveTextContent('The kite is in the sky.');

  // Previous keeps the answers given.
  await user.click(screen.getByRole('button', { name: /Previous/ }));
  expect(progress()).toHaveTextContent('Question 3 of 4');
  expect(built()).toEqual(['The', 'kite', 'is', 'high.']);
  await user.click(screen.getByRole('button', { name: /Next/ }));

  expect(screen.queryByRole('button', { name: /Next/ })).toBeNull();
  await tabTo(user, screen.getByRole('button', { name: t.submit }));
  await user.keyboard('{Enter}');
  await waitFor(() => expect(push).toHaveBeenCalledWith(`/course/review/exerciseResult?clid=${LESSON_ID}`));
  expect(submitted).toEqual([
    {
      answers: [
        { questionId: 11, answer: 'p5' },
        { questionId: 12, answer: 'sky' },
        { questionId: 13, answer: 'The kite is high.' },
        { questionId: 14, answer: 'sky' },
      ],
    },
  ]);
});

test('Submit with a question left open sends nothing and takes the learner to that question (cn)', async () => {
  const { submitted } = serve();
  const user = userEvent.setup();
  renderWithProviders(<ExercisePageView clid={String(LESSON_ID)} retry={false} />);
  const c = MESSAGES.cn.Exercises;
  expect(await screen.findByText('第 1 题，共 4 题')).toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: 'Picture A' }));
  for (let i = 0; i < 3; i++) await user.click(screen.getByRole('button', { name: new RegExp(c.next) }));
  await user.click(screen.getByRole('radio', { name: 'tree' }));
  await user.click(screen.getByRole('button', { name: c.submit }));
  expect(screen.getByRole('alert')).toHaveTextContent('第 2 题还没答完');
  expect(progress()).toHaveTextContent('第 2 题，共 4 题');
  expect(submitted).toEqual([]);
  expect(push).not.toHaveBeenCalled();
});

test('with retry=1 only the questions wrong in the latest attempt are asked, and only they are sent', async () => {
  const { submitted } = serve({ latest: exerciseResult([12, 14]) });
  const user = userEvent.setup();
  renderWithProviders(<ExercisePageView clid={String(LESSON_ID)} retry />, { locale: 'en' });

  expect(await screen.findByRole('heading', { level: 1, name: t.retryTitle })).toBeInTheDocument();
  expect(progress()).toHaveTextContent('Question 1 of 2');
  expect(screen.getByTestId('exercise-question')).toHaveAttribute('data-question-id', '12');
  await user.click(screen.getByRole('radio', { name: 'sky' }));
  await user.click(screen.getByRole('button', { name: /Next/ }));
  expect(progress()).toHaveTextContent('Question 2 of 2');
  expect(screen.getByTestId('exercise-question')).toHaveAttribute('data-question-id', '14');
  await user.click(screen.getByRole('radio', { name: 'sky' }));
  await user.click(screen.getByRole('button', { name: t.submitRetry }));

  await waitFor(() => expect(submitted).toHaveLength(1));
  expect(submitted[0]).toEqual({ answers: [{ questionId: 12, answer: 'sky' }, { questionId: 14, answer: 'sky' }] });
  await waitFor(() => expect(push).toHaveBeenCalledWith(`/course/review/exerciseResult?clid=${LESSON_ID}`));
});

test('retry=1 with nothing wrong last time asks nothing and points to the result', async () => {
  serve({ latest: exerciseResult([]) });
  renderWithProviders(<ExercisePageView clid={String(LESSON_ID)} retry />, { locale: 'en' });
  expect(await screen.findByText(t.retryNothingTitle)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: t.seeResult })).toHaveAttribute('href', `/course/review/exerciseResult?clid=${LESSON_ID}`);
  expect(screen.queryByTestId('exercise-player')).toBeNull();
});

test('the star saves the question to the favourites and says so (aria-pressed)', async () => {
  const { liked } = serve();
  const user = userEvent.setup();
  renderWithProviders(<ExercisePageView clid={String(LESSON_ID)} retry={false} />, { locale: 'en' });
  const star = await screen.findByRole('button', { name: t.favourite });
  expect(star).toHaveAttribute('aria-pressed', 'false');
  await user.click(star);
  await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
  expect(liked).toEqual([11]);
  expect(await screen.findByText(t.favouriteAdded)).toBeInTheDocument();
  // Another question has its own star.
  await user.click(screen.getByRole('button', { name: /Next/ }));
  expect(screen.getByRole('button', { name: t.favourite })).toHaveAttribute('aria-pressed', 'false');
});

test('a class that has not ended yet shows the refusal instead of questions', async () => {
  server.use(mock.post('*/api/eclass/classin/getExercises', () => Response.json({ code: 4741, msg: 'The review opens after the class', data: null }, { status: 403 })));
  renderWithProviders(<ExercisePageView clid={String(LESSON_ID)} retry={false} />, { locale: 'en' });
  expect(await screen.findByTestId('lesson-refused')).toHaveAttribute('data-code', '4741');
  expect(screen.queryByTestId('exercise-player')).toBeNull();
});
