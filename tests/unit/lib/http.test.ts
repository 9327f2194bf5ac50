import { delay, http as mock, HttpResponse } from 'msw';

import {
  ApiError,
  apiBaseUrl,
  configureHttp,
  http,
  interpretBody,
  RELOGIN_REDIRECT_MS,
  REQUEST_TIMEOUT_MS,
  resetHttpClient,
  timeZoneOffsetHours,
} from '@/lib/http';
import { serializeJsonLd } from '@/components/seo/json-ld';
import { toasts } from '@/lib/notify';
import { forgetRuntimeConfig, RUNTIME_CONFIG_ELEMENT_ID } from '@/lib/runtime-config';
import { saveLogin, STORAGE_KEYS, takeReturnPath } from '@/lib/storage';
import cn from '@/messages/cn.json';
import en from '@/messages/en.json';

import { readCookies, setCookieRaw } from '../helpers/cookies';
import { server, setupMswServer } from '../helpers/msw';

setupMswServer();

const navigate = jest.fn<void, [string]>();

/** Answers GET/POST /api/echo with `body` (and `status`), and remembers the request. */
function answer(body: unknown, status = 200) {
  const seen: Request[] = [];
  server.use(
    mock.all('*/api/echo', ({ request }) => {
      seen.push(request.clone());
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return seen;
}

function toastTexts() {
  return toasts.getState().list.map((t) => `${t.kind}:${t.text}`);
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (err) {
    return err as ApiError;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  navigate.mockReset();
  configureHttp({ messages: cn.Http, navigate });
  toasts.reset();
  servePageWithApiBase(null);
  resetHttpClient();
});

/** The runtime settings element the root layout writes into every page (lib/runtime-config.ts); null: none. */
function servePageWithApiBase(apiBaseUrl: string | null): void {
  document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove();
  if (apiBaseUrl !== null) {
    const el = document.createElement('script');
    el.id = RUNTIME_CONFIG_ELEMENT_ID;
    el.type = 'application/json';
    el.textContent = serializeJsonLd({ apiBaseUrl, createBookUrl: null });
    document.body.appendChild(el);
  }
  forgetRuntimeConfig();
}

afterEach(() => {
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

describe('success envelopes (SPEC §8)', () => {
  test.each([0, '0', '0000', '9999'])('code %p returns data', async (code) => {
    answer({ code, msg: 'ok', data: { id: 7 } });
    await expect(http.get('echo')).resolves.toEqual({ id: 7 });
    expect(toastTexts()).toEqual([]);
  });

  test.each(['0000', '6666', '6110', '6111'])('repCode %p returns the whole body', async (repCode) => {
    const body = { repCode, repMsg: null, repData: { token: 'abc' } };
    answer(body);
    await expect(http.post('echo', { json: {} })).resolves.toEqual(body);
  });

  test('another repCode throws its repMsg', async () => {
    answer({ repCode: '6201', repMsg: '验证码已失效', repData: null });
    const err = await failure(http.post('echo', { json: {} }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('验证码已失效');
    expect(err.code).toBe('6201');
  });

  test('IsSuccess true returns the whole body', async () => {
    const body = { IsSuccess: true, Msg: '', Data: { Items: [] } };
    answer(body);
    await expect(http.get('echo')).resolves.toEqual(body);
  });

  test('IsSuccess false throws Msg', async () => {
    answer({ IsSuccess: false, Msg: '课程不存在' });
    expect((await failure(http.get('echo'))).message).toBe('课程不存在');
  });

  test('IsSuccess false without Msg falls back to the network error text', async () => {
    answer({ IsSuccess: false });
    expect((await failure(http.get('echo'))).message).toBe(cn.Http.networkError);
  });

  test('a numeric 9999 or a missing code is not success', async () => {
    answer({ code: 9999, msg: 'nope' });
    expect((await failure(http.get('echo'))).message).toBe('nope');
    answer({ data: 1 });
    expect((await failure(http.get('echo'))).message).toBe(cn.Http.networkError);
  });
});

describe('session expired, code 1001', () => {
  test('clears token, user info and cookie, says "please log in again" and goes home after 1.5 s', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    saveLogin('tok-1', { id: 1, nickName: 'Amy' });
    window.localStorage.setItem(STORAGE_KEYS.pythonToken, 'py');
    expect(readCookies().user_token).toBe('tok-1');
    answer({ code: 1001, msg: 'token expired' }, 401);

    const err = await failure(http.get('echo'));

    expect(err.message).toBe('请重新登录');
    expect(err.code).toBe(1001);
    expect(window.localStorage.getItem('user_token')).toBeNull();
    expect(window.localStorage.getItem('user_info')).toBeNull();
    expect(window.localStorage.getItem('python_token')).toBeNull();
    expect(readCookies().user_token).toBeUndefined();
    // Exactly one toast, not the session one plus a generic error one.
    expect(toastTexts()).toEqual(['error:请重新登录']);

    expect(navigate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(RELOGIN_REDIRECT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  test('the string code "1001" is the same rule, in the configured language', async () => {
    configureHttp({ messages: en.Http, navigate });
    saveLogin('tok-2', { id: 2 });
    answer({ code: '1001' });
    expect((await failure(http.get('echo', { toast: false }))).message).toBe('Please log in again');
    expect(window.localStorage.getItem('user_info')).toBeNull();
    expect(toastTexts()).toEqual(['error:Please log in again']);
  });
});

describe('forced re-login, codes 110002/110003/110004', () => {
  test.each([110002, 110003, 110004, '110003'])('code %p remembers the path, clears storage and goes to /login', async (code) => {
    window.history.replaceState(null, '', '/user/my?tab=2');
    saveLogin('tok-3', { id: 3 });
    window.localStorage.setItem(STORAGE_KEYS.latestVisitTime, '123');
    answer({ code, msg: '登录已失效' });

    const err = await failure(http.get('echo'));

    expect(err.message).toBe('登录已失效');
    expect(window.localStorage.length).toBe(0);
    expect(readCookies().user_token).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(takeReturnPath()).toBe('/user/my?tab=2');
    expect(takeReturnPath()).toBeNull();
  });
});

describe('error texts', () => {
  test('msg wins over Msg and error', async () => {
    answer({ code: 500, msg: 'a-msg', Msg: 'b-Msg', error: 'c-error' });
    expect((await failure(http.get('echo'))).message).toBe('a-msg');
  });

  test('Msg wins over error when msg is missing or empty', async () => {
    answer({ code: 500, msg: '', Msg: 'b-Msg', error: 'c-error' });
    expect((await failure(http.get('echo'))).message).toBe('b-Msg');
  });

  test('error is used when neither msg nor Msg is given', async () => {
    answer({ code: 400, error: 'c-error' });
    expect((await failure(http.get('echo'))).message).toBe('c-error');
  });

  test('without any text the network error text is raised, in the configured language', async () => {
    answer({ code: 400 });
    expect((await failure(http.get('echo'))).message).toBe('网络错误');
    configureHttp({ messages: en.Http, navigate });
    answer({ code: 400 });
    expect((await failure(http.get('echo'))).message).toBe('Network error. Check your connection and try again');
  });

  test('a non-JSON 500 is a network error', async () => {
    server.use(mock.get('*/api/echo', () => new HttpResponse('<html>Internal Server Error</html>', { status: 500, headers: { 'Content-Type': 'text/html' } })));
    const err = await failure(http.get('echo'));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('网络错误');
    expect(err.status).toBe(500);
  });

  test('a failed connection is a network error', async () => {
    server.use(mock.get('*/api/echo', () => HttpResponse.error()));
    const err = await failure(http.get('echo'));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('网络错误');
  });

  test('the error code and HTTP status travel with the error', async () => {
    answer({ code: 40901, msg: 'conflict' }, 409);
    const err = await failure(http.get('echo'));
    expect(err.code).toBe(40901);
    expect(err.status).toBe(409);
  });
});

describe('timeout', () => {
  test(`rejects with the timeout text after ${REQUEST_TIMEOUT_MS} ms`, async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    server.use(
      mock.get('*/api/echo', async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 0 });
      }),
    );
    let settled = false;
    const result = failure(http.get('echo')).finally(() => {
      settled = true;
    });
    await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1000);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1000);
    const err = await result;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('请求超时，请稍后重试');
    expect(toastTexts()).toEqual(['error:请求超时，请稍后重试']);
  });
});

describe('request', () => {
  test('sends Content-Type, Time-Zone-Offset, token and Accept-Language zh-CN by default', async () => {
    saveLogin('tok-abc', { id: 1 });
    const seen = answer({ code: 0, data: null });
    await http.get('echo');
    const headers = seen[0].headers;
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('time-zone-offset')).toBe(timeZoneOffsetHours());
    expect(headers.get('token')).toBe('tok-abc');
    expect(headers.get('accept-language')).toBe('zh-CN');
  });

  test('sends no token header when none is stored', async () => {
    const seen = answer({ code: 0, data: null });
    await http.get('echo');
    expect(seen[0].headers.has('token')).toBe(false);
  });

  test('sends Accept-Language en when the language cookie is en, zh-CN for cn', async () => {
    setCookieRaw('i18n_redirected', 'en');
    const seen = answer({ code: 0, data: null });
    await http.get('echo');
    expect(seen[0].headers.get('accept-language')).toBe('en');
    setCookieRaw('i18n_redirected', 'cn');
    await http.get('echo');
    expect(seen[1].headers.get('accept-language')).toBe('zh-CN');
  });

  test('posts JSON bodies as JSON', async () => {
    const seen = answer({ code: 0, data: null });
    await http.post('echo', { json: { a: 1, b: '二' } });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].headers.get('content-type')).toBe('application/json');
    await expect(seen[0].json()).resolves.toEqual({ a: 1, b: '二' });
  });

  test('a FormData body is sent as multipart with its boundary, not as JSON', async () => {
    const seen = answer({ code: 0, data: null });
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await http.post('echo', { body: form });
    expect(seen[0].headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const received = await seen[0].formData();
    expect((received.get('file') as File).name).toBe('a.png');
  });

  test('drops undefined and null query parameters and keeps the rest', async () => {
    const seen = answer({ code: 0, data: null });
    await http.get('echo', { query: { type: 1, keyword: '你好 world', page: undefined, size: null, hot: false, empty: '' } });
    const url = new URL(seen[0].url);
    expect(url.searchParams.get('type')).toBe('1');
    expect(url.searchParams.get('keyword')).toBe('你好 world');
    expect(url.searchParams.get('hot')).toBe('false');
    expect(url.searchParams.get('empty')).toBe('');
    expect(url.searchParams.has('page')).toBe(false);
    expect(url.searchParams.has('size')).toBe(false);
    expect(url.search).not.toContain('undefined');
    expect(url.search).not.toContain('null');
  });

  test('PUT and DELETE use their methods; a leading slash in the path is ignored', async () => {
    const seen = answer({ code: 0, data: null });
    await http.put('/echo', { json: {} });
    await http.delete('echo');
    expect(seen.map((r) => r.method)).toEqual(['PUT', 'DELETE']);
    expect(new URL(seen[0].url).pathname).toBe('/api/echo');
  });

  test('an aborted call rejects with AbortError and shows no toast', async () => {
    server.use(
      mock.get('*/api/echo', async () => {
        await delay('infinite');
        return HttpResponse.json({ code: 0 });
      }),
    );
    const controller = new AbortController();
    const pending = failure(http.get('echo', { signal: controller.signal }));
    // The reason a browser uses. Passed explicitly because under jsdom the default reason comes from
    // Node's realm, where a DOMException is not an instance of the page's Error.
    controller.abort(new DOMException('The operation was aborted.', 'AbortError'));
    const err = await pending;
    expect(err.name).toBe('AbortError');
    expect(toastTexts()).toEqual([]);
  });
});

describe('base URL and time zone', () => {
  test('defaults to /api on the page origin', () => {
    expect(apiBaseUrl()).toBe(`${window.location.origin}/api`);
  });

  test("the page's API base (API_BASE_URL on the server) points the client at another host", async () => {
    servePageWithApiBase('https://upstream.example.com/v2/');
    expect(apiBaseUrl()).toBe('https://upstream.example.com/v2');
    const seen: string[] = [];
    server.use(
      mock.get('https://upstream.example.com/v2/echo', ({ request }) => {
        seen.push(request.url);
        return HttpResponse.json({ code: 0, data: 'up' });
      }),
    );
    await expect(http.get('echo')).resolves.toBe('up');
    expect(seen).toEqual(['https://upstream.example.com/v2/echo']);
  });

  test('a relative API base is made absolute with the page origin', () => {
    servePageWithApiBase('/backend/');
    expect(apiBaseUrl()).toBe(`${window.location.origin}/backend`);
  });

  test('timeZoneOffsetHours gives hours east of UTC', () => {
    const at = (minutes: number) => ({ getTimezoneOffset: () => minutes }) as Date;
    expect(timeZoneOffsetHours(at(-480))).toBe('8');
    expect(timeZoneOffsetHours(at(300))).toBe('-5');
    expect(timeZoneOffsetHours(at(-330))).toBe('5.5');
    expect(timeZoneOffsetHours(at(0))).toBe('0');
  });
});

describe('error toast and progress bar', () => {
  test('a failed call shows an error toast with its text', async () => {
    answer({ code: 40001, msg: '参数错误' }, 400);
    await failure(http.get('echo'));
    expect(toastTexts()).toEqual(['error:参数错误']);
  });

  test('toast:false suppresses the toast but still rejects', async () => {
    answer({ code: 40001, msg: '参数错误' }, 400);
    expect((await failure(http.get('echo', { toast: false }))).message).toBe('参数错误');
    expect(toastTexts()).toEqual([]);
  });

  test('a failed call makes the progress bar fail; a successful one does not', async () => {
    answer({ code: 0, data: 1 });
    await http.get('echo');
    expect(document.documentElement).not.toHaveClass('nprogress-failed');
    answer({ code: 500, msg: 'x' }, 500);
    await failure(http.get('echo', { toast: false }));
    expect(document.documentElement).toHaveClass('nprogress-failed');
  });

  test('a network failure also makes the progress bar fail', async () => {
    server.use(mock.get('*/api/echo', () => HttpResponse.error()));
    await failure(http.get('echo', { toast: false }));
    expect(document.documentElement).toHaveClass('nprogress-failed');
  });
});

describe('interpretBody', () => {
  test('a non-object 2xx body is returned as is; a non-object error body is a network error', () => {
    expect(interpretBody('plain', 200)).toBe('plain');
    expect(interpretBody(null, 204)).toBeNull();
    expect(() => interpretBody('oops', 502)).toThrow(cn.Http.networkError);
  });
});
