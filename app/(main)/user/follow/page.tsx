import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';

import { FollowLists } from '@/components/social/follow-lists';
import { UserMessages } from '@/components/user/user-messages';
import { VisitorLoginPrompt } from '@/components/user/visitor-login-prompt';
import { FOLLOW_LIST_TYPES, FOLLOW_PAGE_SIZE } from '@/lib/constants/social';
import { parsePageParams } from '@/lib/page-params';
import { getDb } from '@/server/db/client';
import { listFollows } from '@/server/services/social/follows';
import { getPageUser } from '@/server/web/page-session';

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);
const querySchema = z.object({ type: z.preprocess(first, z.enum(FOLLOW_LIST_TYPES).optional()).transform((t) => t ?? 'following') });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Social');
  return { title: t('followMetaTitle'), robots: { index: false } };
}

/** /user/follow (SPEC §2): the people I follow and my followers, in two tabs; login needed. */
export default async function FollowPage({ searchParams }: Props) {
  const { type } = parsePageParams(querySchema, await searchParams);
  const user = await getPageUser();
  if (!user) return <VisitorLoginPrompt namespace="Social" />;
  const t = await getTranslations('Social');
  const db = await getDb();
  const [following, followers] = await Promise.all(
    FOLLOW_LIST_TYPES.map((listType) => listFollows(db, { userId: user.id, type: listType, page: 1, size: FOLLOW_PAGE_SIZE })),
  );
  return (
    <div className="mx-auto max-w-[760px] px-4 py-8 sm:py-10">
      <h1 className="mb-5 text-2xl font-bold text-slate-800">{t('followTitle')}</h1>
      <UserMessages namespaces={['Social', 'LoginDialog', 'Http']}>
        <FollowLists initial={{ following, followers }} initialType={type} />
      </UserMessages>
    </div>
  );
}
