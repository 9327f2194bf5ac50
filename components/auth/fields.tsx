'use client';

import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Field, type FieldProps } from '@/components/ui/field';
import { Icon } from '@/components/ui/icons';

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'trailing'>) {
  const t = useTranslations('LoginDialog');
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          className="mr-2 flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-600"
        >
          <Icon name={visible ? 'eye' : 'eye-off'} className="h-5 w-5" strokeWidth={1.8} />
        </button>
      }
    />
  );
}

/** The form's main button; shows a spinner and stays disabled while its request runs. */
export function SubmitButton({ loading, children, 'data-test': dataTest }: { loading: boolean; children: ReactNode; 'data-test'?: string }) {
  return (
    <Button
      type="submit"
      busy={loading}
      size="lg"
      data-test={dataTest}
      className="gap-2 font-semibold shadow-sm shadow-brand-500/30 transition focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand-200 disabled:cursor-wait disabled:opacity-75"
    >
      {children}
    </Button>
  );
}

/** Looks like a link, acts as a button: moves between the dialog's views. */
export function LinkButton({ onClick, children, 'data-test': dataTest }: { onClick: () => void; children: ReactNode; 'data-test'?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      data-test={dataTest}
      className="rounded text-sm font-medium text-brand-600 hover:text-brand-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
    >
      {children}
    </button>
  );
}
