import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertWholeNarration } from '../../src/generation/audio-check.ts';
import { createOfflineEngine } from '../../src/generation/offline/offline-engine.ts';
import {
  configureSpeech,
  defaultSpeechOptions,
  recycleSpeech,
  speechStats,
  stopSpeech,
  synthesiseSpeech,
  warmUpSpeech,
  SpeechFailedError,
} from '@dreamweaver/storyteller/speech';

// meSpeak runs in a child process that replaces its meSpeak instance every few narrations and is
// itself replaced after any fault (and after many narrations), so that the V8 abort meSpeak reaches
// after ~80 narrations costs one retried narration, never the server.

const short = { en: 'Goodnight, little bear.', de: 'Gute Nacht, kleiner Bär.' } as const;
const long =
  'Once upon a time, Mia and her friend the little fox walked into the magical forest, where the trees whispered softly. '.repeat(
    6,
  );

/** Whether process `pid` still runs (a zombie left for a careless reaper counts as gone). */
function running(pid: number): boolean {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    if (fs.existsSync('/proc/self/stat')) return false;
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }
}

async function until(condition: () => boolean, what: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(25);
  }
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

/** Speaks `count` short narrations, English and German by turns, each checked whole; the first child's pid after each. */
async function speakByTurns(count: number): Promise<number[]> {
  const pids: number[] = [];
  for (let i = 0; i < count; i++) {
    const language = i % 2 ? 'de' : 'en';
    const wav = await synthesiseSpeech(short[language], language);
    assertWholeNarration({ contentType: 'audio/wav', extension: 'wav', data: wav }, short[language]);
    pids.push(speechStats().pid ?? -1);
  }
  return pids;
}

// One process, unless a test says otherwise: what these tests follow is one child's life.
const single = { ...defaultSpeechOptions, processes: 1 };
beforeEach(() => configureSpeech(single));

afterEach(async () => {
  await stopSpeech();
  configureSpeech(single);
});
afterAll(stopSpeech);

describe('the speech process', () => {
  it('replaces its meSpeak instance every N narrations itself, in the same process', async () => {
    configureSpeech({ recycleAfter: 2 });
    const before = speechStats();
    const pids = await speakByTurns(5);
    // Narrations 1-2, 3-4 and 5 each from an instance of their own, all in one child.
    expect(new Set(pids).size).toBe(1);
    expect(speechStats().childrenStarted - before.childrenStarted).toBe(1);
    expect(speechStats().childInstances).toBe(3);
    expect(speechStats().meSpeakInstances - before.meSpeakInstances).toBe(3);
  });

  it('replaces its meSpeak instance after N bytes of audio too', async () => {
    configureSpeech({ recycleAfterBytes: 1 });
    for (let i = 0; i < 3; i++) await synthesiseSpeech(short.en, 'en');
    expect(speechStats().childInstances).toBe(3);
  });

  it('is replaced after every N narrations, and the old one exits (without a warm-up: the next call starts a cold one)', async () => {
    configureSpeech({ processRecycleAfter: 3, successorWarmUp: 0 });
    const before = speechStats().childrenStarted;
    const pids = await speakByTurns(7);
    // The 3rd narration retires its child, so the pid seen after it is already gone (-1 or a new one is fine) …
    expect(new Set(pids.slice(0, 2)).size).toBe(1);
    expect(new Set(pids.slice(3, 5)).size).toBe(1);
    expect(pids[0]).not.toBe(pids[3]);
    expect(pids[3]).not.toBe(pids[6]);
    // … three children in all for seven narrations, and only the last one still runs.
    expect(speechStats().childrenStarted - before).toBe(3);
    await until(() => !running(pids[0]) && !running(pids[3]), 'the retired children exit');
    expect(running(pids[6])).toBe(true);
  });

  it('is replaced only once its successor has warmed up; until then the old one goes on speaking', async () => {
    configureSpeech({ processRecycleAfter: 2, successorWarmUp: 3 });
    const before = speechStats();
    const [first] = await speakByTurns(2);
    // The 2nd narration is its share: a successor starts and practises, the first child still speaks.
    expect(speechStats().childrenStarted - before.childrenStarted).toBe(2);
    expect(running(first)).toBe(true);
    // The successor loads meSpeak and practises while the old child goes on: on a loaded machine that
    // outlasts many short narrations, so the bound is time (a successor that never takes over), not a count.
    let pids = [first];
    const deadline = Date.now() + 60_000;
    while (pids.at(-1) === first) {
      pids = pids.concat(await speakByTurns(1));
      if (Date.now() > deadline) throw new Error(`the successor never took over (${pids.length} narrations)`);
    }
    const successor = pids.at(-1)!;
    // It took over with its practice behind it (3, and the narration just made if it made it): no story met it cold.
    const practised = speechStats().childNarrations;
    expect(practised).toBeGreaterThanOrEqual(3);
    expect(await speakByTurns(1)).toEqual([successor]);
    expect(speechStats().childNarrations).toBe(practised + 1);
    expect(speechStats().failures - before.failures).toBe(0);
    await until(() => !running(first), 'the old child exits');
    expect(running(successor)).toBe(true);
  }, 90_000);

  it('a child killed mid-narration fails only that call, with a transient error; the next call runs in a new child', async () => {
    await synthesiseSpeech(short.en, 'en');
    const first = speechStats().pid!;
    const midCall = synthesiseSpeech(long, 'en');
    const queued = synthesiseSpeech(short.de, 'de');
    expect(speechStats()).toMatchObject({ pid: first, queued: 1 });
    process.kill(first, 'SIGKILL');
    const error = await rejectionOf(midCall);
    expect(error).toBeInstanceOf(SpeechFailedError);
    expect((error as Error).message).toMatch(/speech process stopped \(SIGKILL\)/);
    const wav = await queued;
    assertWholeNarration({ contentType: 'audio/wav', extension: 'wav', data: wav }, short.de);
    expect(speechStats().pid).not.toBe(first);
    expect(running(process.pid)).toBe(true);
  });

  it('a child that dies of a fatal V8 error (here: its heap ceiling) fails that call with a transient error, and the server lives on', async () => {
    configureSpeech({ maxOldSpaceMb: 8 }); // meSpeak needs ~14 MB just to load its voices
    const error = await rejectionOf(synthesiseSpeech(short.en, 'en'));
    expect(error).toBeInstanceOf(SpeechFailedError);
    expect((error as Error).message).toMatch(/speech process stopped .*heap/i);
    configureSpeech(single);
    const wav = await synthesiseSpeech(short.en, 'en');
    expect(() =>
      assertWholeNarration({ contentType: 'audio/wav', extension: 'wav', data: wav }, short.en),
    ).not.toThrow();
  });

  it('a narration that takes too long kills the child and fails with a transient error', async () => {
    configureSpeech({ timeoutMs: 1 }); // less than starting a child takes
    const error = await rejectionOf(synthesiseSpeech(short.en, 'en'));
    expect(error).toBeInstanceOf(SpeechFailedError);
    expect((error as Error).message).toMatch(/took longer than 1 ms/);
    configureSpeech(single);
    await expect(synthesiseSpeech(short.en, 'en')).resolves.toBeInstanceOf(Buffer);
  });

  it('a narration whose story was cancelled while it waited is dropped; the others go on', async () => {
    const controller = new AbortController();
    const first = synthesiseSpeech(short.en, 'en');
    const cancelled = synthesiseSpeech(short.de, 'de', { signal: controller.signal });
    const third = synthesiseSpeech(short.de, 'de');
    controller.abort();
    expect(((await rejectionOf(cancelled)) as Error).name).toBe('AbortError');
    await expect(first).resolves.toBeInstanceOf(Buffer);
    await expect(third).resolves.toBeInstanceOf(Buffer);
    expect(speechStats().queued).toBe(0);
  });

  it('recycleSpeech() (a narration was not whole) replaces the child at once when idle, else after its current narration', async () => {
    await synthesiseSpeech(short.en, 'en');
    const idle = speechStats().pid!;
    recycleSpeech();
    expect(speechStats().pid).toBeUndefined();
    await until(() => !running(idle), 'the idle child exits');

    const busy = synthesiseSpeech(long, 'en');
    const busyPid = speechStats().pid!;
    recycleSpeech();
    expect(speechStats().pid).toBe(busyPid); // its narration is not cut short …
    await expect(busy).resolves.toBeInstanceOf(Buffer);
    expect(speechStats().pid).toBeUndefined(); // … and then it goes
    await synthesiseSpeech(short.de, 'de');
    expect(speechStats().pid).not.toBe(busyPid);
  });

  it('stopSpeech() kills the child and fails what was waiting', async () => {
    await synthesiseSpeech(short.en, 'en');
    const pid = speechStats().pid!;
    const waiting = rejectionOf(synthesiseSpeech(long, 'en'));
    await stopSpeech();
    expect(await waiting).toBeInstanceOf(SpeechFailedError);
    expect(running(pid)).toBe(false);
    expect(speechStats().pid).toBeUndefined();
  });

  for (const state of ['idle', 'busy'] as const) {
    it(`dies with its parent (${state})`, async () => {
      const script = fileURLToPath(new URL('./fixtures/speech-parent.ts', import.meta.url));
      const parent = spawn(process.execPath, ['--import', 'tsx', script, state], {
        cwd: fileURLToPath(new URL('../../..', import.meta.url)),
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const [line] = (await once(parent.stdout!, 'data')) as [Buffer];
      const { pid } = JSON.parse(line.toString()) as { pid: number };
      expect(running(pid)).toBe(true);
      parent.kill('SIGKILL');
      await once(parent, 'exit');
      await until(() => !running(pid), 'the orphaned speech process exits');
    });
  }
});

describe('the speech processes together', () => {
  it('speak two narrations at once in two children, and one dying fails only its own call', async () => {
    configureSpeech({ processes: 2 });
    await synthesiseSpeech(short.en, 'en'); // one child, and it has spoken
    const first = synthesiseSpeech(long, 'en');
    const second = synthesiseSpeech(long, 'de');
    // Both are being made at once, the second in a new child: nothing waits.
    expect(speechStats().queued).toBe(0);
    const before = speechStats().pids;
    expect(before).toHaveLength(2);
    process.kill(before[0], 'SIGKILL');
    const [lost, made] = await Promise.allSettled([first, second]);
    expect(lost.status).toBe('rejected');
    expect((lost as PromiseRejectedResult).reason).toBeInstanceOf(SpeechFailedError);
    expect(made.status).toBe('fulfilled');
    assertWholeNarration(
      { contentType: 'audio/wav', extension: 'wav', data: (made as PromiseFulfilledResult<Buffer>).value },
      long,
    );
    expect(speechStats().pids).toContain(before[1]);
    expect(speechStats().pids).not.toContain(before[0]);
  });

  it('never starts two children at once: the second waits until the first has spoken', async () => {
    configureSpeech({ processes: 2 });
    const calls = [synthesiseSpeech(short.en, 'en'), synthesiseSpeech(short.de, 'de')];
    expect(speechStats()).toMatchObject({ queued: 1 });
    expect(speechStats().pids).toHaveLength(1);
    for (const wav of await Promise.all(calls)) expect(wav.length).toBeGreaterThan(1000);
  });

  it("warms up by practising only while no narration waits: a story's narration goes before the next practice one", async () => {
    const before = speechStats().narrations;
    const warming = warmUpSpeech(
      [short.en, short.de, short.en].map((text, i) => ({ text, language: i === 1 ? 'de' : 'en' })),
    );
    let practisedBeforeStory = -1;
    await synthesiseSpeech(short.de, 'de').then(() => (practisedBeforeStory = speechStats().narrations - before - 1));
    await warming;
    expect(practisedBeforeStory).toBe(1); // only the practice narration already under way
    expect(speechStats().narrations - before).toBe(4);
    expect(speechStats().childrenStarted).toBeGreaterThan(0);
  });

  it('defaults to one child per core, at most two', () => {
    expect(defaultSpeechOptions.processes).toBeGreaterThanOrEqual(1);
    expect(defaultSpeechOptions.processes).toBeLessThanOrEqual(2);
  });
});

describe('offline narration', () => {
  it('speaks English and German as whole narrations, each in its own voice', async () => {
    const engine = createOfflineEngine();
    const brief = (language: 'en' | 'de') => ({
      audience: 'child' as const,
      storyType: 'classic' as const,
      language,
      recipientDetails: { name: 'Mia' },
    });
    const text = 'Mia und Bobo sahen die Sterne.';
    const [en, de] = await Promise.all(
      (['en', 'de'] as const).map((language) => engine.narrateScene({ brief: brief(language), text, sceneNumber: 1 })),
    );
    for (const audio of [en, de]) expect(() => assertWholeNarration(audio, text)).not.toThrow();
    expect(en.data.equals(de.data)).toBe(false);
  });
});
