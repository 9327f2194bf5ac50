'use client';

import useSWR, { type SWRConfiguration } from 'swr';

import { getClassroom, getExerciseResult, getExercises, getFavouriteQuestions, getKnowledgeReview, getPreview, getReview, staffReview } from '../api/lessons';
import { ApiError } from '../http';
import { KEYS } from './keys';

/**
 * A refusal of the server (an ApiError with a business code, e.g. 4720 "this
 * class does not exist" or 4741 "the review opens after the class") does not
 * change by asking again: only network failures are retried.
 */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.code !== null && error.code !== undefined;
}

/** The part-2 pages' SWR options: no retry of refusals, no refetch on focus unless asked. */
function lessonOptions(extra: SWRConfiguration = {}): SWRConfiguration {
  return {
    revalidateOnFocus: false,
    onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
      if (isRefusal(error) || retryCount >= 3) return;
      setTimeout(() => void revalidate({ retryCount }), (config.errorRetryInterval ?? 5000) * 2 ** retryCount);
    },
    ...extra,
  };
}

/** The lesson id of a page (`?clid=` / `?sid=` / a route segment) as a positive integer, else null. */
export function parseLessonId(value: string | string[] | null | undefined): number | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The preview page's data (courseware, words, sentences, whether it is done), key ['lessons/preview', id]; nothing while id is null. */
export function usePreview(lessonId: number | null) {
  return useSWR(lessonId ? KEYS.lessonPreview(lessonId) : null, () => getPreview(lessonId!), lessonOptions());
}

/** The local classroom's data (courseware, opening times, phase), key ['lessons/classroom', id]; refetched on focus (the phase moves with the clock). */
export function useClassroom(lessonId: number | null) {
  return useSWR(lessonId ? KEYS.lessonClassroom(lessonId) : null, () => getClassroom(lessonId!), lessonOptions({ revalidateOnFocus: true }));
}

/** The teacher's review, the family's rating and the exercise summary, key ['lessons/review', id]. */
export function useReview(lessonId: number | null) {
  return useSWR(lessonId ? KEYS.lessonReview(lessonId) : null, () => getReview(lessonId!), lessonOptions({ revalidateOnFocus: true }));
}

/** The lesson's exercises, key ['lessons/exercises', id] (kept while answering: no refetch on focus). */
export function useExercises(lessonId: number | null) {
  return useSWR(lessonId ? KEYS.lessonExercises(lessonId) : null, () => getExercises(lessonId!), lessonOptions());
}

/** The latest scored attempt (null before any), key ['lessons/result', id]. */
export function useExerciseResult(lessonId: number | null) {
  return useSWR(lessonId ? KEYS.lessonExerciseResult(lessonId) : null, () => getExerciseResult(lessonId!), lessonOptions());
}

/** The unit's words, sentences and teaching points, key ['lessons/knowledge', id]. */
export function useKnowledgeReview(lessonId: number | null) {
  return useSWR(lessonId ? KEYS.lessonKnowledge(lessonId) : null, () => getKnowledgeReview(lessonId!), lessonOptions());
}

/** The caller's favourite questions, newest first, key ['lessons/favourites']; nothing while `enabled` is false. */
export function useFavouriteQuestions(enabled = true) {
  return useSWR(enabled ? KEYS.favouriteQuestions() : null, () => getFavouriteQuestions(), lessonOptions({ revalidateOnFocus: true }));
}

/** Staff: one lesson's review form, key ['abc/review', id]. */
export function useStaffReview(lessonId: number | null) {
  return useSWR(lessonId ? KEYS.staffLessonReview(lessonId) : null, () => staffReview.get(lessonId!), lessonOptions());
}
