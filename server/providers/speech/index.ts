import 'server-only';

import { getConfig } from '../../config';
import { localSpeechAssessor } from './local';
import type { PageAssessment, SpeechAssessor } from './types';

export type * from './types';

/**
 * The assessor chosen by SPEECH_ASSESSMENT_PROVIDER (default and, so far,
 * only: the built-in acoustic approximation). A pronunciation-assessment
 * service plugs in here behind the same interface (docs/decisions.md,
 * "Speech assessment (#15)").
 */
export function getSpeechAssessor(): SpeechAssessor {
  switch (getConfig().SPEECH_ASSESSMENT_PROVIDER) {
    case 'local':
      return localSpeechAssessor;
  }
}

/**
 * The whole dubbing's scores from its pages': each score's mean weighted by
 * the page's word count (a page without words weighs 1), rounded; all 0
 * without pages.
 */
export function combineAssessments(
  pages: { assessment: PageAssessment; wordCount: number }[],
): Pick<PageAssessment, 'accuracy' | 'fluency' | 'integrity'> {
  let weight = 0;
  const sum = { accuracy: 0, fluency: 0, integrity: 0 };
  for (const { assessment, wordCount } of pages) {
    const w = Math.max(1, wordCount);
    weight += w;
    sum.accuracy += assessment.accuracy * w;
    sum.fluency += assessment.fluency * w;
    sum.integrity += assessment.integrity * w;
  }
  if (!weight) return { accuracy: 0, fluency: 0, integrity: 0 };
  return {
    accuracy: Math.round(sum.accuracy / weight),
    fluency: Math.round(sum.fluency / weight),
    integrity: Math.round(sum.integrity / weight),
  };
}
