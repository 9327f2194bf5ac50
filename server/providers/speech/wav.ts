import type { PcmAudio } from './types';

/** The only audio the server accepts: RIFF/WAVE, PCM 16-bit little-endian, mono, 16 kHz. */
export const WAV_SAMPLE_RATE = 16_000;
export const MIN_SECONDS = 0.3;
export const DEFAULT_MAX_SECONDS = 60;

export type SpeechAudioReason = 'format' | 'empty' | 'tooLong';

/** A WAV upload that is not what the contract accepts: not PCM16 mono 16 kHz, shorter than 0.3 s, or too long. */
export class SpeechAudioError extends Error {
  readonly reason: SpeechAudioReason;
  constructor(reason: SpeechAudioReason, message: string) {
    super(message);
    this.name = 'SpeechAudioError';
    this.reason = reason;
  }
}

const PCM = 1;
const EXTENSIBLE = 0xfffe;

function tag(view: DataView, at: number): string {
  return String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
}

/**
 * Parses a WAV upload by its content (not its name or type); throws
 * SpeechAudioError('format' | 'empty' | 'tooLong') unless it is RIFF/WAVE
 * PCM16 mono 16 kHz with 0.3 s .. maxSeconds (default 60) of audio. The
 * length is checked from the header before any sample is copied.
 */
export function decodeWav(bytes: Uint8Array, opts: { maxSeconds?: number } = {}): PcmAudio {
  const maxSeconds = opts.maxSeconds ?? DEFAULT_MAX_SECONDS;
  if (bytes.byteLength < 12) throw new SpeechAudioError(bytes.byteLength === 0 ? 'empty' : 'format', 'not a WAV file');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (tag(view, 0) !== 'RIFF' || tag(view, 8) !== 'WAVE') throw new SpeechAudioError('format', 'not a RIFF/WAVE file');

  let format: { code: number; channels: number; rate: number; bits: number; blockAlign: number } | undefined;
  let at = 12;
  while (at + 8 <= bytes.byteLength) {
    const id = tag(view, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + size > bytes.byteLength) throw new SpeechAudioError('format', 'truncated fmt chunk');
      let code = view.getUint16(body, true);
      // WAVE_FORMAT_EXTENSIBLE names the real format in the first two bytes of its sub-format GUID.
      if (code === EXTENSIBLE && size >= 40) code = view.getUint16(body + 24, true);
      format = {
        code,
        channels: view.getUint16(body + 2, true),
        rate: view.getUint32(body + 4, true),
        blockAlign: view.getUint16(body + 12, true),
        bits: view.getUint16(body + 14, true),
      };
    } else if (id === 'data') {
      if (!format) throw new SpeechAudioError('format', 'data before fmt');
      if (format.code !== PCM || format.channels !== 1 || format.rate !== WAV_SAMPLE_RATE || format.bits !== 16 || format.blockAlign !== 2) {
        throw new SpeechAudioError('format', 'WAV must be PCM 16-bit mono 16 kHz');
      }
      const available = bytes.byteLength - body;
      if (size > available) throw new SpeechAudioError('format', 'truncated data chunk');
      const count = Math.floor(size / 2);
      if (count > maxSeconds * WAV_SAMPLE_RATE) throw new SpeechAudioError('tooLong', `longer than ${maxSeconds} s`);
      if (count < MIN_SECONDS * WAV_SAMPLE_RATE) throw new SpeechAudioError('empty', `shorter than ${MIN_SECONDS} s`);
      const samples = new Float32Array(count);
      for (let i = 0; i < count; i++) samples[i] = view.getInt16(body + i * 2, true) / 32768;
      return { sampleRate: WAV_SAMPLE_RATE, samples };
    }
    // Chunks are padded to an even length.
    at = body + size + (size & 1);
  }
  throw new SpeechAudioError('format', format ? 'no data chunk' : 'no fmt chunk');
}

/** Writes mono PCM16 16 kHz WAV bytes (used by tests, benches and fixtures). */
export function encodeWav(audio: PcmAudio): Uint8Array {
  const count = audio.samples.length;
  const out = new Uint8Array(44 + count * 2);
  const view = new DataView(out.buffer);
  const put = (at: number, text: string) => { for (let i = 0; i < 4; i++) out[at + i] = text.charCodeAt(i); };
  put(0, 'RIFF');
  view.setUint32(4, 36 + count * 2, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, PCM, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, audio.sampleRate, true);
  view.setUint32(28, audio.sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  put(36, 'data');
  view.setUint32(40, count * 2, true);
  for (let i = 0; i < count; i++) {
    const s = Math.max(-1, Math.min(1, audio.samples[i]));
    view.setInt16(44 + i * 2, Math.round(s < 0 ? s * 32768 : s * 32767), true);
  }
  return out;
}
