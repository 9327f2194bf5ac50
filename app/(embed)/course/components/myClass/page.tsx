import { embedMetadata, EmbedPage } from '@/components/classes/embed-page';
import { MySummary } from '@/components/classes/my-summary';
import { getPageUser } from '@/server/web/page-session';

export const generateMetadata = () => embedMetadata('myClassTitle');

/** /course/components/myClass: classes remaining, packages and leave vouchers, for the apps; login needed. */
export default async function MyClassComponentPage() {
  const signedIn = (await getPageUser()) !== null;
  return (
    <EmbedPage signedIn={signedIn} title="myClassTitle">
      <MySummary />
    </EmbedPage>
  );
}
