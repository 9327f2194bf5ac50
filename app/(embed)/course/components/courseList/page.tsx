import { embedMetadata, EmbedPage } from '@/components/classes/embed-page';
import { MyClassList } from '@/components/classes/my-class-list';
import { getPageUser } from '@/server/web/page-session';

export const generateMetadata = () => embedMetadata('courseListTitle');

/** /course/components/courseList: the class list alone (filters, statuses, leave), for the apps; login needed. */
export default async function CourseListComponentPage() {
  const signedIn = (await getPageUser()) !== null;
  return (
    <EmbedPage signedIn={signedIn} title="courseListTitle">
      <MyClassList />
    </EmbedPage>
  );
}
