// The storyteller's voice, a door of its own (`@dreamweaver/storyteller/speech`): offline narration
// in separate processes, and the WAV helpers the product's recorded voices share with it.

export { SpeechFailedError } from './speak/speech-error.ts';
export { defaultSpeechOptions } from './speak/speech-options.ts';
export {
  configureSpeech,
  recycleSpeech,
  speechStats,
  stopSpeech,
  synthesiseNarration,
  synthesiseSpeech,
  warmUpSpeech,
} from './speak/speech.ts';
export { encodeWav16, silenceRuns } from './speak/narration-audio.ts';
