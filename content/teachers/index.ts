/**
 * Seed teachers of Sprout English live classes: 14 fictional foreign English
 * teachers (none of them is a real person). Their portraits and intro pictures
 * are generated illustrations made by scripts/seed-media/generate.mjs
 * (`--teachers`) from the same data, which lives in teachers.json so that the
 * generator can read it; the media files are in public/media/seed/teachers/.
 *
 * Use SEED_TEACHERS to seed the database; see docs/seed-content.md.
 */

import data from './teachers.json';

import { TEACHER_TAGS } from '../../lib/constants/classes';

/** Tags a seed teacher may carry: lib/constants/classes.ts. */
export { TEACHER_TAGS };
export type TeacherTag = (typeof TEACHER_TAGS)[number];

/** Time zone of every availability slot. */
export const TEACHER_AVAILABILITY_TIME_ZONE = 'Asia/Shanghai';

export interface SeedTeacher {
  slug: string; // kebab-case, stable, e.g. 'amy-lawson'
  name: string; // English display name
  gender: 'male' | 'female';
  nationality: string; // ISO 3166 alpha-2
  yearsTeaching: number;
  tags: string[]; // from TEACHER_TAGS only
  introduction: { en: string; cn: string };
  paused: boolean; // on a break: exactly one seed teacher
  /** Weekly availability in Beijing time (Asia/Shanghai), weekday 0=Sunday..6=Saturday, 'HH:mm' 24h, end exclusive, on :00 or :30 boundaries. */
  availability: { weekday: number; from: string; to: string }[];
  avatar: string; // '/media/seed/teachers/<slug>/avatar.webp' (256x256)
  introPicture: string; // '/media/seed/teachers/<slug>/intro.webp' (1200x675)
}

/** Shape of an entry of teachers.json as TypeScript infers it (gender is a plain string there). */
type TeacherFile = Omit<SeedTeacher, 'gender'> & { gender: string };

function isTag(v: string): v is TeacherTag {
  return (TEACHER_TAGS as readonly string[]).includes(v);
}

function toTeacher(f: TeacherFile): SeedTeacher {
  if (f.gender !== 'male' && f.gender !== 'female') throw new Error(`seed teacher ${f.slug}: bad gender ${f.gender}`);
  if (!f.tags.every(isTag)) throw new Error(`seed teacher ${f.slug}: unknown tag in ${f.tags.join(', ')}`);
  return {
    slug: f.slug,
    name: f.name,
    gender: f.gender,
    nationality: f.nationality,
    yearsTeaching: f.yearsTeaching,
    tags: [...f.tags],
    introduction: { en: f.introduction.en, cn: f.introduction.cn },
    paused: f.paused,
    availability: f.availability.map((a) => ({ weekday: a.weekday, from: a.from, to: a.to })),
    avatar: f.avatar,
    introPicture: f.introPicture,
  };
}

const teacherFiles: TeacherFile[] = data;

export const SEED_TEACHERS: readonly SeedTeacher[] = teacherFiles.map(toTeacher);
