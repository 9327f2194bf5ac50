import { notFound } from 'next/navigation';

/** Any path no page claims: the 404 page inside the abc layout, so its header stays. */
export default function UnknownPage() {
  notFound();
}
