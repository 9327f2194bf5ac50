import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import type { WordTiming } from '@/lib/types/books';

/** A page's narration: MP3 bytes, its length and the timing of every word the reader shows. */
export interface Narration {
  mp3: Buffer;
  durationMs: number;
  words: WordTiming[];
}

/** Speech settings per reading level (the seed books' own, scripts/seed-media/generate.mjs): slower for beginners. */
const LEVEL_RATE: Record<string, number> = { A: 118, B: 122, C: 128, D: 132, E: 136, F: 140, G: 145, H: 148, I: 150, J: 154 };
/** The voice of the seed books' child narrators. */
export const NARRATION_VOICE = 'en-us+f3';

const WORKER_FILE = path.resolve(/*turbopackIgnore: true*/ process.cwd(), 'server/providers/story/narration/narrate-worker.mjs');
/** The worker is ended after this long without work, so an idle server does not hold the synthesizer's memory. */
const IDLE_MS = 60_000;

interface Reply {
  id: number;
  error?: string;
  mp3?: Uint8Array;
  durationMs?: number;
  words?: WordTiming[];
}

let worker: Worker | null = null;
let nextId = 1;
let idleTimer: NodeJS.Timeout | null = null;
const waiting = new Map<number, { resolve: (n: Narration) => void; reject: (e: Error) => void }>();

function failAll(error: Error) {
  for (const job of waiting.values()) job.reject(error);
  waiting.clear();
}

function getWorker(): Worker {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  if (worker) return worker;
  const w = new Worker(WORKER_FILE);
  w.unref();
  w.on('message', (reply: Reply) => {
    const job = waiting.get(reply.id);
    if (!job) return;
    waiting.delete(reply.id);
    if (reply.error || !reply.mp3) job.reject(new Error(`narration failed: ${reply.error ?? 'no audio'}`));
    else job.resolve({ mp3: Buffer.from(reply.mp3), durationMs: reply.durationMs ?? 0, words: reply.words ?? [] });
    if (!waiting.size) scheduleIdleStop();
  });
  w.on('error', (error) => {
    if (worker === w) worker = null;
    failAll(error);
  });
  w.on('exit', () => {
    if (worker === w) worker = null;
    failAll(new Error('the narration worker stopped'));
  });
  worker = w;
  return w;
}

function scheduleIdleStop() {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    if (!waiting.size && worker) {
      const w = worker;
      worker = null;
      void w.terminate();
    }
  }, IDLE_MS);
  idleTimer.unref();
}

/**
 * Narrates one page's text at its reading level's speed with the seed books'
 * voice: eSpeak NG (WebAssembly) in a worker thread, MP3-encoded, with word
 * timings that match the reader's tokens (lib/books/page-words.ts).
 */
export function narrate(text: string, level: string): Promise<Narration> {
  const id = nextId++;
  return new Promise<Narration>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    getWorker().postMessage({ id, text, voice: NARRATION_VOICE, rate: LEVEL_RATE[level] ?? 130 });
  });
}

/** Ends the worker now (tests, shutdown); a later narration starts a new one. */
export async function stopNarrator(): Promise<void> {
  if (idleTimer) clearTimeout(idleTimer);
  idleTimer = null;
  const w = worker;
  worker = null;
  if (w) await w.terminate();
}
