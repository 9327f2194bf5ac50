'use client';

import { useTranslations } from 'next-intl';

import { MediaImage } from '@/components/books/media-image';
import { Button } from '@/components/ui/button';
import type { MaterialUnit } from '@/lib/types/classes';

import type { BasketItem } from './rules';
import { StepSection } from './step-section';
import type { ConfirmNotice } from './use-booking';
import { useClassLabel } from './use-class-label';

/**
 * Step 6: the basket (date, time, teacher; each removable), the count
 * against the classes left, the material, and the 'Book N classes' button
 * with the live region that says why nothing was sent, or that it worked.
 */
export function ConfirmStep({
  basket,
  remaining,
  unit,
  notice,
  sending,
  onRemove,
  onConfirm,
}: {
  basket: readonly BasketItem[];
  remaining: number;
  unit: MaterialUnit | null;
  notice: ConfirmNotice | null;
  sending: boolean;
  onRemove: (slotId: number) => void;
  onConfirm: () => void;
}) {
  const t = useTranslations('BookClass');
  const label = useClassLabel();
  return (
    <StepSection n={6} title={t('confirmTitle')} kind="section" data-test="book-confirm-step">
      <p className="text-sm text-slate-700" data-test="book-count">
        {t('chosenOfRemaining', { count: basket.length, remaining })}
      </p>
      {basket.length === 0 ? (
        <p className="mt-3 rounded-xl bg-slate-50 px-3 py-3 text-sm text-slate-600">{t('basketEmpty')}</p>
      ) : (
        <ul className="mt-3 max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-xl ring-1 ring-slate-200" aria-label={t('basketLabel')} data-test="book-basket">
          {basket.map((item) => (
            <li key={item.slotId} className="flex items-center gap-2 px-3 py-2 text-sm" data-test="book-basket-item">
              <span className="min-w-0 flex-1">
                <span className="block font-semibold tabular-nums text-ink">{label(item)}</span>
                <span className="block truncate text-slate-600">{item.teacherName}</span>
              </span>
              <Button variant="icon" size="none" className="flex h-9 w-9 shrink-0 items-center justify-center" aria-label={t('removeItem', { time: label(item), teacher: item.teacherName })} onClick={() => onRemove(item.slotId)}>
                <span aria-hidden="true" className="text-lg leading-none">
                  ×
                </span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        <p className="text-sm font-semibold text-slate-700">{t('materialSummary')}</p>
        {unit ? (
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-700" data-test="book-chosen-material">
            <MediaImage src={unit.cover} alt="" width={32} height={32} className="h-8 w-8 rounded-md bg-brand-50 object-cover" />
            <span className="min-w-0">
              <span className="block truncate font-medium">{unit.bookTitle}</span>
              <span className="block text-xs text-slate-600">{unit.name}</span>
            </span>
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t('notChosen')}</p>
        )}
      </div>
      <div role="status" aria-live="polite" aria-atomic="true" className="mt-4" data-test="book-notice">
        {notice ? (
          <p
            key={notice.id}
            data-kind={notice.kind}
            className={`rounded-xl px-3 py-2 text-sm font-medium ring-1 ${notice.kind === 'success' ? 'bg-brand-50 text-brand-700 ring-brand-200' : 'bg-red-50 text-red-700 ring-red-200'}`}
          >
            {notice.text}
          </p>
        ) : null}
      </div>
      <Button variant="accent" size="lg" busy={sending} className="mt-4 gap-2 font-semibold shadow-sm" onClick={onConfirm} data-test="book-submit">
        {sending ? t('booking') : t('book', { count: basket.length })}
      </Button>
    </StepSection>
  );
}
