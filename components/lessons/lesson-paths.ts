/** Addresses of a lesson's part-2 pages (the lesson id goes in `?clid=`; the local classroom takes it in its path). */
export const lessonPaths = {
  preview: (lessonId: number) => `/course/preview?clid=${lessonId}`,
  classroom: (lessonId: number) => `/course/classroom/${lessonId}`,
  review: (lessonId: number) => `/course/review?clid=${lessonId}`,
  exercise: (lessonId: number) => `/course/review/exercise?clid=${lessonId}`,
  exerciseResult: (lessonId: number) => `/course/review/exerciseResult?clid=${lessonId}`,
  knowledgeReview: (lessonId: number) => `/course/review/knowledgeReview?clid=${lessonId}`,
  list: () => '/course/list',
};
