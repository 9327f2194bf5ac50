/**
 * The sign-up step (issue #10): when a right code would create an account the
 * server answers 4113; the panel then asks whether the learner is under 14,
 * for a guardian's consent if so, and for agreement to both documents, and
 * repeats the same check with the answers. Back returns to the form as typed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';

import { LoginPanel } from '@/components/auth/login-panel';
import { LEGAL_DOCUMENTS_VERSION } from '@/lib/constants/legal';

import { server, setupMswServer } from '../helpers/msw';
import { MESSAGES, renderWithProviders } from '../helpers/render';
import { callsTo, CN, EN, loginResponse, resetAuthTestState, serveAuth, toastTexts } from './support';

jest.mock('@/lib/progress', () => ({ startProgress: jest.fn(), doneProgress: jest.fn(), failProgress: jest.fn() }));

setupMswServer();
beforeEach(() => resetAuthTestState());

/** checkMsgCode as the server answers it for a number without an account. */
function serveNewNumber(locale: 'cn' | 'en' = 'cn') {
  serveAuth();
  server.use(
    mock.post('*/api/user/login/checkMsgCode', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if (body.agreementVersion !== LEGAL_DOCUMENTS_VERSION || typeof body.learnerUnder14 !== 'boolean') {
        return HttpResponse.json({ code: 4113, msg: MESSAGES[locale].Errors.CONSENT_REQUIRED, data: null }, { status: 400 });
      }
      return HttpResponse.json({ code: 0, msg: 'success', data: loginResponse() });
    }),
  );
}

async function submitCode(user: ReturnType<typeof userEvent.setup>, t: typeof CN) {
  await user.click(screen.getByRole('tab', { name: t.phoneTab }));
  await user.type(screen.getByLabelText(t.phone), '13800000000');
  await user.click(screen.getByTestId('get-code'));
  await waitFor(() => expect(screen.getByTestId('get-code')).toBeDisabled());
  await user.type(screen.getByLabelText(t.code), '123456{Enter}');
  return screen.findByTestId('sign-up-consent');
}

function renderPanel(locale: 'cn' | 'en' = 'cn') {
  const onDone = jest.fn();
  renderWithProviders(<LoginPanel onDone={onDone} heading={(text) => <h2>{text}</h2>} />, { locale });
  return onDone;
}

describe('the sign-up step', () => {
  test('a new number is asked, not refused: no error toast, and the login waits for the answers', async () => {
    serveNewNumber();
    const user = userEvent.setup();
    const onDone = renderPanel();
    await submitCode(user, CN);
    expect(screen.getByRole('heading', { name: CN.consentTitle })).toBeInTheDocument();
    expect(toastTexts().filter((t) => t.startsWith('error'))).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  test('an adult learner: the age question and the agreement are required, then the same code is sent with the answers', async () => {
    serveNewNumber();
    const user = userEvent.setup();
    const onDone = renderPanel();
    const step = await submitCode(user, CN);
    const submit = within(step).getByRole('button', { name: CN.consentSubmit });

    await user.click(submit);
    expect(screen.getByTestId('consent-problem')).toHaveTextContent(CN.consentNeedAge);
    await user.click(screen.getByRole('radio', { name: CN.consentUnder14No }));
    expect(screen.queryByTestId('consent-guardian')).not.toBeInTheDocument();
    await user.click(submit);
    expect(screen.getByTestId('consent-problem')).toHaveTextContent(CN.consentNeedAgree);
    expect(callsTo('/checkMsgCode')).toHaveLength(1);

    await user.click(screen.getByTestId('consent-agree'));
    await user.click(submit);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('phonelogin'));
    const retried = callsTo('/checkMsgCode');
    expect(retried).toHaveLength(2);
    expect(retried[1].body).toMatchObject({ msgCode: '123456', phoneNumber: '13800000000', agreementVersion: LEGAL_DOCUMENTS_VERSION, learnerUnder14: false, guardianConsent: false });
    expect(toastTexts()).toContain(`success:${CN.loginSuccess}`);
  });

  test('a learner under 14 needs the guardian to confirm and consent', async () => {
    serveNewNumber('en');
    resetAuthTestState('en');
    const user = userEvent.setup();
    const onDone = renderPanel('en');
    await submitCode(user, EN);
    await user.click(screen.getByRole('radio', { name: EN.consentUnder14Yes }));
    await user.click(screen.getByTestId('consent-agree'));
    await user.click(screen.getByRole('button', { name: EN.consentSubmit }));
    expect(screen.getByTestId('consent-problem')).toHaveTextContent(EN.consentNeedGuardian);
    expect(callsTo('/checkMsgCode')).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: EN.consentGuardian }));
    await user.click(screen.getByRole('button', { name: EN.consentSubmit }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('phonelogin'));
    expect(callsTo('/checkMsgCode')[1].body).toMatchObject({ learnerUnder14: true, guardianConsent: true });
  });

  test('both documents are linked from the step and under the login forms', async () => {
    serveNewNumber();
    const user = userEvent.setup();
    renderPanel();
    const terms = screen.getByTestId('login-terms');
    expect(within(terms).getByRole('link', { name: /用户协议/ })).toHaveAttribute('href', '/agreement');
    expect(within(terms).getByRole('link', { name: /隐私政策/ })).toHaveAttribute('href', '/privacy');
    const step = await submitCode(user, CN);
    expect(within(step).getByRole('link', { name: /用户协议/ })).toHaveAttribute('href', '/agreement');
    expect(within(step).getByRole('link', { name: /隐私政策/ })).toHaveAttribute('href', '/privacy');
  });

  test('Back returns to the code form with the number and code still typed', async () => {
    serveNewNumber();
    const user = userEvent.setup();
    renderPanel();
    await submitCode(user, CN);
    await user.click(screen.getByRole('button', { name: CN.consentBack }));
    expect(screen.queryByTestId('sign-up-consent')).not.toBeInTheDocument();
    expect(screen.getByLabelText(CN.phone)).toHaveValue('13800000000');
    expect(screen.getByLabelText(CN.code)).toHaveValue('123456');
    expect(screen.getByRole('button', { name: CN.loginOrRegister })).toBeEnabled();
  });
});
