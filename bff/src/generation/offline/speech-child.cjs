'use strict';
// The speech process: meSpeak (eSpeak compiled to JavaScript, GPL-3.0) in a child process of its
// own, started and recycled by speech.ts. meSpeak grows its arrays on every call until V8 aborts
// the whole process ("Fatal JavaScript invalid size error"), which a worker thread cannot contain;
// here it only costs this process. Plain CommonJS so it starts without a TypeScript loader.
//
// argv[2]: the directory of the mespeak package. Messages in: { id, text, voice } where text is
// SSML and voice is { voice, variant, speed, pitch, wordgap } (speech.ts's bedtimeVoices).
// Messages out: { id, wav, heapUsed } (the WAV bytes and this process's heap) or { id, error }.

// Die with the parent: the IPC channel closes when the server exits or is killed.
process.on('disconnect', () => process.exit(0));

const dir = process.argv[2];
const warn = console.warn;
console.warn = () => {}; // meSpeak announces "Not in browser" on load
const meSpeak = require(dir + 'src/index.js');
console.warn = warn;
meSpeak.loadConfig(require(dir + 'src/mespeak_config.json'));
meSpeak.loadVoice(require(dir + 'voices/en/en-us.json'));
meSpeak.loadVoice(require(dir + 'voices/de.json'));

process.on('message', ({ id, text, voice }) => {
  try {
    const { voice: name, variant, speed, pitch, wordgap } = voice;
    const wav = meSpeak.speak(text, { rawdata: 'buffer', ssml: true, voice: name, variant, speed, pitch, wordgap });
    if (!wav) throw new Error('meSpeak produced no audio');
    process.send({ id, wav: Uint8Array.from(wav), heapUsed: process.memoryUsage().heapUsed });
  } catch (error) {
    process.send({ id, error: String((error && error.message) || error) });
  }
});
