/** The pages after a class, each taking the lesson id as `?clid=`. */
export type ReviewPage = 'review' | 'exercise' | 'exerciseResult' | 'knowledgeReview';

/** The URL of one of the pages after a class; `retry` asks only the wrong questions again (exercise page). */
export function reviewHref(page: ReviewPage, lessonId: number, { retry = false }: { retry?: boolean } = {}): string {
  const path = page === 'review' ? '/course/review' : `/course/review/${page}`;
  return `${path}?clid=${lessonId}${retry ? '&retry=1' : ''}`;
}
