import type { IconName } from '@/components/ui/icons';

/** The six steps of attending a live class, in order; both class-step pages render them. */
export const CLASS_STEPS: readonly { n: 1 | 2 | 3 | 4 | 5 | 6; icon: IconName }[] = [
  { n: 1, icon: 'gift' },
  { n: 2, icon: 'calendar' },
  { n: 3, icon: 'book-text' },
  { n: 4, icon: 'device' },
  { n: 5, icon: 'live' },
  { n: 6, icon: 'star' },
];
