import { parseArgs } from 'node:util';
import { assertWholeNarration } from '../bff/src/generation/audio-check.ts';
import { runBounded } from '../bff/src/generation/bounded-parallel.ts';
import type { StoryBrief } from '../bff/src/generation/engine.ts';
import { createOfflineEngine } from '../bff/src/generation/offline/offline-engine.ts';
import { configureSpeech, defaultSpeechOptions, speechStats, stopSpeech } from '@dreamweaver/storyteller/speech';
import { writeOfflineStory } from '../bff/src/generation/offline/offline-engine.ts';
import { withRetry } from '../bff/src/generation/retry.ts';

// `npm run bench:speech [-- --narrations 300 --unrecycled 100 --concurrency 4]`
// Offline narration soak, in this one process as in the server: scene texts of real offline
// stories, English and German mixed, through the offline engine with the pipeline's retry, at the
// pipeline's concurrency. Every file must pass the narration check and the process must live.
// Then a second phase runs with recycling switched off, so meSpeak reaches the V8 abort it hits
// after ~80 narrations: that must cost only retried narrations, in a new speech process.

const { values } = parseArgs({
  options: {
    narrations: { type: 'string', default: '300' },
    unrecycled: { type: 'string', default: '100' },
    concurrency: { type: 'string', default: '4' },
  },
});
const NARRATIONS = Number(values.narrations);
const UNRECYCLED = Number(values.unrecycled);
const CONCURRENCY = Number(values.concurrency);

const names = ['Mia', 'Noah', 'Lotte', 'Ben', 'Amira', 'Jonas', 'Sophie', 'Emil'];
const animals = ['fox', 'owl', 'rabbit', 'dolphin', 'bear', 'cat'];
const settings = [
  'magical-forest',
  'enchanted-castle',
  'underwater-kingdom',
  'space-adventure',
  'dinosaur-land',
  'animal-village',
];
const scenes: { brief: StoryBrief; text: string }[] = [];
for (let i = 0; scenes.length < NARRATIONS + UNRECYCLED; i++) {
  const brief: StoryBrief = {
    audience: 'child',
    storyType: i % 3 === 0 ? 'classic' : 'custom',
    language: i % 2 ? 'de' : 'en',
    recipientDetails: {
      name: names[i % names.length],
      age: 3 + (i % 6),
      favoriteAnimal: animals[i % animals.length],
      storySetting: settings[i % settings.length],
    },
  };
  for (const scene of writeOfflineStory(brief).scenes) scenes.push({ brief, text: scene.text });
}

const engine = createOfflineEngine();
let peakRss = process.memoryUsage().rss;
const rssSampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);

interface PhaseResult {
  name: string;
  narrations: number;
  whole: number;
  failures: string[];
  retries: string[];
  childrenStarted: number;
  seconds: number;
  characters: number;
  audioSeconds: number;
}

async function phase(name: string, work: { brief: StoryBrief; text: string }[]): Promise<PhaseResult> {
  const before = speechStats().childrenStarted;
  const result: PhaseResult = {
    name,
    narrations: work.length,
    whole: 0,
    failures: [],
    retries: [],
    childrenStarted: 0,
    seconds: 0,
    characters: 0,
    audioSeconds: 0,
  };
  const started = performance.now();
  await runBounded(
    work.map(({ brief, text }, i) => async () => {
      try {
        const audio = await withRetry(
          () => engine.narrateScene({ brief, text, sceneNumber: 1 }),
          { attempts: 4, baseDelayMs: 100 },
          {
            onRetry: (error) => result.retries.push(`#${i} (${brief.language}): ${error.message}`),
          },
        );
        assertWholeNarration(audio, text);
        result.whole++;
        result.characters += text.length;
        result.audioSeconds += (audio.data.length - 44) / audio.data.readUInt32LE(28);
      } catch (error) {
        result.failures.push(`#${i} (${brief.language}): ${(error as Error).message}`);
      }
    }),
    CONCURRENCY,
  );
  result.seconds = (performance.now() - started) / 1000;
  result.childrenStarted = speechStats().childrenStarted - before;
  return result;
}

function report(r: PhaseResult): void {
  console.log(`\n${r.name}`);
  console.log(
    `  narrations: ${r.narrations} (${r.characters} characters of text, ${r.audioSeconds.toFixed(0)} s of audio), whole: ${r.whole}, failures: ${r.failures.length}`,
  );
  console.log(`  retries: ${r.retries.length}, speech processes started: ${r.childrenStarted}`);
  console.log(
    `  time: ${r.seconds.toFixed(1)} s (${((r.seconds / r.narrations) * 1000).toFixed(0)} ms per narration at concurrency ${CONCURRENCY})`,
  );
  for (const line of [...r.retries.map((x) => `retry ${x}`), ...r.failures.map((x) => `FAILED ${x}`)].slice(0, 10))
    console.log(`  ${line}`);
}

const enCount = scenes.slice(0, NARRATIONS + UNRECYCLED).filter((s) => s.brief.language === 'en').length;
console.log(
  `speech soak: ${NARRATIONS} narrations with a fresh meSpeak instance every ${defaultSpeechOptions.recycleAfter}, then ${UNRECYCLED} without recycling; ${enCount} English, ${NARRATIONS + UNRECYCLED - enCount} German; pid ${process.pid}`,
);
const results: PhaseResult[] = [];
let phase1PeakHeap = 0;
try {
  results.push(
    await phase(
      `phase 1: default settings (a fresh meSpeak instance after ${defaultSpeechOptions.recycleAfter} narrations or ${defaultSpeechOptions.recycleAfterBytes / 2 ** 20} MB)`,
      scenes.slice(0, NARRATIONS),
    ),
  );
  report(results[0]);
  phase1PeakHeap = speechStats().peakChildHeapBytes;
  if (UNRECYCLED > 0) {
    configureSpeech({ recycleAfter: Number.MAX_SAFE_INTEGER, recycleAfterBytes: Number.MAX_SAFE_INTEGER });
    await stopSpeech();
    results.push(
      await phase(
        'phase 2: recycling off, so meSpeak reaches its V8 abort inside the speech process',
        scenes.slice(NARRATIONS, NARRATIONS + UNRECYCLED),
      ),
    );
    report(results[1]);
  }
} finally {
  clearInterval(rssSampler);
  await stopSpeech();
}

const stats = speechStats();
const total = results.reduce((sum, r) => sum + r.narrations, 0);
const whole = results.reduce((sum, r) => sum + r.whole, 0);
const failures = results.reduce((sum, r) => sum + r.failures.length, 0);
console.log('\nsummary');
console.log(
  `  narrations: ${total}, all whole: ${whole === total ? 'yes' : `NO (${total - whole} not)`}, failures: ${failures}`,
);
console.log(
  `  retries: ${results.reduce((sum, r) => sum + r.retries.length, 0)}, speech processes started: ${stats.childrenStarted}, speech process faults: ${stats.failures}`,
);
console.log(`  time: ${results.reduce((sum, r) => sum + r.seconds, 0).toFixed(1)} s`);
console.log(
  `  peak RSS of this process: ${(peakRss / 2 ** 20).toFixed(0)} MB; peak heap of a speech process with default settings: ${(phase1PeakHeap / 2 ** 20).toFixed(0)} MB (ceiling ${defaultSpeechOptions.maxOldSpaceMb} MB)`,
);
console.log(`  this process survived: yes (pid ${process.pid} is printing this)`);
const phase1Clean = results[0]?.retries.length === 0;
console.log(`  default settings needed no retry: ${phase1Clean ? 'yes' : 'NO'}`);
process.exitCode = whole === total && failures === 0 && phase1Clean ? 0 : 1;
