import { DUBBING_SAMPLE_RATE } from '../constants/dubbings';

/**
 * A RIFF/WAVE file of 16-bit little-endian PCM, mono, from samples in
 * [-1, 1] (clipped): the one format the dubbing upload accepts.
 */
export function encodeWavPcm16(samples: Float32Array, sampleRate: number = DUBBING_SAMPLE_RATE): ArrayBuffer {
  const dataSize = samples.length * 2;
  const buffer = new ArrayBuffer(44 + dataSize);
  const view = new DataView(buffer);
  const tag = (at: number, text: string) => {
    for (let i = 0; i < 4; i++) view.setUint8(at + i, text.charCodeAt(i));
  };
  tag(0, 'RIFF');
  view.setUint32(4, 36 + dataSize, true);
  tag(8, 'WAVE');
  tag(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  tag(36, 'data');
  view.setUint32(40, dataSize, true);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i]));
    view.setInt16(44 + i * 2, s < 0 ? Math.round(s * 0x8000) : Math.round(s * 0x7fff), true);
  }
  return buffer;
}

/**
 * A browser recording (whatever MediaRecorder made: webm/opus, mp4/aac…) as
 * the upload's WAV: decoded with the Web Audio API, down-mixed to mono and
 * resampled to 16 kHz by an OfflineAudioContext, cut to `maxSeconds`, then
 * encoded as PCM16.
 */
export async function recordingToWav(recording: Blob, maxSeconds: number): Promise<{ wav: Blob; durationMs: number }> {
  const decoder = new AudioContext();
  let decoded: AudioBuffer;
  try {
    decoded = await decoder.decodeAudioData(await recording.arrayBuffer());
  } finally {
    void decoder.close();
  }
  // A recording stopped at the limit may run a few milliseconds over it: the upload keeps to the limit.
  const frames = Math.max(1, Math.min(Math.ceil(decoded.duration * DUBBING_SAMPLE_RATE), maxSeconds * DUBBING_SAMPLE_RATE));
  // A mono destination down-mixes the source's channels (the Web Audio "speakers" rules).
  const offline = new OfflineAudioContext(1, frames, DUBBING_SAMPLE_RATE);
  const source = offline.createBufferSource();
  source.buffer = decoded;
  source.connect(offline.destination);
  source.start();
  const rendered = await offline.startRendering();
  const samples = rendered.getChannelData(0);
  return {
    wav: new Blob([encodeWavPcm16(samples, DUBBING_SAMPLE_RATE)], { type: 'audio/wav' }),
    durationMs: Math.round((samples.length / DUBBING_SAMPLE_RATE) * 1000),
  };
}
