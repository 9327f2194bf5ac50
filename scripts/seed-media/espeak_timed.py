#!/usr/bin/env python3
"""Synthesise English text with libespeak-ng and report per-word timings.

Part of the Sprout English seed-media generator (see generate.mjs).
Needs: Debian `espeak-ng` (provides libespeak-ng.so.1) and `python3`.
Uses only the Python standard library (ctypes), no compiler or headers.

Input (stdin): JSON list of jobs
  [{"text": "...", "wav": "/abs/out.wav", "voice": "en-us+f3",
    "rate": 130, "wordgap": 0, "pitch": 50, "leadMs": 150, "tailMs": 250}]
Output (stdout): JSON list, one entry per job
  {"wav": ..., "sampleRate": 22050, "durationMs": ..., "words": [
      {"pos": 0, "len": 3, "startMs": .., "endMs": ..}]}
`pos`/`len` are character offsets into the job text (0-based), taken
from espeak-ng's own WORD events, whose `audio_position` is the
sample-accurate start of each word in the synthesised stream.  Word end
times are refined from the waveform: the last voiced 10 ms frame
before the next word starts (or before the end of the stream).
"""
import ctypes
import json
import struct
import sys
import wave

LIB = ctypes.CDLL("libespeak-ng.so.1")

AUDIO_OUTPUT_SYNCHRONOUS = 2
POS_CHARACTER = 1
espeakCHARS_UTF8 = 1
espeakENDPAUSE = 0x1000
EV_LIST_TERMINATED, EV_WORD, EV_SENTENCE, EV_MARK, EV_PLAY, EV_END, EV_MSG_TERMINATED = range(7)
P_RATE, P_VOLUME, P_PITCH, P_RANGE, P_PUNCT, P_CAPS, P_WORDGAP = 1, 2, 3, 4, 5, 6, 7


class Event(ctypes.Structure):
    _fields_ = [
        ("type", ctypes.c_int),
        ("unique_identifier", ctypes.c_uint),
        ("text_position", ctypes.c_int),
        ("length", ctypes.c_int),
        ("audio_position", ctypes.c_int),
        ("sample", ctypes.c_int),
        ("user_data", ctypes.c_void_p),
        ("id", ctypes.c_void_p),
    ]


CALLBACK = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int, ctypes.POINTER(Event))

state = {"samples": bytearray(), "events": []}


def _cb(wav, n, events):
    if n > 0 and wav:
        state["samples"] += ctypes.string_at(wav, n * 2)
    i = 0
    while True:
        ev = events[i]
        if ev.type == EV_LIST_TERMINATED:
            break
        if ev.type == EV_WORD:
            # text_position is 1-based (characters); sample is the absolute sample index
            state["events"].append((ev.text_position - 1, ev.length, ev.sample, ev.audio_position))
        i += 1
    return 0


cb = CALLBACK(_cb)
LIB.espeak_Initialize.restype = ctypes.c_int
SAMPLE_RATE = LIB.espeak_Initialize(AUDIO_OUTPUT_SYNCHRONOUS, 0, None, 0)
if SAMPLE_RATE <= 0:
    sys.exit("espeak_Initialize failed")
LIB.espeak_SetSynthCallback(cb)
LIB.espeak_SetVoiceByName.argtypes = [ctypes.c_char_p]
LIB.espeak_Synth.argtypes = [ctypes.c_char_p, ctypes.c_size_t, ctypes.c_uint, ctypes.c_int,
                             ctypes.c_uint, ctypes.c_uint, ctypes.c_void_p, ctypes.c_void_p]

FRAME_MS = 10


def frame_energy(pcm, sr):
    """Peak absolute amplitude per 10 ms frame."""
    n = len(pcm) // 2
    vals = struct.unpack("<%dh" % n, pcm)
    step = sr * FRAME_MS // 1000
    return [max((abs(v) for v in vals[i:i + step]), default=0) for i in range(0, n, step)]


def synth(job):
    state["samples"] = bytearray()
    state["events"] = []
    if LIB.espeak_SetVoiceByName(job.get("voice", "en-us").encode()) != 0:
        raise RuntimeError("unknown voice " + job.get("voice", ""))
    LIB.espeak_SetParameter(P_RATE, int(job.get("rate", 150)), 0)
    LIB.espeak_SetParameter(P_PITCH, int(job.get("pitch", 50)), 0)
    LIB.espeak_SetParameter(P_RANGE, int(job.get("range", 50)), 0)
    LIB.espeak_SetParameter(P_WORDGAP, int(job.get("wordgap", 0)), 0)
    LIB.espeak_SetParameter(P_VOLUME, int(job.get("volume", 100)), 0)
    text = job["text"].encode("utf-8")
    LIB.espeak_Synth(text, len(text) + 1, 0, POS_CHARACTER, 0, espeakCHARS_UTF8 | espeakENDPAUSE, None, None)
    LIB.espeak_Synchronize()
    pcm = bytes(state["samples"])
    sr = SAMPLE_RATE
    energy = frame_energy(pcm, sr)
    # about -38 dBFS for typical espeak-ng peaks: keeps quiet word endings (f, s, th)
    thr = max(250, int(max(energy or [0]) * 0.02))
    voiced = [e >= thr for e in energy]
    # trim synthesiser silence at both ends, then add fixed lead/tail silence
    first = next((i for i, v in enumerate(voiced) if v), 0)
    last = max((i for i, v in enumerate(voiced) if v), default=len(voiced) - 1)
    cut_start = max(0, first - 2) * FRAME_MS  # keep 20 ms before onset
    cut_end = min(len(voiced), last + 3) * FRAME_MS
    lead, tail = int(job.get("leadMs", 150)), int(job.get("tailMs", 250))

    def ms_to_byte(ms):
        return int(round(ms * sr / 1000.0)) * 2

    body = pcm[ms_to_byte(cut_start):ms_to_byte(cut_end)]
    out = b"\0" * ms_to_byte(lead) + body + b"\0" * ms_to_byte(tail)
    with wave.open(job["wav"], "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(sr)
        w.writeframes(out)
    duration = len(out) / 2 / sr * 1000.0
    shift = lead - cut_start  # ms to add to positions in the original stream

    evs = sorted(state["events"], key=lambda e: e[2])
    words = []
    for k, (pos, ln, sample, apos) in enumerate(evs):
        start = sample * 1000.0 / sr
        nxt = evs[k + 1][2] * 1000.0 / sr if k + 1 < len(evs) else len(energy) * FRAME_MS
        # word end: last voiced frame before the next word (pauses are not part of a word)
        f0, f1 = int(start // FRAME_MS), int(nxt // FRAME_MS)
        lastv = None
        for f in range(min(f1, len(voiced)) - 1, f0 - 1, -1):
            if voiced[f]:
                lastv = f
                break
        end = nxt if lastv is None else min(nxt, (lastv + 1) * FRAME_MS)
        if k + 1 == len(evs):
            end = min(end, cut_end)
        words.append({"pos": pos, "len": ln,
                      "startMs": round(max(0.0, start + shift)),
                      "endMs": round(max(start + 40, end) + shift)})
    return {"wav": job["wav"], "sampleRate": sr, "durationMs": round(duration), "words": words}


def main():
    jobs = json.load(sys.stdin)
    out = [synth(j) for j in jobs]
    json.dump(out, sys.stdout)


if __name__ == "__main__":
    main()
