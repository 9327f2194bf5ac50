import 'server-only';

import type { AppLocale } from '@/lib/i18n/locales';
import type { KnowledgeReview, PreviewData, PreviewMaterials, PreviewWords } from '@/lib/types/lessons';

import type { Db } from '../../db/client';
import { lessonHeader, liveLessonOf, requireEnded } from './lesson';

/** getPreviewMaterials?sid: the courseware of the caller's lesson (open from booking on). */
export async function previewMaterials(db: Db, userId: number, lessonId: number, locale: AppLocale): Promise<PreviewMaterials> {
  const row = await liveLessonOf(db, userId, lessonId);
  return { lesson: lessonHeader(row, locale), courseware: row.material.courseware };
}

/** getPreviewMaterials3?sid: the words and key sentences of the caller's lesson. */
export async function previewWords(db: Db, userId: number, lessonId: number, locale: AppLocale): Promise<PreviewWords> {
  const row = await liveLessonOf(db, userId, lessonId);
  return { lesson: lessonHeader(row, locale), vocabulary: row.material.vocabulary, sentences: row.material.sentences };
}

/** getPreview?clid: everything the preview page shows, and whether the preview is done (lesson.previewedAt). */
export async function preview(db: Db, userId: number, lessonId: number, locale: AppLocale): Promise<PreviewData> {
  const row = await liveLessonOf(db, userId, lessonId);
  return { lesson: lessonHeader(row, locale), courseware: row.material.courseware, vocabulary: row.material.vocabulary, sentences: row.material.sentences };
}

/** getKnowledgeReview?sid: the unit's words, sentences and teaching points, once the class has ended. */
export async function knowledgeReview(db: Db, userId: number, lessonId: number, locale: AppLocale, now = new Date()): Promise<KnowledgeReview> {
  const row = await liveLessonOf(db, userId, lessonId);
  requireEnded(row, now);
  const m = row.material;
  return {
    lesson: lessonHeader(row, locale, now),
    goal: locale === 'cn' ? m.goal.cn : m.goal.en,
    vocabulary: m.vocabulary,
    sentences: m.sentences,
    points: m.knowledge.map((k) => (locale === 'cn' ? k.cn : k.en)),
  };
}
