/**
 * Course units of the live classes: one per seed picture book, written for
 * Sprout English (content/courses/<book>.json: goal, six words, three key
 * sentences, teaching points) and the courseware slides the seed-media
 * generator draws from them (courseware.json). server/db/seed/lessons.ts
 * resolves them against the books (narration clips, pictures) and makes the
 * exercises; see docs/seed-content.md.
 */

import type { CoursewarePage, PartOfSpeech } from '../../lib/types/lessons';

import bearsBirthday from './bears-birthday.json';
import bellaBeeFindsAGarden from './bella-bee-finds-a-garden.json';
import boltLearnsToDance from './bolt-learns-to-dance.json';
import brunoGetsReadyForWinter from './bruno-gets-ready-for-winter.json';
import climbingWithGrandpa from './climbing-with-grandpa.json';
import colorsInTheGarden from './colors-in-the-garden.json';
import dumplingsForNewYear from './dumplings-for-new-year.json';
import firefliesInAJar from './fireflies-in-a-jar.json';
import followTheMoonLittleTurtles from './follow-the-moon-little-turtles.json';
import foxAndTheMooncakes from './fox-and-the-mooncakes.json';
import grandmasStarMap from './grandmas-star-map.json';
import kaiAndTheWhaleSong from './kai-and-the-whale-song.json';
import lanternNight from './lantern-night.json';
import lettersToGrandma from './letters-to-grandma.json';
import littleDuckCanSwim from './little-duck-can-swim.json';
import marketDayWithGrandpa from './market-day-with-grandpa.json';
import myFirstSchoolDay from './my-first-school-day.json';
import myRedBall from './my-red-ball.json';
import niniFindsHerWay from './nini-finds-her-way.json';
import ollieCantSleep from './ollie-cant-sleep.json';
import penguinWantsToFly from './penguin-wants-to-fly.json';
import pingsFirstGoal from './pings-first-goal.json';
import puddleJumpers from './puddle-jumpers.json';
import snowDay from './snow-day.json';
import theDragonBoatRace from './the-dragon-boat-race.json';
import theElephantWhoForgot from './the-elephant-who-forgot.json';
import theGiantPumpkin from './the-giant-pumpkin.json';
import theGreatSandcastle from './the-great-sandcastle.json';
import theKitchenBand from './the-kitchen-band.json';
import theLighthouseCat from './the-lighthouse-cat.json';
import theLittleSeed from './the-little-seed.json';
import theMissingDrum from './the-missing-drum.json';
import theRedEnvelope from './the-red-envelope.json';
import theRelayRace from './the-relay-race.json';
import theTadpoleWatchers from './the-tadpole-watchers.json';
import theWindyDay from './the-windy-day.json';
import timeForBedBao from './time-for-bed-bao.json';
import whatsForLunch from './whats-for-lunch.json';
import whereIsPip from './where-is-pip.json';
import zaraGoesToTheMoon from './zara-goes-to-the-moon.json';
import courseware from './courseware.json';

export interface CourseFile {
  book: string;
  goal: { en: string; cn: string };
  vocabulary: { word: string; cn: string; pos: string; page: number }[];
  sentences: { page: number; en: string; cn: string }[];
  knowledge: { en: string; cn: string }[];
}

export interface SeedCourse extends Omit<CourseFile, 'vocabulary'> {
  vocabulary: { word: string; cn: string; pos: PartOfSpeech; page: number }[];
  /** The slides without their position (the seed numbers them). */
  courseware: Omit<CoursewarePage, 'index'>[];
}

/** courseware.json, as the generator writes it: each unit's slides with their file. */
const SLIDES = courseware as Record<string, { file: string; width: number; height: number; kind: string; text: string }[]>;

const files: CourseFile[] = [
  bearsBirthday,
  bellaBeeFindsAGarden,
  boltLearnsToDance,
  brunoGetsReadyForWinter,
  climbingWithGrandpa,
  colorsInTheGarden,
  dumplingsForNewYear,
  firefliesInAJar,
  followTheMoonLittleTurtles,
  foxAndTheMooncakes,
  grandmasStarMap,
  kaiAndTheWhaleSong,
  lanternNight,
  lettersToGrandma,
  littleDuckCanSwim,
  marketDayWithGrandpa,
  myFirstSchoolDay,
  myRedBall,
  niniFindsHerWay,
  ollieCantSleep,
  penguinWantsToFly,
  pingsFirstGoal,
  puddleJumpers,
  snowDay,
  theDragonBoatRace,
  theElephantWhoForgot,
  theGiantPumpkin,
  theGreatSandcastle,
  theKitchenBand,
  theLighthouseCat,
  theLittleSeed,
  theMissingDrum,
  theRedEnvelope,
  theRelayRace,
  theTadpoleWatchers,
  theWindyDay,
  timeForBedBao,
  whatsForLunch,
  whereIsPip,
  zaraGoesToTheMoon,
];

export const SEED_COURSES: readonly SeedCourse[] = files.map((f) => ({
  ...f,
  vocabulary: f.vocabulary.map((v) => ({ ...v, pos: v.pos as PartOfSpeech })),
  courseware: (SLIDES[f.book] ?? []).map((s) => ({ image: s.file, width: s.width, height: s.height, kind: s.kind as CoursewarePage['kind'], text: s.text })),
}));
