import type { ReactNode, SVGProps } from 'react';

import { LineIcon } from '@/components/ui/line-icon';

export type StepIconName = 'package' | 'calendar' | 'preview' | 'device' | 'live' | 'review' | 'check' | 'clock' | 'arrow';

const PATHS: Record<StepIconName, ReactNode> = {
  package: (
    <>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12" />
      <path d="M12 8c-1.5-3-5-3.5-5-1.5S10 8 12 8zm0 0c1.5-3 5-3.5 5-1.5S14 8 12 8z" />
    </>
  ),
  calendar: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
      <path d="M9.5 14.5l1.8 1.8 3.4-3.4" />
    </>
  ),
  preview: (
    <>
      <path d="M12 6.5C10 5 7 4.5 3.5 5v13c3.5-.5 6.5 0 8.5 1.5 2-1.5 5-2 8.5-1.5V5C17 4.5 14 5 12 6.5z" />
      <path d="M12 6.5v13" />
      <path d="M6.5 9h2.5M6.5 12h2.5M15 9h2.5M15 12h2.5" />
    </>
  ),
  device: (
    <>
      <rect x="3.5" y="6" width="12" height="11" rx="2" />
      <path d="M15.5 10l5-3v10l-5-3" />
      <circle cx="9.5" cy="11.5" r="2.2" />
      <path d="M7 21h5" />
    </>
  ),
  live: (
    <>
      <rect x="3" y="4.5" width="18" height="12" rx="2" />
      <circle cx="12" cy="9" r="2.2" />
      <path d="M8.5 16.5c.5-2 1.8-3.2 3.5-3.2s3 1.2 3.5 3.2" />
      <path d="M8 20.5h8M12 16.5v4" />
    </>
  ),
  review: (
    <>
      <path d="M12 3.5l2.5 5.2 5.5.7-4 3.9 1 5.6-5-2.7-5 2.7 1-5.6-4-3.9 5.5-.7z" />
    </>
  ),
  check: <path d="M5 12.5l4.5 4.5L19 7.5" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  arrow: <path d="M5 12h14M13 6l6 6-6 6" />,
};

/** The line icons of the class-step pages (24 px grid); decorative, hidden from assistive technology. */
export function StepIcon({ name, ...props }: { name: StepIconName } & SVGProps<SVGSVGElement>) {
  return <LineIcon {...props}>{PATHS[name]}</LineIcon>;
}
