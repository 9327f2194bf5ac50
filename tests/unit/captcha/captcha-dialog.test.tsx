/**
 * The captcha dialog against a mocked AJ-Captcha server (msw): what it posts
 * for a drag, a keyboard move, three clicks and a typed code; the
 * captchaVerification it reports after the success delay; the refresh after
 * a failure; and what it shows when a get is refused.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CryptoJS from 'crypto-js';
import { http as mock, HttpResponse } from 'msw';

import CaptchaDialog from '@/components/captcha/captcha-dialog';
import { configureHttp } from '@/lib/http';
import { STORAGE_KEYS } from '@/lib/storage';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();

/** A 1x1 PNG: the dialog only displays what it is given. */
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
const KEY = 'XwKsGlMcdPMEhR1B';

function decrypt(value: string, key = KEY): string {
  return CryptoJS.AES.decrypt(value, CryptoJS.enc.Utf8.parse(key), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString(CryptoJS.enc.Utf8);
}
function encrypt(value: string, key = KEY): string {
  return CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(value), CryptoJS.enc.Utf8.parse(key), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString();
}

interface Posted {
  captchaType: string;
  token?: string;
  pointJson?: string;
  clientUid?: string;
  ts?: number;
}

/** Serves gets (token-1, token-2, ...) and answers checks with the given repCodes in turn. */
function serveCaptcha({ checks = ['0000'], getCode = '0000', getMsg = null as string | null } = {}) {
  const gets: Posted[] = [];
  const checked: Posted[] = [];
  server.use(
    mock.post('*/api/captcha/get', async ({ request }) => {
      const body = (await request.json()) as Posted;
      gets.push(body);
      if (getCode !== '0000') return HttpResponse.json({ repCode: getCode, repMsg: getMsg, repData: null, success: false });
      const n = gets.length;
      return HttpResponse.json({
        repCode: '0000',
        repMsg: null,
        success: true,
        repData: {
          originalImageBase64: PIXEL,
          jigsawImageBase64: body.captchaType === 'blockPuzzle' ? PIXEL : null,
          wordList: body.captchaType === 'clickWord' ? ['天', '地', '人'] : null,
          token: `${String(n).padStart(2, '0')}${'a'.repeat(30)}`,
          secretKey: KEY,
          result: false,
        },
      });
    }),
    mock.post('*/api/captcha/check', async ({ request }) => {
      const body = (await request.json()) as Posted;
      checked.push(body);
      const repCode = checks[Math.min(checked.length - 1, checks.length - 1)];
      return HttpResponse.json(
        repCode === '0000'
          ? { repCode, repMsg: null, success: true, repData: { ...body, result: true } }
          : { repCode, repMsg: '验证失败', success: false, repData: null },
      );
    }),
  );
  return { gets, checked };
}

beforeEach(() => {
  configureHttp({ messages: MESSAGES.cn.Http });
});

function renderDialog(props: Partial<React.ComponentProps<typeof CaptchaDialog>> = {}, locale: 'cn' | 'en' = 'cn') {
  const onSuccess = jest.fn();
  const onClose = jest.fn();
  renderWithProviders(<CaptchaDialog open onSuccess={onSuccess} onClose={onClose} {...props} />, { locale });
  return { onSuccess, onClose };
}

async function waitForImage() {
  await screen.findByAltText(MESSAGES.cn.Captcha.imageAlt);
}

function drag(handle: HTMLElement, from: number, to: number) {
  fireEvent.mouseDown(handle, { clientX: from, clientY: 10 });
  fireEvent.mouseMove(window, { clientX: (from + to) / 2, clientY: 12 });
  fireEvent.mouseMove(window, { clientX: to, clientY: 14 });
  fireEvent.mouseUp(window, { clientX: to, clientY: 14 });
}

describe('CaptchaDialog – slide puzzle', () => {
  test('is a titled dialog that asks for a blockPuzzle with the stored slider clientUid', async () => {
    const { gets } = serveCaptcha();
    renderDialog();
    expect(await screen.findByRole('dialog', { name: '请完成安全验证' })).toBeInTheDocument();
    await waitForImage();
    expect(gets).toHaveLength(1);
    expect(gets[0].captchaType).toBe('blockPuzzle');
    const uid = window.localStorage.getItem(STORAGE_KEYS.captchaSliderUid);
    expect(uid).toMatch(/^slider-[0-9a-f-]{36}$/);
    expect(window.localStorage.getItem(STORAGE_KEYS.captchaClickUid)).toBe(uid!.replace('slider-', 'point-'));
    expect(gets[0].clientUid).toBe(uid);
    expect(typeof gets[0].ts).toBe('number');
  });

  test('a drag posts the distance scaled to 310 with y 5, encrypted with the secretKey', async () => {
    const { checked } = serveCaptcha({ checks: ['6111'] });
    renderDialog();
    await waitForImage();
    drag(screen.getByRole('slider', { name: MESSAGES.cn.Captcha.sliderLabel }), 20, 20 + 137.5);
    await waitFor(() => expect(checked).toHaveLength(1));
    expect(checked[0]).toMatchObject({ captchaType: 'blockPuzzle', token: `01${'a'.repeat(30)}` });
    expect(decrypt(checked[0].pointJson!)).toBe('{"x":137.5,"y":5}');
  });

  test('a pass turns green, locks the slider and reports captchaVerification after about a second', async () => {
    serveCaptcha({ checks: ['0000'] });
    const { onSuccess } = renderDialog();
    await waitForImage();
    const handle = screen.getByRole('slider');
    drag(handle, 10, 160);
    expect(await screen.findByText(/验证成功/)).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(handle).toHaveAttribute('aria-disabled', 'true');
    // Locked: another drag does nothing.
    drag(handle, 10, 60);
    expect(handle).toHaveAttribute('aria-valuenow', '150');

    // The pass stays on screen about a second before it is reported.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(onSuccess).not.toHaveBeenCalled();
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1), { timeout: 2500 });
    const expected = encrypt(`01${'a'.repeat(30)}---{"x":150,"y":5}`);
    expect(onSuccess).toHaveBeenCalledWith(expected);
    expect(decrypt(onSuccess.mock.calls[0][0])).toBe(`01${'a'.repeat(30)}---{"x":150,"y":5}`);
  });

  test('a failure turns red with "验证失败" and loads a new image about a second later', async () => {
    const { gets } = serveCaptcha({ checks: ['6111'] });
    const { onSuccess } = renderDialog();
    await waitForImage();
    const handle = screen.getByRole('slider');
    drag(handle, 0, 200);
    expect(await screen.findByText('验证失败')).toBeInTheDocument();
    expect(gets).toHaveLength(1);
    await waitFor(() => expect(gets).toHaveLength(2), { timeout: 2500 });
    await waitFor(() => expect(screen.queryByText('验证失败')).not.toBeInTheDocument());
    // Back at the start, ready for the new challenge.
    await waitFor(() => expect(handle).toHaveAttribute('aria-valuenow', '0'));
    expect(handle).toHaveAttribute('aria-disabled', 'false');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  test('the slider works with the keyboard: arrows move it, Enter checks', async () => {
    const { checked } = serveCaptcha({ checks: ['6111'] });
    renderDialog();
    await waitForImage();
    const handle = screen.getByRole('slider');
    handle.focus();
    const user = userEvent.setup();
    await user.keyboard('{Shift>}{ArrowRight}{ArrowRight}{/Shift}{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(handle).toHaveAttribute('aria-valuenow', '21');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(checked).toHaveLength(1));
    expect(decrypt(checked[0].pointJson!)).toBe('{"x":21,"y":5}');
  });

  test('a refused get shows its repMsg; 6201 leaves no image', async () => {
    serveCaptcha({ getCode: '6201', getMsg: 'get接口请求次数超限，请稍后再试!' });
    renderDialog();
    expect(await screen.findByText('get接口请求次数超限，请稍后再试!')).toBeInTheDocument();
    expect(screen.queryByAltText(MESSAGES.cn.Captcha.imageAlt)).not.toBeInTheDocument();
  });

  test('the close control calls onClose; in English the texts are English', async () => {
    serveCaptcha();
    const { onClose } = renderDialog({}, 'en');
    expect(await screen.findByRole('dialog', { name: 'Please complete the security verification' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('CaptchaDialog – click the words', () => {
  test('shows the words, numbers three clicks and checks their points 400 ms after the third', async () => {
    const { gets, checked } = serveCaptcha({ checks: ['0000'] });
    const { onSuccess } = renderDialog({ type: 'clickWord' });
    const image = await screen.findByAltText(MESSAGES.cn.Captcha.clickImageAlt.replace('{words}', '天,地,人'));
    expect(gets[0]).toMatchObject({ captchaType: 'clickWord', clientUid: window.localStorage.getItem(STORAGE_KEYS.captchaClickUid) });
    expect(screen.getByText('【天,地,人】')).toBeInTheDocument();

    fireEvent.click(image, { clientX: 40, clientY: 60 });
    fireEvent.click(image, { clientX: 120, clientY: 90 });
    expect(screen.getAllByText(/^[123]$/).map((el) => el.textContent)).toEqual(['1', '2']);
    fireEvent.click(image, { clientX: 200, clientY: 45 });
    const thirdAt = Date.now();
    // A fourth click is ignored.
    fireEvent.click(image, { clientX: 300, clientY: 10 });
    expect(screen.getAllByText(/^[1234]$/)).toHaveLength(3);

    await waitFor(() => expect(checked).toHaveLength(1));
    expect(Date.now() - thirdAt).toBeGreaterThanOrEqual(350);
    const points = '[{"x":40,"y":60},{"x":120,"y":90},{"x":200,"y":45}]';
    expect(checked[0].pointJson).toBe('3u/2fdznAF86GT5LvacgcqQv5HItdTWqECe7/QuoQM4E2/PymtC0ByTmvTWX2pUdO53/frpyPXx3g8r9nxKCiw==');
    expect(decrypt(checked[0].pointJson!)).toBe(points);
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(encrypt(`01${'a'.repeat(30)}---${points}`)), { timeout: 2500 });
  });

  test('after a failed check the markers go and a new image comes', async () => {
    const { gets } = serveCaptcha({ checks: ['6111'] });
    renderDialog({ type: 'clickWord' });
    const image = await screen.findByAltText(/天,地,人/);
    for (const x of [30, 90, 150]) fireEvent.click(image, { clientX: x, clientY: 50 });
    expect(await screen.findByText('验证失败')).toBeInTheDocument();
    await waitFor(() => expect(gets).toHaveLength(2), { timeout: 2500 });
    await waitFor(() => expect(screen.queryByText('1')).not.toBeInTheDocument());
  });
});

describe('CaptchaDialog – text code', () => {
  test('posts the typed code as {"code"} and reports the pass', async () => {
    const { checked } = serveCaptcha({ checks: ['0000'] });
    const { onSuccess } = renderDialog({ type: 'textCode' });
    const input = await screen.findByLabelText(MESSAGES.cn.Captcha.textHint);
    await screen.findByAltText(MESSAGES.cn.Captcha.textImageAlt);
    const user = userEvent.setup();
    await user.type(input, 'ab-3 x9');
    expect(input).toHaveValue('ab3x9');
    await user.click(screen.getByRole('button', { name: '验证' }));
    await waitFor(() => expect(checked).toHaveLength(1));
    expect(checked[0].captchaType).toBe('textCode');
    expect(decrypt(checked[0].pointJson!)).toBe('{"code":"ab3x9"}');
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith(encrypt(`01${'a'.repeat(30)}---{"code":"ab3x9"}`)), { timeout: 2500 });
  });

  test('a picture variant offers the typed code instead, and back', async () => {
    const { gets } = serveCaptcha();
    renderDialog({ type: 'clickWord' });
    await screen.findByAltText(/天,地,人/);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: MESSAGES.cn.Captcha.useTextCode }));
    });
    expect(await screen.findByLabelText(MESSAGES.cn.Captcha.textHint)).toBeInTheDocument();
    await waitFor(() => expect(gets.map((g) => g.captchaType)).toEqual(['clickWord', 'textCode']));
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.cn.Captcha.usePicture }));
    await waitFor(() => expect(gets.map((g) => g.captchaType)).toEqual(['clickWord', 'textCode', 'clickWord']));
  });
});
