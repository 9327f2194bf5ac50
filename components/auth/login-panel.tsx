'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { Tabs } from '@/components/ui/tabs';
import type { LoginResponse } from '@/lib/api/auth';
import { completeLogin } from '@/lib/auth/after-login';
import { notify } from '@/lib/notify';
import type { LoginDoneType } from '@/lib/store/login-modal';

import { CancellationPending } from './cancellation-pending';
import { CodeLoginForm } from './code-login-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { PasswordLoginForm } from './password-login-form';
import { SetPasswordForm } from './set-password-form';
import { LoginTerms, SignUpConsent, type ConsentRetry } from './sign-up-consent';
import { channelsFor, type LoginMessage, type LoginView, type ViewProps } from './view-props';


/**
 * The login forms shared by the dialog and the full-page logins (SPEC §2, §4):
 * password and code tabs, forgot password, set password. Every switch
 * between views remounts the view, which clears all forms and resets the
 * get-code countdown. `onDone` runs once a login is stored and announced.
 * A code registration is logged in at once; the password it is then offered
 * is optional: 'Not now' announces the login, and leaving the view (closing
 * the dialog) keeps the user logged in and calls `onDismissed`.
 */
export function LoginPanel({
  onDone,
  onDismissed,
  heading,
  focusFirstField = true,
}: {
  onDone: (type: LoginDoneType) => void;
  onDismissed?: () => void;
  heading: (text: string) => ReactNode;
  focusFirstField?: boolean;
}) {
  const t = useTranslations('LoginDialog');
  const channels = channelsFor(useLocale());
  const tabViews: readonly LoginView[] = ['pwd', ...channels];
  const [view, setView] = useState<LoginView>('pwd');
  const [generation, setGeneration] = useState(0);
  const [autoFocus, setAutoFocus] = useState(focusFirstField);
  // A new account is logged in and being offered a password; the login is not announced yet.
  const offering = useRef(false);
  const dismissed = useRef(onDismissed);
  useEffect(() => {
    dismissed.current = onDismissed;
  }, [onDismissed]);

  useEffect(
    () => () => {
      if (!offering.current) return;
      offering.current = false;
      dismissed.current?.();
    },
    [],
  );

  const switchTo = (next: LoginView, byTab = false) => {
    setView(next);
    setGeneration((g) => g + 1);
    setAutoFocus(!byTab);
  };

  const announce = (type: LoginDoneType, message: LoginMessage = 'loginSuccess') => {
    offering.current = false;
    notify('success', t(message));
    onDone(type);
  };

  // A login of an account whose cancellation is pending: stored, then the user chooses to keep it or carry on.
  const [pending, setPending] = useState<{ effectiveAt: string; type: LoginDoneType } | null>(null);

  const loggedIn: ViewProps['loggedIn'] = (result, type, message) => {
    completeLogin(result);
    if (result.cancellationEffectiveAt) {
      setPending({ effectiveAt: result.cancellationEffectiveAt, type });
      return;
    }
    announce(type, message);
  };

  const needsPassword = (result: LoginResponse) => {
    completeLogin(result);
    offering.current = true;
    switchTo('setPwd');
  };

  // A code that would create an account: the sign-up step, over the form it came from (kept, hidden, for Back).
  const [consent, setConsent] = useState<{ retry: ConsentRetry; message: LoginMessage } | null>(null);
  const askConsent: ViewProps['askConsent'] = (retry, message = 'loginSuccess') => setConsent({ retry, message });
  const submitConsent = async (answers: Parameters<ConsentRetry>[0]) => {
    if (!consent) return;
    const result = await consent.retry(answers);
    setConsent(null);
    if (result.gotoUpdatePwd) needsPassword(result);
    else loggedIn(result, 'phonelogin', consent.message);
  };

  const viewProps: ViewProps = { autoFocus, switchTo, loggedIn, askConsent };
  const key = `${view}-${generation}`;

  if (pending) {
    return (
      <div data-view="cancelPending">
        {heading(t('cancelPendingTitle'))}
        <CancellationPending effectiveAt={pending.effectiveAt} done={(withdrawn) => announce(pending.type, withdrawn ? 'cancelWithdrawn' : 'loginSuccess')} />
      </div>
    );
  }

  const consentStep = consent && (
    <div data-view="consent">
      {heading(t('consentTitle'))}
      <SignUpConsent submit={submitConsent} back={() => setConsent(null)} />
    </div>
  );

  if (view === 'forgot' || view === 'setPwd') {
    return (
      <>
      {consentStep}
        <div data-view={view} hidden={!!consent}>
          {!consent && heading(view === 'forgot' ? t('forgotTitle') : t('setPwdTitle'))}
        {view === 'forgot' ? (
          <ForgotPasswordForm key={key} initialChannel={channels[0]} {...viewProps} />
        ) : (
          <SetPasswordForm key={key} intro={t('setPwdIntro')} saved={() => announce('phonelogin')} skip={() => announce('phonelogin')} />
        )}
        </div>
      </>
    );
  }

  return (
    <>
    {consentStep}
    <div data-view={view} hidden={!!consent}>
      {!consent && heading(t('title'))}
      <Tabs
        selectedIndex={tabViews.indexOf(view)}
        onChange={(index) => switchTo(tabViews[index], true)}
        items={[
          { label: t('pwdTab'), 'data-test': 'tab-pwd', panel: view === 'pwd' && <PasswordLoginForm key={key} {...viewProps} /> },
          ...channels.map((channel) => ({
            label: channel === 'email' ? t('emailTab') : t('phoneTab'),
            'data-test': `tab-${channel}`,
            panel: view === channel && <CodeLoginForm key={key} channel={channel} needsPassword={needsPassword} {...viewProps} />,
          })),
        ]}
      />
      <LoginTerms />
    </div>
    </>
  );
}
