/**
 * The signal processing behind the local speech assessor: resampling, frame
 * energy and zero crossings for voice-activity detection, MFCC features and
 * a slope-constrained subsequence DTW. Plain typed-array code, no
 * dependencies, deterministic (no randomness, fixed iteration order).
 */
import type { PcmAudio } from './types';

export const SAMPLE_RATE = 16_000;
/** 25 ms frames every 10 ms. */
export const FRAME = 400;
export const HOP = 160;
export const FRAME_MS = (HOP / SAMPLE_RATE) * 1000;
const FFT_SIZE = 512;
const MEL_BANDS = 26;
const MFCC_COUNT = 13;
const MEL_LOW_HZ = 60;
const MEL_HIGH_HZ = 7600;

/**
 * Resamples mono audio with a windowed-sinc (Blackman, 16 zero crossings
 * each side) low-pass at the lower of the two Nyquist frequencies, so that
 * 22.05 kHz narrations lose their 8..11 kHz band instead of folding it back.
 */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to) return samples;
  const ratio = to / from;
  const cutoff = Math.min(1, ratio); // relative to the input's Nyquist frequency
  const zeros = 16;
  const half = Math.ceil(zeros / cutoff);
  const out = new Float32Array(Math.floor(samples.length * ratio));
  for (let n = 0; n < out.length; n++) {
    const centre = n / ratio;
    const first = Math.max(0, Math.ceil(centre - half));
    const last = Math.min(samples.length - 1, Math.floor(centre + half));
    let sum = 0;
    let weight = 0;
    for (let k = first; k <= last; k++) {
      const x = (k - centre) * cutoff;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
      const w = 0.42 + 0.5 * Math.cos((Math.PI * (k - centre)) / half) + 0.08 * Math.cos((2 * Math.PI * (k - centre)) / half);
      const h = sinc * w;
      sum += samples[k] * h;
      weight += h;
    }
    out[n] = weight === 0 ? 0 : sum / weight;
  }
  return out;
}

/** The audio at 16 kHz (already there for uploads; the narrations are 22.05 kHz MP3). */
export function to16k(audio: PcmAudio): Float32Array {
  return resample(audio.samples, audio.sampleRate, SAMPLE_RATE);
}

export function frameCount(length: number): number {
  return length < FRAME ? 0 : 1 + Math.floor((length - FRAME) / HOP);
}

/** Per frame: level in dBFS (RMS) and zero-crossing rate (crossings per sample). */
export function frameLevels(samples: Float32Array): { db: Float32Array; zcr: Float32Array } {
  const count = frameCount(samples.length);
  const db = new Float32Array(count);
  const zcr = new Float32Array(count);
  for (let f = 0; f < count; f++) {
    const start = f * HOP;
    let energy = 0;
    let mean = 0;
    for (let i = 0; i < FRAME; i++) mean += samples[start + i];
    mean /= FRAME;
    let crossings = 0;
    let previous = samples[start] - mean;
    for (let i = 0; i < FRAME; i++) {
      const v = samples[start + i] - mean;
      energy += v * v;
      if ((v >= 0) !== (previous >= 0)) crossings++;
      previous = v;
    }
    db[f] = 10 * Math.log10(energy / FRAME + 1e-12);
    zcr[f] = crossings / FRAME;
  }
  return { db, zcr };
}

/** Frames quieter than this are never speech (about a whisper at arm's length on a phone). */
export const ABSOLUTE_FLOOR_DB = -50;
/** A speech frame stands this far above the recording's own noise floor. */
const ABOVE_NOISE_DB = 12;
/** Quiet frames with this many zero crossings are taken as fricatives ("s", "f") when next to speech. */
const FRICATIVE_ZCR = 0.25;

export interface VoiceActivity {
  speech: Uint8Array;
  /** The level a speech frame had to reach (dBFS). */
  thresholdDb: number;
  /** Mean level of the speech frames (dBFS), -Infinity without any. */
  speechDb: number;
}

/**
 * Energy/zero-crossing voice-activity detection. The noise floor is the
 * recording's 10th-percentile frame level, so steady noise (a fan, hiss)
 * never counts as speech however loud; a frame is speech when it stands
 * 12 dB above that floor and above -50 dBFS, or when it is a quiet
 * high-zero-crossing frame (a fricative) beside such a frame. Gaps under
 * 120 ms are bridged and bursts under 60 ms dropped.
 */
export function detectVoice(samples: Float32Array): VoiceActivity {
  const { db, zcr } = frameLevels(samples);
  const count = db.length;
  const speech = new Uint8Array(count);
  if (count === 0) return { speech, thresholdDb: 0, speechDb: -Infinity };
  const sorted = Array.from(db).sort((a, b) => a - b);
  const floor = Math.max(-90, sorted[Math.floor(count * 0.1)]);
  const threshold = Math.max(ABSOLUTE_FLOOR_DB, floor + ABOVE_NOISE_DB);
  for (let f = 0; f < count; f++) speech[f] = db[f] >= threshold ? 1 : 0;
  // Fricatives: quieter, noisy frames directly next to voiced speech.
  const fricativeLevel = Math.max(ABSOLUTE_FLOOR_DB, floor + ABOVE_NOISE_DB / 2);
  for (let pass = 0; pass < 2; pass++) {
    for (let f = 0; f < count; f++) {
      if (speech[f] || zcr[f] < FRICATIVE_ZCR || db[f] < fricativeLevel) continue;
      if ((f > 0 && speech[f - 1]) || (f + 1 < count && speech[f + 1])) speech[f] = 1;
    }
  }
  fillRuns(speech, 0, 12); // bridge gaps < 120 ms
  fillRuns(speech, 1, 6); // drop bursts < 60 ms
  let sum = 0;
  let n = 0;
  for (let f = 0; f < count; f++) if (speech[f]) { sum += db[f]; n++; }
  return { speech, thresholdDb: threshold, speechDb: n ? sum / n : -Infinity };
}

/** Flips inner runs of `value` shorter than `minLength` frames (runs touching either end stay). */
function fillRuns(mask: Uint8Array, value: 0 | 1, minLength: number): void {
  let f = 0;
  while (f < mask.length) {
    if (mask[f] !== value) { f++; continue; }
    const start = f;
    while (f < mask.length && mask[f] === value) f++;
    if (start > 0 && f < mask.length && f - start < minLength) mask.fill(value === 1 ? 0 : 1, start, f);
  }
}

// ---- MFCC ----

const hamming = Float32Array.from({ length: FRAME }, (_, i) => 0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (FRAME - 1)));
const bitReverse = (() => {
  const bits = Math.log2(FFT_SIZE);
  return Uint16Array.from({ length: FFT_SIZE }, (_, i) => {
    let r = 0;
    for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
    return r;
  });
})();
const cosTable = Float64Array.from({ length: FFT_SIZE / 2 }, (_, i) => Math.cos((-2 * Math.PI * i) / FFT_SIZE));
const sinTable = Float64Array.from({ length: FFT_SIZE / 2 }, (_, i) => Math.sin((-2 * Math.PI * i) / FFT_SIZE));

/** In-place iterative radix-2 FFT of FFT_SIZE points. */
function fft(re: Float64Array, im: Float64Array): void {
  for (let i = 0; i < FFT_SIZE; i++) {
    const j = bitReverse[i];
    if (j > i) {
      const tr = re[i]; re[i] = re[j]; re[j] = tr;
      const ti = im[i]; im[i] = im[j]; im[j] = ti;
    }
  }
  for (let size = 2; size <= FFT_SIZE; size <<= 1) {
    const halfSize = size >> 1;
    const step = FFT_SIZE / size;
    for (let start = 0; start < FFT_SIZE; start += size) {
      for (let k = 0; k < halfSize; k++) {
        const wr = cosTable[k * step];
        const wi = sinTable[k * step];
        const a = start + k;
        const b = a + halfSize;
        const xr = re[b] * wr - im[b] * wi;
        const xi = re[b] * wi + im[b] * wr;
        re[b] = re[a] - xr; im[b] = im[a] - xi;
        re[a] += xr; im[a] += xi;
      }
    }
  }
}

const melOf = (hz: number) => 2595 * Math.log10(1 + hz / 700);
const hzOf = (mel: number) => 700 * (10 ** (mel / 2595) - 1);
/** Triangular mel filters over the FFT bins, each as [first bin, weights]. */
const melFilters: { first: number; weights: Float64Array }[] = (() => {
  const low = melOf(MEL_LOW_HZ);
  const high = melOf(MEL_HIGH_HZ);
  const edges = Array.from({ length: MEL_BANDS + 2 }, (_, i) => (hzOf(low + ((high - low) * i) / (MEL_BANDS + 1)) * FFT_SIZE) / SAMPLE_RATE);
  return Array.from({ length: MEL_BANDS }, (_, m) => {
    const [left, centre, right] = [edges[m], edges[m + 1], edges[m + 2]];
    const first = Math.ceil(left);
    const last = Math.floor(right);
    const weights = new Float64Array(Math.max(0, last - first + 1));
    for (let bin = first; bin <= last; bin++) {
      weights[bin - first] = bin <= centre ? (bin - left) / (centre - left) : (right - bin) / (right - centre);
    }
    return { first, weights };
  });
})();
const dct = Float64Array.from({ length: MFCC_COUNT * MEL_BANDS }, (_, k) => {
  const c = Math.floor(k / MEL_BANDS);
  const m = k % MEL_BANDS;
  return Math.cos((Math.PI * c * (m + 0.5)) / MEL_BANDS);
});

/**
 * 13 MFCCs a frame (pre-emphasis 0.97, Hamming window, 512-point FFT, 26 mel
 * bands 60..7600 Hz, log, DCT-II), row-major: frame f is [f*13, f*13+13).
 */
export function mfcc(samples: Float32Array): Float32Array {
  const count = frameCount(samples.length);
  const out = new Float32Array(count * MFCC_COUNT);
  const re = new Float64Array(FFT_SIZE);
  const im = new Float64Array(FFT_SIZE);
  const power = new Float64Array(FFT_SIZE / 2 + 1);
  const logMel = new Float64Array(MEL_BANDS);
  for (let f = 0; f < count; f++) {
    const start = f * HOP;
    re.fill(0);
    im.fill(0);
    for (let i = 0; i < FRAME; i++) {
      const previous = start + i > 0 ? samples[start + i - 1] : 0;
      re[i] = (samples[start + i] - 0.97 * previous) * hamming[i];
    }
    fft(re, im);
    for (let k = 0; k <= FFT_SIZE / 2; k++) power[k] = re[k] * re[k] + im[k] * im[k];
    for (let m = 0; m < MEL_BANDS; m++) {
      const { first, weights } = melFilters[m];
      let sum = 0;
      for (let i = 0; i < weights.length; i++) sum += power[first + i] * weights[i];
      logMel[m] = Math.log(sum + 1e-10);
    }
    for (let c = 0; c < MFCC_COUNT; c++) {
      let sum = 0;
      for (let m = 0; m < MEL_BANDS; m++) sum += logMel[m] * dct[c * MEL_BANDS + m];
      out[f * MFCC_COUNT + c] = sum;
    }
  }
  return out;
}

/** Feature dimensions used for matching: c1..c12 and their deltas (c0, the level, is left out). */
export const FEATURE_DIM = 24;

/**
 * The matching features of the chosen frames: c1..c12 and their deltas
 * (±2 frames, over the whole recording), then cepstral mean and variance
 * normalisation over the chosen (speech) frames, so a different microphone,
 * room or voice level moves no feature's average.
 */
export function speechFeatures(cepstra: Float32Array, frames: number[]): Float32Array {
  const count = cepstra.length / MFCC_COUNT;
  const out = new Float32Array(frames.length * FEATURE_DIM);
  const at = (f: number, c: number) => cepstra[Math.min(count - 1, Math.max(0, f)) * MFCC_COUNT + c];
  frames.forEach((f, row) => {
    for (let c = 1; c < MFCC_COUNT; c++) {
      out[row * FEATURE_DIM + c - 1] = at(f, c);
      const delta = (at(f + 1, c) - at(f - 1, c) + 2 * (at(f + 2, c) - at(f - 2, c))) / 10;
      out[row * FEATURE_DIM + 11 + c] = delta;
    }
  });
  for (let d = 0; d < FEATURE_DIM; d++) {
    let mean = 0;
    for (let r = 0; r < frames.length; r++) mean += out[r * FEATURE_DIM + d];
    mean /= frames.length || 1;
    let variance = 0;
    for (let r = 0; r < frames.length; r++) variance += (out[r * FEATURE_DIM + d] - mean) ** 2;
    const scale = 1 / Math.sqrt(variance / (frames.length || 1) + 1e-8);
    for (let r = 0; r < frames.length; r++) out[r * FEATURE_DIM + d] = (out[r * FEATURE_DIM + d] - mean) * scale;
  }
  return out;
}

// ---- DTW ----

export interface Alignment {
  /** For each query frame, the reference frame it is matched with (non-decreasing). */
  path: Int32Array;
  /** The distance of each query frame to its matched reference frame. */
  cost: Float32Array;
  /** Mean distance of query frames to all reference frames (what a match by chance costs). */
  chanceCost: number;
}

/**
 * Subsequence DTW of a query (the recording) against a reference: the query
 * is matched whole, the reference from any start to any end, with steps
 * (1,1), (1,2) and (2,1), so the local speed stays within ½..2 times the
 * reference's and a run of frames cannot collapse onto one. Each query frame
 * is paid for once, so the costs of different end points compare fairly.
 * The query must not be longer than twice the reference (the caller
 * decimates it).
 */
export function alignSubsequence(query: Float32Array, reference: Float32Array, dim: number): Alignment {
  const n = query.length / dim;
  const m = reference.length / dim;
  const dist = new Float32Array(n * m);
  let total = 0;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < m; j++) {
      let s = 0;
      for (let d = 0; d < dim; d++) {
        const x = query[i * dim + d] - reference[j * dim + d];
        s += x * x;
      }
      const v = Math.sqrt(s / dim);
      dist[i * m + j] = v;
      total += v;
    }
  }
  const chanceCost = total / (n * m);
  const acc = new Float64Array(n * m).fill(Infinity);
  // 0: diagonal, 1: reference skips one, 2: query takes two frames
  const from = new Uint8Array(n * m);
  for (let j = 0; j < m; j++) acc[j] = dist[j];
  for (let i = 1; i < n; i++) {
    for (let j = 1; j < m; j++) {
      let best = acc[(i - 1) * m + j - 1];
      let step = 0;
      if (j >= 2 && acc[(i - 1) * m + j - 2] < best) { best = acc[(i - 1) * m + j - 2]; step = 1; }
      if (i >= 2) {
        const v = acc[(i - 2) * m + j - 1] + dist[(i - 1) * m + j];
        if (v < best) { best = v; step = 2; }
      }
      if (best === Infinity) continue;
      acc[i * m + j] = best + dist[i * m + j];
      from[i * m + j] = step;
    }
  }
  let end = 0;
  for (let j = 1; j < m; j++) if (acc[(n - 1) * m + j] < acc[(n - 1) * m + end]) end = j;
  const path = new Int32Array(n);
  const cost = new Float32Array(n);
  let i = n - 1;
  let j = end;
  while (i >= 0) {
    path[i] = j;
    cost[i] = dist[i * m + j];
    if (i === 0) break;
    const step = from[i * m + j];
    if (step === 2) {
      path[i - 1] = j;
      cost[i - 1] = dist[(i - 1) * m + j];
      i -= 2;
      j -= 1;
    } else {
      i -= 1;
      j -= step === 1 ? 2 : 1;
    }
  }
  return { path, cost, chanceCost };
}
