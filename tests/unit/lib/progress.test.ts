import { doneProgress, failProgress, PROGRESS, startProgress } from '@/lib/progress';

const bar = () => document.getElementById('nprogress');
const html = () => document.documentElement;

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

describe('progress bar (SPEC §9: throttle 200 ms, hide delay 500 ms)', () => {
  test('a load shorter than the throttle never shows the bar', () => {
    startProgress();
    jest.advanceTimersByTime(PROGRESS.throttle - 1);
    doneProgress();
    jest.advanceTimersByTime(1000);
    expect(bar()).toBeNull();
  });

  test('a longer load shows the bar after 200 ms and removes it 500 ms after it finishes', () => {
    startProgress();
    jest.advanceTimersByTime(PROGRESS.throttle);
    expect(bar()).not.toBeNull();
    doneProgress();
    jest.advanceTimersByTime(PROGRESS.hideDelay - 1);
    expect(bar()).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(bar()).toBeNull();
    expect(html()).not.toHaveClass('nprogress-failed');
  });

  test('the bar is decoration: hidden from assistive technology, with no made-up role', () => {
    startProgress();
    jest.advanceTimersByTime(PROGRESS.throttle);
    const shown = bar()!;
    expect(shown.querySelector('[role]')).toBeNull();
    expect(shown.querySelector('.bar')).toHaveAttribute('aria-hidden', 'true');
    doneProgress();
  });

  test('a failure marks the bar failed until it is hidden', () => {
    startProgress();
    jest.advanceTimersByTime(PROGRESS.throttle);
    failProgress();
    expect(html()).toHaveClass('nprogress-failed');
    jest.advanceTimersByTime(PROGRESS.hideDelay);
    expect(bar()).toBeNull();
    expect(html()).not.toHaveClass('nprogress-failed');
  });

  test('parallel loads share one bar, which ends with the last one; a failure among them is kept', () => {
    startProgress();
    startProgress();
    jest.advanceTimersByTime(PROGRESS.throttle);
    failProgress();
    expect(html()).toHaveClass('nprogress-failed');
    jest.advanceTimersByTime(PROGRESS.hideDelay);
    expect(bar()).not.toBeNull();
    doneProgress();
    expect(html()).toHaveClass('nprogress-failed');
    jest.advanceTimersByTime(PROGRESS.hideDelay);
    expect(bar()).toBeNull();
  });

  test('a new load clears the failed mark of the previous one', () => {
    startProgress();
    failProgress();
    expect(html()).toHaveClass('nprogress-failed');
    startProgress();
    expect(html()).not.toHaveClass('nprogress-failed');
    doneProgress();
  });
});
