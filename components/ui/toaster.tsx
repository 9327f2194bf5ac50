'use client';

import { useTranslations } from 'next-intl';

import { dismiss, toasts, type ToastKind } from '@/lib/notify';

const KIND_STYLES: Record<ToastKind, string> = {
  success: 'border-brand-200 bg-brand-50 text-brand-700',
  error: 'border-red-200 bg-red-50 text-red-700',
  warning: 'border-amber-200 bg-amber-50 text-amber-800',
  info: 'border-slate-200 bg-white text-slate-700',
};

/** Renders the messages of lib/notify at the top of the viewport; screen readers hear them. */
export function Toaster() {
  const t = useTranslations('Common');
  const list = toasts.useStore((s) => s.list);
  return (
    <div aria-live="polite" role="status" className="pointer-events-none fixed inset-x-0 top-16 z-[1200] flex flex-col items-center gap-2 px-4">
      {list.map((toast) => (
        <div
          key={toast.id}
          data-kind={toast.kind}
          data-test="toast"
          className={`pointer-events-auto flex max-w-md items-center gap-3 rounded-lg border px-4 py-2 text-sm shadow-md ${KIND_STYLES[toast.kind]}`}
        >
          <span>{toast.text}</span>
          <button type="button" onClick={() => dismiss(toast.id)} className="text-xs opacity-60 hover:opacity-100" aria-label={t('close')}>
            ✕
          </button>
        </div>
      ))}
    </div>
  );
}
