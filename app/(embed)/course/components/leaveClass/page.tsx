import { embedMetadata, EmbedPage } from '@/components/classes/embed-page';
import { LeaveClassPanel } from '@/components/classes/leave-class-panel';
import { parseIdParam } from '@/lib/route-id';
import { getPageUser } from '@/server/web/page-session';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const generateMetadata = () => embedMetadata('leavePageTitle');

/** /course/components/leaveClass?lessonId: the leave form of one class, for the apps; login needed (no lesson id: 404). */
export default async function LeaveClassComponentPage({ searchParams }: Props) {
  const signedIn = (await getPageUser()) !== null;
  const lessonId = parseIdParam((await searchParams).lessonId);
  return (
    <EmbedPage signedIn={signedIn} title="leavePageTitle">
      <LeaveClassPanel lessonId={lessonId} />
    </EmbedPage>
  );
}
