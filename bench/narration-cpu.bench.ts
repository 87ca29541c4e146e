import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { splitSentences } from '@dreamweaver/contracts';
import type { StoryBrief } from '../bff/src/generation/engine.ts';
import { illustrateOfflineScene } from '../bff/src/generation/offline/offline-engine.ts';
import { assembleNarration } from '../storyteller/src/speak/narration-audio.ts';
import { loadMeSpeak } from '../storyteller/src/speak/mespeak-loader.cjs';
import { defaultSpeechOptions } from '../storyteller/src/speak/speech-options.ts';
import { bedtimeVoices, sentencesAsSsml } from '../storyteller/src/speak/voice.ts';
import { writeOfflineStory } from '../bff/src/generation/offline/offline-engine.ts';

// `npm run bench:narration-cpu`: CPU time (not wall time, so it means something on a busy
// machine) of one offline story: text and pictures, and its narration with the bedtime voice
// against meSpeak at the earlier brisk settings (140 wpm, no pauses, no loudness pass). The
// narrations run in `processes` speech processes at once, so on an idle machine with that many
// cores a story takes about text+pictures + narration / processes. Each story is measured in a
// process of its own: meSpeak in one process aborts after about 80 calls (see speech.ts).
// meSpeak is loaded as the speech process loads it (mespeak-loader.cjs); `-- --unpatched` measures
// meSpeak as published, for comparison.

const require = createRequire(import.meta.url);
const dir = require.resolve('mespeak/package.json').replace(/package\.json$/, '');
const patched = !process.argv.includes('--unpatched');
const meSpeak = loadMeSpeak(dir, { patched });

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const briefs: StoryBrief[] = [
  {
    audience: 'child',
    storyType: 'custom',
    language: 'en',
    recipientDetails: { name: 'Noah', personalization: 'Noah is 3 and loves trains.' },
  },
  {
    audience: 'child',
    storyType: 'classic',
    language: 'en',
    recipientDetails: { name: 'Mia', age: 6, favoriteAnimal: 'dragon', storySetting: 'magical-forest' },
  },
  {
    audience: 'child',
    storyType: 'custom',
    language: 'en',
    recipientDetails: { name: 'Ava', personalization: 'Ava is 9 and loves the planets.' },
  },
  {
    audience: 'child',
    storyType: 'classic',
    language: 'de',
    recipientDetails: { name: 'Ben', age: 5, favoriteAnimal: 'Einhorn', storySetting: 'enchanted-castle' },
  },
  {
    audience: 'child',
    storyType: 'custom',
    language: 'de',
    recipientDetails: { name: 'Lina', personalization: 'Lina ist 4 und liebt Dinosaurier.' },
  },
  {
    audience: 'child',
    storyType: 'custom',
    language: 'de',
    recipientDetails: { name: 'Emil', personalization: 'Emil ist 8 und liebt Kraken.' },
  },
];
const processes = defaultSpeechOptions.processes;
const only = process.argv.slice(2).find((arg) => /^\d+$/.test(arg));
if (only === undefined) {
  console.log(
    `speech processes: ${processes}; meSpeak ${patched ? 'patched (as the speech process loads it)' : 'unpatched'}`,
  );
  for (let i = 0; i < briefs.length; i++)
    execFileSync(
      process.execPath,
      [...process.execArgv, process.argv[1], String(i), ...(patched ? [] : ['--unpatched'])],
      { stdio: 'inherit' },
    );
}
// Warm up the JIT and meSpeak once.
meSpeak.speak('Hello.', { rawdata: 'buffer', voice: 'en/en-us' });
for (const brief of only === undefined ? [] : [briefs[Number(only)]]) {
  let t = cpuMs();
  const story = writeOfflineStory(brief);
  story.scenes.forEach((_, i) => {
    illustrateOfflineScene(brief, i + 1, story);
  });
  const textAndPictures = cpuMs() - t;
  const voice = bedtimeVoices[brief.language];
  t = cpuMs();
  for (const scene of story.scenes)
    meSpeak.speak(scene.text, { rawdata: 'buffer', voice: voice.voice, speed: 140, pitch: 55, wordgap: 1 });
  const brisk = cpuMs() - t;
  t = cpuMs();
  for (const scene of story.scenes) {
    const sentences = splitSentences(scene.text);
    assembleNarration(
      meSpeak.speak(sentencesAsSsml(sentences), { rawdata: 'buffer', ssml: true, ...voice })!,
      sentences.length,
    );
  }
  const bedtime = cpuMs() - t;
  const r = (ms: number) => `${Math.round(ms)} ms`;
  console.log(
    `${brief.language} ${brief.recipientDetails.name} (${story.scenes.length} scenes): text+pictures ${r(textAndPictures)}, narration CPU brisk ${r(brisk)} / bedtime ${r(bedtime)}; ` +
      `story on an idle ${processes}-core machine ≈ ${r(textAndPictures + brisk)} before (one process) → ${r(textAndPictures + bedtime / processes)} now`,
  );
}
