import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { PreviewView } from '@/components/lessons/preview-view';
import { useLessonRecord } from '@/lib/hooks/use-classes';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';
import type { PreviewData } from '@/lib/types/lessons';

import { lesson } from '../classes/fixtures';
import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';
import { MINUTE, NOW, preview, ZONE } from './lesson-fixtures';

jest.mock('@/lib/classes/zone', () => ({ browserTimeZone: () => ZONE }));
jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();

const ok = (data: unknown) => HttpResponse.json({ code: 0, msg: 'success', data });
const refuse = (code: number, msg: string, status = 200) => HttpResponse.json({ code, msg, data: null }, { status });
const t = MESSAGES.en.LessonPreview;

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

beforeEach(() => {
  toasts.reset();
  configureHttp({ messages: MESSAGES.en.Http });
});

/** What /course/list reads: shown beside the preview to see the class record change. */
function RecordProbe() {
  const { data } = useLessonRecord();
  const item = data?.find((l) => l.Id === 42);
  return <p data-test="record-probe">{item ? (item.PreviewedAt ?? 'not previewed') : 'none'}</p>;
}

function answerPreview(data: PreviewData) {
  const calls = { preview: 0, setPreview: [] as string[], record: 0 };
  let previewedAt: string | null = null;
  server.use(
    mock.post('*/api/eclass/classin/getPreview', ({ request }) => {
      calls.preview += 1;
      expect(new URL(request.url).searchParams.get('clid')).toBe(String(data.lesson.lessonId));
      return ok(data);
    }),
    mock.post('*/api/eclass/classin/setPreview', ({ request }) => {
      calls.setPreview.push(new URL(request.url).searchParams.get('clid')!);
      previewedAt = '2026-11-26T02:05:00.000Z';
      return ok({ lessonId: data.lesson.lessonId, previewedAt });
    }),
    mock.post('*/api/acadsoc/app/getCourseLessonRecord', () => {
      calls.record += 1;
      return ok({ Items: [lesson(42, NOW + 60 * MINUTE, { PreviewedAt: previewedAt })], Total: 1 });
    }),
  );
  return calls;
}

describe('PreviewView (/course/preview?clid=)', () => {
  test('shows the class heading, the courseware, the words and the key sentences', async () => {
    answerPreview(preview(42, NOW + 60 * MINUTE));
    renderWithProviders(<PreviewView lessonId={42} />, { locale: 'en' });

    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
    const head = screen.getByTestId('lesson-header');
    expect(within(head).getByTestId('lesson-teacher')).toHaveTextContent('Amy Lawson');
    expect(within(head).getByTestId('lesson-unit')).toHaveTextContent('Level A · Unit 2');
    expect(head).toHaveTextContent('Goal: Name things in the sky');
    expect(within(head).getByRole('link', { name: /The Red Kite/ })).toHaveAttribute('href', expect.stringContaining('/picture/detail/5'));
    // 11:00 in the viewer's zone (Beijing), an hour from now.
    expect(within(head).getByTestId('lesson-time')).toHaveTextContent('11:00');

    expect(screen.getByRole('heading', { level: 2, name: t.coursewareTitle })).toBeInTheDocument();
    expect(screen.getByTestId('courseware-counter')).toHaveTextContent('1 / 3');
    expect(screen.getByRole('heading', { level: 2, name: t.wordsTitle })).toBeInTheDocument();
    expect(screen.getByText('2 words in this class. Press play to hear each one.')).toBeInTheDocument();
    expect(screen.getAllByTestId('vocab-item')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Listen: kite' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: t.sentencesTitle })).toBeInTheDocument();
    expect(screen.getByTestId('sentence-item')).toHaveTextContent('The kite is red.');
    expect(screen.getByRole('button', { name: 'Listen: The kite is red.' })).toBeInTheDocument();
  });

  test('"Mark preview as done" saves it, shows "Preview done" with the time, and the class list learns it', async () => {
    const user = userEvent.setup();
    const calls = answerPreview(preview(42, NOW + 60 * MINUTE));
    renderWithProviders(
      <>
        <RecordProbe />
        <PreviewView lessonId={42} />
      </>,
      { locale: 'en' },
    );
    expect(await screen.findByTestId('record-probe')).toHaveTextContent('not previewed');
    await user.click(await screen.findByRole('button', { name: t.markDone }));

    expect(await screen.findByTestId('preview-done')).toHaveTextContent(/Preview done \(.*10:05.*\)/);
    expect(calls.setPreview).toEqual(['42']);
    expect(screen.queryByRole('button', { name: t.markDone })).toBeNull();
    expect(screen.getByTestId('preview-done-badge')).toHaveTextContent(t.doneBadge);
    // The class record is updated at once and fetched again.
    await waitFor(() => expect(screen.getByTestId('record-probe')).toHaveTextContent('2026-11-26T02:05:00.000Z'));
    await waitFor(() => expect(calls.record).toBe(2));
    // The preview itself is not fetched again.
    expect(calls.preview).toBe(1);
  });

  test('a preview already done says so (cn), with no button', async () => {
    answerPreview(preview(42, NOW + 60 * MINUTE, { previewedAt: '2026-11-25T12:00:00.000Z' }));
    renderWithProviders(<PreviewView lessonId={42} />);
    expect(await screen.findByTestId('preview-done')).toHaveTextContent('20:00');
    expect(screen.queryByTestId('preview-mark-done')).toBeNull();
    expect(screen.getAllByTestId('vocab-pos')[0]).toHaveTextContent(MESSAGES.cn.Lessons.pos.noun);
  });

  test("another family's class (4720): the refusal and the way back to My classes, no retry", async () => {
    let asked = 0;
    server.use(
      mock.post('*/api/eclass/classin/getPreview', () => {
        asked += 1;
        return refuse(4720, 'This class does not exist', 404);
      }),
    );
    renderWithProviders(<PreviewView lessonId={7} />, { locale: 'en' });
    const alert = await screen.findByTestId('lesson-refused');
    expect(alert).toHaveAttribute('data-code', '4720');
    expect(alert).toHaveTextContent(MESSAGES.en.Lessons.refusal.notFound);
    expect(within(alert).getByRole('link', { name: MESSAGES.en.Lessons.backToList })).toHaveAttribute('href', '/course/list');
    expect(screen.queryByRole('button', { name: MESSAGES.en.Lessons.retry })).toBeNull();
    expect(asked).toBe(1);
  });

  test('a network failure offers a retry that loads the preview', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(mock.post('*/api/eclass/classin/getPreview', () => (fail ? HttpResponse.error() : ok(preview(42, NOW + 60 * MINUTE)))));
    renderWithProviders(<PreviewView lessonId={42} />, { locale: 'en' });
    const retry = await screen.findByRole('button', { name: MESSAGES.en.Lessons.retry });
    fail = false;
    await user.click(retry);
    expect(await screen.findByRole('heading', { level: 1, name: t.title })).toBeInTheDocument();
  });
});
