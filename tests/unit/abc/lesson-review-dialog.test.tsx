/** Staff write the teacher's review from the class lists: who gets the button, what the dialog checks, what it sends, and errors shown inside it. */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { StaffLessonList } from '@/components/abc/staff-lesson-list';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';
import type { LessonItem } from '@/lib/types/classes';
import type { StaffReviewInput, StaffReviewView } from '@/lib/types/lessons';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';
import { lesson as classLesson } from '../classes/fixtures';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

configure({ testIdAttribute: 'data-test' });
setupMswServer();

const t = MESSAGES.en.AbcReview;
const MIN = 60_000;
const NOW = Date.UTC(2026, 10, 26, 2, 0);
const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });

/** A class of the staff list: the class list's fixture, each with its own student. */
const lesson = (id: number, startMs: number, over: Partial<LessonItem> = {}): LessonItem =>
  classLesson(id, startMs, { Student: { Id: 10 + id, Nickname: `Kid ${id}` }, ...over });

const VOCAB = [
  { word: 'kite', cn: '风筝' },
  { word: 'sky', cn: '天空' },
  { word: 'high', cn: '高的' },
];

beforeEach(() => {
  toasts.reset();
  configureHttp({ messages: MESSAGES.en.Http });
});

function serve(view: (lessonId: number) => StaffReviewView, save: (input: StaffReviewInput) => Response = (input) => ok({ lessonId: input.lessonId, vocabulary: VOCAB, review: { ...input, reviewerName: 'Amy', reviewedAt: new Date().toISOString() } })) {
  const saved: StaffReviewInput[] = [];
  server.use(
    mock.get('*/api/abc/lesson/review', ({ request }) => ok(view(Number(new URL(request.url).searchParams.get('lessonId'))))),
    mock.post('*/api/abc/lesson/review', async ({ request }) => {
      const input = (await request.json()) as StaffReviewInput;
      saved.push(input);
      return save(input);
    }),
    // The lists are fetched again after a save.
    mock.get('*/api/abc/course/list', () => ok({ list: [], total: 0, page: 1, size: 20 })),
  );
  return saved;
}

const row = (id: number) => document.querySelector<HTMLElement>(`[data-test="abc-lesson"][data-lesson-id="${id}"]`)!;

function renderList() {
  return renderWithProviders(
    <StaffLessonList
      lessons={[
        lesson(1, NOW + 60 * MIN),
        lesson(2, NOW - 5 * MIN),
        lesson(3, NOW - 24 * 60 * MIN, { Status: 'finished', Reviewed: true }),
        lesson(4, NOW - 24 * 60 * MIN, { Status: 'teacher_absent' }),
        lesson(5, NOW - 24 * 60 * MIN, { IsCancel: true, Status: 'cancelled' }),
      ]}
      now={NOW}
      zone="Asia/Shanghai"
      showDate
      caption="Classes"
    />,
    { locale: 'en' },
  );
}

test('only classes that have started (or ended) and took place get the button: Write review, or Edit review once reviewed', () => {
  serve(() => ({ lessonId: 0, vocabulary: [], review: null }));
  renderList();
  expect(within(row(1)).queryByTestId('abc-review-open')).toBeNull();
  expect(within(row(2)).getByRole('button', { name: t.write })).toBeInTheDocument();
  expect(within(row(3)).getByRole('button', { name: t.edit })).toBeInTheDocument();
  expect(within(row(4)).queryByTestId('abc-review-open')).toBeNull();
  expect(within(row(5)).queryByTestId('abc-review-open')).toBeNull();
});

test('writing a review: comment and all five ratings are required; the ticked words are sent in the unit order', async () => {
  const saved = serve((id) => ({ lessonId: id, vocabulary: VOCAB, review: null }));
  const user = userEvent.setup();
  renderList();
  await user.click(within(row(2)).getByRole('button', { name: t.write }));
  const dialog = await screen.findByRole('dialog', { name: t.titleWrite });
  await within(dialog).findByTestId('abc-review-form');

  // Nothing filled in: the errors are in the dialog, nothing is sent.
  await user.click(within(dialog).getByRole('button', { name: t.save }));
  expect(within(dialog).getByText(t.commentRequired)).toBeInTheDocument();
  expect(within(dialog).getAllByText(t.ratingRequired)).toHaveLength(5);
  expect(within(dialog).getByRole('textbox', { name: t.comment })).toHaveFocus();
  expect(saved).toEqual([]);

  await user.type(within(dialog).getByRole('textbox', { name: t.comment }), 'Great focus today.');
  const skills = { listening: 4, speaking: 5, vocabulary: 3, pronunciation: 4, participation: 5 } as const;
  for (const [skill, value] of Object.entries(skills)) {
    const group = within(dialog).getByRole('group', { name: t.skill[skill as keyof typeof skills] });
    await user.click(within(group).getByRole('radio', { name: `${value} out of 5` }));
  }
  // Keyboard: arrows move a skill's rating.
  const listening = within(within(dialog).getByRole('group', { name: t.skill.listening })).getByRole('radio', { name: '4 out of 5' });
  listening.focus();
  await user.keyboard('{ArrowLeft}');
  expect(within(within(dialog).getByRole('group', { name: t.skill.listening })).getByRole('radio', { name: '3 out of 5' })).toBeChecked();

  await user.click(within(dialog).getByRole('checkbox', { name: /high/ }));
  await user.click(within(dialog).getByRole('checkbox', { name: /kite/ }));
  await user.click(within(dialog).getByRole('button', { name: t.save }));

  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toEqual({
    lessonId: 2,
    comment: 'Great focus today.',
    ratings: { listening: 3, speaking: 5, vocabulary: 3, pronunciation: 4, participation: 5 },
    words: ['kite', 'high'],
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findByText('Review saved for Kid 2')).toBeInTheDocument();
});

test('editing a review starts from the saved one', async () => {
  const saved = serve((id) => ({
    lessonId: id,
    vocabulary: VOCAB,
    review: { comment: 'Good job.', ratings: { listening: 2, speaking: 3, vocabulary: 4, pronunciation: 5, participation: 1 }, words: ['sky'], reviewerName: 'Amy', reviewedAt: new Date().toISOString() },
  }));
  const user = userEvent.setup();
  renderList();
  await user.click(within(row(3)).getByRole('button', { name: t.edit }));
  const dialog = await screen.findByRole('dialog', { name: t.titleEdit });
  expect(await within(dialog).findByRole('textbox', { name: t.comment })).toHaveValue('Good job.');
  expect(within(within(dialog).getByRole('group', { name: t.skill.pronunciation })).getByRole('radio', { name: '5 out of 5' })).toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: /sky/ })).toBeChecked();
  expect(within(dialog).getByRole('checkbox', { name: /kite/ })).not.toBeChecked();
  await user.click(within(dialog).getByRole('checkbox', { name: /sky/ }));
  await user.click(within(dialog).getByRole('button', { name: t.save }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0].words).toEqual([]);
  expect(saved[0].comment).toBe('Good job.');
});

test('a refusal of the server is shown inside the dialog, which stays open', async () => {
  serve(
    (id) => ({ lessonId: id, vocabulary: [], review: null }),
    () => HttpResponse.json({ code: 4741, msg: 'This class has not started yet', data: null }, { status: 409 }),
  );
  const user = userEvent.setup();
  renderList();
  await user.click(within(row(2)).getByRole('button', { name: t.write }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByTestId('abc-review-no-words')).toHaveTextContent(t.noWords);
  await user.type(within(dialog).getByRole('textbox', { name: t.comment }), 'Fine.');
  for (const skill of ['listening', 'speaking', 'vocabulary', 'pronunciation', 'participation'] as const) {
    await user.click(within(within(dialog).getByRole('group', { name: t.skill[skill] })).getByRole('radio', { name: '3 out of 5' }));
  }
  await user.click(within(dialog).getByRole('button', { name: t.save }));
  expect(await within(dialog).findByTestId('abc-review-error')).toHaveTextContent('This class has not started yet');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});
