import { act, renderHook } from '@testing-library/react';

import { useCountdown } from '@/lib/hooks/use-countdown';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useCountdown', () => {
  test('idle, then 60 s ticking every second, then done', () => {
    const { result } = renderHook(() => useCountdown());
    expect(result.current).toMatchObject({ phase: 'idle', left: 0 });

    act(() => result.current.start());
    expect(result.current).toMatchObject({ phase: 'counting', left: 60 });
    act(() => jest.advanceTimersByTime(999));
    expect(result.current.left).toBe(60);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.left).toBe(59);
    act(() => jest.advanceTimersByTime(58_000));
    expect(result.current).toMatchObject({ phase: 'counting', left: 1 });
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ phase: 'done', left: 0 });
    expect(jest.getTimerCount()).toBe(0);
  });

  test('reset goes back to idle and stops the clock', () => {
    const { result } = renderHook(() => useCountdown(10));
    act(() => result.current.start());
    act(() => jest.advanceTimersByTime(3000));
    expect(result.current.left).toBe(7);
    act(() => result.current.reset());
    expect(result.current).toMatchObject({ phase: 'idle', left: 0 });
    expect(jest.getTimerCount()).toBe(0);
  });

  test('a late tick (throttled tab) still ends on time', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    // The clock moves 30 s while no tick ran.
    act(() => {
      jest.setSystemTime(Date.now() + 30_000);
      jest.advanceTimersByTime(1000);
    });
    expect(result.current.left).toBe(29);
  });

  test('unmounting stops the clock', () => {
    const { result, unmount } = renderHook(() => useCountdown());
    act(() => result.current.start());
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
