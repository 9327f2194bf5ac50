'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';

import { Tabs } from '@/components/ui/tabs';
import type { LoginResponse } from '@/lib/api/auth';
import { abandonHeldSession, completeLogin, holdSessionForPasswordSetup } from '@/lib/auth/after-login';
import { notify } from '@/lib/notify';
import type { LoginDoneType } from '@/lib/store/login-modal';

import { CodeLoginForm } from './code-login-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { PasswordLoginForm } from './password-login-form';
import { SetPasswordForm } from './set-password-form';
import type { LoginView, ViewProps } from './view-props';

const TAB_VIEWS: readonly LoginView[] = ['pwd', 'code'];

/**
 * The login forms shared by the dialog and the full-page logins (SPEC §2, §4):
 * password and code tabs, forgot password, set password. Every switch
 * between views remounts the view, which clears all forms and resets the
 * get-code countdown. `onDone` runs once a login is stored and announced.
 */
export function LoginPanel({
  onDone,
  heading,
  focusFirstField = true,
}: {
  onDone: (type: LoginDoneType) => void;
  heading: (text: string) => ReactNode;
  focusFirstField?: boolean;
}) {
  const t = useTranslations('LoginDialog');
  const channel = useLocale() === 'en' ? 'email' : 'phone';
  const [view, setView] = useState<LoginView>('pwd');
  const [generation, setGeneration] = useState(0);
  const [autoFocus, setAutoFocus] = useState(focusFirstField);
  // A code login waiting for its password: the session exists only for that call.
  const held = useRef<LoginResponse | null>(null);

  useEffect(
    () => () => {
      if (!held.current) return;
      held.current = null;
      void abandonHeldSession();
    },
    [],
  );

  const switchTo = (next: LoginView, byTab = false) => {
    setView(next);
    setGeneration((g) => g + 1);
    setAutoFocus(!byTab);
  };

  const loggedIn: ViewProps['loggedIn'] = (result, type, message = 'loginSuccess') => {
    held.current = null;
    completeLogin(result);
    notify('success', t(message));
    onDone(type);
  };

  const needsPassword = (result: LoginResponse) => {
    held.current = result;
    holdSessionForPasswordSetup(result.token);
    switchTo('setPwd');
  };

  const viewProps: ViewProps = { autoFocus, switchTo, loggedIn };
  const key = `${view}-${generation}`;

  if (view === 'forgot' || view === 'setPwd') {
    return (
      <div data-view={view}>
        {heading(view === 'forgot' ? t('forgotTitle') : t('setPwdTitle'))}
        {view === 'forgot' ? (
          <ForgotPasswordForm key={key} channel={channel} {...viewProps} />
        ) : (
          <SetPasswordForm
            key={key}
            saved={() => {
              const result = held.current;
              if (result) loggedIn(result, 'phonelogin');
            }}
          />
        )}
      </div>
    );
  }

  return (
    <div data-view={view}>
      {heading(t('title'))}
      <Tabs
        selectedIndex={TAB_VIEWS.indexOf(view)}
        onChange={(index) => switchTo(TAB_VIEWS[index], true)}
        items={[
          { label: t('pwdTab'), 'data-test': 'tab-pwd', panel: view === 'pwd' && <PasswordLoginForm key={key} {...viewProps} /> },
          {
            label: channel === 'email' ? t('emailTab') : t('phoneTab'),
            'data-test': `tab-${channel}`,
            panel: view === 'code' && <CodeLoginForm key={key} channel={channel} needsPassword={needsPassword} {...viewProps} />,
          },
        ]}
      />
    </div>
  );
}
