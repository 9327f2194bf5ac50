import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { ProfileForm, type EditableProfile } from '@/components/user/profile-form';
import { AVATAR_MAX_BYTES } from '@/lib/constants/profile';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';
import { AUTH_CHANGE_EVENT, saveLogin } from '@/lib/storage';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh, back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/user/myInfo',
}));
jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();

const PROFILE: EditableProfile = {
  nickname: 'Amy',
  gender: 'unknown',
  birthday: null,
  introduction: '',
  compulsoryEducation: false,
  avatar: null,
  profileVisibility: 'private',
  isChild: false,
};

const UPLOADED = '/media/uploads/avatars/0123456789abcdef0123456789abcdef.webp';

/** Records every request the form sends (msw fails any request without a handler). */
function recordRequests() {
  const seen: { method: string; path: string; body: unknown }[] = [];
  server.events.on('request:start', async ({ request }) => {
    const body = request.headers.get('content-type')?.includes('json') ? await request.clone().json() : null;
    seen.push({ method: request.method, path: new URL(request.url).pathname, body });
  });
  return seen;
}

function serveUpdate(reply: (body: Record<string, unknown>) => Response) {
  server.use(mock.put('*/api/user/info/update', async ({ request }) => reply((await request.json()) as Record<string, unknown>)));
}

const profileAfter = (changes: Record<string, unknown>) =>
  HttpResponse.json({ code: 0, msg: 'success', data: { userId: 7, uid: 7, accountNo: '12345678', ...PROFILE, ...changes } });

const toastTexts = () => toasts.getState().list.map((t) => `${t.kind}:${t.text}`);

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

beforeEach(() => {
  refresh.mockReset();
  toasts.reset();
  server.events.removeAllListeners();
  configureHttp({ messages: MESSAGES.cn.Http });
  saveLogin('tok-1', { uid: 7, nickName: 'Amy', avatarUrl: null });
});

describe('ProfileForm', () => {
  test.each([
    ['cn', '内容不能为空'],
    ['en', 'Content cannot be empty'],
  ] as const)('an empty nickname (%s) warns "%s" and sends nothing', async (locale, text) => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm profile={PROFILE} />, { locale });
    await user.clear(screen.getByLabelText(MESSAGES[locale].MyInfo.nickname));
    await user.type(screen.getByLabelText(MESSAGES[locale].MyInfo.nickname), '   ');
    await user.click(screen.getByRole('button', { name: MESSAGES[locale].MyInfo.save }));
    expect(toastTexts()).toEqual([`warning:${text}`]);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(seen).toEqual([]);
  });

  test.each([
    ['cn', '内容未更新'],
    ['en', 'Content not updated'],
  ] as const)('saving without a change (%s) warns "%s" and sends nothing', async (locale, text) => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm profile={PROFILE} />, { locale });
    // Spaces around the same nickname are no change either.
    await user.type(screen.getByLabelText(MESSAGES[locale].MyInfo.nickname), '  ');
    await user.click(screen.getByRole('button', { name: MESSAGES[locale].MyInfo.save }));
    expect(toastTexts()).toEqual([`warning:${text}`]);
    expect(seen).toEqual([]);
  });

  test('sends only what changed, then updates user_info so the header follows', async () => {
    let sent: Record<string, unknown> | undefined;
    serveUpdate((body) => {
      sent = body;
      return profileAfter(body);
    });
    const changed = jest.fn();
    window.addEventListener(AUTH_CHANGE_EVENT, changed);
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm profile={PROFILE} />, { locale: 'en' });

    const nickname = screen.getByLabelText('Nickname');
    await user.clear(nickname);
    await user.type(nickname, '  Lily 莉莉 ');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.type(screen.getByLabelText('About me'), 'Loves owls');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastTexts()).toEqual(['success:Saved']));
    expect(sent).toEqual({ nickname: 'Lily 莉莉', gender: 'female', compulsoryEducation: true, introduction: 'Loves owls' });
    const info = JSON.parse(localStorage.getItem('user_info')!);
    expect(info).toMatchObject({ nickName: 'Lily 莉莉', nickname: 'Lily 莉莉', uid: 7, token: 'tok-1' });
    expect(changed).toHaveBeenCalled();
    expect(refresh).toHaveBeenCalled();
    window.removeEventListener(AUTH_CHANGE_EVENT, changed);

    // The saved values are the new baseline: saving again is 'not updated'.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(toastTexts()).toContain('warning:Content not updated');
  });

  test('a nickname over 20 characters and a future birthday are caught before sending', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm profile={PROFILE} />, { locale: 'en' });
    const nickname = screen.getByLabelText('Nickname');
    await user.clear(nickname);
    await user.type(nickname, 'x'.repeat(21));
    await user.type(screen.getByLabelText('Birthday'), '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('At most 20 characters')).toBeInTheDocument();
    expect(screen.getByText('Choose a date from 1900 up to today')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  test('shows the server’s message when it refuses the edit', async () => {
    serveUpdate(() => HttpResponse.json({ code: 4607, msg: 'Please upload your avatar first', data: null }, { status: 400 }));
    const user = userEvent.setup();
    renderWithProviders(<ProfileForm profile={PROFILE} />, { locale: 'en' });
    await user.type(screen.getByLabelText('Nickname'), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toEqual(['error:Please upload your avatar first']));
  });

  describe('avatar', () => {
    const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!;

    test.each([
      ['a .gif', new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }), 'warning:Only jpg, jpeg, png'],
      ['an .svg', new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' }), 'warning:Only jpg, jpeg, png'],
      ['a .png that says it is text', new File(['x'], 'a.png', { type: 'text/plain' }), 'warning:Only jpg, jpeg, png'],
    ])('refuses %s before uploading', async (_label, file, expected) => {
      const seen = recordRequests();
      const user = userEvent.setup({ applyAccept: false });
      renderWithProviders(<ProfileForm profile={PROFILE} />, { locale: 'en' });
      await user.upload(input(), file);
      expect(toastTexts()).toEqual([expected]);
      expect(seen).toEqual([]);
    });

    test('refuses a file over 10 MiB before uploading', async () => {
      const seen = recordRequests();
      const user = userEvent.setup();
      renderWithProviders(<ProfileForm profile={PROFILE} />);
      const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
      Object.defineProperty(big, 'size', { value: AVATAR_MAX_BYTES + 1 });
      await user.upload(input(), big);
      expect(toastTexts()).toEqual(['warning:文件大小超出限制，请修改后重新上传']);
      expect(seen).toEqual([]);
    });

    test('uploads a png, shows it and stores it in user_info', async () => {
      let received: { type: string | null; hasFile: boolean } | null = null;
      server.use(
        mock.post('*/api/user/avatar/update', async ({ request }) => {
          // (jsdom's File reaches Node's FormData as text here; a browser sends the bytes.)
          received = { type: request.headers.get('content-type'), hasFile: (await request.formData()).has('file') };
          return HttpResponse.json({ code: 0, msg: 'success', data: { url: UPLOADED } });
        }),
      );
      const user = userEvent.setup();
      renderWithProviders(<ProfileForm profile={PROFILE} />, { locale: 'en' });
      await user.upload(input(), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.PNG', { type: 'image/png' }));
      await waitFor(() => expect(toastTexts()).toEqual(['success:Avatar updated']));
      expect(received).toEqual({ type: expect.stringMatching(/^multipart\/form-data; boundary=/), hasFile: true });
      expect(screen.getByAltText('Current avatar')).toHaveAttribute('src', UPLOADED);
      expect(JSON.parse(localStorage.getItem('user_info')!)).toMatchObject({ avatarUrl: UPLOADED, avatar: UPLOADED });
    });

    test('after a failed upload, saving says "Please upload your avatar first"; a retry fixes it', async () => {
      let calls = 0;
      server.use(
        mock.post('*/api/user/avatar/update', () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json({ code: 4605, msg: 'This picture is damaged or cannot be read, please choose another one', data: null }, { status: 400 })
            : HttpResponse.json({ code: 0, msg: 'success', data: { url: UPLOADED } });
        }),
      );
      const seen = recordRequests();
      const user = userEvent.setup();
      renderWithProviders(<ProfileForm profile={PROFILE} />, { locale: 'en' });
      await user.upload(input(), new File(['x'], 'broken.jpg', { type: 'image/jpeg' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Upload failed: This picture is damaged');
      await user.type(screen.getByLabelText('Nickname'), '!');
      toasts.reset();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(toastTexts()).toEqual(['warning:Please upload your avatar first']);
      expect(seen.filter((r) => r.method === 'PUT')).toEqual([]);

      await user.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(screen.getByAltText('Current avatar')).toHaveAttribute('src', UPLOADED));
    });

    test('a ready-made avatar picked from the list is sent with the next save', async () => {
      server.use(
        mock.get('*/api/user/ai/avatar/list', () =>
          HttpResponse.json({ code: 0, msg: 'success', data: { list: [{ id: 'panda', url: '/avatars/panda.svg' }, { id: 'fox', url: '/avatars/fox.svg' }] } }),
        ),
      );
      let sent: Record<string, unknown> | undefined;
      serveUpdate((body) => {
        sent = body;
        return profileAfter(body);
      });
      const user = userEvent.setup();
      renderWithProviders(<ProfileForm profile={PROFILE} />, { locale: 'en' });
      await user.click(screen.getByRole('button', { name: 'Pick a ready-made avatar' }));
      await user.click(await screen.findByRole('radio', { name: 'Fox' }));
      await user.click(screen.getByRole('button', { name: 'Use this avatar' }));
      expect(screen.getByText('Applies when you save')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(sent).toEqual({ avatar: '/avatars/fox.svg' }));
      await act(async () => undefined);
      expect(JSON.parse(localStorage.getItem('user_info')!)).toMatchObject({ avatarUrl: '/avatars/fox.svg' });
    });
  });

  describe('who can see the profile (PR1)', () => {
    test.each(['cn', 'en'] as const)('(%s) starts at "only me", explains both choices, and saves "everyone" as public', async (locale) => {
      const texts = MESSAGES[locale].MyInfo;
      let sent: Record<string, unknown> | undefined;
      serveUpdate((body) => {
        sent = body;
        return profileAfter(body);
      });
      const user = userEvent.setup();
      renderWithProviders(<ProfileForm profile={PROFILE} />, { locale });
      const group = screen.getByRole('radiogroup', { name: texts.visibility });
      expect(group).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: texts.visibilityPrivate })).toBeChecked();
      expect(screen.getByRole('radio', { name: texts.visibilityPublic })).not.toBeChecked();
      expect(screen.getByText(texts.visibilityPrivateHint)).toBeInTheDocument();

      await user.click(screen.getByRole('radio', { name: texts.visibilityPublic }));
      expect(screen.getByText(texts.visibilityPublicHint)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: texts.save }));
      await waitFor(() => expect(sent).toEqual({ profileVisibility: 'public' }));
      expect(screen.getByRole('radio', { name: texts.visibilityPublic })).toBeChecked();
    });

    test('switching back to "only me" sends private', async () => {
      let sent: Record<string, unknown> | undefined;
      serveUpdate((body) => {
        sent = body;
        return profileAfter(body);
      });
      const user = userEvent.setup();
      renderWithProviders(<ProfileForm profile={{ ...PROFILE, profileVisibility: 'public' }} />, { locale: 'en' });
      expect(screen.getByRole('radio', { name: 'Everyone' })).toBeChecked();
      await user.click(screen.getByRole('radio', { name: 'Only me' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(sent).toEqual({ profileVisibility: 'private' }));
    });

    test("a child's account shows the setting locked at 'only me', with the reason", async () => {
      const user = userEvent.setup();
      renderWithProviders(<ProfileForm profile={{ ...PROFILE, isChild: true }} />, { locale: 'en' });
      expect(screen.getByRole('radio', { name: 'Only me' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Everyone' })).toBeDisabled();
      expect(screen.getByText(MESSAGES.en.MyInfo.visibilityChild)).toBeInTheDocument();
      await user.click(screen.getByRole('radio', { name: 'Everyone' }));
      expect(screen.getByRole('radio', { name: 'Only me' })).toBeChecked();
    });
  });
});
