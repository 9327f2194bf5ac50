/** Mono audio, values in [-1, 1]. */
export interface PcmAudio { sampleRate: number; samples: Float32Array }
/** One word of the reference narration with its timing (the books' WordTiming). */
export interface ReferenceWord { word: string; startMs: number; endMs: number }
/** What a recording of one page is compared with. */
export interface SpeechReference {
  /** The page's English text. */
  text: string;
  /** Timings of the words in the reference narration. */
  words: ReferenceWord[];
  /** The reference narration, decoded. */
  audio: PcmAudio;
}
/** What to practise; the UI translates each code (namespace Dubbing.tips). */
export type AssessmentTip =
  | 'readWholePage' // integrity low: parts of the page were not read
  | 'speakUp' // the recording is too quiet / mostly silence
  | 'slowDown' // much faster than the narration
  | 'keepGoing' // much slower / long hesitations
  | 'fewerPauses' // pauses inside sentences
  | 'practiseWords' // accuracy low on some words (see weakWords)
  | 'greatReading'; // everything high
export interface PageAssessment {
  /** Integers 0..100. */
  accuracy: number;
  fluency: number;
  integrity: number;
  /** 1..3 codes, most important first. */
  tips: AssessmentTip[];
  /** Up to 5 words of the page text that matched worst (may be empty). */
  weakWords: string[];
}
/**
 * A pronunciation-assessment provider. The local default is an acoustic
 * approximation (server/providers/speech/local.ts); a service such as Azure
 * Speech pronunciation assessment, iFlytek ISE or Tencent SOE implements the
 * same call (docs/decisions.md, "Speech assessment (#15)").
 */
export interface SpeechAssessor {
  /** 'local' for the built-in acoustic approximation. */
  readonly name: string;
  assess(recording: PcmAudio, reference: SpeechReference): Promise<PageAssessment>;
}
