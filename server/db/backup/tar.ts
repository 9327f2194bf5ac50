import 'server-only';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

import { extract, pack, type Header, type Pack } from 'tar-stream';

/**
 * The backup archive's tar layer, on the `tar-stream` package: regular files
 * only, written and read as streams with backpressure, so memory stays
 * bounded whatever the archive's size. `tar -tzvf` lists an archive and
 * `tar -xzf` unpacks it, so an operator can look inside without our code.
 */

/** Writes entries one after another into `out` (a gzip stream, say), then ends it. */
export class TarWriter {
  private readonly pack = pack();
  private readonly piped: Promise<void>;

  constructor(out: Writable) {
    this.piped = new Promise((resolve, reject) => this.pack.pipe(out, (err?: Error | null) => (err ? reject(err) : resolve())));
    this.piped.catch(() => undefined); // answered by finish(); a failed add() has already thrown
  }

  private fail(err: unknown): never {
    this.pack.destroy(err instanceof Error ? err : new Error(String(err)));
    throw err;
  }

  /** One file of exactly `size` bytes from `body`; fewer or more bytes fail the archive. */
  async add(name: string, size: number, body: Buffer | AsyncIterable<Buffer>, mtime = new Date()): Promise<void> {
    const changed = (written: number) => new Error(`${name} changed while it was being archived (${written} bytes instead of ${size})`);
    const header = { name, size, mtime, mode: 0o644, type: 'file' as const };
    let entryDone!: Promise<void>;
    const settle = (resolve: () => void, reject: (err: Error) => void) => (err?: Error | null) => (err ? reject(err) : resolve());
    if (Buffer.isBuffer(body)) {
      if (body.length !== size) this.fail(changed(body.length));
      entryDone = new Promise((resolve, reject) => void this.pack.entry(header, body, settle(resolve, reject)));
      return entryDone;
    }
    let entry!: ReturnType<Pack['entry']>;
    entryDone = new Promise((resolve, reject) => void (entry = this.pack.entry(header, settle(resolve, reject))));
    entryDone.catch(() => undefined); // awaited below unless the body fails first
    entry.on('error', () => undefined); // the entry's error reaches entryDone's callback
    let written = 0;
    try {
      for await (const chunk of body) {
        written += chunk.length;
        if (written > size) break;
        if (!entry.write(chunk)) await once(entry, 'drain');
      }
    } catch (err) {
      this.fail(err);
    }
    if (written !== size) this.fail(changed(written));
    entry.end(undefined); // streamx's typings ask for an (optional) last chunk
    await entryDone;
  }

  /** The end-of-archive blocks; resolves once `out` has taken everything and ended. */
  async finish(): Promise<void> {
    this.pack.finalize();
    await this.piped;
  }
}

export class TarFormatError extends Error {
  readonly name = 'TarFormatError';
}

/** tar-stream's own message for an archive that stops inside an entry. */
const CUT_OFF = /unexpected end of data/i;

function formatError(err: unknown): TarFormatError {
  const message = err instanceof Error ? err.message : String(err);
  if (CUT_OFF.test(message)) return new TarFormatError('the archive ends early (cut off while copying?)');
  return new TarFormatError(`unreadable entry (${message.split('. ')[0].replace(/\.$/, '')})`);
}

/** Where one entry's bytes go. */
export interface TarEntrySink {
  write(chunk: Buffer): void | Promise<void>;
  end(): Promise<void>;
}

/**
 * Reads the entries of `source` (already decompressed) in order; `visit`
 * answers where each entry's bytes go. Fails with a TarFormatError on a
 * damaged header, an entry that is not a regular file or an archive that
 * stops inside an entry; an error of `source` (gunzip's, say), of `visit` or
 * of a sink is passed on as it is. On failure `source` is destroyed.
 */
export async function readTar(source: Readable, visit: (entry: { name: string; size: number }) => Promise<TarEntrySink>): Promise<void> {
  const reader = extract();
  let sourceError: Error | undefined;
  let failure: unknown;

  /** Errors met while reading the archive's bytes are the archive's fault, unless the source broke. */
  const fromArchive = (err: unknown) => (err === sourceError ? err : formatError(err));

  async function copy(header: Header, body: AsyncIterable<Buffer>): Promise<void> {
    if (header.type !== 'file') throw new TarFormatError(`unexpected entry ${header.name} (only files belong in a backup)`);
    const sink = await visit({ name: header.name, size: header.size });
    const chunks = body[Symbol.asyncIterator]();
    for (;;) {
      const step = await chunks.next().catch((err: unknown) => Promise.reject(fromArchive(err)));
      if (step.done) break;
      await sink.write(step.value);
    }
    await sink.end();
  }

  const done = new Promise<void>((resolve, reject) => {
    let finished = false;
    let current: Promise<void> = Promise.resolve(); // the entry being copied
    reader.on('entry', (header, stream, next) => {
      stream.on('error', () => undefined); // a destroyed entry fails copy() through its iterator
      current = copy(header, stream as AsyncIterable<Buffer>).then(
        () => next(),
        (err: unknown) => {
          failure ??= err;
          next(err instanceof Error ? err : new Error(String(err)));
        },
      );
    });
    reader.on('error', (err) => void (failure ??= fromArchive(err)));
    reader.on('finish', () => void (finished = true));
    // tar-stream may finish before the last entry's handler is done (an empty last entry): wait for it.
    reader.on('close', () => {
      void current.then(() => (finished && failure === undefined ? resolve() : reject(failure ?? formatError(new Error('unexpected end of data')))));
    });
  });

  source.on('error', (err) => {
    sourceError = err;
    failure ??= err;
    reader.destroy(err);
  });
  source.pipe(reader);
  try {
    await done;
  } catch (err) {
    source.unpipe(reader);
    source.destroy();
    throw err;
  }
}
