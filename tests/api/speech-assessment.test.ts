/**
 * The speech-assessment provider (#15). Every assessor passes the same
 * contract on recordings made from the seed narrations: the narration
 * itself scores high, silence and hiss score low with 'speakUp', another
 * book's page scores low on accuracy, half a page low on integrity with
 * 'readWholePage', and the output has the contract's shape. The local
 * assessor is then checked for robustness (slower, faster, noisier, another
 * "voice") and determinism.
 */
import { combineAssessments, getSpeechAssessor } from '@/server/providers/speech';
import { assessPage, localSpeechAssessor } from '@/server/providers/speech/local';
import { loadReferenceAudio } from '@/server/providers/speech/reference';
import type { PageAssessment, PcmAudio, SpeechAssessor, SpeechReference } from '@/server/providers/speech/types';

import { gain, noise, pad, seedPage, seedReference, shiftVoice, slice, stretch, withNoise } from './helpers/speech-audio';

const TIPS = ['readWholePage', 'speakUp', 'slowDown', 'keepGoing', 'fewerPauses', 'practiseWords', 'greatReading'];

/** Pages: [book, page, an unrelated page of similar length from another book]. */
const PAGES = [
  { book: 'kai-and-the-whale-song', page: 3, other: ['the-elephant-who-forgot', 1] as const }, // the longest page, 14.8 s
  { book: 'bears-birthday', page: 1, other: ['little-duck-can-swim', 4] as const }, // 4.6 s against 4.3 s
];

function expectShape(result: PageAssessment, reference: SpeechReference) {
  for (const score of [result.accuracy, result.fluency, result.integrity]) {
    expect(Number.isInteger(score)).toBe(true);
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(100);
  }
  expect(result.tips.length).toBeGreaterThanOrEqual(1);
  expect(result.tips.length).toBeLessThanOrEqual(3);
  for (const tip of result.tips) expect(TIPS).toContain(tip);
  expect(new Set(result.tips).size).toBe(result.tips.length);
  expect(result.weakWords.length).toBeLessThanOrEqual(5);
  const pageWords = reference.words.map((w) => w.word);
  for (const word of result.weakWords) expect(pageWords).toContain(word);
}

function describeAssessorContract(title: string, assessor: () => SpeechAssessor) {
  describe(`speech assessor contract: ${title}`, () => {
    describe.each(PAGES)('$book p$page', ({ book, page, other }) => {
      let reference: SpeechReference;
      let unrelated: PcmAudio;
      beforeAll(async () => {
        reference = await seedReference(book, page);
        unrelated = await loadReferenceAudio(seedPage(other[0], other[1]).audio.src);
      });

      it('scores the reference narration itself high on all three', async () => {
        const result = await assessor().assess(pad(reference.audio, 0.5, 0.5), reference);
        expectShape(result, reference);
        expect(result.accuracy).toBeGreaterThanOrEqual(85);
        expect(result.fluency).toBeGreaterThanOrEqual(85);
        expect(result.integrity).toBeGreaterThanOrEqual(85);
        expect(result.tips).toEqual(['greatReading']);
        expect(result.weakWords).toEqual([]);
      });

      it.each([
        ['digital silence', () => ({ sampleRate: 16_000, samples: new Float32Array(16_000 * 5) })],
        ['near-silent hiss (-50 dBFS)', () => noise(5, 0.003)],
        ['steady hiss (-30 dBFS)', () => noise(5, 0.03, 7)],
      ])('scores %s low on all three with the tip speakUp', async (_name, make) => {
        const result = await assessor().assess(make(), reference);
        expectShape(result, reference);
        expect(result.accuracy).toBeLessThanOrEqual(20);
        expect(result.fluency).toBeLessThanOrEqual(20);
        expect(result.integrity).toBeLessThanOrEqual(20);
        expect(result.tips[0]).toBe('speakUp');
      });

      it("scores another book's page low on accuracy", async () => {
        const result = await assessor().assess(pad(unrelated, 0.5, 0.5), reference);
        expectShape(result, reference);
        expect(result.accuracy).toBeLessThanOrEqual(40);
        expect(result.tips).not.toContain('greatReading');
      });

      it('scores the first half of the page low on integrity with the tip readWholePage', async () => {
        const middle = reference.words[Math.floor(reference.words.length / 2)].startMs / 1000;
        const result = await assessor().assess(pad(slice(reference.audio, 0, middle), 0.5, 0.5), reference);
        expectShape(result, reference);
        expect(result.integrity).toBeLessThanOrEqual(60);
        expect(result.tips[0]).toBe('readWholePage');
        expect(result.accuracy).toBeGreaterThanOrEqual(70); // what was read was read well
      });
    });
  });
}

describeAssessorContract('local', () => localSpeechAssessor);

describe('getSpeechAssessor', () => {
  it("is the local assessor by default", () => {
    expect(getSpeechAssessor().name).toBe('local');
  });
});

describe('local assessor: robustness', () => {
  let reference: SpeechReference;
  let unrelatedAccuracy: number;
  beforeAll(async () => {
    reference = await seedReference('kai-and-the-whale-song', 3);
    const other = await loadReferenceAudio(seedPage('the-elephant-who-forgot', 1).audio.src);
    unrelatedAccuracy = assessPage(pad(other, 0.5, 0.5), reference).accuracy;
  });

  it.each([
    ['30 % slower', (a: PcmAudio) => stretch(a, 1.3)],
    ['15 % faster', (a: PcmAudio) => stretch(a, 0.85)],
    ['noise 20 dB below the speech', (a: PcmAudio) => withNoise(pad(a, 0.5, 0.5), 20)],
    ['at a tenth of the level', (a: PcmAudio) => gain(a, 0.1)],
    ['a higher voice (x1.12)', (a: PcmAudio) => shiftVoice(a, 1.12)],
    ['a lower voice (x0.9)', (a: PcmAudio) => shiftVoice(a, 0.9)],
  ])('still scores the true reading %s well, clearly above unrelated speech', (_name, change) => {
    const result = assessPage(pad(change(reference.audio), 0.5, 0.5), reference);
    expect(result.accuracy).toBeGreaterThanOrEqual(70);
    expect(result.integrity).toBeGreaterThanOrEqual(80);
    expect(result.fluency).toBeGreaterThanOrEqual(70);
    expect(result.accuracy - unrelatedAccuracy).toBeGreaterThanOrEqual(40);
  });

  it('tells a much faster reading to slow down and a much slower one to keep going', () => {
    expect(assessPage(pad(stretch(reference.audio, 0.55), 0.5, 0.5), reference).tips).toContain('slowDown');
    const slow = assessPage(pad(stretch(reference.audio, 2.2), 0.5, 0.5), reference);
    expect(slow.tips).toContain('keepGoing');
    expect(slow.fluency).toBeLessThan(assessPage(pad(reference.audio, 0.5, 0.5), reference).fluency);
  });

  it('hears long pauses inside the reading: lower fluency and the tip fewerPauses', () => {
    // 1.5 s of silence before four words in the middle of sentences.
    const cuts = [5, 12, 20, 30].map((i) => Math.round((reference.words[i].startMs / 1000) * 16_000));
    const parts: Float32Array[] = [];
    let from = 0;
    for (const cut of cuts) {
      parts.push(reference.audio.samples.subarray(from, cut), new Float32Array(24_000));
      from = cut;
    }
    parts.push(reference.audio.samples.subarray(from));
    const samples = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) { samples.set(p, at); at += p.length; }
    const result = assessPage(pad({ sampleRate: 16_000, samples }, 0.5, 0.5), reference);
    expect(result.fluency).toBeLessThanOrEqual(75);
    expect(result.tips).toContain('fewerPauses');
    expect(result.integrity).toBeGreaterThanOrEqual(85);
  });

  it('names the words of a garbled stretch among the weak words', () => {
    // Words 10..13 replaced by other words of the same narration (its last seconds but one).
    const start = Math.round((reference.words[10].startMs / 1000) * 16_000);
    const end = Math.round((reference.words[13].endMs / 1000) * 16_000);
    const samples = reference.audio.samples.slice();
    const donorEnd = samples.length - 16_000;
    samples.set(reference.audio.samples.subarray(donorEnd - (end - start), donorEnd), start);
    const result = assessPage(pad({ sampleRate: 16_000, samples }, 0.5, 0.5), reference);
    const garbled = reference.words.slice(10, 14).map((w) => w.word);
    expect(result.weakWords.some((w) => garbled.includes(w))).toBe(true);
    expect(result.accuracy).toBeLessThan(100);
  });

  it('is deterministic: the same recording twice gives the same result', async () => {
    const recording = withNoise(pad(stretch(reference.audio, 1.1), 0.3, 0.7), 25);
    const first = await localSpeechAssessor.assess(recording, reference);
    const second = await localSpeechAssessor.assess({ sampleRate: 16_000, samples: recording.samples.slice() }, reference);
    expect(second).toEqual(first);
  });

  it('decodes a narration once (the reference cache)', async () => {
    const src = seedPage('kai-and-the-whale-song', 3).audio.src;
    expect(await loadReferenceAudio(src)).toBe(reference.audio);
    expect(reference.audio.sampleRate).toBe(16_000);
    expect(reference.audio.samples.length / 16_000).toBeCloseTo(seedPage('kai-and-the-whale-song', 3).audio.durationMs / 1000, 0);
  });

  it('refuses narration paths outside public/media', async () => {
    await expect(loadReferenceAudio('/../package.json')).rejects.toThrow();
    await expect(loadReferenceAudio('/media/../../server.ts.mp3')).rejects.toThrow();
    await expect(loadReferenceAudio('/media/seed/books/none/p01.mp3')).rejects.toThrow();
  });
});

describe('combineAssessments', () => {
  const page = (accuracy: number, fluency: number, integrity: number): PageAssessment => ({ accuracy, fluency, integrity, tips: ['greatReading'], weakWords: [] });

  it("weights each page's scores by its word count and rounds", () => {
    expect(combineAssessments([
      { assessment: page(90, 80, 100), wordCount: 30 },
      { assessment: page(60, 41, 50), wordCount: 10 },
    ])).toEqual({ accuracy: 83, fluency: 70, integrity: 88 });
  });

  it('is all zeros without pages', () => {
    expect(combineAssessments([])).toEqual({ accuracy: 0, fluency: 0, integrity: 0 });
  });
});
