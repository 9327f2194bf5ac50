import type { AbstractIntlMessages } from 'next-intl';

/** Namespaces the shared client components read; pages add their own where they need them. */
export const CLIENT_NAMESPACES = ['Common', 'Header', 'Search', 'LoginDialog', 'ScrollTop', 'AbcHeader', 'ErrorPage', 'Http', 'Captcha'] as const;

export function pickMessages(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  for (const ns of namespaces) if (messages[ns] !== undefined) picked[ns] = messages[ns];
  return picked;
}
