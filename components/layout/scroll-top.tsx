'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icons';

const SHOW_AFTER_PX = 400;

/** Back-to-top button; appears after scrolling and is hidden on narrow screens. */
export function ScrollTop() {
  const t = useTranslations('ScrollTop');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <Button
      size="none"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('label')}
      data-test="scroll-top"
      className="fixed bottom-8 right-6 z-40 hidden h-11 w-11 items-center justify-center shadow-lg md:flex"
    >
      <Icon name="arrow-up" className="h-5 w-5" strokeWidth={2.2} />
    </Button>
  );
}
