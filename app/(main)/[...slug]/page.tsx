import { notFound } from 'next/navigation';

/** Any path no page claims: the 404 page inside the main layout, so the header and footer stay. */
export default function UnknownPage() {
  notFound();
}
