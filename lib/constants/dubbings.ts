/** The longest recording of one page, in seconds: the recorder stops there, the server refuses longer. */
export const DUBBING_PAGE_MAX_SECONDS = 30;
/** Sample rate of every uploaded page (16 kHz mono PCM16, see docs/decisions.md). */
export const DUBBING_SAMPLE_RATE = 16_000;
/** The largest WAV upload: 30 s of 16 kHz mono 16-bit audio (960,000 bytes) plus room for its header chunks. */
export const DUBBING_PAGE_MAX_BYTES = 1_000_000;
/** Finished dubbings in the user square's "recent dubbing" section. */
export const SQUARE_DUBBINGS = 8;
/** What practise tips exist; the UI's texts are `Dubbing.tips.<code>`. */
export const DUBBING_TIPS = ['readWholePage', 'speakUp', 'slowDown', 'keepGoing', 'fewerPauses', 'practiseWords', 'greatReading'] as const;
export type DubbingTip = (typeof DUBBING_TIPS)[number];
