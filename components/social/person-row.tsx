import Link from 'next/link';
import type { ReactNode } from 'react';

import { AvatarImage } from '@/components/user/avatar-image';

/** A person in a list: avatar and nickname (linking to their page), a line under it, and actions on the right. */
export function PersonRow({ userId, nickname, avatar, avatarAlt, sub, actions }: { userId: number; nickname: string; avatar: string | null; avatarAlt: string; sub?: ReactNode; actions?: ReactNode }) {
  return (
    <li className="flex items-center gap-3 py-4" data-test="person-row">
      <Link href={`/user/user?userId=${userId}`} className="shrink-0 rounded-full">
        <AvatarImage src={avatar} alt={avatarAlt} size={48} className="h-12 w-12" />
      </Link>
      <div className="min-w-0 flex-1">
        <Link href={`/user/user?userId=${userId}`} className="block truncate font-semibold text-ink hover:text-brand-700" data-test="person-name">
          {nickname}
        </Link>
        {sub ? <div className="mt-0.5 truncate text-sm text-slate-500">{sub}</div> : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </li>
  );
}
