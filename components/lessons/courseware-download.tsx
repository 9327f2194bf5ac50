'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { getCoursewareDownload } from '@/lib/api/lessons';
import { useAction } from '@/lib/hooks/use-action';

import { openUrl } from './open-url';

/**
 * "Download courseware (PDF)": asks the server for a signed link (valid 10
 * minutes) and goes to it; the file's name stays on screen, with the link in
 * case the download does not start by itself.
 */
export function CoursewareDownload({ lessonId }: { lessonId: number }) {
  const t = useTranslations('LessonPreview');
  const [file, setFile] = useState<{ url: string; fileName: string } | null>(null);
  const { run, isBusy } = useAction(() => getCoursewareDownload(lessonId), {
    onSuccess: (result) => {
      setFile({ url: result.url, fileName: result.fileName });
      openUrl(result.url);
    },
  });

  return (
    <div className="rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-8" data-test="courseware-download">
      <p className="text-sm text-slate-700">{t('downloadText')}</p>
      <Button busy={isBusy} onClick={() => void run()} className="mt-4 font-semibold" data-test="courseware-download-button">
        {t('downloadButton')}
      </Button>
      <div aria-live="polite" className="mt-4">
        {file && (
          <p className="text-sm text-slate-700" data-test="courseware-download-file">
            {t('downloadStarted')}{' '}
            <a href={file.url} download={file.fileName} className="font-semibold [overflow-wrap:anywhere] text-brand-700 underline underline-offset-2 hover:no-underline">
              {file.fileName}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}
