import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { LogoffFlow } from '@/components/user/logoff-flow';
import { LogoffStatus } from '@/components/user/logoff-status';
import { CANCELLATION_REASONS } from '@/lib/constants/profile';
import { configureHttp } from '@/lib/http';
import { toasts } from '@/lib/notify';
import { saveLogin } from '@/lib/storage';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';

const push = jest.fn();
const refresh = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), refresh, back: jest.fn(), forward: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/user/logoff',
}));
jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();

const reasonsOf = (locale: 'cn' | 'en') => CANCELLATION_REASONS.map((code) => ({ code, label: MESSAGES[locale].Logoff.reasons[code] }));
const EFFECTIVE = '2030-03-16T04:00:00.000Z';
const toastTexts = () => toasts.getState().list.map((t) => `${t.kind}:${t.text}`);

function renderFlow(locale: 'cn' | 'en' = 'en') {
  return renderWithProviders(<LogoffFlow accountHint="138****1234" reasons={reasonsOf(locale)} coolingOffDays={15} />, { locale });
}

beforeEach(() => {
  push.mockReset();
  refresh.mockReset();
  toasts.reset();
  configureHttp({ messages: MESSAGES.en.Http });
  saveLogin('tok-1', { uid: 7, nickName: 'Amy' });
});

describe('LogoffFlow', () => {
  test('asks for the account, then the agreement, then a reason, each before moving on', async () => {
    const user = userEvent.setup();
    renderFlow('en');
    expect(screen.getByText('Current account: 138****1234')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(toastTexts()).toEqual(['warning:Please enter your account']);
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your account');

    await user.type(screen.getByLabelText('Enter the phone number or e-mail you log in with'), '13812341234');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Sprout English Account Cancellation Agreement')).toBeInTheDocument();
    expect(screen.getByText(/there is a 15-day cooling-off period/)).toBeInTheDocument();

    toasts.reset();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(toastTexts()).toEqual(['warning:Please read and accept the agreement first']);
    await user.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(screen.getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(reasonsOf('en').map((r) => r.label));
    toasts.reset();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(toastTexts()).toEqual(['warning:Please choose a reason']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('submits after confirming, logs the browser out and shows the status', async () => {
    let body: unknown;
    server.use(
      mock.post('*/api/user/cancellationApplicationNew', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ code: 0, msg: 'success', data: { status: 'submitted', effectiveAt: EFFECTIVE } });
      }),
    );
    const user = userEvent.setup();
    renderFlow('cn');
    const t = MESSAGES.cn.Logoff;
    await user.type(screen.getByLabelText(t.accountLabel), ' 13812341234 ');
    await user.click(screen.getByRole('button', { name: t.next }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: t.next }));
    await user.click(screen.getByRole('radio', { name: '电话联系过于频繁' }));
    await user.click(screen.getByRole('button', { name: t.submit }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确定要注销账号吗？')).toBeInTheDocument();
    // Thinking again closes the dialog and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: t.confirmCancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body).toBeUndefined();

    await user.click(screen.getByRole('button', { name: t.submit }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: t.confirmOk }));

    expect(await screen.findByRole('heading', { name: '注销申请已提交' })).toBeInTheDocument();
    expect(body).toEqual({ account: '13812341234', reasonCode: 'frequentCalls', agreed: true });
    expect(screen.getByText('冷静期至 2030年3月16日，届时账号将被注销，个人信息将被删除。')).toBeInTheDocument();
    expect(screen.getByText('如果您购买过课程，客服将致电与您确认剩余课时的处理方式。')).toBeInTheDocument();
    expect(localStorage.getItem('user_token')).toBeNull();
    expect(localStorage.getItem('user_info')).toBeNull();
    expect(screen.queryByRole('button', { name: t.withdraw })).not.toBeInTheDocument();
  });

  test('an account that is not the user’s own sends them back to the first step with the server’s message', async () => {
    server.use(
      mock.post('*/api/user/cancellationApplicationNew', () =>
        HttpResponse.json({ code: 4610, msg: 'The account you entered is not the one you are logged in with', data: null }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderFlow('en');
    await user.type(screen.getByLabelText('Enter the phone number or e-mail you log in with'), '13900000000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: 'Other problem' }));
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The account you entered is not the one you are logged in with');
    expect(screen.getByLabelText('Enter the phone number or e-mail you log in with')).toHaveValue('13900000000');
    expect(localStorage.getItem('user_token')).toBe('tok-1');
  });
});

describe('LogoffStatus', () => {
  test('withdraws during the cooling-off period and goes back to the profile', async () => {
    let withdrawn = false;
    server.use(
      mock.post('*/api/user/cancellation/withdraw', () => {
        withdrawn = true;
        return HttpResponse.json({ code: 0, msg: 'success', data: { status: 'withdrawn' } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<LogoffStatus effectiveAt={EFFECTIVE} canWithdraw />, { locale: 'en' });
    expect(screen.getByText('The cooling-off period ends on March 16, 2030; then the account is closed and its personal data deleted.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw application' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/user/my'));
    expect(withdrawn).toBe(true);
    expect(toastTexts()).toEqual(['success:Application withdrawn; your account is active again']);
  });
});
