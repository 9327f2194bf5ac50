'use client';

import { useTranslations } from 'next-intl';

import { useClassFormat } from '@/components/classes/use-class-format';
import { EmptyState } from '@/components/ui/empty-state';
import type { StaffAction } from '@/lib/api/abc';
import { useStaffActions } from '@/lib/hooks/use-abc';

import { AbcLoadState } from './abc-load-state';

/** Actions the log names in words; anything else shows its code. */
const KNOWN_ACTIONS = ['grant_package', 'arrange_trial', 'outcome_finished', 'outcome_absent', 'outcome_teacher_absent', 'lesson_review', 'grant_role', 'revoke_role'] as const;
type KnownAction = (typeof KNOWN_ACTIONS)[number];

function isKnown(action: string): action is KnownAction {
  return (KNOWN_ACTIONS as readonly string[]).includes(action);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function num(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The staff log (advisers): who did what, to whom, when; changes made with `npm run staff` are 'command line'. */
export function StaffLog() {
  const t = useTranslations('AbcCourse');
  const fmt = useClassFormat();
  const { data, error, mutate } = useStaffActions();

  const what = (entry: StaffAction): string => {
    if (!isKnown(entry.action)) return entry.action;
    const d = entry.detail;
    const sentence = t(`log.action.${entry.action}`, {
      classes: num(d.classes) ?? 0,
      days: num(d.validityDays) ?? 0,
      name: text(d.name),
      // An id is read as written, never as a number with separators.
      lessonId: String(num(d.lessonId) ?? ''),
      role: text(d.role) || 'other',
    });
    return entry.action === 'grant_role' && text(d.teacher) ? sentence + t('log.linkedTeacher', { teacher: text(d.teacher) }) : sentence;
  };

  if (!data) return <AbcLoadState error={error} onRetry={() => void mutate()} />;
  return (
    <section aria-labelledby="abc-log-title" data-test="abc-log">
      <h2 id="abc-log-title" className="mb-1 text-lg font-bold text-ink">
        {t('log.title')}
      </h2>
      <p className="mb-4 text-sm text-slate-600">{t('log.intro')}</p>
      {data.length === 0 ? (
        <EmptyState title={t('log.empty')} />
      ) : (
        <ol className="divide-y divide-slate-100 rounded-3xl bg-white ring-1 ring-slate-200">
          {data.map((entry) => (
            <li key={entry.id} className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4 sm:px-5" data-test="abc-log-entry" data-action={entry.action}>
              <time dateTime={entry.createdAt} className="text-xs text-slate-600 sm:pt-0.5 sm:text-sm">
                {fmt.instant(entry.createdAt)}
              </time>
              <p className="min-w-0 text-ink">
                <span className="font-semibold">{entry.actorId === 0 ? t('log.commandLine') : entry.actor || t('log.unknownActor')}</span> {what(entry)}
                {entry.targetUserId !== null && (
                  <span className="text-slate-700">
                    {' · '}
                    {t('log.target', { nickname: entry.target || t('noNickname'), accountNo: entry.targetAccountNo ?? String(entry.targetUserId) })}
                  </span>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
