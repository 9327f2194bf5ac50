'use client';

import { useTranslations } from 'next-intl';

import { zoneOffsetMinutes } from '@/lib/classes/time';

/** 'Times in your time zone: Europe/London (UTC+1)': staff in several countries read the same list. */
export function ZoneNote({ zone }: { zone: string }) {
  const t = useTranslations('AbcCourse');
  const minutes = zoneOffsetMinutes(zone);
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  const offset = `UTC${sign}${Math.floor(abs / 60)}${abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''}`;
  return (
    <p className="text-xs text-slate-600" data-test="abc-zone">
      {t('zoneNote', { zone, offset })}
    </p>
  );
}
