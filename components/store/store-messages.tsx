import type { ReactNode } from 'react';

import { UserMessages } from '@/components/user/user-messages';

/** Message namespaces of the store's client components: the list, the item page and the cart. */
export const STORE_NAMESPACES = ['Store', 'StoreItem', 'Cart'] as const;

/** Gives the store pages' client components (and the header's cart) their messages, and only those. */
export function StoreMessages({ children }: { children: ReactNode }) {
  return <UserMessages namespaces={[...STORE_NAMESPACES]}>{children}</UserMessages>;
}
