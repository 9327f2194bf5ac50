import type { IconName } from '@/components/ui/icons';
import { FEATURES } from '@/lib/constants/features';

/**
 * The rows of /user/my. Each feature adds its row here and sets `ready` when
 * its page exists (a flagged feature: when its flag is on); only ready rows
 * are shown, so the page never links to a page that is not there yet.
 * Titles and hints are `MyPage.rows.<key>` and `MyPage.rows.<key>Hint`.
 * `{userId}` in an href stands for the signed-in user's id.
 */
export interface MyRow {
  key: 'profile' | 'books' | 'videos' | 'collects' | 'words' | 'dubbings' | 'orders' | 'addresses' | 'follows' | 'square' | 'logoff';
  href: string;
  icon: IconName;
  ready: boolean;
}

export const MY_ROWS: readonly MyRow[] = [
  { key: 'profile', href: '/user/myInfo', icon: 'profile', ready: true },
  { key: 'books', href: '/user/user', icon: 'book', ready: false },
  { key: 'videos', href: '/user/user', icon: 'video', ready: false },
  { key: 'collects', href: '/user/collect', icon: 'star', ready: true },
  { key: 'words', href: '/user/words', icon: 'book-text', ready: true },
  { key: 'dubbings', href: '/user/user?userId={userId}&tab=dubbings', icon: 'mic', ready: FEATURES.dubbing },
  { key: 'orders', href: '/shopping/purchases', icon: 'bag', ready: FEATURES.store },
  { key: 'addresses', href: '/user/address', icon: 'pin', ready: FEATURES.store },
  { key: 'follows', href: '/user/follow', icon: 'heart', ready: true },
  { key: 'square', href: '/user/userSquare', icon: 'profile', ready: true },
  { key: 'logoff', href: '/user/logoff', icon: 'shield', ready: true },
];

export const visibleRows = (rows: readonly MyRow[] = MY_ROWS) => rows.filter((r) => r.ready);
