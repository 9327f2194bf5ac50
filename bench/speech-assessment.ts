// Scores and time of the local speech assessor (server/providers/speech/local.ts) on seed pages:
//   LOG_LEVEL=silent TSX_TSCONFIG_PATH=tsconfig.server.json node --import tsx bench/speech-assessment.ts
// For each case: accuracy / fluency / integrity, tips, weak words, and the median ms of assessing
// one page (reference analysis cached, as in the server) over RUNS runs (default 5).
import { assessPage } from '../server/providers/speech/local';
import { loadReferenceAudio } from '../server/providers/speech/reference';
import type { PcmAudio, SpeechReference } from '../server/providers/speech/types';
import { gain, noise, pad, seedPage, seedReference, shiftVoice, slice, stretch, withNoise } from '../tests/api/helpers/speech-audio';

const RUNS = Number(process.env.RUNS ?? 5);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}

async function main() {
  const pages: [string, number][] = [
    ['kai-and-the-whale-song', 3], // the longest seed page (14.8 s)
    ['bears-birthday', 1],
  ];
  const others: Record<string, [string, number]> = {
    'kai-and-the-whale-song': ['the-elephant-who-forgot', 1],
    'bears-birthday': ['where-is-pip', 2],
  };
  for (const [book, page] of pages) {
    const t0 = performance.now();
    const reference: SpeechReference = await seedReference(book, page);
    const decodeMs = performance.now() - t0;
    const own = reference.audio;
    const lastWord = reference.words[reference.words.length - 1];
    const middle = reference.words[Math.floor(reference.words.length / 2)].startMs / 1000;
    const [otherBook, otherPage] = others[book];
    const other = await loadReferenceAudio(seedPage(otherBook, otherPage).audio.src);
    const cases: [string, PcmAudio][] = [
      ['reference', pad(own, 0.5, 0.5)],
      ['silence', { sampleRate: 16_000, samples: new Float32Array(16_000 * 5) }],
      ['near-silent noise (-50 dBFS)', noise(5, 0.003)],
      ['unrelated page', pad(other, 0.5, 0.5)],
      ['half-read', pad(slice(own, 0, middle), 0.5, 0.5)],
      ['30 % slower', pad(stretch(own, 1.3), 0.5, 0.5)],
      ['15 % faster', pad(stretch(own, 0.85), 0.5, 0.5)],
      ['noise at 15 dB SNR', withNoise(pad(own, 0.5, 0.5), 15)],
      ['quieter (x0.1)', gain(pad(own, 0.5, 0.5), 0.1)],
      ['higher voice (x1.12)', pad(shiftVoice(own, 1.12), 0.5, 0.5)],
      ['lower voice (x0.9)', pad(shiftVoice(own, 0.9), 0.5, 0.5)],
      ['60 s recording', pad(own, 20, 60 - 20 - own.samples.length / 16_000)],
    ];
    console.log(`\n${book} p${page}: ${(lastWord.endMs / 1000).toFixed(1)} s of narration, ${reference.words.length} words; decoding the MP3 took ${decodeMs.toFixed(0)} ms`);
    for (const [name, audio] of cases) {
      const times: number[] = [];
      let result = assessPage(audio, reference);
      for (let run = 0; run < RUNS; run++) {
        const started = performance.now();
        result = assessPage(audio, reference);
        times.push(performance.now() - started);
      }
      const { accuracy, fluency, integrity, tips, weakWords, rate, extraPauseSeconds, irregularity, matchRatio } = result;
      console.log(
        `${name.padEnd(30)} A ${String(accuracy).padStart(3)}  F ${String(fluency).padStart(3)}  I ${String(integrity).padStart(3)}  ` +
          `${median(times).toFixed(0).padStart(4)} ms  [${tips.join(', ')}] weak: ${weakWords.join(' ')} ` +
          `(match ${matchRatio.toFixed(2)}, rate ${rate.toFixed(2)}, pauses +${extraPauseSeconds.toFixed(1)} s, irregularity ${irregularity.toFixed(2)})`,
      );
    }
  }
}

void main();
