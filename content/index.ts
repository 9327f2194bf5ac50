/**
 * Seed library of Sprout English: 40 original picture books (reading levels
 * A to J, four or more on each) and 9 short learning videos. All text, art, narration and video
 * were made for this project by scripts/seed-media/generate.mjs; the media
 * files live in public/media/seed/ and are referenced here by public URL.
 *
 * Use these arrays to seed the database; see docs/seed-content.md.
 * The JSON files also carry the generator's art direction (`art`, page
 * `scene` hints, video `segments`); the mappers below keep only app data.
 */

import { BOOK_LEVELS } from '../lib/constants/books';
import type { ReaderPage, WordTiming } from '../lib/types/books';

export { BOOK_LEVELS };

// Level A
import whereIsPip from './books/where-is-pip.json';
import myRedBall from './books/my-red-ball.json';
import timeForBedBao from './books/time-for-bed-bao.json';
// Level B
import theWindyDay from './books/the-windy-day.json';
import colorsInTheGarden from './books/colors-in-the-garden.json';
import littleDuckCanSwim from './books/little-duck-can-swim.json';
// Level C
import whatsForLunch from './books/whats-for-lunch.json';
import theLittleSeed from './books/the-little-seed.json';
import bearsBirthday from './books/bears-birthday.json';
// Level D
import niniFindsHerWay from './books/nini-finds-her-way.json';
import snowDay from './books/snow-day.json';
import dumplingsForNewYear from './books/dumplings-for-new-year.json';
// Level E
import boltLearnsToDance from './books/bolt-learns-to-dance.json';
import puddleJumpers from './books/puddle-jumpers.json';
// Level F
import foxAndTheMooncakes from './books/fox-and-the-mooncakes.json';
import ollieCantSleep from './books/ollie-cant-sleep.json';
// Level G
import theGreatSandcastle from './books/the-great-sandcastle.json';
import zaraGoesToTheMoon from './books/zara-goes-to-the-moon.json';
import bellaBeeFindsAGarden from './books/bella-bee-finds-a-garden.json';
// Level H
import theMissingDrum from './books/the-missing-drum.json';
import penguinWantsToFly from './books/penguin-wants-to-fly.json';
// Level I
import theDragonBoatRace from './books/the-dragon-boat-race.json';
import grandmasStarMap from './books/grandmas-star-map.json';
// Level J
import theLighthouseCat from './books/the-lighthouse-cat.json';
import theElephantWhoForgot from './books/the-elephant-who-forgot.json';
import kaiAndTheWhaleSong from './books/kai-and-the-whale-song.json';
// Added with issue #10 (four books on every level), listed last so the first 26 keep their database ids.
import lanternNight from './books/lantern-night.json'; // level A
import myFirstSchoolDay from './books/my-first-school-day.json'; // level B
import theKitchenBand from './books/the-kitchen-band.json'; // level C
import pingsFirstGoal from './books/pings-first-goal.json'; // level D
import marketDayWithGrandpa from './books/market-day-with-grandpa.json'; // level E
import brunoGetsReadyForWinter from './books/bruno-gets-ready-for-winter.json'; // level E
import theRedEnvelope from './books/the-red-envelope.json'; // level F
import theTadpoleWatchers from './books/the-tadpole-watchers.json'; // level F
import firefliesInAJar from './books/fireflies-in-a-jar.json'; // level G
import theRelayRace from './books/the-relay-race.json'; // level H
import theGiantPumpkin from './books/the-giant-pumpkin.json'; // level H
import climbingWithGrandpa from './books/climbing-with-grandpa.json'; // level I
import followTheMoonLittleTurtles from './books/follow-the-moon-little-turtles.json'; // level I
import lettersToGrandma from './books/letters-to-grandma.json'; // level J

import colorsAllAround from './videos/colors-all-around.json';
import countToTen from './videos/count-to-ten.json';
import animalSounds from './videos/animal-sounds.json';
import phonicsShortA from './videos/phonics-short-a.json';
import abcBCD from './videos/abc-b-c-d.json';
import weatherWords from './videos/weather-words.json';
import daysOfTheWeek from './videos/days-of-the-week.json';
import yummyFood from './videos/yummy-food.json';
import shapesEverywhere from './videos/shapes-everywhere.json';

export type ReadingLevel = (typeof BOOK_LEVELS)[number];

export const BOOK_TAGS = ['animals', 'family', 'school', 'nature', 'food', 'space', 'feelings', 'seasons', 'friendship', 'science', 'sports', 'music', 'festivals'] as const;
export type BookTag = (typeof BOOK_TAGS)[number];

/** A seed page is stored and read as the reader's page. */
export type BookPage = ReaderPage;
export type { WordTiming };

export interface Book {
  id: string;
  title: string;
  titleCn: string;
  author: string;
  level: ReadingLevel;
  tags: BookTag[];
  description: string;
  descriptionCn: string;
  wordCount: number;
  cover: { large: string; small: string };
  pages: BookPage[];
}

export interface Video {
  id: string;
  title: string;
  titleCn: string;
  description: string;
  descriptionCn: string;
  tags: string[];
  durationSec: number;
  src: string;
  poster: string;
  subtitles: { en: string; cn: string };
}

/** Shape of a book JSON file as written by the generator (extra keys are ignored). */
interface BookFile {
  id: string;
  title: string;
  titleCn: string;
  author: string;
  level: string;
  tags: string[];
  description: string;
  descriptionCn: string;
  wordCount: number;
  cover: { large: string; small: string };
  pages: {
    index: number;
    text: string;
    textCn: string;
    image: { large: string; small: string; width: number; height: number };
    audio: { src: string; durationMs: number };
    words: { word: string; startMs: number; endMs: number }[];
  }[];
}

type VideoFile = Video;

function isLevel(v: string): v is ReadingLevel {
  return (BOOK_LEVELS as readonly string[]).includes(v);
}

function isTag(v: string): v is BookTag {
  return (BOOK_TAGS as readonly string[]).includes(v);
}

function toBook(f: BookFile): Book {
  if (!isLevel(f.level)) throw new Error(`seed book ${f.id}: bad level ${f.level}`);
  const tags = f.tags.filter(isTag);
  if (tags.length !== f.tags.length) throw new Error(`seed book ${f.id}: unknown tag in ${f.tags.join(', ')}`);
  return {
    id: f.id,
    title: f.title,
    titleCn: f.titleCn,
    author: f.author,
    level: f.level,
    tags,
    description: f.description,
    descriptionCn: f.descriptionCn,
    wordCount: f.wordCount,
    cover: { large: f.cover.large, small: f.cover.small },
    pages: f.pages.map((p) => ({
      index: p.index,
      text: p.text,
      textCn: p.textCn,
      image: { large: p.image.large, small: p.image.small, width: p.image.width, height: p.image.height },
      audio: { src: p.audio.src, durationMs: p.audio.durationMs },
      words: p.words.map((w) => ({ word: w.word, startMs: w.startMs, endMs: w.endMs })),
    })),
  };
}

function toVideo(f: VideoFile): Video {
  return {
    id: f.id,
    title: f.title,
    titleCn: f.titleCn,
    description: f.description,
    descriptionCn: f.descriptionCn,
    tags: [...f.tags],
    durationSec: f.durationSec,
    src: f.src,
    poster: f.poster,
    subtitles: { en: f.subtitles.en, cn: f.subtitles.cn },
  };
}

const bookFiles: BookFile[] = [
  whereIsPip,
  myRedBall,
  timeForBedBao,
  theWindyDay,
  colorsInTheGarden,
  littleDuckCanSwim,
  whatsForLunch,
  theLittleSeed,
  bearsBirthday,
  niniFindsHerWay,
  snowDay,
  dumplingsForNewYear,
  boltLearnsToDance,
  puddleJumpers,
  foxAndTheMooncakes,
  ollieCantSleep,
  theGreatSandcastle,
  zaraGoesToTheMoon,
  bellaBeeFindsAGarden,
  theMissingDrum,
  penguinWantsToFly,
  theDragonBoatRace,
  grandmasStarMap,
  theLighthouseCat,
  theElephantWhoForgot,
  kaiAndTheWhaleSong,
  lanternNight,
  myFirstSchoolDay,
  theKitchenBand,
  pingsFirstGoal,
  marketDayWithGrandpa,
  brunoGetsReadyForWinter,
  theRedEnvelope,
  theTadpoleWatchers,
  firefliesInAJar,
  theRelayRace,
  theGiantPumpkin,
  climbingWithGrandpa,
  followTheMoonLittleTurtles,
  lettersToGrandma,
];

const videoFiles: VideoFile[] = [colorsAllAround, countToTen, animalSounds, phonicsShortA, abcBCD, weatherWords, daysOfTheWeek, yummyFood, shapesEverywhere];

/** All seed books: the first 26 by reading level, then the 14 added in #10 (the list pages order by level). */
export const SEED_BOOKS: readonly Book[] = bookFiles.map(toBook);

/** All seed videos. */
export const SEED_VIDEOS: readonly Video[] = videoFiles.map(toVideo);
