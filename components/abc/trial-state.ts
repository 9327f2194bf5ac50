import type { TrialRequestView } from '@/lib/types/classes';

/** waiting: for an adviser to arrange; arranged: a trial class is booked; closed: the trial was used. */
export type TrialState = 'waiting' | 'arranged' | 'closed';

export function trialState(request: Pick<TrialRequestView, 'status' | 'lessonId'>): TrialState {
  if (request.status !== 'requested') return 'closed';
  return request.lessonId === null ? 'waiting' : 'arranged';
}
