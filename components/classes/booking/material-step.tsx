'use client';

import { useTranslations } from 'next-intl';

import { MediaImage } from '@/components/books/media-image';
import { Spinner } from '@/components/ui/spinner';
import type { MaterialLevel, MaterialUnit } from '@/lib/types/classes';

import { Chip } from './chip';
import { StepSection } from './step-section';

/** Step 4 (required): a level (A to J), then one of its units, each a picture book with its cover. */
export function MaterialStep({
  levels,
  level,
  unit,
  onLevel,
  onUnit,
}: {
  levels: MaterialLevel[] | undefined;
  level: string | null;
  unit: MaterialUnit | null;
  onLevel: (level: string) => void;
  onUnit: (unit: MaterialUnit) => void;
}) {
  const t = useTranslations('BookClass');
  const tc = useTranslations('Common');
  const units = levels?.find((l) => l.level === level)?.units ?? [];
  return (
    <StepSection n={4} title={t('materialTitle')} kind="section" done={unit !== null} data-test="book-material-step">
      {!levels ? (
        <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
          <Spinner /> {tc('loading')}
        </p>
      ) : (
        <>
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-slate-700">{t('levelLegend')}</legend>
            <div className="grid max-w-xs grid-cols-5 gap-2 sm:flex sm:max-w-none sm:flex-wrap">
              {levels.map((l) => (
                <Chip key={l.level} pressed={level === l.level} onClick={() => onLevel(l.level)} aria-label={t('levelOption', { level: l.level })} data-test="book-level" className="h-10 text-sm font-bold sm:w-10">
                  {l.level}
                </Chip>
              ))}
            </div>
          </fieldset>
          <fieldset className="mt-4">
            <legend className="mb-2 text-sm font-semibold text-slate-700">{t('unitLegend')}</legend>
            {level === null ? (
              <p className="text-sm text-slate-600">{t('chooseLevelFirst')}</p>
            ) : (
              <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
                {units.map((u) => (
                  <Chip
                    key={u.materialId}
                    pressed={unit?.materialId === u.materialId}
                    onClick={() => onUnit(u)}
                    data-test="book-unit"
                    className="flex items-center gap-3 p-2 text-left text-sm"
                  >
                    <MediaImage src={u.cover} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 shrink-0 rounded-lg bg-brand-50 object-cover" />
                    <span className="min-w-0">
                      <span className="block truncate font-semibold">{u.bookTitle}</span>
                      <span className="block text-xs font-normal">{u.name}</span>
                    </span>
                  </Chip>
                ))}
              </div>
            )}
          </fieldset>
        </>
      )}
    </StepSection>
  );
}
