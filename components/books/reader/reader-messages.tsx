import type { ReactNode } from 'react';

import { UserMessages } from '@/components/user/user-messages';

/** Gives the reader pages' client components the Books and Reader messages without adding them to every page's payload. */
export function ReaderMessages({ children }: { children: ReactNode }) {
  return <UserMessages namespaces={['Books', 'Reactions', 'Reader', 'WordPopover']}>{children}</UserMessages>;
}
