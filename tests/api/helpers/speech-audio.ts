/**
 * Speech fixtures made from the seed narrations: a page's reference (text,
 * word timings, decoded audio) and deterministic transformations of audio
 * (slice, pad, noise, time stretch, a "different voice" by resampling).
 * Used by the speech tests and bench/speech-assessment.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { loadReferenceAudio } from '@/server/providers/speech/reference';
import { resample } from '@/server/providers/speech/signal';
import type { PcmAudio, SpeechReference } from '@/server/providers/speech/types';

interface SeedPage { text: string; audio: { src: string; durationMs: number }; words: SpeechReference['words'] }

export function seedPage(bookId: string, page: number): SeedPage {
  const book = JSON.parse(readFileSync(path.join(process.cwd(), 'content/books', `${bookId}.json`), 'utf8')) as { pages: SeedPage[] };
  return book.pages[page - 1];
}

export async function seedReference(bookId: string, page: number): Promise<SpeechReference> {
  const { text, words, audio } = seedPage(bookId, page);
  return { text, words, audio: await loadReferenceAudio(audio.src) };
}

export const seconds = (audio: PcmAudio) => audio.samples.length / audio.sampleRate;

export function slice(audio: PcmAudio, fromSeconds: number, toSeconds: number): PcmAudio {
  return { sampleRate: audio.sampleRate, samples: audio.samples.slice(Math.round(fromSeconds * audio.sampleRate), Math.round(toSeconds * audio.sampleRate)) };
}

/** Silence (or the given samples) before and after. */
export function pad(audio: PcmAudio, beforeSeconds: number, afterSeconds: number): PcmAudio {
  const before = Math.round(beforeSeconds * audio.sampleRate);
  const samples = new Float32Array(before + audio.samples.length + Math.round(afterSeconds * audio.sampleRate));
  samples.set(audio.samples, before);
  return { sampleRate: audio.sampleRate, samples };
}

/** A deterministic pseudo-random generator (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** White noise at `rms` (0.001 ≈ -60 dBFS, 0.01 ≈ -40 dBFS). */
export function noise(secondsLong: number, rms: number, seed = 1): PcmAudio {
  const next = random(seed);
  const samples = new Float32Array(Math.round(secondsLong * 16_000));
  const peak = rms * Math.sqrt(3);
  for (let i = 0; i < samples.length; i++) samples[i] = (next() * 2 - 1) * peak;
  return { sampleRate: 16_000, samples };
}

/** The audio with white noise added `snrDb` below its speech level (RMS of its louder half). */
export function withNoise(audio: PcmAudio, snrDb: number, seed = 2): PcmAudio {
  const squares = Array.from(audio.samples, (v) => v * v).sort((a, b) => b - a);
  const loud = squares.slice(0, Math.max(1, squares.length >> 1));
  const level = Math.sqrt(loud.reduce((s, v) => s + v, 0) / loud.length);
  const added = noise(seconds(audio), level / 10 ** (snrDb / 20), seed);
  const samples = audio.samples.map((v, i) => v + (added.samples[i] ?? 0));
  return { sampleRate: audio.sampleRate, samples };
}

export function gain(audio: PcmAudio, factor: number): PcmAudio {
  return { sampleRate: audio.sampleRate, samples: audio.samples.map((v) => v * factor) };
}

/**
 * Time stretch keeping the pitch (overlap-add of 40 ms Hann grains at a
 * 10 ms output hop): factor 1.3 = 30 % slower.
 */
export function stretch(audio: PcmAudio, factor: number): PcmAudio {
  const grain = Math.round(0.04 * audio.sampleRate);
  const hop = grain >> 2;
  const length = Math.round(audio.samples.length * factor);
  const out = new Float32Array(length + grain);
  const weight = new Float32Array(length + grain);
  for (let o = 0; o < length; o += hop) {
    const from = Math.round(o / factor);
    for (let k = 0; k < grain; k++) {
      const w = 0.5 - 0.5 * Math.cos((2 * Math.PI * k) / grain);
      out[o + k] += (audio.samples[from + k] ?? 0) * w;
      weight[o + k] += w;
    }
  }
  for (let i = 0; i < out.length; i++) out[i] = weight[i] > 1e-3 ? out[i] / weight[i] : 0;
  return { sampleRate: audio.sampleRate, samples: out.subarray(0, length) };
}

/**
 * Another "voice": played `factor` times faster, as a tape would (pitch and
 * formants up by the factor, duration down), then back at 16 kHz.
 */
export function shiftVoice(audio: PcmAudio, factor: number): PcmAudio {
  return { sampleRate: audio.sampleRate, samples: resample(audio.samples, audio.sampleRate * factor, audio.sampleRate) };
}
