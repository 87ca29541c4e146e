'use strict';
// The speech process: meSpeak (eSpeak compiled to JavaScript, GPL-3.0) in a child process of its
// own, started and recycled by speech.ts. meSpeak grows its arrays on every call until V8 aborts
// the whole process ("Fatal JavaScript invalid size error"), which a worker thread cannot contain;
// here it only costs this process. Plain CommonJS so it starts without a TypeScript loader.
//
// The growth lives in meSpeak's instance, so this process replaces that instance with a fresh one
// after `reloadAfter` narrations or `reloadAfterBytes` bytes of audio, well before the abort. It
// keeps the process, and with it V8's compiled code: a new process runs its first ten or so
// narrations up to twice as slowly while V8 optimises eSpeak again (npm run bench:narration-cpu).
//
// argv[2]: the directory of the mespeak package; argv[3]: JSON { reloadAfter, reloadAfterBytes }.
// Messages in: { id, text, voice } where text is SSML and voice is { voice, variant, speed, pitch,
// wordgap } (speech.ts's bedtimeVoices). Messages out: { id, wav, heapUsed, instance } (the WAV
// bytes, this process's heap and how many meSpeak instances it has used) or { id, error }.

// Die with the parent: the IPC channel closes when the server exits or is killed.
process.on('disconnect', () => process.exit(0));

const dir = process.argv[2];
const { reloadAfter, reloadAfterBytes } = JSON.parse(process.argv[3] || '{}');
const { loadMeSpeak } = require('./mespeak-loader.cjs');

let meSpeak = loadMeSpeak(dir);
let instances = 1;
let spoken = 0;
let bytes = 0;

process.on('message', ({ id, text, voice }) => {
  try {
    if ((reloadAfter && spoken >= reloadAfter) || (reloadAfterBytes && bytes >= reloadAfterBytes)) {
      meSpeak = loadMeSpeak(dir);
      instances++;
      spoken = 0;
      bytes = 0;
    }
    const { voice: name, variant, speed, pitch, wordgap } = voice;
    const wav = meSpeak.speak(text, { rawdata: 'buffer', ssml: true, voice: name, variant, speed, pitch, wordgap });
    if (!wav) throw new Error('meSpeak produced no audio');
    spoken++;
    bytes += wav.length;
    process.send({
      id,
      wav: new Uint8Array(wav.buffer, wav.byteOffset, wav.length),
      heapUsed: process.memoryUsage().heapUsed,
      instance: instances,
    });
  } catch (error) {
    process.send({ id, error: String(error?.message || error) });
  }
});
