import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

import { pickMessages } from '@/lib/i18n/client-messages';

/** Namespaces the reader's client components read (nested providers replace messages, so Common and Books come along). */
export const READER_NAMESPACES = ['Common', 'Books', 'Reader'] as const;

/** Gives the reader pages' client components the Reader messages without adding them to every page's payload. */
export async function ReaderMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, READER_NAMESPACES)}>{children}</NextIntlClientProvider>;
}
