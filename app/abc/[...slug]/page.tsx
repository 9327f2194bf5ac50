import { notFound } from 'next/navigation';

import { StaffOnlyView } from '@/components/errors/staff-only-view';
import { getAbcAccess } from '@/server/web/abc-access';

/** Any path no page claims: the 404 page inside the abc layout, so its header stays; only staff learn which paths exist. */
export default async function UnknownPage() {
  if ((await getAbcAccess()) === 'forbidden') return <StaffOnlyView />;
  notFound();
}
