'use client';

import { AppErrorView } from '@/components/errors/app-error-view';

export default function Error(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <AppErrorView {...props} />;
}
