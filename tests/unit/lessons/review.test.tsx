/** The class review page: not before the end, the teacher's review (stars with words), the family's rating, and the way to the exercises. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock } from 'msw';

import { ReviewPageView } from '@/components/lessons/review-view';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';
import type { ReviewData } from '@/lib/types/lessons';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';
import { LESSON_ID, ok, reviewData } from './review-fixtures';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();

const t = MESSAGES.en.LessonReview;

beforeEach(() => {
  toasts.reset();
  configureHttp({ messages: MESSAGES.en.Http });
});

function serve(data: ReviewData) {
  const rated: unknown[] = [];
  server.use(
    mock.post('*/api/eclass/classin/getReview', ({ request }) => {
      expect(new URL(request.url).searchParams.get('platform')).toBe('1');
      return ok(data);
    }),
    mock.post('*/api/eclass/classin/setReview', async ({ request }) => {
      const body = (await request.json()) as { rating: number; comment: string };
      rated.push(body);
      return ok({ ...body, ratedAt: new Date().toISOString() });
    }),
  );
  return rated;
}

test('the teacher review: comment, each skill as stars read as "n out of 5", and the words met as a word list', async () => {
  serve(reviewData());
  renderWithProviders(<ReviewPageView clid={String(LESSON_ID)} />, { locale: 'en' });
  const review = await screen.findByRole('region', { name: t.teacherTitle });
  expect(within(review).getByTestId('teacher-review-comment')).toHaveTextContent('Lily spoke in full sentences today.');
  const skills = within(review).getByTestId('teacher-review-skills');
  expect(within(skills).getByText('Speaking').closest('div')).toHaveTextContent('Speaking5 out of 5');
  expect(within(skills).getByText('Vocabulary').closest('div')).toHaveTextContent('Vocabulary3 out of 5');
  expect(within(review).getAllByTestId('vocab-word').map((w) => w.textContent)).toEqual(['kite', 'sky']);
  // Not attempted yet: the way to the exercises and the knowledge review.
  expect(screen.getByTestId('exercise-summary-text')).toHaveTextContent('4 questions to practise');
  expect(screen.getByRole('link', { name: t.startExercises })).toHaveAttribute('href', `/course/review/exercise?clid=${LESSON_ID}`);
  expect(screen.getByRole('link', { name: t.knowledgeLink })).toHaveAttribute('href', `/course/review/knowledgeReview?clid=${LESSON_ID}`);
});

test('no review yet, and an attempt with wrong answers: the summary links to the result and to a retry (cn)', async () => {
  serve(reviewData({ teacherReview: null, exercises: { total: 8, correct: 6, score: 75, attempts: 2 } }));
  renderWithProviders(<ReviewPageView clid={String(LESSON_ID)} />);
  const c = MESSAGES.cn.LessonReview;
  expect(await screen.findByTestId('teacher-review-none')).toHaveTextContent(c.teacherNone);
  expect(screen.getByTestId('exercise-summary-text')).toHaveTextContent('答对 6 / 8 题，得分 75（共提交 2 次）');
  expect(screen.getByRole('link', { name: c.seeResult })).toHaveAttribute('href', `/course/review/exerciseResult?clid=${LESSON_ID}`);
  expect(screen.getByRole('link', { name: c.retryWrong })).toHaveAttribute('href', `/course/review/exercise?clid=${LESSON_ID}&retry=1`);
});

test('before the class has ended only the note that the review opens afterwards is shown', async () => {
  serve(reviewData({ available: false, teacherReview: null }));
  renderWithProviders(<ReviewPageView clid={String(LESSON_ID)} />, { locale: 'en' });
  expect(await screen.findByTestId('review-not-yet')).toHaveTextContent(MESSAGES.en.Lessons.refusal.reviewNotYet);
  expect(screen.queryByTestId('family-rating')).toBeNull();
  expect(screen.queryByTestId('exercise-summary')).toBeNull();
});

test('the family rates the class with the keyboard, saves, sees the saved rating and can change it', async () => {
  const rated = serve(reviewData());
  const user = userEvent.setup();
  renderWithProviders(<ReviewPageView clid={String(LESSON_ID)} />, { locale: 'en' });
  const form = within(await screen.findByRole('region', { name: t.rateTitle }));

  // Saving without stars asks for them and sends nothing.
  await user.click(form.getByRole('button', { name: t.rateSave }));
  expect(form.getByRole('alert')).toHaveTextContent(t.rateRequired);
  expect(rated).toEqual([]);

  const group = form.getByRole('group', { name: t.yourRating });
  const stars = within(group).getAllByRole('radio');
  expect(stars.map((s) => s.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
  await user.click(form.getByRole('radio', { name: '3 out of 5' }));
  await user.keyboard('{ArrowRight}');
  expect(form.getByRole('radio', { name: '4 out of 5' })).toBeChecked();
  const comment = form.getByRole('textbox', { name: t.rateComment });
  expect(comment).toHaveAttribute('maxLength', '500');
  await user.type(comment, '  She loved the kite song.  ');
  await user.click(form.getByRole('button', { name: t.rateSave }));

  await waitFor(() => expect(rated).toEqual([{ rating: 4, comment: 'She loved the kite song.' }]));
  expect(await screen.findByTestId('family-rating-saved')).toBeInTheDocument();
  expect(screen.getByTestId('family-rating-stars')).toHaveTextContent('4 out of 5');
  expect(screen.getByText('She loved the kite song.')).toBeInTheDocument();
  expect(screen.getByTestId('family-rating-status')).toHaveTextContent(t.rateSaved);

  // Changing it opens the form with the saved values.
  await user.click(screen.getByRole('button', { name: t.rateChange }));
  expect(screen.getByRole('radio', { name: '4 out of 5' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: t.rateComment })).toHaveValue('She loved the kite song.');
  await user.click(screen.getByRole('radio', { name: '5 out of 5' }));
  await user.click(screen.getByRole('button', { name: t.rateSave }));
  await waitFor(() => expect(rated).toHaveLength(2));
  expect(rated[1]).toEqual({ rating: 5, comment: 'She loved the kite song.' });
  expect(await screen.findByTestId('family-rating-stars')).toHaveTextContent('5 out of 5');
});

test('a saved rating is shown first, not the form', async () => {
  serve(reviewData({ familyRating: { rating: 2, comment: '', ratedAt: new Date().toISOString() } }));
  renderWithProviders(<ReviewPageView clid={String(LESSON_ID)} />, { locale: 'en' });
  expect(await screen.findByTestId('family-rating-stars')).toHaveTextContent('2 out of 5');
  expect(screen.queryByTestId('family-rating-form')).toBeNull();
});

test('someone else\'s class: the refusal, no review', async () => {
  server.use(mock.post('*/api/eclass/classin/getReview', () => Response.json({ code: 4720, msg: 'This class does not exist', data: null }, { status: 404 })));
  renderWithProviders(<ReviewPageView clid={String(LESSON_ID)} />, { locale: 'en' });
  expect(await screen.findByTestId('lesson-refused')).toHaveTextContent(MESSAGES.en.Lessons.refusal.notFound);
});
