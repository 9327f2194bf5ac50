/** decodeWav (#15): only RIFF/WAVE PCM 16-bit mono 16 kHz of 0.3 s up to the maximum length is accepted. */
import { decodeWav, encodeWav, SpeechAudioError } from '@/server/providers/speech/wav';

interface WavOptions { channels?: number; rate?: number; bits?: number; format?: number; seconds?: number; extraChunk?: boolean }

/** A WAV file written field by field, so each field can be wrong on purpose. */
function wav({ channels = 1, rate = 16_000, bits = 16, format = 1, seconds = 1, extraChunk = false }: WavOptions = {}): Uint8Array {
  const blockAlign = (channels * bits) / 8;
  const dataBytes = Math.round(seconds * rate) * blockAlign;
  const extra = extraChunk ? 8 + 5 + 1 : 0; // a 'LIST' chunk of odd length, padded
  const out = new Uint8Array(44 + extra + dataBytes);
  const view = new DataView(out.buffer);
  const put = (at: number, text: string) => { for (let i = 0; i < 4; i++) out[at + i] = text.charCodeAt(i); };
  put(0, 'RIFF');
  view.setUint32(4, out.length - 8, true);
  put(8, 'WAVE');
  put(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, format, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, bits, true);
  let at = 36;
  if (extraChunk) {
    put(at, 'LIST');
    view.setUint32(at + 4, 5, true);
    at += 14;
  }
  put(at, 'data');
  view.setUint32(at + 4, dataBytes, true);
  // A 440 Hz tone at half scale.
  for (let i = 0; i < dataBytes / 2; i++) view.setInt16(at + 8 + i * 2, Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 16_384), true);
  return out;
}

function reason(bytes: Uint8Array, opts?: { maxSeconds?: number }): string {
  try {
    decodeWav(bytes, opts);
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(SpeechAudioError);
    return (error as SpeechAudioError).reason;
  }
}

describe('decodeWav', () => {
  it('decodes PCM16 mono 16 kHz to samples in [-1, 1]', () => {
    const audio = decodeWav(wav({ seconds: 1.5 }));
    expect(audio.sampleRate).toBe(16_000);
    expect(audio.samples.length).toBe(24_000);
    expect(Math.max(...audio.samples)).toBeCloseTo(0.5, 3);
    expect(audio.samples[0]).toBe(0);
  });

  it('skips other chunks (padded to an even length) before the data', () => {
    expect(decodeWav(wav({ extraChunk: true })).samples.length).toBe(16_000);
  });

  it('reads back what encodeWav writes', () => {
    const samples = Float32Array.from({ length: 8000 }, (_, i) => Math.sin(i / 7) * 0.8);
    const back = decodeWav(encodeWav({ sampleRate: 16_000, samples }));
    expect(back.samples.length).toBe(8000);
    expect(Math.max(...back.samples.map((v, i) => Math.abs(v - samples[i])))).toBeLessThan(1e-4);
  });

  it.each([
    ['stereo', wav({ channels: 2 })],
    ['44.1 kHz', wav({ rate: 44_100 })],
    ['8 kHz', wav({ rate: 8000 })],
    ['8-bit', wav({ bits: 8 })],
    ['32-bit float', wav({ format: 3, bits: 32 })],
    ['not RIFF (an MP3 header)', Uint8Array.from([0x49, 0x44, 0x33, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])],
    ['RIFF but not WAVE', (() => { const b = wav(); b.set([65, 86, 73, 32], 8); return b; })()],
    ['a truncated header', wav().subarray(0, 30)],
    ['a header without data chunk', wav().subarray(0, 36)],
    ['data cut short of its declared length', wav({ seconds: 1 }).subarray(0, 20_000)],
  ])('rejects %s as format', (_name, bytes) => {
    expect(reason(bytes)).toBe('format');
  });

  it.each([
    ['no bytes', new Uint8Array(0)],
    ['no samples', wav({ seconds: 0 })],
    ['0.2 s', wav({ seconds: 0.2 })],
  ])('rejects %s as empty', (_name, bytes) => {
    expect(reason(bytes)).toBe('empty');
  });

  it('accepts 0.3 s and up to the maximum length, rejects longer as tooLong', () => {
    expect(reason(wav({ seconds: 0.3 }))).toBe('accepted');
    expect(reason(wav({ seconds: 60 }))).toBe('accepted');
    expect(reason(wav({ seconds: 60.1 }))).toBe('tooLong');
    expect(reason(wav({ seconds: 5 }), { maxSeconds: 4 })).toBe('tooLong');
  });
});
