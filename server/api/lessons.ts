import 'server-only';

import {
  clidSchema,
  classroomLoginSchema,
  classroomQuerySchema,
  downloadLinkSchema,
  familyRatingSchema,
  jumpUrlSchema,
  lessonShiftSchema,
  questionIdSchema,
  reviewQuerySchema,
  sidSchema,
  staffReviewQuerySchema,
  staffReviewSchema,
  submitExercisesSchema,
} from '@/lib/schemas/lessons';

import { getConfig } from '../config';
import { AppError } from '../errors';
import { getClassroomProvider } from '../providers/classroom';
import { staffScope } from '../services/classes/staff';
import { classroomData, enterClassroom, jumpUrl } from '../services/lessons/classroom';
import { checkDownloadLink, coursewareDownload, coursewarePdf } from '../services/lessons/courseware-pdf';
import { shiftLesson } from '../services/lessons/dev';
import { favouriteQuestions, getExerciseResult, getExercises, submitExercises, toggleQuestionLike } from '../services/lessons/exercises';
import { setPreview } from '../services/lessons/lesson';
import { knowledgeReview, preview, previewMaterials, previewWords } from '../services/lessons/material';
import { getReview, saveStaffReview, setFamilyRating, staffReview } from '../services/lessons/review';
import { createRouter } from './access';
import { ok } from './context';
import { validate, validateInput } from './validate';

/** Where the browser reaches the API: download links are made relative to it. */
const API_BASE = '/api';

/** SPEC §7 Classes, part 2 under /api/eclass: preview, review, exercises, knowledge review, courseware download. */
export const lessonEclass = createRouter();

// POST /api/eclass/classin/getPreviewMaterials?sid – the courseware of the caller's lesson
lessonEclass.owner.post('/classin/getPreviewMaterials', validateInput(sidSchema), async (c) =>
  ok(c, await previewMaterials(c.var.db, c.var.user.id, c.req.valid('json').sid, c.var.locale)),
);

// POST /api/eclass/classin/getPreviewMaterials3?sid – the words and key sentences of the caller's lesson
lessonEclass.owner.post('/classin/getPreviewMaterials3', validateInput(sidSchema), async (c) =>
  ok(c, await previewWords(c.var.db, c.var.user.id, c.req.valid('json').sid, c.var.locale)),
);

// POST /api/eclass/classin/getPreview?clid&catId&subjectId – courseware, words, sentences and whether the preview is done
lessonEclass.owner.post('/classin/getPreview', validateInput(clidSchema), async (c) => ok(c, await preview(c.var.db, c.var.user.id, c.req.valid('json').clid, c.var.locale)));

// POST /api/eclass/classin/setPreview?clid&catId&subjectId – marks the preview done
lessonEclass.owner.post('/classin/setPreview', validateInput(clidSchema), async (c) => ok(c, await setPreview(c.var.db, c.var.user.id, c.req.valid('json').clid)));

// GET /api/eclass/classin/classroom?lessonId – the built-in classroom page's data
lessonEclass.owner.get('/classin/classroom', validate('query', classroomQuerySchema), async (c) =>
  ok(c, await classroomData(c.var.db, c.var.user.id, c.req.valid('query').lessonId, c.var.locale)),
);

// POST /api/eclass/classin/getReview?clid&platform=1 – the teacher's review, the family's rating, the exercise summary
lessonEclass.owner.post('/classin/getReview', validateInput(reviewQuerySchema), async (c) => ok(c, await getReview(c.var.db, c.var.user.id, c.req.valid('json').clid, c.var.locale)));

// POST /api/eclass/classin/setReview?clid&platform=1 – the family's rating of the class
lessonEclass.owner.post('/classin/setReview', validateInput(familyRatingSchema), async (c) => {
  const { clid, rating, comment } = c.req.valid('json');
  return ok(c, await setFamilyRating(c.var.db, c.var.user.id, clid, { rating, comment }));
});

// POST /api/eclass/classin/getExercises?clid – the lesson's questions, without their answers
lessonEclass.owner.post('/classin/getExercises', validateInput(clidSchema), async (c) => ok(c, await getExercises(c.var.db, c.var.user.id, c.req.valid('json').clid, c.var.locale)));

// POST /api/eclass/classin/submitExercises?clid – scores the answers (a retry sends only the ones it changes)
lessonEclass.owner.post('/classin/submitExercises', validateInput(submitExercisesSchema), async (c) => {
  const { clid, answers } = c.req.valid('json');
  return ok(c, await submitExercises(c.var.db, c.var.user.id, clid, answers, c.var.locale));
});

// POST /api/eclass/classin/getExerciseResult?clid – the latest scored attempt (null before any)
lessonEclass.owner.post('/classin/getExerciseResult', validateInput(clidSchema), async (c) =>
  ok(c, await getExerciseResult(c.var.db, c.var.user.id, c.req.valid('json').clid, c.var.locale)),
);

// POST /api/eclass/classin/getKnowledgeReview?sid – the unit's words, sentences and teaching points (after the class)
lessonEclass.owner.post('/classin/getKnowledgeReview', validateInput(sidSchema), async (c) =>
  ok(c, await knowledgeReview(c.var.db, c.var.user.id, c.req.valid('json').sid, c.var.locale)),
);

// POST /api/eclass/classin/coursewareDownload?clid – a signed link (10 minutes) to the courseware PDF
lessonEclass.owner.post('/classin/coursewareDownload', validateInput(clidSchema), async (c) =>
  ok(c, await coursewareDownload(c.var.db, c.var.user.id, c.req.valid('json').clid, API_BASE)),
);

// GET /api/eclass/classin/courseware.pdf?clid&uid&exp&sig – the courseware as a PDF (the signature is the credential)
lessonEclass.public.get('/classin/courseware.pdf', validate('query', downloadLinkSchema), async (c) => {
  const { row, fileName } = await checkDownloadLink(c.var.db, c.req.valid('query'));
  const material = row.material;
  const pdf = await coursewarePdf(`${material.id}:${material.courseware.map((s) => s.image).join('|')}`, `${row.bookTitle ?? ''} · Level ${material.level} Unit ${material.unit}`, material.courseware);
  return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'private, no-store',
  });
});

/** SPEC §7 Classes under /api/acadsoc: entering the classroom. */
export const lessonAcadsoc = createRouter();

// POST /api/acadsoc/app/loginTencentClass – the classroom URL (10 minutes before the start to the end); records attendance
lessonAcadsoc.owner.post('/app/loginTencentClass', validateInput(classroomLoginSchema), async (c) =>
  ok(c, await enterClassroom(c.var.db, getClassroomProvider(), c.var.user.id, c.req.valid('json').lessonId)),
);

// POST /api/acadsoc/app/jump/login/url?url – passes on a classroom URL of the provider (no open redirect)
lessonAcadsoc.user.post('/app/jump/login/url', validateInput(jumpUrlSchema), (c) => ok(c, jumpUrl(getClassroomProvider(), c.req.valid('json').url)));

/** SPEC §7 Books: POST /api/card/like?questionId, and the favourites list. */
export const questionCards = createRouter();

// POST /api/card/like?questionId – keeps a question of one's own lesson in the favourites list, or takes it out
questionCards.owner.post('/like', validateInput(questionIdSchema), async (c) => ok(c, await toggleQuestionLike(c.var.db, c.var.user.id, c.req.valid('json').questionId)));

// GET /api/card/likes – the caller's favourite questions, newest first
questionCards.user.get('/likes', async (c) => ok(c, await favouriteQuestions(c.var.db, c.var.user.id, c.var.locale)));

/** Staff: the teacher's review of a lesson. */
export const lessonAbc = createRouter();

// GET /api/abc/lesson/review?lessonId – the review form of a lesson (a teacher: own lessons only)
lessonAbc.staff.get('/lesson/review', validate('query', staffReviewQuerySchema), async (c) => {
  const scope = await staffScope(c.var.db, c.var.user);
  return ok(c, await staffReview(c.var.db, scope, c.req.valid('query').lessonId));
});

// POST /api/abc/lesson/review – writes the review once the class has started (logged)
lessonAbc.staff.post('/lesson/review', validateInput(staffReviewSchema), async (c) => {
  const scope = await staffScope(c.var.db, c.var.user);
  return ok(c, await saveStaffReview(c.var.db, c.var.user.id, scope, c.req.valid('json')));
});

/** Development only: with DEV_TIME_TRAVEL=true (end-to-end tests), a student moves their own lesson in time. */
export const lessonDev = createRouter();

// POST /api/dev/lessons/shift – { lessonId, startsAt }; 404 for everyone unless DEV_TIME_TRAVEL is on (checked before anything else)
lessonDev.public.post('/lessons/shift', async (c) => {
  if (!getConfig().DEV_TIME_TRAVEL) throw new AppError('NOT_FOUND');
  const user = c.var.user;
  if (!user) throw new AppError(c.req.header('token') ? 'SESSION_EXPIRED' : 'LOGIN_REQUIRED');
  const parsed = lessonShiftSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', { params: { field: String(parsed.error.issues[0]?.path.join('.') || 'body') } });
  return ok(c, await shiftLesson(c.var.db, user.id, parsed.data.lessonId, new Date(parsed.data.startsAt)));
});
