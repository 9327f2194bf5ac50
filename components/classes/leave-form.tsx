'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { ChoiceTile } from '@/components/ui/choice';
import { Spinner } from '@/components/ui/spinner';
import { cancelMyClass, insertCancellationReason, type CancelResult } from '@/lib/api/classes';
import { FREE_CANCEL_AFTER_BOOKING_MINUTES, FREE_CANCEL_HOURS_BEFORE } from '@/lib/constants/classes';
import { useAction } from '@/lib/hooks/use-action';
import { revalidateClasses, useClassConfig, useLeaveOptions } from '@/lib/hooks/use-classes';
import { notify } from '@/lib/notify';
import type { LeavePolicy, LessonItem } from '@/lib/types/classes';

import { useClassFormat, type ClassFormat } from './use-class-format';

export interface LeaveFormProps {
  lesson: LessonItem;
  /** After the class was cancelled (the toast has said what happened). */
  onDone?: (result: CancelResult) => void;
  /** 'Keep the class': leave the form without cancelling. */
  onCancel?: () => void;
  /** The id of the element that names the form (a dialog title). */
  titleId?: string;
}

/** The toast after a cancellation, from what the server did. */
function doneKey(lesson: LessonItem, result: CancelResult) {
  if (lesson.IsTrial) return 'leaveDoneTrial' as const;
  if (result.settlement === 'voucher') return 'leaveDoneVoucher' as const;
  if (result.settlement === 'charged') return 'leaveDoneCharged' as const;
  return 'leaveDoneFree' as const;
}

/**
 * The leave flow (SPEC §4): a reason (required), an optional note, and
 * before confirming, in plain words and in the viewer's own time, the policy
 * and what this cancellation does now (free, a leave voucher keeps the class
 * hour, or the class hour is used). Then the reason is stored and the class
 * cancelled (the trial's own call for a trial); list and summary refresh.
 */
export function LeaveForm({ lesson, onDone, onCancel, titleId }: LeaveFormProps) {
  const t = useTranslations('CourseList');
  const fmt = useClassFormat();
  const id = useId();
  const { data: config } = useClassConfig();
  const { data: policy, isLoading } = useLeaveOptions(lesson.Id);
  const [reason, setReason] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [useVoucher, setUseVoucher] = useState(true);
  const [reasonError, setReasonError] = useState(false);

  const { run, isBusy } = useAction(
    async () => {
      await insertCancellationReason(lesson.Id, reason!, note.trim());
      const voucherChoice = policy?.outcome === 'voucher' ? { useVoucher, voucherId: useVoucher ? policy.voucher?.id : undefined } : {};
      return cancelMyClass(lesson, voucherChoice);
    },
    {
      onSuccess: (result) => {
        notify('success', t(doneKey(lesson, result)));
        void revalidateClasses();
        onDone?.(result);
      },
      onError: () => void revalidateClasses(),
    },
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setReasonError(true);
      return;
    }
    void run();
  }

  const closed = policy && !policy.cancellable;

  return (
    <form onSubmit={submit} noValidate data-test="leave-form" aria-labelledby={titleId} className="flex flex-col gap-5">
      <fieldset aria-describedby={reasonError ? `${id}-reason-error` : undefined}>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('reasonLegend')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {(config?.leaveReasons ?? []).map((option) => (
            <ChoiceTile
              key={option.value}
              name={`${id}-reason`}
              value={option.value}
              checked={reason === option.value}
              onChange={() => {
                setReason(option.value);
                setReasonError(false);
              }}
              data-test={`leave-reason-${option.value}`}
            >
              <span className="text-center">{option.label}</span>
            </ChoiceTile>
          ))}
        </div>
        {!config && <Spinner className="h-5 w-5 text-brand-600" />}
        {reasonError && (
          <p id={`${id}-reason-error`} role="alert" data-test="leave-reason-error" className="mt-2 text-sm text-red-600">
            {t('reasonRequired')}
          </p>
        )}
      </fieldset>

      <div>
        <label htmlFor={`${id}-note`} className="mb-1.5 block text-sm font-semibold text-ink">
          {t('note')}
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          maxLength={500}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
          placeholder={t('notePlaceholder')}
          data-test="leave-note"
          className="w-full rounded-xl border border-slate-200 px-3.5 py-2.5 text-sm text-ink outline-none placeholder:text-slate-500 focus:border-brand-500 focus:ring-4 focus:ring-brand-100"
        />
      </div>

      {isLoading || !policy ? (
        <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
          <Spinner className="h-4 w-4 text-brand-600" />
          {t('policyLoading')}
        </p>
      ) : (
        <PolicyText lesson={lesson} policy={policy} fmt={fmt} useVoucher={useVoucher} onUseVoucher={setUseVoucher} />
      )}

      {closed && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700" data-test="leave-closed">
          {t('leaveClosed')}
        </p>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="neutral" onClick={onCancel} className="font-medium" data-test="leave-keep">
            {t('keepClass')}
          </Button>
        )}
        <Button type="submit" variant="bare" busy={isBusy} disabled={!policy || !!closed} className="bg-red-700 font-semibold text-white hover:bg-red-800 disabled:opacity-60" data-test="leave-confirm">
          {t('confirmLeave')}
        </Button>
      </div>
    </form>
  );
}

/** Whether the free window ends with the grace period after booking, not a fixed time before the class. */
function graceDecides(policy: LeavePolicy): boolean {
  return Date.parse(policy.freeUntil) > Date.parse(policy.deadline) - FREE_CANCEL_HOURS_BEFORE * 3_600_000;
}

/** The policy and what cancelling now does, with exact times in the viewer's zone; the figures come from lib/constants/classes.ts. */
function PolicyText({
  lesson,
  policy,
  fmt,
  useVoucher,
  onUseVoucher,
}: {
  lesson: LessonItem;
  policy: LeavePolicy;
  fmt: ClassFormat;
  useVoucher: boolean;
  onUseVoucher: (value: boolean) => void;
}) {
  const t = useTranslations('CourseList');
  const id = useId();
  const freeUntil = fmt.instant(policy.freeUntil);
  const freeStillOpen = policy.outcome === 'free';
  return (
    <div className="flex flex-col gap-3" data-test="leave-policy">
      <div className="rounded-2xl bg-slate-50 px-4 py-3 text-sm leading-6 text-slate-700 ring-1 ring-slate-200">
        <p className="font-semibold text-ink">{t('policyTitle')}</p>
        {lesson.IsTrial ? (
          <p data-test="leave-policy-trial">{t('policyTrial')}</p>
        ) : (
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {policy.inGracePeriod && freeStillOpen && graceDecides(policy) ? (
              <li data-test="leave-policy-grace">{t('policyGrace', { minutes: FREE_CANCEL_AFTER_BOOKING_MINUTES, time: freeUntil })}</li>
            ) : (
              <li data-test="leave-policy-free-until" className="font-medium text-ink">
                {freeStillOpen ? t('policyFreeUntil', { time: freeUntil }) : t('policyFreeEnded', { time: freeUntil })}
              </li>
            )}
            <li>{t('policyAfter')}</li>
            <li>{t('policyDeadline', { time: fmt.instant(policy.deadline) })}</li>
            <li className="text-slate-600">{t('policyRule', { minutes: FREE_CANCEL_AFTER_BOOKING_MINUTES, hours: FREE_CANCEL_HOURS_BEFORE })}</li>
          </ul>
        )}
      </div>

      {policy.cancellable && !lesson.IsTrial && (
        <div className="rounded-2xl bg-amber-50 px-4 py-3 text-sm leading-6 text-amber-900 ring-1 ring-amber-200" data-test="leave-now" data-outcome={policy.outcome}>
          <p className="font-semibold">{t('nowTitle')}</p>
          {policy.outcome === 'free' && <p>{t('nowFree')}</p>}
          {policy.outcome === 'charged' && <p>{t('nowCharged')}</p>}
          {policy.outcome === 'voucher' && policy.voucher && (
            <>
              <p>{useVoucher ? t('nowVoucher', { date: fmt.day(policy.voucher.validUntil) }) : t('nowVoucherOff')}</p>
              <label htmlFor={`${id}-voucher`} className="mt-2 flex cursor-pointer items-center gap-2 font-medium">
                <input
                  id={`${id}-voucher`}
                  type="checkbox"
                  checked={useVoucher}
                  onChange={(e) => onUseVoucher(e.target.checked)}
                  className="h-4 w-4 accent-brand-600"
                  data-test="leave-use-voucher"
                />
                {t('useVoucher')}
              </label>
            </>
          )}
        </div>
      )}
    </div>
  );
}
