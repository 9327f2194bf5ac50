import 'server-only';
import { headers } from 'next/headers';

import { clientAddress } from '../services/auth/client-network';
import type { SearchClient } from '../services/search/keywords';
import { PEER_ADDRESS_HEADER } from './peer-address';
import { getPageUser } from './page-session';

/**
 * Who a page is rendered for, as the search suggestions count clients: the
 * logged-in user, else the client's address found as the API finds it
 * (the peer server.ts stamped, then trusted proxy hops). Null when the
 * request did not come through server.ts (no trustworthy address): such a
 * search is not counted.
 */
export async function getPageSearchClient(): Promise<SearchClient | null> {
  const user = await getPageUser();
  if (user) return { userId: user.id };
  const h = await headers();
  const peer = h.get(PEER_ADDRESS_HEADER);
  if (!peer) return null;
  return { ip: clientAddress(peer, h.get('x-forwarded-for') ?? undefined) };
}
