import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';

import { LEGAL_DOCUMENTS_VERSION } from '@/lib/constants/legal';
import { ROUTES } from '@/lib/constants/routes';

/** The two documents a sign-up agrees to, and the sections each has in messages/*.json. */
export const LEGAL_DOCUMENTS = {
  privacy: { namespace: 'Privacy', sections: ['collect', 'use', 'children', 'share', 'keep', 'rights', 'security', 'changes', 'contact'] },
  agreement: { namespace: 'Agreement', sections: ['service', 'account', 'children', 'conduct', 'content', 'paid', 'cancel', 'liability', 'changes', 'contact'] },
} as const;

export type LegalDocumentName = keyof typeof LEGAL_DOCUMENTS;

/**
 * A section body as written in the messages: paragraphs separated by a blank
 * line, and lines starting with '• ' as the items of a list.
 */
function Body({ text }: { text: string }) {
  return text.split('\n\n').map((block, i) => {
    const lines = block.split('\n');
    const intro = lines[0].startsWith('• ') ? null : lines.shift();
    return (
      <div key={i} className="mt-3">
        {intro && <p>{intro}</p>}
        {lines.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {lines.map((line) => (
              <li key={line}>{line.replace(/^• /, '')}</li>
            ))}
          </ul>
        )}
      </div>
    );
  });
}

/** The privacy policy or the user agreement: title, version, contents and sections, with a link to the other one. */
export async function LegalDocument({ name }: { name: LegalDocumentName }) {
  const { namespace, sections } = LEGAL_DOCUMENTS[name];
  const t = await getTranslations(namespace);
  const tl = await getTranslations('Legal');
  const format = await getFormatter();
  const date = format.dateTime(new Date(`${LEGAL_DOCUMENTS_VERSION}T00:00:00+08:00`), { dateStyle: 'long', timeZone: 'Asia/Shanghai' });
  const other = name === 'privacy' ? { href: ROUTES.agreement, label: tl('agreementLink') } : { href: ROUTES.privacy, label: tl('privacyLink') };
  return (
    <article data-test={`legal-${name}`} className="mx-auto max-w-3xl px-4 py-8 text-[15px] leading-7 text-slate-700 sm:py-12">
      <header className="border-b border-slate-200 pb-4">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-sm text-slate-600" data-test="legal-version">
          {tl('updated', { version: LEGAL_DOCUMENTS_VERSION, date })}
        </p>
        <p className="mt-4">{t('intro')}</p>
      </header>
      <nav aria-labelledby={`${name}-contents`} className="mt-6 rounded-lg bg-slate-50 px-4 py-3">
        <h2 id={`${name}-contents`} className="text-sm font-semibold text-ink">
          {tl('contents')}
        </h2>
        <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
          {sections.map((id) => (
            <li key={id}>
              <a href={`#${id}`} className="text-brand-700 underline-offset-4 hover:underline">
                {t(`sections.${id}.heading`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((id) => (
        <section key={id} id={id} aria-labelledby={`${id}-heading`} className="mt-8 scroll-mt-24">
          <h2 id={`${id}-heading`} className="text-lg font-bold text-ink">
            {t(`sections.${id}.heading`)}
          </h2>
          <Body text={t(`sections.${id}.body`)} />
        </section>
      ))}
      <p className="mt-10 border-t border-slate-200 pt-4 text-sm">
        {tl('otherDocument')}{' '}
        <Link href={other.href} className="font-medium text-brand-700 underline underline-offset-4">
          {other.label}
        </Link>
      </p>
    </article>
  );
}
