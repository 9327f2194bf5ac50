// Narration: synthesise text with espeak-ng (through espeak_timed.py, which
// reads espeak-ng's own word events) and encode it with ffmpeg.

import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { alignWords } from '../../../server/providers/story/narration/align.mjs';

export { alignWords };

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const HELPER = path.join(HERE, '..', 'espeak_timed.py');

/** Run a command, resolve with stdout (Buffer); reject with stderr on failure. */
export function run(cmd, args, { input, quiet = true } = {}) {
  return new Promise((resolve, reject) => {
    const p = spawn(cmd, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out = [];
    const err = [];
    p.stdout.on('data', (d) => out.push(d));
    p.stderr.on('data', (d) => (quiet ? err.push(d) : process.stderr.write(d)));
    p.on('error', reject);
    p.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new Error(`${cmd} ${args.slice(0, 6).join(' ')}... exited ${code}: ${Buffer.concat(err).toString().slice(-800)}`));
    });
    if (input !== undefined) p.stdin.end(input);
    else p.stdin.end();
  });
}

/**
 * Synthesise many texts at once. jobs: [{text, wav, voice, rate, wordgap, leadMs, tailMs}]
 * Returns [{wav, durationMs, words: [{pos, len, startMs, endMs}]}] from espeak's events.
 */
export async function synthesise(jobs) {
  const out = await run('python3', [HELPER], { input: JSON.stringify(jobs) });
  return JSON.parse(out.toString());
}

/** WAV -> MP3 (mono, 22.05 kHz, CBR), bit-exact so reruns give identical files. */
export async function encodeMp3(wav, mp3, kbps = 32) {
  await run('ffmpeg', ['-y', '-v', 'error', '-i', wav, '-ac', '1', '-ar', '22050', '-c:a', 'libmp3lame', '-b:a', `${kbps}k`, '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:a', '+bitexact', '-id3v2_version', '0', mp3]);
}

/** Duration of a media file in ms (ffprobe). */
export async function probeDurationMs(file) {
  const out = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file]);
  return Math.round(parseFloat(out.toString()) * 1000);
}
