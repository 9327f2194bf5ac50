import { embedMetadata, EmbedPage } from '@/components/classes/embed-page';
import { MyVouchers } from '@/components/classes/my-vouchers';
import { getPageUser } from '@/server/web/page-session';

export const generateMetadata = () => embedMetadata('couponsTitle');

/** /course/components/coupons: the family's leave vouchers, for the apps; login needed. */
export default async function CouponsComponentPage() {
  const signedIn = (await getPageUser()) !== null;
  return (
    <EmbedPage signedIn={signedIn} title="couponsTitle">
      <MyVouchers />
    </EmbedPage>
  );
}
