interface Props {
  id?: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
  align?: 'center' | 'left';
}

/** A section's small label, h2 and one-line introduction. */
export function SectionHeading({ id, eyebrow, title, subtitle, align = 'center' }: Props) {
  const center = align === 'center';
  return (
    <div className={center ? 'mx-auto max-w-2xl text-center' : 'max-w-xl'}>
      <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-2xl leading-snug font-bold text-ink sm:text-3xl">
        {title}
      </h2>
      {subtitle ? <p className="mt-3 text-base leading-7 text-slate-600">{subtitle}</p> : null}
    </div>
  );
}
