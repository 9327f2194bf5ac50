import { getTranslations } from 'next-intl/server';

import { ButtonLink } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';


interface Props {
  profile: { avatar: string | null; birthday: string | null; introduction: string; gender: string };
}

/** How complete the profile is, with what is missing; hidden once everything is filled in. */
export async function ProfileCompleteness({ profile }: Props) {
  const t = await getTranslations('MyPage');
  const items = [
    { key: 'avatar', done: !!profile.avatar },
    { key: 'gender', done: profile.gender !== 'unknown' },
    { key: 'birthday', done: !!profile.birthday },
    { key: 'introduction', done: !!profile.introduction },
  ] as const;
  const done = items.filter((i) => i.done).length;
  if (done === items.length) return null;
  const percent = Math.round((done / items.length) * 100);
  return (
    <section data-test="profile-completeness" aria-labelledby="completeness-title" className="rounded-3xl border border-accent-400/30 bg-[#fff8f0] p-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id="completeness-title" className="font-semibold text-ink">
          {t('completenessTitle')}
        </h2>
        <span className="text-sm font-semibold tabular-nums text-accent-700">{t('completenessPercent', { percent })}</span>
      </div>
      <div className="mt-3 h-2 overflow-hidden rounded-full bg-white" role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-labelledby="completeness-title">
        <div className="h-full rounded-full bg-accent-500" style={{ width: `${percent}%` }} />
      </div>
      <ul className="mt-4 flex flex-wrap gap-2">
        {items.map((item) => (
          <li
            key={item.key}
            className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs ${item.done ? 'bg-white text-brand-700' : 'border border-dashed border-slate-300 bg-white/60 text-slate-500'}`}
          >
            {item.done && <Icon name="check" strokeWidth={1.8} className="h-3.5 w-3.5" />}
            {t(`completeness.${item.key}`)}
          </li>
        ))}
      </ul>
      <p className="mt-4 flex flex-col gap-3 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
        {t('completenessHint')}
        <ButtonLink href="/user/myInfo" variant="accent" size="none" className="shrink-0 px-5 py-2 text-center font-medium">
          {t('completenessAction')}
        </ButtonLink>
      </p>
    </section>
  );
}
