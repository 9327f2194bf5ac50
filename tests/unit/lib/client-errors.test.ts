import { waitFor } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';

import { CHUNK_RELOAD_INTERVAL_MS, isChunkLoadError, reloadForChunkError, reportError } from '@/lib/client-errors';
import { toasts } from '@/lib/notify';

import { server, setupMswServer } from '../helpers/msw';

setupMswServer();

describe('isChunkLoadError', () => {
  test.each([
    ['webpack ChunkLoadError', Object.assign(new Error('Loading chunk 123 failed.\n(error: /_next/static/chunks/123.js)'), { name: 'ChunkLoadError' })],
    ['message only', new Error('Loading chunk app-pages-browser_components_x failed.')],
    ['turbopack', new Error('Failed to load chunk /_next/static/chunks/abc123.js from module 42')],
    ['css chunk', new Error('Loading CSS chunk 7 failed.')],
    ['a string', 'ChunkLoadError: Loading chunk 9 failed.'],
    ['an error-like object', { message: 'Loading chunk 5 failed.' }],
  ])('recognises %s', (_label, value) => {
    expect(isChunkLoadError(value)).toBe(true);
  });

  test.each([
    ['a TypeError', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['a network error', new Error('Failed to fetch')],
    ['null', null],
    ['undefined', undefined],
    ['an object without message', { code: 1 }],
    ['an empty string', ''],
  ])('does not flag %s', (_label, value) => {
    expect(isChunkLoadError(value)).toBe(false);
  });
});

describe('reloadForChunkError: at most one reload per minute', () => {
  const t0 = new Date('2026-03-01T08:00:00Z').getTime();

  test('reloads once, not again within 60 s, and again after 60 s', () => {
    const reload = jest.fn();
    expect(reloadForChunkError(t0, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    expect(reloadForChunkError(t0 + 1_000, reload)).toBe(false);
    expect(reloadForChunkError(t0 + CHUNK_RELOAD_INTERVAL_MS - 1, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    expect(reloadForChunkError(t0 + CHUNK_RELOAD_INTERVAL_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(reloadForChunkError(t0 + CHUNK_RELOAD_INTERVAL_MS + 30_000, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  test('the interval is one minute and the last reload survives in session storage (the page reloads)', () => {
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
    const reload = jest.fn();
    reloadForChunkError(t0, reload);
    expect(window.sessionStorage.getItem('chunk_reload_at')).toBe(String(t0));
    window.sessionStorage.clear();
    expect(reloadForChunkError(t0 + 1_000, reload)).toBe(true);
  });
});

describe('reportError', () => {
  test('posts to the monitor endpoint at most ten times per page and never toasts', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      mock.post('*/api/monitor/customEventReport', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return bodies.length === 1 ? HttpResponse.json({ code: 0, data: { id: 1 } }) : HttpResponse.json({ code: 500, msg: 'down' }, { status: 500 });
      }),
    );
    toasts.reset();
    for (let i = 0; i < 12; i++) reportError('error', new Error(`boom ${i}`), { where: 'test' });
    await waitFor(() => expect(bodies).toHaveLength(10));
    // The last two were dropped before any request was made; give them a moment to prove it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(bodies).toHaveLength(10);
    expect(bodies[0]).toMatchObject({ type: 'error', message: 'boom 0', detail: { where: 'test' }, url: window.location.href });
    expect(toasts.getState().list).toEqual([]);
  });
});
