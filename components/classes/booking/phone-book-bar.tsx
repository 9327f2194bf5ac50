'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type RefObject } from 'react';

import { Button } from '@/components/ui/button';

/**
 * On a phone the confirm step is far below the times: while classes are
 * chosen and the confirm step is out of sight, a bar at the bottom says how
 * many and takes the learner there.
 */
export function PhoneBookBar({ count, remaining, target }: { count: number; remaining: number; target: RefObject<HTMLElement | null> }) {
  const t = useTranslations('BookClass');
  const [targetVisible, setTargetVisible] = useState(false);

  useEffect(() => {
    const el = target.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setTargetVisible(entry.isIntersecting), { threshold: 0.2 });
    observer.observe(el);
    return () => observer.disconnect();
  }, [target]);

  if (count === 0 || targetVisible) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden" data-test="book-phone-bar">
      <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-700">{t('chosenOfRemaining', { count, remaining })}</p>
        <Button
          variant="accent"
          size="sm"
          className="shrink-0 font-semibold"
          onClick={() => {
            target.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            target.current?.focus({ preventScroll: true });
          }}
        >
          {t('reviewBooking')}
        </Button>
      </div>
    </div>
  );
}
