'use client';

import { FEATURES, type FeatureFlags } from '@/lib/constants/features';
import { useCurrentUser, type CurrentUser } from '@/lib/hooks/use-current-user';

import { CartButton } from './cart-button';

/** The header's cart entry: only once the store exists (FEATURES.store) and for a logged-in user; visitors have no cart. */
export function HeaderCart({ serverUser, features = FEATURES }: { serverUser: CurrentUser | null; features?: FeatureFlags }) {
  const user = useCurrentUser(serverUser);
  if (!features.store || !user) return null;
  return <CartButton variant="header" />;
}
