// The fake OpenAI server's speech (fake-openai-server.ts): a whole MP3 of silence as long as a
// narration of the text would be, so the pipeline's check (audio-check.ts) takes it at the first
// try, as it takes a real speech server's. Built from one MPEG-1 Layer III frame (32 kbit/s,
// 32 kHz, mono: 144 bytes, 1,152 samples = 36 ms) whose side information is all zeros: silence.

const FRAME = Buffer.concat([Buffer.from([0xff, 0xfb, 0x18, 0xc0]), Buffer.alloc(140)]);
const FRAME_SECONDS = 1152 / 32_000;
/** A little more than a person's pace (the check wants at least 0.03 s per letter). */
const SECONDS_PER_LETTER = 0.06;

/** A whole, silent MP3 long enough to be a narration of `text`. */
export function silentMp3For(text: string): Buffer {
  const letters = text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
  const frames = Math.max(1, Math.ceil((letters * SECONDS_PER_LETTER) / FRAME_SECONDS));
  return Buffer.concat(Array.from({ length: frames }, () => FRAME));
}
