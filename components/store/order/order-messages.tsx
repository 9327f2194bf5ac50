import type { ReactNode } from 'react';

import { UserMessages } from '@/components/user/user-messages';

/** Message namespaces of checkout, the order page and my purchases (the address book comes along for checkout). */
export const ORDER_NAMESPACES = ['Checkout', 'Order', 'Purchases'] as const;

/** Gives the order pages' client components their messages (and only those). */
export function OrderMessages({ children, extra = [] }: { children: ReactNode; extra?: string[] }) {
  return <UserMessages namespaces={[...ORDER_NAMESPACES, ...extra]}>{children}</UserMessages>;
}
