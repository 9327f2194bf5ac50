'use client';

import { createStore, delMany, entries, promisifyRequest, set, type UseStore } from 'idb-keyval';

import type { Take } from './use-recorder';

/**
 * Takes that have not reached the server yet, kept in this browser's
 * IndexedDB so that a reload, a closed tab or a crash loses none of them
 * ('save failed' keeps the recordings). Keyed by the draft dubbing and the
 * page; a take leaves the store as soon as the server has it, and the whole
 * draft's takes when the dubbing is finished. Every call tolerates a browser
 * without IndexedDB (private windows of some browsers): the recorder then
 * keeps takes in memory only, as before.
 */
let store: UseStore | null | undefined;

function takeStore(): UseStore | null {
  if (store === undefined) {
    store = typeof indexedDB === 'undefined' ? null : createStore('sprout-dubbing', 'pending-takes');
  }
  return store;
}

const keyOf = (dubbingId: number, page: number) => `${dubbingId}:${page}`;

/** A kept take; `token` tells one take of a page from the next (a newer take replaces it). */
export interface PendingTake extends Take {
  token: string;
}

export async function keepTake(dubbingId: number, page: number, take: PendingTake): Promise<void> {
  const s = takeStore();
  if (!s) return;
  await set(keyOf(dubbingId, page), { wav: take.wav, durationMs: take.durationMs, token: take.token }, s).catch(() => undefined);
}

/** Forgets the page's kept take once the server has it, unless a newer take of the page replaced it meanwhile. */
export async function forgetTake(dubbingId: number, page: number, token: string): Promise<void> {
  const s = takeStore();
  if (!s) return;
  const key = keyOf(dubbingId, page);
  try {
    // One transaction: read the kept take and delete it only if it is still this one.
    await s('readwrite', (objects) => {
      const kept = objects.get(key);
      kept.onsuccess = () => {
        if ((kept.result as PendingTake | undefined)?.token === token) objects.delete(key);
      };
      return promisifyRequest(objects.transaction);
    });
  } catch {
    // Left behind, it comes back as a pending take next time and uploads again: nothing is lost.
  }
}

/** The takes of this draft still waiting for the server, by page. */
export async function pendingTakes(dubbingId: number): Promise<Map<number, PendingTake>> {
  const found = new Map<number, PendingTake>();
  const s = takeStore();
  if (!s) return found;
  const prefix = `${dubbingId}:`;
  try {
    for (const [key, value] of await entries<string, PendingTake | undefined>(s)) {
      if (typeof key !== 'string' || !key.startsWith(prefix)) continue;
      const page = Number(key.slice(prefix.length));
      if (Number.isInteger(page) && value?.wav instanceof Blob) found.set(page, value);
    }
  } catch {
    // An unreadable store keeps nothing back; the recorder works as without one.
  }
  return found;
}

/** Drops every take kept for this draft (the dubbing was finished). */
export async function forgetDraft(dubbingId: number): Promise<void> {
  const s = takeStore();
  if (!s) return;
  const pages = await pendingTakes(dubbingId);
  await delMany([...pages.keys()].map((p) => keyOf(dubbingId, p)), s).catch(() => undefined);
}
