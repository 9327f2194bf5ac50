import type { ReactNode } from 'react';

/**
 * The frame of a full-page login: a centred card on desktop, the whole width
 * on phones. `band` adds the soft brand background of the main site; the
 * /abc area, whose layout already frames its content, goes without.
 */
export function LoginCard({ children, band = true }: { children: ReactNode; band?: boolean }) {
  return (
    <div
      className={`flex justify-center max-md:bg-white max-md:px-0 max-md:py-0 ${
        band ? 'bg-gradient-to-b from-brand-50 via-brand-50/40 to-transparent px-4 py-14' : 'py-6'
      }`}
    >
      <div className="w-full max-w-[560px] rounded-3xl bg-white px-12 py-10 shadow-xl shadow-slate-900/5 ring-1 ring-slate-100 max-md:max-w-none max-md:rounded-none max-md:px-5 max-md:py-8 max-md:shadow-none max-md:ring-0">
        {children}
      </div>
    </div>
  );
}
