import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

import { pickMessages } from '@/lib/i18n/client-messages';

/**
 * Gives the client components of one user page the message namespaces they
 * need, without adding them to every page's payload (the root layout only
 * sends CLIENT_NAMESPACES). Nested providers replace messages, so 'Common'
 * comes along.
 */
export async function UserMessages({ namespaces, children }: { namespaces: string[]; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pickMessages(messages, ['Common', ...namespaces])}>{children}</NextIntlClientProvider>;
}
