'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';

import { bookClasses } from '@/lib/api/classes';
import { MAX_CLASSES_PER_BOOKING, type ClassPreferenceName, type TimePeriod } from '@/lib/constants/classes';
import { ApiError } from '@/lib/http';
import { revalidateClasses } from '@/lib/hooks/use-classes';
import { notify } from '@/lib/notify';
import type { MaterialUnit, ScheduleSlot, ScheduleTeacher } from '@/lib/types/classes';

import { firstBrokenRule, toggleBasket, type BasketItem, type BasketRefusal, type BookingRule } from './rules';
import { useClassLabel } from './use-class-label';

/** What the confirm step says: a rule the booking breaks, the server's refusal, or the success. */
export interface ConfirmNotice {
  id: number;
  kind: 'error' | 'success';
  text: string;
}

export interface BookingSetup {
  zone: string;
  remaining: number;
  compulsoryEducation: boolean;
  onBooked?: () => void;
}

/**
 * The state of the booking panel: the day and period being looked at, the
 * basket of chosen classes (kept across days, periods and teachers), the
 * material and preferences, and the one notice each of the teacher and
 * confirm steps shows. `confirm` checks the rules in the spec's order at
 * the moment of the click and only then sends.
 */
export function useBooking({ zone, remaining, compulsoryEducation, onBooked }: BookingSetup) {
  const t = useTranslations('BookClass');
  const classLabel = useClassLabel();
  const [date, setDate] = useState<string | null>(null);
  const [period, setPeriod] = useState<TimePeriod | null>(null);
  const [level, setLevel] = useState<string | null>(null);
  const [unit, setUnit] = useState<MaterialUnit | null>(null);
  const [prefs, setPrefs] = useState<Partial<Record<ClassPreferenceName, string>>>({});
  const [basket, setBasket] = useState<readonly BasketItem[]>([]);
  const [limitNotice, setLimitNotice] = useState<{ id: number; text: string } | null>(null);
  const [notice, setNotice] = useState<ConfirmNotice | null>(null);
  const [sending, setSending] = useState(false);
  const noticeId = useRef(0);

  const ruleText = (rule: BookingRule | BasketRefusal, item?: BasketItem): string =>
    t(`rules.${rule}`, { max: MAX_CLASSES_PER_BOOKING, remaining, time: item ? classLabel(item) : '' });

  const toggle = (teacher: ScheduleTeacher, slot: ScheduleSlot) => {
    if (!date) return;
    const item: BasketItem = { slotId: slot.slotId, startTime: slot.startTime, date, start: slot.start, teacherId: teacher.id, teacherName: teacher.name };
    const result = toggleBasket(basket, item, remaining);
    if (result.refused) {
      const clash = result.refused === 'timeClash' ? basket.find((b) => b.startTime === item.startTime) : undefined;
      setLimitNotice({ id: ++noticeId.current, text: ruleText(result.refused, clash) });
      return;
    }
    setLimitNotice(null);
    setNotice(null);
    setBasket(result.basket);
  };

  const remove = (slotId: number) => {
    setBasket((b) => b.filter((item) => item.slotId !== slotId));
    setLimitNotice(null);
    setNotice(null);
  };

  /** Any change makes the last word of the confirm step stale. */
  const changed = <A extends unknown[]>(set: (...args: A) => void) => (...args: A) => {
    setNotice(null);
    set(...args);
  };

  const chooseLevel = changed((next: string) => {
    setLevel(next);
    if (unit && next !== level) setUnit(null);
  });

  const show = (kind: ConfirmNotice['kind'], text: string) => setNotice({ id: ++noticeId.current, kind, text });

  const confirm = async (preferences: Record<ClassPreferenceName, string>) => {
    const broken = firstBrokenRule(
      { date, timePeriod: period, bookId: unit?.bookId ?? null, materialId: unit?.materialId ?? null, basket },
      { remaining, compulsoryEducation, zone, now: Date.now() },
    );
    if (broken) {
      show('error', ruleText(broken.rule, broken.item));
      return;
    }
    setSending(true);
    setNotice(null);
    try {
      const result = await bookClasses({
        date: date!,
        timePeriod: period!,
        slotIds: basket.map((item) => item.slotId),
        bookId: unit!.bookId,
        materialId: unit!.materialId,
        prefs: preferences,
      });
      const text = t('booked', { count: result.count });
      setBasket([]);
      show('success', text);
      notify('success', text);
      void revalidateClasses();
      onBooked?.();
    } catch (err) {
      // lib/http has toasted the server's message already; it stays by the button too.
      show('error', err instanceof ApiError ? err.message : t('bookingFailed'));
      void revalidateClasses();
    } finally {
      setSending(false);
    }
  };

  return {
    date,
    setDate: changed(setDate),
    period,
    setPeriod: changed(setPeriod),
    level,
    chooseLevel,
    unit,
    setUnit: changed(setUnit),
    prefs,
    setPref: changed((name: ClassPreferenceName, value: string) => setPrefs((p) => ({ ...p, [name]: value }))),
    basket,
    toggle,
    remove,
    limitNotice,
    notice,
    sending,
    confirm,
  };
}
