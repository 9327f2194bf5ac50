import Link from 'next/link';
import { useTranslations } from 'next-intl';

import { AvatarImage } from '@/components/user/avatar-image';
import type { SquarePerson } from '@/lib/types/social';

/** A person on the user square: avatar, nickname, introduction and followers; the whole card opens their page. */
export function SquarePersonCard({ person }: { person: SquarePerson }) {
  const t = useTranslations('Social');
  return (
    <li>
      <Link
        href={`/user/user?userId=${person.userId}`}
        data-test="square-person"
        className="flex h-full flex-col items-center rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <AvatarImage src={person.avatar} alt={t('avatarAlt', { name: person.nickname })} size={64} className="h-16 w-16" />
        <span className="mt-2 line-clamp-1 max-w-full break-all font-semibold text-ink">{person.nickname}</span>
        <span className="mt-1 line-clamp-2 min-h-[2.5rem] text-xs leading-5 text-slate-500">{person.introduction || t('noIntroduction')}</span>
        <span className="mt-2 text-xs tabular-nums text-slate-600">{t('followerCount', { count: person.followerCount })}</span>
      </Link>
    </li>
  );
}
