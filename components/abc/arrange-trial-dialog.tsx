'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import useSWR from 'swr';

import { bookingDays } from '@/components/classes/booking/days';
import { useViewerZone } from '@/components/classes/booking/use-viewer-zone';
import { useClassFormat } from '@/components/classes/use-class-format';
import { Button } from '@/components/ui/button';
import { Dialog, DialogCloseButton, DialogTitle } from '@/components/ui/dialog';
import { arrangeTrialClass } from '@/lib/api/abc';
import type { TrialRequestView } from '@/lib/types/classes';
import { getClassSchedule } from '@/lib/api/classes';
import { useAction } from '@/lib/hooks/use-action';
import { revalidateAbc } from '@/lib/hooks/use-abc';
import { useStudyNodes } from '@/lib/hooks/use-classes';
import { notify } from '@/lib/notify';

import { LabelledSelect } from './labelled-input';
import { ZoneNote } from './zone-note';

/** The adviser's free times of one day (classScheduleV3 answers them in the adviser's own zone). */
function useDaySchedule(date: string) {
  return useSWR(date ? ['abc/schedule', date] : null, () => getClassSchedule(date), { revalidateOnFocus: true });
}

/**
 * An adviser books a waiting trial request: a day of the next 14, a teacher
 * with a free time that day, the time, and a course material. Times are the
 * adviser's own (the family's wishes are shown above, as they wrote them).
 */
export function ArrangeTrialDialog({ request, onClose }: { request: TrialRequestView | null; onClose: () => void }) {
  const t = useTranslations('AbcCourse');
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      placement="sheet"
      className="relative max-h-[92vh] w-full max-w-lg overflow-y-auto rounded-3xl bg-white p-6 shadow-xl max-sm:rounded-b-none"
      panelProps={{ 'data-test': 'abc-arrange-dialog' }}
    >
      <DialogCloseButton className="absolute right-3 top-3" />
      <DialogTitle className="pr-8 text-lg font-bold text-ink">{t('arrange.title')}</DialogTitle>
      {request && <ArrangeForm key={request.id} request={request} onDone={onClose} />}
    </Dialog>
  );
}

function ArrangeForm({ request, onDone }: { request: TrialRequestView; onDone: () => void }) {
  const t = useTranslations('AbcCourse');
  const tc = useTranslations('Common');
  const fmt = useClassFormat();
  const zone = useViewerZone();
  const [date, setDate] = useState('');
  const [teacherId, setTeacherId] = useState<number | null>(null);
  const [slotId, setSlotId] = useState<number | null>(null);
  const [materialId, setMaterialId] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const schedule = useDaySchedule(date);
  const { data: levels } = useStudyNodes();

  const teachers = (schedule.data?.teachers ?? []).filter((teacher) => !teacher.paused && teacher.slots.some((s) => s.available));
  const teacher = teachers.find((x) => x.id === teacherId) ?? null;
  const slots = teacher?.slots.filter((s) => s.available) ?? [];
  const slot = slots.find((s) => s.slotId === slotId) ?? null;
  const days = zone ? bookingDays(zone) : [];

  const { run, isBusy } = useAction((input: { requestId: number; slotId: number; materialId: number }) => arrangeTrialClass(input), {
    onSuccess: () => {
      notify('success', t('arrange.done', { nickname: request.nickname || t('noNickname'), date: fmt.classDate(date), time: slot?.start ?? '', teacher: teacher?.name ?? '' }));
      void revalidateAbc();
      onDone();
    },
    // Taken meanwhile (or the request was arranged by a colleague): show what is free now.
    onError: () => {
      setSlotId(null);
      void schedule.mutate();
      void revalidateAbc();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!slotId || !materialId) {
      setMissing(true);
      return;
    }
    void run({ requestId: request.id, slotId, materialId });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-3 flex flex-col gap-4">
      <div className="rounded-2xl bg-slate-50 p-4 text-sm" data-test="abc-arrange-request">
        <p className="font-semibold text-ink">
          {request.nickname || t('noNickname')} <span className="font-normal text-slate-600">{t('accountNo', { accountNo: request.accountNo })}</span>
        </p>
        <p className="mt-1 text-slate-700">
          <span className="text-slate-600">{t('trials.preferred')}: </span>
          {request.preferredTimes}
        </p>
      </div>
      {zone && <ZoneNote zone={zone} />}
      <LabelledSelect
        label={t('arrange.date')}
        value={date}
        onChange={(e) => {
          setDate(e.target.value);
          setTeacherId(null);
          setSlotId(null);
        }}
        data-test="abc-arrange-date"
      >
        <option value="">{t('arrange.chooseDate')}</option>
        {days.map((day, i) => (
          <option key={day} value={day}>
            {i === 0 ? t('arrange.today', { date: fmt.classDate(day) }) : fmt.classDate(day)}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect
        label={t('arrange.teacher')}
        value={teacherId ?? ''}
        disabled={!date || !schedule.data}
        hint={date && schedule.data && teachers.length === 0 ? t('arrange.noTeachers') : undefined}
        onChange={(e) => {
          setTeacherId(e.target.value ? Number(e.target.value) : null);
          setSlotId(null);
        }}
        data-test="abc-arrange-teacher"
      >
        <option value="">{date && !schedule.data ? tc('loading') : t('arrange.chooseTeacher')}</option>
        {teachers.map((x) => (
          <option key={x.id} value={x.id}>
            {t('arrange.teacherOption', { name: x.name, count: x.slots.filter((s) => s.available).length })}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect
        label={t('arrange.time')}
        value={slotId ?? ''}
        disabled={!teacher}
        error={missing && !slotId ? t('arrange.timeRequired') : null}
        onChange={(e) => setSlotId(e.target.value ? Number(e.target.value) : null)}
        data-test="abc-arrange-time"
      >
        <option value="">{t('arrange.chooseTime')}</option>
        {slots.map((s) => (
          <option key={s.slotId} value={s.slotId}>
            {s.start}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect
        label={t('arrange.material')}
        value={materialId ?? ''}
        disabled={!levels}
        error={missing && !materialId ? t('arrange.materialRequired') : null}
        onChange={(e) => setMaterialId(e.target.value ? Number(e.target.value) : null)}
        data-test="abc-arrange-material"
      >
        <option value="">{levels ? t('arrange.chooseMaterial') : tc('loading')}</option>
        {levels?.map((level) => (
          <optgroup key={level.level} label={t('arrange.level', { level: level.level })}>
            {level.units.map((unit) => (
              <option key={unit.materialId} value={unit.materialId}>
                {t('arrange.unitOption', { name: unit.name, book: unit.bookTitle })}
              </option>
            ))}
          </optgroup>
        ))}
      </LabelledSelect>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="neutral" onClick={onDone} className="font-medium">
          {tc('cancel')}
        </Button>
        <Button type="submit" busy={isBusy} className="font-semibold" data-test="abc-arrange-submit">
          {t('arrange.submit')}
        </Button>
      </div>
    </form>
  );
}
