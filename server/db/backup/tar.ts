import 'server-only';
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

/**
 * The smallest POSIX tar (ustar) that the backup archive needs: regular
 * files only, names up to 100 bytes (or 155 + 100 with the prefix field),
 * written and read as streams. `tar -tzvf` lists an archive and `tar -xzf`
 * unpacks it, so an operator can look inside without our code.
 */
const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  const cut = name.lastIndexOf('/', 155);
  const prefix = cut > 0 ? name.slice(0, cut) : '';
  const base = cut > 0 ? name.slice(cut + 1) : name;
  if (!prefix || Buffer.byteLength(prefix) > 155 || Buffer.byteLength(base) > 100) throw new Error(`name too long for the archive: ${name}`);
  return { prefix, base };
}

export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  header.write(base, 0, 100, 'utf8');
  header.write(octal(0o644, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii'); // checksum field counts as spaces
  header.write('0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + ' ', 148, 'ascii');
  return header;
}

/** Writes entries one after another into `out` (a gzip stream, say), minding backpressure. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer): Promise<void> {
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  /** One file of exactly `size` bytes from `body`; fewer or more bytes fail the archive. */
  async add(name: string, size: number, body: Buffer | AsyncIterable<Buffer>, mtime = new Date()): Promise<void> {
    await this.write(tarHeader(name, size, mtime));
    let written = 0;
    if (Buffer.isBuffer(body)) {
      await this.write(body);
      written = body.length;
    } else {
      for await (const chunk of body) {
        written += chunk.length;
        if (written > size) break;
        await this.write(chunk);
      }
    }
    if (written !== size) throw new Error(`${name} changed while it was being archived (${written} bytes instead of ${size})`);
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    if (pad) await this.write(Buffer.alloc(pad));
  }

  /** The two zero blocks that end an archive; then ends `out`. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.out.end();
  }
}

export class TarFormatError extends Error {
  readonly name = 'TarFormatError';
}

function readString(block: Buffer, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function parseHeader(block: Buffer): { name: string; size: number; type: string } {
  if (block.toString('ascii', 257, 262) !== 'ustar') throw new TarFormatError('not a ustar archive entry');
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i];
  const stated = parseInt(readString(block, 148, 8).trim(), 8);
  if (stated !== sum) throw new TarFormatError('damaged entry header (checksum)');
  const size = parseInt(readString(block, 124, 12).trim() || '0', 8);
  if (!Number.isSafeInteger(size) || size < 0) throw new TarFormatError('damaged entry header (size)');
  const prefix = readString(block, 345, 155);
  const base = readString(block, 0, 100);
  return { name: prefix ? `${prefix}/${base}` : base, size, type: readString(block, 156, 1) || '0' };
}

/** Where one entry's bytes go. */
export interface TarEntrySink {
  write(chunk: Buffer): void | Promise<void>;
  end(): Promise<void>;
}

/**
 * Reads the entries of `source` (already decompressed) in order; `visit`
 * answers where each entry's bytes go. Fails on a damaged header or an
 * archive that ends early.
 */
export async function readTar(source: Readable, visit: (entry: { name: string; size: number }) => Promise<TarEntrySink>): Promise<void> {
  let buffered: Buffer = Buffer.alloc(0);
  let sink: TarEntrySink | undefined;
  let remaining = 0; // body bytes still to pass to the sink
  let skip = 0; // padding after the body
  let ended = false;
  for await (const piece of source as AsyncIterable<Buffer>) {
    buffered = buffered.length ? Buffer.concat([buffered, piece]) : piece;
    while (buffered.length && !ended) {
      if (sink) {
        const take = Math.min(remaining, buffered.length);
        if (take) await sink.write(buffered.subarray(0, take));
        buffered = buffered.subarray(take);
        remaining -= take;
        if (remaining > 0) break;
        await sink.end();
        sink = undefined;
      }
      if (skip) {
        const take = Math.min(skip, buffered.length);
        buffered = buffered.subarray(take);
        skip -= take;
        if (skip) break;
      }
      if (buffered.length < BLOCK) break;
      const block = buffered.subarray(0, BLOCK);
      buffered = buffered.subarray(BLOCK);
      if (block.every((b) => b === 0)) {
        ended = true;
        break;
      }
      const header = parseHeader(block);
      if (header.type !== '0') throw new TarFormatError(`unexpected entry ${header.name} (only files belong in a backup)`);
      sink = await visit({ name: header.name, size: header.size });
      remaining = header.size;
      skip = (BLOCK - (header.size % BLOCK)) % BLOCK;
      if (remaining === 0) {
        await sink.end();
        sink = undefined;
      }
    }
  }
  if (!ended) throw new TarFormatError('the archive ends early (cut off while copying?)');
}
