/**
 * The browser side of the dubbing upload format: what `encodeWavPcm16` writes
 * is exactly what the server's parser accepts (16 kHz mono PCM16), samples
 * round-trip within one PCM step, and out-of-range samples are clipped.
 */
import { encodeWavPcm16 } from '@/lib/dubbing/wav';
import { decodeWav } from '@/server/providers/speech/wav';

describe('encodeWavPcm16', () => {
  test('writes a 44-byte RIFF/WAVE PCM16 mono 16 kHz header and the samples', () => {
    const samples = new Float32Array(16_000).map((_, i) => 0.5 * Math.sin((i * 2 * Math.PI * 440) / 16_000));
    const bytes = new Uint8Array(encodeWavPcm16(samples));
    expect(bytes.byteLength).toBe(44 + 32_000);
    const view = new DataView(bytes.buffer);
    expect(String.fromCharCode(...bytes.subarray(0, 4))).toBe('RIFF');
    expect(String.fromCharCode(...bytes.subarray(8, 16))).toBe('WAVEfmt ');
    expect([view.getUint16(20, true), view.getUint16(22, true), view.getUint32(24, true), view.getUint16(34, true)]).toEqual([1, 1, 16_000, 16]);

    const decoded = decodeWav(bytes, { maxSeconds: 30 });
    expect(decoded.sampleRate).toBe(16_000);
    expect(decoded.samples).toHaveLength(16_000);
    for (let i = 0; i < samples.length; i += 97) expect(Math.abs(decoded.samples[i] - samples[i])).toBeLessThan(1 / 16_000);
  });

  test('clips samples outside [-1, 1]', () => {
    const view = new DataView(encodeWavPcm16(new Float32Array([2, -2, 1, -1, 0])));
    expect([0, 1, 2, 3, 4].map((i) => view.getInt16(44 + i * 2, true))).toEqual([32767, -32768, 32767, -32768, 0]);
  });
});
