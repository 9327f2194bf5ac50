'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

import { recordingToWav } from '@/lib/dubbing/wav';

/** idle: nothing running; starting: asking for the microphone; recording; processing: turning the take into a WAV. */
export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'processing';

/** Why recording failed: the microphone was refused, none is there or it broke, or the browser cannot record. */
export type RecorderFailure = 'denied' | 'unavailable' | 'unsupported';

export interface Take {
  wav: Blob;
  durationMs: number;
}

interface Options {
  /** the longest take; recording stops by itself there */
  maxSeconds: number;
  onTake: (take: Take) => void;
  onFailure: (failure: RecorderFailure) => void;
}

function failureOf(error: unknown): RecorderFailure {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  return 'unavailable';
}

/**
 * The microphone: MediaRecorder for the take, an AnalyserNode for the level
 * meter (0..1, updated every animation frame), and a countdown of the seconds
 * left that stops the recording at `maxSeconds`. A finished take is turned
 * into the upload's 16 kHz mono WAV before `onTake` gets it.
 */
export function useRecorder({ maxSeconds, onTake, onFailure }: Options) {
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [level, setLevel] = useState(0);
  const [secondsLeft, setSecondsLeft] = useState(maxSeconds);
  const latest = useRef({ onTake, onFailure, maxSeconds });
  const running = useRef<{ recorder: MediaRecorder; stream: MediaStream; context: AudioContext; frame: number; timer: ReturnType<typeof setInterval> } | null>(null);

  useEffect(() => {
    latest.current = { onTake, onFailure, maxSeconds };
  });

  const release = useCallback(() => {
    const r = running.current;
    if (!r) return;
    running.current = null;
    cancelAnimationFrame(r.frame);
    clearInterval(r.timer);
    r.stream.getTracks().forEach((track) => track.stop());
    void r.context.close().catch(() => undefined);
    setLevel(0);
  }, []);

  const stop = useCallback(() => {
    const r = running.current;
    if (r && r.recorder.state !== 'inactive') r.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (running.current) return;
    if (typeof MediaRecorder === 'undefined' || !navigator.mediaDevices?.getUserMedia) {
      latest.current.onFailure('unsupported');
      return;
    }
    setPhase('starting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true } });
    } catch (error) {
      setPhase('idle');
      latest.current.onFailure(failureOf(error));
      return;
    }
    const chunks: Blob[] = [];
    let recorder: MediaRecorder;
    let context: AudioContext;
    try {
      recorder = new MediaRecorder(stream);
      context = new AudioContext();
    } catch {
      stream.getTracks().forEach((track) => track.stop());
      setPhase('idle');
      latest.current.onFailure('unsupported');
      return;
    }
    const analyser = context.createAnalyser();
    analyser.fftSize = 1024;
    context.createMediaStreamSource(stream).connect(analyser);
    const buffer = new Float32Array(analyser.fftSize);
    const tick = () => {
      analyser.getFloatTimeDomainData(buffer);
      let sum = 0;
      for (const v of buffer) sum += v * v;
      // RMS, scaled so speech at a normal distance fills most of the meter.
      setLevel(Math.min(1, Math.sqrt(sum / buffer.length) * 4));
      if (running.current) running.current.frame = requestAnimationFrame(tick);
    };
    const deadline = Date.now() + latest.current.maxSeconds * 1000;
    setSecondsLeft(latest.current.maxSeconds);
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) stop();
    }, 200);

    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onerror = () => {
      release();
      setPhase('idle');
      latest.current.onFailure('unavailable');
    };
    recorder.onstop = () => {
      release();
      setPhase('processing');
      recordingToWav(new Blob(chunks, { type: recorder.mimeType }), latest.current.maxSeconds)
        .then((take) => latest.current.onTake(take))
        .catch(() => latest.current.onFailure('unavailable'))
        .finally(() => setPhase('idle'));
    };
    // A microphone unplugged mid-take ends its track: stop and keep what was recorded.
    stream.getAudioTracks().forEach((track) => track.addEventListener('ended', () => stop()));
    running.current = { recorder, stream, context, frame: requestAnimationFrame(tick), timer };
    recorder.start(250);
    setPhase('recording');
  }, [release, stop]);

  // Leaving the page mid-take lets go of the microphone.
  useEffect(
    () => () => {
      const r = running.current;
      if (r) {
        r.recorder.onstop = null;
        if (r.recorder.state !== 'inactive') r.recorder.stop();
      }
      release();
    },
    [release],
  );

  return { phase, level, secondsLeft, start, stop };
}
