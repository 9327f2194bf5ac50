import 'server-only';

import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { LRUCache } from 'lru-cache';
import { MPEGDecoder } from 'mpg123-decoder';

import { getStorage, keyOfPublicUrl } from '../storage';
import { resample, SAMPLE_RATE } from './signal';
import type { PcmAudio } from './types';

const PUBLIC_ROOT = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'public');
/** Decoded narrations kept in memory: 32 MB of float samples, about 8 minutes of 16 kHz audio (some 50 pages). */
const CACHE_BYTES = 32 * 1024 * 1024;

const cache = new LRUCache<string, PcmAudio>({
  maxSize: CACHE_BYTES,
  sizeCalculation: (audio) => Math.max(1, audio.samples.byteLength),
});
const pending = new Map<string, Promise<PcmAudio>>();
let decoder: Promise<MPEGDecoder> | undefined;
/** Decodings run one after another on the one decoder (reset, then decode). */
let queue: Promise<unknown> = Promise.resolve();

/** The one WASM decoder of the process; decoding is synchronous, so calls never interleave. */
function getDecoder(): Promise<MPEGDecoder> {
  decoder ??= (async () => {
    const instance = new MPEGDecoder();
    await instance.ready;
    return instance;
  })();
  return decoder;
}

/** The file under public/ that a narration's src names; anything else (other folders, `..`, not MP3) is refused. */
function narrationFile(audioSrc: string): string {
  if (!/^\/media\/[\w\-/.]+\.mp3$/.test(audioSrc) || audioSrc.includes('..')) {
    throw new Error(`not a narration under public/media: ${audioSrc}`);
  }
  const file = path.resolve(PUBLIC_ROOT, `.${audioSrc}`);
  if (!file.startsWith(`${PUBLIC_ROOT}${path.sep}`)) throw new Error(`not a narration under public/media: ${audioSrc}`);
  return file;
}

/** A narration's bytes: a created book's from the store (`/media/uploads/books/<key>.mp3`), a seed book's from public/. */
async function readNarration(audioSrc: string): Promise<Buffer> {
  const key = keyOfPublicUrl(audioSrc);
  if (key?.endsWith('.mp3')) {
    const chunks: Buffer[] = [];
    for await (const chunk of getStorage().read(key)) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }
  return readFile(narrationFile(audioSrc));
}

/** Decodes MP3 bytes to mono 16 kHz (channels averaged, windowed-sinc resampling). */
export function decodeMp3(bytes: Uint8Array): Promise<PcmAudio> {
  const job = queue.then(() => decodeNow(bytes));
  queue = job.catch(() => undefined);
  return job;
}

async function decodeNow(bytes: Uint8Array): Promise<PcmAudio> {
  const instance = await getDecoder();
  await instance.reset();
  const decoded = instance.decode(bytes);
  if (decoded.samplesDecoded === 0) throw new Error('no MPEG audio in the file');
  const channels = decoded.channelData;
  const mono = new Float32Array(decoded.samplesDecoded);
  for (const channel of channels) for (let i = 0; i < mono.length; i++) mono[i] += channel[i] / channels.length;
  return { sampleRate: SAMPLE_RATE, samples: resample(mono, decoded.sampleRate, SAMPLE_RATE) };
}

/**
 * Decodes a seed narration (`bookPages.audioSrc`, e.g. `/media/seed/books/<id>/p01.mp3?v=<hash>`, a
 * file under public/; the version query the seed adds is not part of the file's name) to mono
 * 16 kHz PcmAudio; cached in memory (LRU bounded by bytes), and concurrent requests for one
 * narration share one decoding.
 */
export function loadReferenceAudio(src: string): Promise<PcmAudio> {
  const audioSrc = src.split('?')[0];
  const hit = cache.get(audioSrc);
  if (hit) return Promise.resolve(hit);
  let job = pending.get(audioSrc);
  if (!job) {
    job = (async () => {
      const audio = await decodeMp3(new Uint8Array(await readNarration(audioSrc)));
      cache.set(audioSrc, audio);
      return audio;
    })().finally(() => pending.delete(audioSrc));
    pending.set(audioSrc, job);
  }
  return job;
}
