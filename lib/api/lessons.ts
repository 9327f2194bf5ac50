import { http } from '../http';

// The read calls below leave their refusals (4720, 4741, ...) to the pages, which show them in place: no toast.
import type {
  ClassroomData,
  ClassroomEntry,
  ExerciseAnswer,
  ExerciseResult,
  ExerciseSet,
  FamilyRating,
  FavouriteQuestion,
  KnowledgeReview,
  PreviewData,
  PreviewMaterials,
  PreviewWords,
  ReviewData,
  StaffReviewInput,
  StaffReviewView,
} from '../types/lessons';

export type * from '../types/lessons';

/** POST /api/eclass/classin/getPreviewMaterials?sid: the unit's courseware (sid is the lesson id). */
export function getPreviewMaterials(sid: number) {
  return http.post<PreviewMaterials>('eclass/classin/getPreviewMaterials', { query: { sid }, toast: false });
}

/** POST /api/eclass/classin/getPreviewMaterials3?sid: the unit's words and key sentences. */
export function getPreviewMaterials3(sid: number) {
  return http.post<PreviewWords>('eclass/classin/getPreviewMaterials3', { query: { sid }, toast: false });
}

/** POST /api/eclass/classin/getPreview?clid&catId&subjectId: courseware, words and sentences, and whether the preview is done. */
export function getPreview(clid: number) {
  return http.post<PreviewData>('eclass/classin/getPreview', { query: { clid }, toast: false });
}

/** POST /api/eclass/classin/setPreview?clid: marks the preview done (shown on the class in /course/list). */
export function setPreview(clid: number) {
  return http.post<{ lessonId: number; previewedAt: string }>('eclass/classin/setPreview', { query: { clid } });
}

/** POST /api/acadsoc/app/loginTencentClass: the classroom URL of a class (open from 10 minutes before the start to the end); entering records attendance. */
export function loginClassroom(lessonId: number) {
  return http.post<ClassroomEntry>('acadsoc/app/loginTencentClass', { json: { lessonId } });
}

/** POST /api/acadsoc/app/jump/login/url?url: a classroom URL made ready to open (only the classroom provider's own URLs). */
export function jumpLoginUrl(url: string) {
  return http.post<{ url: string }>('acadsoc/app/jump/login/url', { query: { url } });
}

/** GET /api/eclass/classin/classroom?lessonId: the local classroom page's data. */
export function getClassroom(lessonId: number) {
  return http.get<ClassroomData>('eclass/classin/classroom', { query: { lessonId }, toast: false });
}

/** POST /api/eclass/classin/getReview?clid&platform=1: the teacher's review, the family's rating and the exercise summary. */
export function getReview(clid: number) {
  return http.post<ReviewData>('eclass/classin/getReview', { query: { clid, platform: 1 }, toast: false });
}

/** POST /api/eclass/classin/setReview?clid&platform=1: the family's rating of the class (1 to 5 stars and a comment). */
export function setReview(clid: number, input: { rating: number; comment: string }) {
  return http.post<FamilyRating>('eclass/classin/setReview', { query: { clid, platform: 1 }, json: input });
}

/** POST /api/eclass/classin/getExercises?clid: the lesson's exercises (after the class). */
export function getExercises(clid: number) {
  return http.post<ExerciseSet>('eclass/classin/getExercises', { query: { clid }, toast: false });
}

/** POST /api/eclass/classin/submitExercises?clid: answers (all, or only the ones retried); returns the scored attempt. */
export function submitExercises(clid: number, answers: ExerciseAnswer[]) {
  return http.post<ExerciseResult>('eclass/classin/submitExercises', { query: { clid }, json: { answers } });
}

/** POST /api/eclass/classin/getExerciseResult?clid: the latest scored attempt, or null before any. */
export function getExerciseResult(clid: number) {
  return http.post<ExerciseResult | null>('eclass/classin/getExerciseResult', { query: { clid }, toast: false });
}

/** POST /api/eclass/classin/getKnowledgeReview?sid: the unit's words, sentences and teaching points to revise. */
export function getKnowledgeReview(sid: number) {
  return http.post<KnowledgeReview>('eclass/classin/getKnowledgeReview', { query: { sid }, toast: false });
}

/** POST /api/card/like?questionId: keeps a question in (or takes it out of) the favourites list. */
export function likeQuestion(questionId: number) {
  return http.post<{ questionId: number; liked: boolean }>('card/like', { query: { questionId } });
}

/** GET /api/card/likes: the caller's favourite questions, newest first. */
export function getFavouriteQuestions() {
  return http.get<FavouriteQuestion[]>('card/likes');
}

/** POST /api/eclass/classin/coursewareDownload?clid: a signed link (valid 10 minutes) to the lesson's courseware as a PDF made on the server. */
export function getCoursewareDownload(clid: number) {
  return http.post<{ url: string; fileName: string; expiresAt: string }>('eclass/classin/coursewareDownload', { query: { clid } });
}

/** Staff: one lesson's review as /abc edits it, and saving it. */
export const staffReview = {
  get: (lessonId: number) => http.get<StaffReviewView>('abc/lesson/review', { query: { lessonId } }),
  save: (input: StaffReviewInput) => http.post<StaffReviewView>('abc/lesson/review', { json: input }),
};
