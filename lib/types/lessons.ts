/**
 * What happens around a lesson (live classes, part 2): the unit's material,
 * preview, the classroom, the teacher's review, exercises and knowledge
 * review. Texts come in the caller's language where both exist; English
 * learning content (words, sentences, courseware) stays English.
 */

/** A stretch of a page's narration: play `src` from `startMs` to `endMs`. */
export interface AudioClip {
  src: string;
  startMs: number;
  endMs: number;
}

export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb' | 'preposition' | 'pronoun' | 'number' | 'phrase';

export interface VocabItem {
  word: string;
  /** The Chinese meaning. */
  cn: string;
  pos: PartOfSpeech;
  /** The book page the word comes from (1-based) and that page's illustration (600x400). */
  page: number;
  image: string;
  audio: AudioClip;
}

export interface KeySentence {
  en: string;
  cn: string;
  page: number;
  image: string;
  audio: AudioClip;
}

/** One slide of the unit's courseware (960x540 WebP); `text` says what it shows (its alt text). */
export interface CoursewarePage {
  index: number;
  kind: 'title' | 'words' | 'sentence' | 'knowledge' | 'review';
  image: string;
  width: number;
  height: number;
  text: string;
}

/** The lesson as the part-2 pages show it in their heading. */
export interface LessonHeader {
  lessonId: number;
  /** ISO instant of the start; `minutes` long. */
  startTime: string;
  minutes: number;
  /** booked | finished | absent | teacher_absent | cancelled, with booked turned into finished/absent once the class ended. */
  status: string;
  isTrial: boolean;
  teacher: { id: number; name: string; avatar: string; gender: string; nationality: string };
  unit: { materialId: number; level: string; unit: number; name: string; goal: string } | null;
  book: { id: number; slug: string; title: string; cover: string } | null;
  /** When the student first entered the classroom (attendance), or null. */
  enteredAt: string | null;
  previewedAt: string | null;
}

/** getPreviewMaterials?sid: the courseware. */
export interface PreviewMaterials {
  lesson: LessonHeader;
  courseware: CoursewarePage[];
}

/** getPreviewMaterials3?sid: the words and key sentences. */
export interface PreviewWords {
  lesson: LessonHeader;
  vocabulary: VocabItem[];
  sentences: KeySentence[];
}

/** getPreview?clid: everything the preview page shows. */
export interface PreviewData extends PreviewMaterials {
  vocabulary: VocabItem[];
  sentences: KeySentence[];
}

/** loginTencentClass / jump/login/url: where the classroom is and when it is open. */
export interface ClassroomEntry {
  url: string;
  provider: string;
  /** The classroom opens this long before the start (ISO instants). */
  opensAt: string;
  closesAt: string;
  /** Whether this call recorded the student's attendance (first entry). */
  attended: boolean;
}

/** The local classroom page's data. */
export interface ClassroomData {
  lesson: LessonHeader;
  courseware: CoursewarePage[];
  opensAt: string;
  closesAt: string;
  /** 'waiting' before the start, 'live' during the class, 'ended' after it. */
  phase: 'waiting' | 'live' | 'ended';
}

export const REVIEW_SKILLS = ['listening', 'speaking', 'vocabulary', 'pronunciation', 'participation'] as const;
export type ReviewSkill = (typeof REVIEW_SKILLS)[number];

/** What the teacher wrote after the class (entered by staff in /abc). */
export interface TeacherReview {
  comment: string;
  /** 1 to 5 per skill. */
  ratings: Record<ReviewSkill, number>;
  /** The unit's words the student met in class. */
  words: VocabItem[];
  reviewerName: string;
  reviewedAt: string;
}

/** The family's rating of the class (setReview, platform=1). */
export interface FamilyRating {
  rating: number;
  comment: string;
  ratedAt: string;
}

export interface ExerciseSummary {
  total: number;
  /** Questions answered right in the latest attempt, null before any. */
  correct: number | null;
  /** 0 to 100, null before any attempt. */
  score: number | null;
  attempts: number;
}

/** getReview?clid&platform=1 */
export interface ReviewData {
  lesson: LessonHeader;
  /** The review pages open once the class has ended. */
  available: boolean;
  teacherReview: TeacherReview | null;
  familyRating: FamilyRating | null;
  exercises: ExerciseSummary;
}

export type ExerciseKind = 'picture' | 'listen' | 'order' | 'gap';

export interface ExerciseOption {
  value: string;
  /** The word shown (listen, gap) or the picture's description (picture). */
  label: string;
  /** The picture (picture questions). */
  image?: string;
}

export interface ExerciseQuestion {
  id: number;
  kind: ExerciseKind;
  /**
   * picture: the word to find a picture for; listen: empty (the audio is the prompt);
   * order: the sentence's Chinese meaning; gap: the sentence with '___' for the gap.
   */
  prompt: string;
  audio: AudioClip | null;
  /** picture, listen and gap: the choices; order: none. */
  options: ExerciseOption[];
  /** order: the sentence's words, shuffled, to put in order (the answer is them joined by single spaces). */
  tiles: string[];
  favourite: boolean;
}

/** getExercises?clid */
export interface ExerciseSet {
  lesson: LessonHeader;
  questions: ExerciseQuestion[];
}

export interface ExerciseAnswer {
  questionId: number;
  answer: string;
}

export interface ExerciseResultItem {
  questionId: number;
  kind: ExerciseKind;
  prompt: string;
  answer: string | null;
  correct: boolean;
  /** The right answer as shown to the learner (for picture questions, the picture's description). */
  rightAnswer: string;
  /** The picture of the right answer (picture questions). */
  rightImage?: string;
  explanation: string;
  favourite: boolean;
}

/** submitExercises / getExerciseResult: the latest attempt. */
export interface ExerciseResult {
  lesson: LessonHeader;
  attempt: number;
  total: number;
  correct: number;
  score: number;
  submittedAt: string;
  items: ExerciseResultItem[];
}

/** getKnowledgeReview?sid */
export interface KnowledgeReview {
  lesson: LessonHeader;
  goal: string;
  vocabulary: VocabItem[];
  sentences: KeySentence[];
  /** Teaching points in the caller's language, with the English example kept. */
  points: string[];
}

/** A question kept in the favourites list (POST /api/card/like?questionId), newest first. */
export interface FavouriteQuestion {
  questionId: number;
  kind: ExerciseKind;
  prompt: string;
  rightAnswer: string;
  explanation: string;
  lessonId: number | null;
  unitName: string;
  likedAt: string;
}

/** Staff: what /abc shows and takes for one lesson's review. */
export interface StaffReviewInput {
  lessonId: number;
  comment: string;
  ratings: Record<ReviewSkill, number>;
  words: string[];
}

export interface StaffReviewView {
  lessonId: number;
  vocabulary: { word: string; cn: string }[];
  review: (Omit<TeacherReview, 'words'> & { words: string[] }) | null;
}
