'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Icon } from '@/components/ui/icons';
import { likeQuestion } from '@/lib/api/lessons';
import { useAction } from '@/lib/hooks/use-action';
import { useRevalidatePrefix } from '@/lib/hooks/mutate';
import { notify } from '@/lib/notify';

/**
 * The star that keeps a question in "My saved questions" (or takes it out):
 * a toggle button (aria-pressed) whose name stays "Save to my favourites";
 * the star fills while it is saved, and a toast confirms each change.
 */
export function FavouriteToggle({ questionId, favourite, onChange }: { questionId: number; favourite: boolean; onChange?: (liked: boolean) => void }) {
  const t = useTranslations('Exercises');
  const revalidate = useRevalidatePrefix();
  // The server's answer wins over the prop until the parent's data catches up.
  const [own, setOwn] = useState<{ from: boolean; liked: boolean } | null>(null);
  const liked = own && own.from === favourite ? own.liked : favourite;
  const { run, isBusy } = useAction(() => likeQuestion(questionId), {
    onSuccess: (result) => {
      setOwn({ from: favourite, liked: result.liked });
      onChange?.(result.liked);
      notify('success', result.liked ? t('favouriteAdded') : t('favouriteRemoved'));
      // The star shows on the exercises and the result too.
      void revalidate(['lessons/favourites', 'lessons/exercises', 'lessons/result']);
    },
  });
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-busy={isBusy || undefined}
      disabled={isBusy}
      onClick={() => void run()}
      className={`inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-medium ring-1 transition disabled:opacity-60 ${
        liked ? 'bg-amber-50 text-amber-900 ring-amber-300' : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50'
      }`}
      data-test="favourite-toggle"
      data-liked={liked ? 'true' : 'false'}
    >
      <Icon name="star" className={`h-5 w-5 ${liked ? 'fill-amber-400 text-amber-600' : 'text-slate-500'}`} />
      <span>{t('favourite')}</span>
    </button>
  );
}
