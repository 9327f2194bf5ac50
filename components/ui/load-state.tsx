import { Button } from './button';
import { Spinner } from './spinner';

/**
 * What a block shows while its data loads, or after loading failed (with a
 * retry when `onRetry` is given). The texts come from the caller's messages;
 * `testId` names the two states `<testId>-loading` and `<testId>-load-failed`.
 */
export function LoadState({
  error,
  onRetry,
  texts,
  testId,
}: {
  error?: unknown;
  onRetry?: () => void;
  texts: { loading: string; failed: string; retry: string };
  testId: string;
}) {
  if (error) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 rounded-3xl bg-white p-8 text-center ring-1 ring-slate-200" data-test={`${testId}-load-failed`}>
        <p className="text-sm text-slate-700">{texts.failed}</p>
        {onRetry && (
          <Button variant="secondary" size="sm" className="font-medium" onClick={onRetry}>
            {texts.retry}
          </Button>
        )}
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center justify-center gap-2 rounded-3xl bg-white p-8 text-sm text-slate-600 ring-1 ring-slate-200" data-test={`${testId}-loading`}>
      <Spinner className="h-5 w-5 text-brand-600" />
      {texts.loading}
    </p>
  );
}
