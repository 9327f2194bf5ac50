/**
 * The built-in speech assessor: an acoustic approximation, not phoneme
 * recognition. It compares a recording with the page's reference narration:
 * voice-activity detection for silence and timing, MFCC features aligned by
 * a slope-constrained subsequence DTW, and the narration's word timings
 * carried through the alignment to tell which words were read and which
 * matched worst. How it scores and what it cannot tell: docs/decisions.md,
 * "Speech assessment (#15)".
 */
import {
  alignSubsequence,
  detectVoice,
  FEATURE_DIM,
  FRAME_MS,
  mfcc,
  speechFeatures,
  to16k,
  type VoiceActivity,
} from './signal';
import type { AssessmentTip, PageAssessment, PcmAudio, SpeechAssessor, SpeechReference } from './types';

/** Mapping of a word's match (its DTW cost over the cost of a chance match) to 0..100. */
export const MATCH_PERFECT = 0.5;
export const MATCH_NONE = 0.85;
/** A word counts as read when the alignment covers half of it and its match scores at least this. */
const WORD_READ_SCORE = 25;
/** Less speech than this (frames of 10 ms) is no reading at all. */
const MIN_SPEECH_FRAMES = 30;
/** Speech quieter than this (mean dBFS of speech frames) gets the 'speakUp' tip. */
const QUIET_SPEECH_DB = -38;
/** Recording/narration duration ratios that cost no fluency: a child may read up to 1.6 times slower. */
const RATE_FAST = 0.75;
const RATE_SLOW = 1.6;
/** Silences inside the reading longer than this (frames) count as pauses. */
const PAUSE_FRAMES = 25;
const LONG_PAUSE_FRAMES = 100;
const REGULARITY_WINDOW = 20;

export interface AssessmentDetails extends PageAssessment {
  /** Recording duration over the covered narration's (1 = the narration's pace, 2 = twice as slow). */
  rate: number;
  /** Seconds of pause inside the reading beyond the narration's own pauses (times the rate). */
  extraPauseSeconds: number;
  /** Spread of the alignment's local slope (0 = perfectly even). */
  irregularity: number;
  /** Mean match ratio over the covered words (0 = identical, about 1 = chance). */
  matchRatio: number;
}

interface ReferenceAnalysis {
  voice: VoiceActivity;
  /** Original frame index of each speech frame. */
  frames: number[];
  features: Float32Array;
}

/** The narration's analysis, kept as long as its decoded audio is (the reference cache holds that). */
const analysed = new WeakMap<Float32Array, ReferenceAnalysis>();

function analyseReference(audio: PcmAudio): ReferenceAnalysis {
  const known = analysed.get(audio.samples);
  if (known) return known;
  const samples = to16k(audio);
  const voice = detectVoice(samples);
  const frames = speechFrames(voice.speech);
  const analysis = { voice, frames, features: speechFeatures(mfcc(samples), frames) };
  analysed.set(audio.samples, analysis);
  return analysis;
}

function speechFrames(mask: Uint8Array): number[] {
  const frames: number[] = [];
  for (let f = 0; f < mask.length; f++) if (mask[f]) frames.push(f);
  return frames;
}

const clamp = (v: number, low = 0, high = 100) => Math.min(high, Math.max(low, v));
const matchScore = (ratio: number) => clamp((100 * (MATCH_NONE - ratio)) / (MATCH_NONE - MATCH_PERFECT));

/** Non-speech runs strictly inside [first, last] of at least `min` frames: their count, long ones and total length. */
function pauses(mask: Uint8Array, first: number, last: number): { count: number; long: number; frames: number } {
  const result = { count: 0, long: 0, frames: 0 };
  let f = first;
  while (f <= last) {
    if (mask[f]) { f++; continue; }
    const start = f;
    while (f <= last && !mask[f]) f++;
    const length = f - start;
    if (length >= PAUSE_FRAMES) {
      result.count++;
      result.frames += length;
      if (length >= LONG_PAUSE_FRAMES) result.long++;
    }
  }
  return result;
}

const silent = (extra: Partial<AssessmentDetails> = {}): AssessmentDetails => ({
  accuracy: 0,
  fluency: 0,
  integrity: 0,
  tips: ['speakUp', 'readWholePage'],
  weakWords: [],
  rate: 0,
  extraPauseSeconds: 0,
  irregularity: 0,
  matchRatio: 1,
  ...extra,
});

/** Scores one page's recording against its reference; synchronous and deterministic. */
export function assessPage(recording: PcmAudio, reference: SpeechReference): AssessmentDetails {
  const ref = analyseReference(reference.audio);
  const samples = to16k(recording);
  const voice = detectVoice(samples);
  const recFrames = speechFrames(voice.speech);
  if (recFrames.length < MIN_SPEECH_FRAMES || ref.frames.length < MIN_SPEECH_FRAMES) return silent();

  // A reading may be slower than the DTW steps allow (2x): keep evenly spaced frames of it.
  const limit = Math.floor(ref.frames.length * 1.9);
  const chosen = recFrames.length <= limit ? recFrames : Array.from({ length: limit }, (_, i) => recFrames[Math.floor((i * recFrames.length) / limit)]);
  const { path, cost, chanceCost } = alignSubsequence(speechFeatures(mfcc(samples), chosen), ref.features, FEATURE_DIM);

  // Each reference word as a range of the narration's speech frames.
  const frameOf = (ms: number) => Math.round(ms / FRAME_MS);
  const lowerBound = (frame: number) => {
    let lo = 0;
    let hi = ref.frames.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (ref.frames[mid] < frame) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const words = reference.words.length
    ? reference.words
    : [{ word: '', startMs: ref.frames[0] * FRAME_MS, endMs: ref.frames[ref.frames.length - 1] * FRAME_MS }];
  const coveredFrom = path[0];
  const coveredTo = path[path.length - 1];
  // Match cost collected on each narration frame.
  const frameCost = new Float64Array(ref.features.length / FEATURE_DIM);
  const frameHits = new Uint32Array(frameCost.length);
  for (let i = 0; i < path.length; i++) {
    frameCost[path[i]] += cost[i];
    frameHits[path[i]]++;
  }
  const scored = words.flatMap((word, index) => {
    const first = lowerBound(frameOf(word.startMs));
    const last = lowerBound(frameOf(word.endMs) + 1) - 1;
    if (last < first) return []; // no speech under this word's timing
    const overlap = Math.max(0, Math.min(last, coveredTo) - Math.max(first, coveredFrom) + 1);
    const coverage = overlap / (last - first + 1);
    let sum = 0;
    let hits = 0;
    for (let j = first; j <= last; j++) { sum += frameCost[j]; hits += frameHits[j]; }
    const ratio = hits ? sum / hits / chanceCost : 1;
    return [{ word: word.word, index, coverage, ratio, score: matchScore(ratio) }];
  });
  if (!scored.length) return silent();
  const covered = scored.filter((w) => w.coverage >= 0.5);
  const read = covered.filter((w) => w.score >= WORD_READ_SCORE);
  const integrity = Math.round((100 * read.length) / scored.length);
  const matchRatio = covered.length ? covered.reduce((s, w) => s + w.ratio, 0) / covered.length : 1;
  const accuracy = covered.length ? Math.round(covered.reduce((s, w) => s + w.score, 0) / covered.length) : 0;

  // Fluency: pace against the covered part of the narration, pauses beyond the narration's, and an even alignment.
  const recFirst = recFrames[0];
  const recLast = recFrames[recFrames.length - 1];
  const refFirst = ref.frames[coveredFrom];
  const refLast = ref.frames[coveredTo];
  const rate = (recLast - recFirst + 1) / Math.max(1, refLast - refFirst + 1);
  const recPauses = pauses(voice.speech, recFirst, recLast);
  const refPauses = pauses(ref.voice.speech, refFirst, refLast);
  const extraPauseSeconds = Math.max(0, recPauses.frames - refPauses.frames * Math.max(1, rate) * 1.5) * (FRAME_MS / 1000);
  const extraLongPauses = Math.max(0, recPauses.long - refPauses.long);
  const slopes: number[] = [];
  for (let i = 0; i + REGULARITY_WINDOW < path.length; i += REGULARITY_WINDOW / 2) {
    slopes.push(Math.log2(Math.max(0.25, (path[i + REGULARITY_WINDOW] - path[i]) / REGULARITY_WINDOW)));
  }
  const meanSlope = slopes.reduce((s, v) => s + v, 0) / (slopes.length || 1);
  const irregularity = Math.sqrt(slopes.reduce((s, v) => s + (v - meanSlope) ** 2, 0) / (slopes.length || 1));
  const ratePenalty = rate > RATE_SLOW ? Math.min(50, (rate - RATE_SLOW) * 50) : rate < RATE_FAST ? Math.min(50, (RATE_FAST - rate) * 150) : 0;
  const pausePenalty = Math.min(40, extraPauseSeconds * 12 + extraLongPauses * 6);
  const irregularityPenalty = clamp((irregularity - 0.35) * 60, 0, 30);
  // Pace and pauses mean little when the recording does not match the page: fluency is capped by the match.
  const matchCap = clamp((accuracy + 20) / 80, 0, 1);
  const fluency = Math.round(clamp(100 - ratePenalty - pausePenalty - irregularityPenalty) * matchCap);

  const weakWords = [...new Set(
    covered
      .filter((w) => w.word && w.score < Math.min(70, accuracy - 10))
      .sort((a, b) => a.score - b.score || a.index - b.index)
      .map((w) => w.word),
  )].slice(0, 5);

  const tips: AssessmentTip[] = [];
  const quiet = voice.speechDb < QUIET_SPEECH_DB || recFrames.length < ref.frames.length * 0.15;
  if (quiet) tips.push('speakUp');
  if (integrity < 70) tips.push('readWholePage');
  if (rate < RATE_FAST) tips.push('slowDown');
  else if (rate > RATE_SLOW || extraLongPauses > 1) tips.push('keepGoing');
  if (pausePenalty >= 10) tips.push('fewerPauses');
  if (accuracy < 75) tips.push('practiseWords');
  if (!tips.length) {
    if (accuracy >= 85 && fluency >= 85 && integrity >= 85) tips.push('greatReading');
    else if (accuracy <= fluency && accuracy <= integrity) tips.push('practiseWords');
    else if (integrity <= fluency) tips.push('readWholePage');
    else tips.push(extraPauseSeconds > 0 ? 'fewerPauses' : 'keepGoing');
  }

  return { accuracy, fluency, integrity, tips: tips.slice(0, 3), weakWords, rate, extraPauseSeconds, irregularity, matchRatio };
}

/** The built-in acoustic approximation. */
export const localSpeechAssessor: SpeechAssessor = {
  name: 'local',
  async assess(recording, reference) {
    const { accuracy, fluency, integrity, tips, weakWords } = assessPage(recording, reference);
    return { accuracy, fluency, integrity, tips, weakWords };
  },
};
