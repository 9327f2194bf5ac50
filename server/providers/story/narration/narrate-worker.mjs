// Narration of a created picture book's page, in a worker thread so the
// synthesis (CPU-bound WebAssembly) never stalls the server's event loop.
//
// The synthesizer is eSpeak NG compiled to WebAssembly
// (@echogarden/espeak-ng-emscripten): the same engine and voices as the seed
// books' narration (scripts/seed-media, which uses Debian's espeak-ng at
// generation time), but shipped as an npm package so that a fresh
// `npm install && npm start` narrates without any system package. Its WORD
// events give each word's start; the end is refined from the waveform (the
// last voiced 10 ms frame before the next word), as the seed generator does.
// The audio is encoded to MP3 (mono 22.05 kHz, 32 kbit/s CBR, like the seed
// narrations) with @breezystack/lamejs, so the reader, the dubbing recorder and
// the speech scorer (mpg123-decoder) take it as they take the seed books'.
//
// Messages: {id, text, voice, rate} -> {id, mp3: Uint8Array, durationMs, words} | {id, error}

import { parentPort } from 'node:worker_threads';

import EspeakInitializer from '@echogarden/espeak-ng-emscripten';
import { Mp3Encoder } from '@breezystack/lamejs';

import { alignWords } from './align.mjs';

const LEAD_MS = 150;
const TAIL_MS = 250;
const FRAME_MS = 10;

let worker;

async function engine() {
  if (!worker) {
    const espeak = await EspeakInitializer();
    worker = new espeak.eSpeakNGWorker();
  }
  return worker;
}

/** The end of each word: the last voiced frame before the next word starts (or the end of the audio). */
function refineEnds(samples, sampleRate, starts) {
  const frame = Math.round((sampleRate * FRAME_MS) / 1000);
  const frames = Math.floor(samples.length / frame);
  const energy = new Float64Array(frames);
  let peak = 0;
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let i = f * frame; i < (f + 1) * frame; i++) sum += samples[i] * samples[i];
    energy[f] = Math.sqrt(sum / frame);
    peak = Math.max(peak, energy[f]);
  }
  const voiced = peak * 0.04;
  return starts.map((startMs, k) => {
    const limitMs = k + 1 < starts.length ? starts[k + 1] : (samples.length / sampleRate) * 1000;
    let last = Math.floor(startMs / FRAME_MS);
    for (let f = last; f < Math.min(frames, Math.floor(limitMs / FRAME_MS)); f++) if (energy[f] >= voiced) last = f;
    return Math.min(limitMs, Math.max(startMs + FRAME_MS, (last + 1) * FRAME_MS));
  });
}

async function narrate({ text, voice, rate }) {
  const tts = await engine();
  tts.set_voice(voice);
  tts.set_rate(rate);
  const chunks = [];
  const events = [];
  tts.synthesize(text, (samples, evs) => {
    chunks.push(samples);
    for (const e of evs) if (e.type === 'word') events.push(e);
    return false;
  });
  const sampleRate = tts.get_samplerate();
  const lead = Math.round((sampleRate * LEAD_MS) / 1000);
  const tail = Math.round((sampleRate * TAIL_MS) / 1000);
  const length = chunks.reduce((sum, c) => sum + c.length, 0);
  const pcm = new Int16Array(lead + length + tail);
  let at = lead;
  for (const c of chunks) {
    pcm.set(c, at);
    at += c.length;
  }
  const durationMs = Math.round((pcm.length / sampleRate) * 1000);
  // events: text_position is 1-based in characters, audio_position in ms from the start of the speech
  const starts = events.map((e) => e.audio_position + LEAD_MS);
  const ends = refineEnds(pcm, sampleRate, starts);
  const wordEvents = events.map((e, i) => ({ pos: e.text_position - 1, len: e.word_length, startMs: starts[i], endMs: ends[i] }));
  const words = alignWords(text, wordEvents, durationMs);

  const encoder = new Mp3Encoder(1, sampleRate, 32);
  const parts = [];
  const BLOCK = 1152;
  for (let i = 0; i < pcm.length; i += BLOCK) {
    const out = encoder.encodeBuffer(pcm.subarray(i, i + BLOCK));
    if (out.length) parts.push(out);
  }
  const end = encoder.flush();
  if (end.length) parts.push(end);
  const mp3 = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    mp3.set(p, offset);
    offset += p.length;
  }
  return { mp3, durationMs, words };
}

// One job at a time: the engine is single-threaded and keeps its voice settings between calls.
let queue = Promise.resolve();
parentPort.on('message', (job) => {
  queue = queue.then(async () => {
    try {
      const result = await narrate(job);
      parentPort.postMessage({ id: job.id, ...result }, [result.mp3.buffer]);
    } catch (error) {
      parentPort.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
