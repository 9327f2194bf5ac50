'use client';

import { useTranslations } from 'next-intl';
import { useState, useSyncExternalStore, type FormEvent } from 'react';

import { useClassFormat } from '@/components/classes/use-class-format';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/http';
import { grantStudentPackage, type GrantPackageInput, type StudentRef } from '@/lib/api/abc';
import { useAction } from '@/lib/hooks/use-action';
import { revalidateAbc } from '@/lib/hooks/use-abc';

import { LabelledInput } from './labelled-input';
import { DEFAULT_GRANT, defaultPackageNames, GRANT_LIMITS } from './package-names';

interface Granted {
  student: StudentRef;
  input: GrantPackageInput;
  until: string;
}

/** Errors.USER_NOT_FOUND (server/errors.ts). */
const USER_NOT_FOUND_CODE = 4608;

type FieldName = 'account' | 'classes' | 'validityDays' | 'name' | 'nameCn';

const noSubscription = () => () => {};

function inRange(value: string, { min, max }: { min: number; max: number }): boolean {
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
}

/**
 * An adviser gives a student a package: the student by account number,
 * phone or e-mail; classes and validity; a name in both languages (filled in
 * from the number of classes until the adviser edits one). Success names the
 * student and the package.
 */
export function GrantPackageForm() {
  const t = useTranslations('AbcCourse');
  const fmt = useClassFormat();
  const [account, setAccount] = useState('');
  const [classes, setClasses] = useState(String(DEFAULT_GRANT.classes));
  const [validityDays, setValidityDays] = useState(String(DEFAULT_GRANT.validityDays));
  const [names, setNames] = useState<{ name: string; nameCn: string } | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [granted, setGranted] = useState<Granted | null>(null);
  const shownNames = names ?? defaultPackageNames(Number(classes));
  // Typing into the server-rendered form before React takes it over would be lost: it opens once the page is live.
  const live = useSyncExternalStore(noSubscription, () => true, () => false);

  const { run, isBusy } = useAction((input: GrantPackageInput) => grantStudentPackage(input), {
    onSuccess: (result, input) => {
      setGranted({ student: result.student, input, until: new Date(Date.now() + input.validityDays * 86_400_000).toISOString() });
      setAccount('');
      void revalidateAbc();
    },
    onError: (error) => {
      // USER_NOT_FOUND: no account, or a phone number that names more than one (the toast says it too).
      if (error instanceof ApiError && error.code === USER_NOT_FOUND_CODE) setErrors({ account: error.message });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<FieldName, string>> = {};
    if (!account.trim()) next.account = t('grant.accountRequired');
    if (!inRange(classes, GRANT_LIMITS.classes)) next.classes = t('grant.range', GRANT_LIMITS.classes);
    if (!inRange(validityDays, GRANT_LIMITS.validityDays)) next.validityDays = t('grant.range', GRANT_LIMITS.validityDays);
    if (!shownNames.name.trim()) next.name = t('grant.nameRequired');
    if (!shownNames.nameCn.trim()) next.nameCn = t('grant.nameRequired');
    setErrors(next);
    setGranted(null);
    if (Object.keys(next).length > 0) return;
    void run({ account: account.trim(), classes: Number(classes), validityDays: Number(validityDays), name: shownNames.name.trim(), nameCn: shownNames.nameCn.trim() });
  };

  const editName = (key: 'name' | 'nameCn', value: string) => setNames({ ...shownNames, [key]: value });

  return (
    <section aria-labelledby="abc-grant-title" className="rounded-3xl bg-white p-5 ring-1 ring-slate-200 sm:p-6" data-test="abc-grant">
      <h2 id="abc-grant-title" className="text-lg font-bold text-ink">
        {t('grant.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('grant.intro')}</p>
      <form noValidate onSubmit={submit}>
        <fieldset disabled={!live} className="mt-5 grid min-w-0 gap-4 sm:grid-cols-2">
          <LabelledInput
            label={t('grant.account')}
            hint={t('grant.accountHint')}
            error={errors.account}
            value={account}
            onChange={(e) => setAccount(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            className="sm:col-span-2"
            data-test="abc-grant-account"
          />
          <LabelledInput
            label={t('grant.classes')}
            error={errors.classes}
            type="number"
            inputMode="numeric"
            min={GRANT_LIMITS.classes.min}
            max={GRANT_LIMITS.classes.max}
            value={classes}
            onChange={(e) => setClasses(e.target.value)}
            data-test="abc-grant-classes"
          />
          <LabelledInput
            label={t('grant.validityDays')}
            error={errors.validityDays}
            type="number"
            inputMode="numeric"
            min={GRANT_LIMITS.validityDays.min}
            max={GRANT_LIMITS.validityDays.max}
            value={validityDays}
            onChange={(e) => setValidityDays(e.target.value)}
            data-test="abc-grant-days"
          />
          <LabelledInput
            label={t('grant.nameEn')}
            error={errors.name}
            lang="en"
            value={shownNames.name}
            onChange={(e) => editName('name', e.target.value)}
            maxLength={100}
            data-test="abc-grant-name"
          />
          <LabelledInput
            label={t('grant.nameCn')}
            error={errors.nameCn}
            lang="zh-CN"
            value={shownNames.nameCn}
            onChange={(e) => editName('nameCn', e.target.value)}
            maxLength={100}
            data-test="abc-grant-name-cn"
          />
          <div className="sm:col-span-2">
            <Button type="submit" busy={isBusy} className="font-semibold max-sm:w-full" data-test="abc-grant-submit">
              {t('grant.submit')}
            </Button>
          </div>
        </fieldset>
      </form>
      <div aria-live="polite">
        {granted && (
          <div className="mt-5 rounded-2xl bg-brand-50 p-4 text-sm text-brand-700 ring-1 ring-brand-200" data-test="abc-grant-done">
            <p className="font-semibold">
              {t('grant.done', { nickname: granted.student.nickname || t('noNickname'), accountNo: granted.student.accountNo })}
            </p>
            <p className="mt-1 text-ink">
              {t('grant.doneDetail', {
                name: granted.input.name,
                nameCn: granted.input.nameCn,
                classes: granted.input.classes,
                until: fmt.day(granted.until),
              })}
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
