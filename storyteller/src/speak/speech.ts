import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { splitSentences, type Language } from '@dreamweaver/contracts';
import { SpeechFailedError } from './speech-error.ts';
import { assertWholeWav } from './whole-wav.ts';
import { assembleNarration, assembleSentenceClips } from './narration-audio.ts';
import { defaultSpeechOptions, type SpeechOptions } from './speech-options.ts';
import { bedtimeVoices, type Narration, sentencesAsSsml, type VoiceSettings } from './voice.ts';

// Offline narration with meSpeak (eSpeak compiled to JavaScript, GPL-3.0), in a child process of
// its own (speech-child.cjs). meSpeak grows its arrays on every call until V8 aborts with
// "Fatal JavaScript invalid size error" after about 80 narrations, and a fatal V8 error in a worker
// thread aborts the whole server. So: a few children (one per core by default, at most two), each
// making one narration at a time with a meSpeak instance that the child replaces after a fixed
// number of narrations (or bytes of audio) well below that point; the child itself is replaced
// after any error or timeout, and after many more narrations, with a heap ceiling. A child that
// dies mid-call costs that call a SpeechFailedError, which the pipeline retries in a fresh
// child; the server and the other children live on.

let options: SpeechOptions = { ...defaultSpeechOptions };

/** Changes how the speech process is run (tests and the soak); applies to children started from now on. */
export function configureSpeech(changes: Partial<SpeechOptions>): void {
  options = { ...options, ...changes };
}

const require = createRequire(import.meta.url);
const mespeakDir = require.resolve('mespeak/package.json').replace(/package\.json$/, '');
const childScript = fileURLToPath(new URL('./speech-child.cjs', import.meta.url));

interface Call {
  id: number;
  text: string;
  voice: VoiceSettings;
  resolve: (wav: Buffer) => void;
  reject: (error: Error) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

interface Child {
  process: ChildProcess;
  narrations: number;
  /** meSpeak instances the child has used so far (it replaces its own every `recycleAfter` narrations). */
  instances: number;
  /** The end of what the child wrote to stderr, and the first line of a fatal error in it, for the error message when it dies. */
  stderrTail: string;
  fatal?: string;
  /** Replace this child once its current narration is done (its last narration was not whole). */
  retireSoon?: boolean;
  /** A successor still practising: how many practice narrations are left, and what it says. */
  warming?: { left: number; practice: { text: string; voice: VoiceSettings }; timer?: NodeJS.Timeout };
}

type ChildMessage = { id: number; wav: Uint8Array; heapUsed: number; instance: number } | { id: number; error: string };

interface Active {
  call: Call;
  child: Child;
  timer: NodeJS.Timeout;
}

/** One place for a child: the child (started when first needed), the narration it is making, and its warming successor. */
interface Slot {
  child?: Child;
  active?: Active;
  successor?: Child;
}

const slots: Slot[] = [];
const queue: Call[] = [];
let nextId = 1;
let exitHookInstalled = false;
const counters = { childrenStarted: 0, narrations: 0, failures: 0, peakChildHeapBytes: 0, meSpeakInstances: 0 };

/** How the speech process has fared in this server (tests, the soak, diagnostics). */
export function speechStats() {
  const pids = slots.map((slot) => slot.child?.process.pid).filter((pid): pid is number => pid !== undefined);
  const first = slots[0]?.child;
  return {
    ...counters,
    pid: first?.process.pid,
    pids,
    childNarrations: first?.narrations ?? 0,
    childInstances: first?.instances ?? 0,
    queued: queue.length,
  };
}

function startChild(): Child {
  const reload = { reloadAfter: options.recycleAfter, reloadAfterBytes: options.recycleAfterBytes };
  const proc = fork(childScript, [mespeakDir, JSON.stringify(reload)], {
    execArgv: [`--max-old-space-size=${options.maxOldSpaceMb}`],
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const started: Child = { process: proc, narrations: 0, instances: 0, stderrTail: '' };
  counters.childrenStarted++;
  // An idle speech process must not keep the server (or a test run) alive.
  proc.unref();
  proc.channel?.unref();
  (proc.stderr as (NodeJS.ReadableStream & { unref?: () => void }) | null)?.unref?.();
  proc.stderr?.setEncoding('utf8');
  proc.stderr?.on('data', (chunk: string) => {
    const text = started.stderrTail + chunk;
    started.fatal ??= text.match(/Fatal [^\n]*\n|FATAL ERROR[^\n]*\n/)?.[0].trim();
    started.stderrTail = text.slice(-500);
  });
  proc.on('message', (message: ChildMessage) =>
    started.warming ? practised(started, message) : finishCall(started, message),
  );
  proc.on('error', (error) => childFailed(started, `the speech process failed: ${error.message}`));
  // 'close', not 'exit': by then all of stderr has been read, the fatal error's message included.
  proc.on('close', (code, signal) =>
    childFailed(started, `the speech process stopped (${signal ?? `exit code ${code}`})`),
  );
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const slot of slots) for (const child of [slot.child, slot.successor]) child?.process.kill('SIGKILL');
    });
  }
  return started;
}

function retire(old: Child, signal: NodeJS.Signals = 'SIGTERM'): void {
  for (const slot of slots) {
    if (slot.successor === old) slot.successor = undefined;
    if (slot.child !== old) continue;
    // A warm successor takes the place at once; a cold one is started only when needed.
    const warm = slot.successor && !slot.successor.warming;
    [slot.child, slot.successor] = warm ? [slot.successor, undefined] : [undefined, slot.successor];
  }
  if (old.process.exitCode === null && old.process.signalCode === null) old.process.kill(signal);
}

function settle(slot: Slot, outcome: { wav: Buffer } | { error: Error }, { counted = true } = {}): void {
  const current = slot.active!;
  slot.active = undefined;
  clearTimeout(current.timer);
  const { call } = current;
  if (call.onAbort) call.signal!.removeEventListener('abort', call.onAbort);
  if ('wav' in outcome) {
    counters.narrations++;
    call.resolve(outcome.wav);
  } else {
    if (counted) counters.failures++;
    call.reject(outcome.error);
  }
}

function finishCall(from: Child, message: ChildMessage): void {
  const slot = slots.find((s) => s.active?.child === from && s.active.call.id === message.id);
  if (!slot) return;
  from.narrations++;
  if ('wav' in message) {
    counters.meSpeakInstances += message.instance - from.instances;
    from.instances = message.instance;
    counters.peakChildHeapBytes = Math.max(counters.peakChildHeapBytes, message.heapUsed);
    const { text, voice } = slot.active!.call;
    settle(slot, { wav: Buffer.from(message.wav.buffer, message.wav.byteOffset, message.wav.byteLength) });
    if (from.retireSoon) retire(from);
    else if (from.narrations >= options.processRecycleAfter) replaceWhenWarm(slot, from, { text, voice });
  } else {
    settle(slot, { error: new SpeechFailedError(`Speech synthesis failed: ${message.error}`) });
    retire(from);
  }
  pump();
}

function childFailed(failed: Child, reason: string): void {
  for (const slot of slots) {
    if (slot.child === failed) slot.child = undefined;
    if (slot.successor === failed) slot.successor = undefined;
    if (slot.active?.child === failed)
      settle(slot, { error: new SpeechFailedError(failed.fatal ? `${reason}: ${failed.fatal}` : reason) });
  }
  retire(failed, 'SIGKILL');
  pump();
}

/**
 * `old` has made its share of narrations: a successor starts and practises `practice` (the last
 * narration's text and voice) while `old` goes on serving, and takes its place once warm (V8 has
 * optimised eSpeak in it). A successor whose practice fails or takes longer than a narration may
 * is stopped, and the next narration of `old` starts another.
 */
function replaceWhenWarm(slot: Slot, old: Child, practice: { text: string; voice: VoiceSettings }): void {
  const warm = slot.successor && !slot.successor.warming;
  if (warm || options.successorWarmUp <= 0) {
    retire(old);
    return;
  }
  if (slot.successor) return;
  const successor = startChild();
  successor.warming = { left: options.successorWarmUp, practice };
  slot.successor = successor;
  practise(successor);
}

function practise(child: Child): void {
  const warming = child.warming!;
  const { text, voice } = warming.practice;
  clearTimeout(warming.timer);
  warming.timer = setTimeout(() => retire(child, 'SIGKILL'), options.timeoutMs);
  warming.timer.unref();
  child.process.send({ id: nextId++, text, voice }, (error) => {
    if (error) retire(child, 'SIGKILL');
  });
}

/** A successor's practice narration came back: the next one, or it takes over as soon as its slot is idle. */
function practised(child: Child, message: ChildMessage): void {
  child.narrations++;
  clearTimeout(child.warming!.timer);
  const slot = slots.find((s) => s.successor === child);
  if (!slot || !('wav' in message)) {
    retire(child);
    return;
  }
  child.instances = message.instance;
  if (--child.warming!.left > 0) {
    practise(child);
    return;
  }
  child.warming = undefined;
  if (slot.active) return; // the narration under way finishes on the old child, which then steps down
  if (slot.child) retire(slot.child);
  else [slot.child, slot.successor] = [child, undefined];
  pump();
}

/** Starts waiting narrations in free slots, a running child before a new one. */
function pump(): void {
  while (slots.length < options.processes) slots.push({});
  while (queue.length > 0) {
    // Only the first `processes` slots take new work (a lowered count lets the others drain).
    const open = slots.slice(0, options.processes).filter((slot) => !slot.active);
    // A new child only once every other one has spoken (loading meSpeak takes a while): never two
    // starting at once, so a busy machine is not hit by both loads right when a story begins.
    const starting = slots.some((s) => s.child && s.child.narrations === 0);
    const slot = open.find((s) => s.child) ?? (starting ? undefined : open[0]);
    if (!slot) return;
    const call = queue.shift()!;
    const runner = slot.child ?? (slot.child = startChild());
    const timer = setTimeout(() => {
      if (slot.active?.call !== call) return;
      settle(slot, { error: new SpeechFailedError(`Speech synthesis took longer than ${options.timeoutMs} ms`) });
      retire(runner, 'SIGKILL');
      pump();
    }, options.timeoutMs);
    slot.active = { call, child: runner, timer };
    runner.process.send({ id: call.id, text: call.text, voice: call.voice }, (error) => {
      if (error) childFailed(runner, `the speech process could not be reached: ${error.message}`);
    });
  }
}

/**
 * Speaks `text` in the story's language with the bedtime voice (or `voice`'s changes to it): one
 * meSpeak call for the whole text, with marked breaks between sentences that become calm pauses;
 * loudness normalised. Returns a WAV file (16-bit PCM mono) and where each sentence starts.
 */
export async function synthesiseNarration(
  text: string,
  language: Language,
  { signal, voice }: { signal?: AbortSignal; voice?: Partial<VoiceSettings> } = {},
): Promise<Narration> {
  const sentences = splitSentences(text);
  const settings = { ...bedtimeVoices[language], ...voice };
  const whole = await speakWhole(sentencesAsSsml(sentences.length > 0 ? sentences : [text]), settings, signal);
  const narration = readable(() => assembleNarration(whole, Math.max(1, sentences.length)));
  if (narration.sentenceStarts || sentences.length < 2) return narration;
  // eSpeak sometimes shortens a marked break (seen after some lines of dialogue), so the sentences
  // cannot be found in the one recording: each is spoken alone, and the read-along keeps its timings.
  const clips = await Promise.all(
    sentences.map((sentence) => speakWhole(sentencesAsSsml([sentence]), settings, signal)),
  );
  return readable(() => assembleSentenceClips(clips));
}

/** One meSpeak call whose file must be whole (a failing process writes a cut-off one), or the call is retried. */
async function speakWhole(ssml: string, voice: VoiceSettings, signal?: AbortSignal): Promise<Buffer> {
  const raw = await speak(ssml, voice, signal);
  assertWholeWav(raw);
  return raw;
}

function readable<T>(assemble: () => T): T {
  try {
    return assemble();
  } catch (error) {
    throw new SpeechFailedError(
      `Speech synthesis gave unreadable audio: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** Speaks `text` with the bedtime voice and returns only the WAV file (see synthesiseNarration). */
export async function synthesiseSpeech(
  text: string,
  language: Language,
  options: { signal?: AbortSignal; voice?: Partial<VoiceSettings> } = {},
): Promise<Buffer> {
  return (await synthesiseNarration(text, language, options)).wav;
}

/** One meSpeak call in the speech process: `ssml` in, meSpeak's WAV file out. */
function speak(ssml: string, voice: VoiceSettings, signal?: AbortSignal): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const call: Call = { id: nextId++, text: ssml, voice, resolve, reject, signal };
    if (signal) {
      call.onAbort = () => {
        const waiting = queue.indexOf(call);
        if (waiting >= 0) {
          queue.splice(waiting, 1);
          reject(signal.reason);
        } else {
          const slot = slots.find((s) => s.active?.call === call);
          if (!slot) return;
          // The child cannot be interrupted mid-narration: replace it so the next call need not wait.
          const runner = slot.active!.child;
          settle(slot, { error: signal.reason }, { counted: false });
          retire(runner, 'SIGKILL');
          pump();
        }
      };
      signal.addEventListener('abort', call.onAbort, { once: true });
    }
    queue.push(call);
    pump();
  });
}

/**
 * Starts the speech processes and has them speak `practice` while no narration waits: a new
 * process speaks its first narrations up to twice as slowly (V8 is still optimising eSpeak), which
 * the first stories after a start would otherwise pay for. A story's narration waits at most for
 * the one practice narration a process is making. Failures are ignored (a story's call retries).
 */
export async function warmUpSpeech(practice: readonly { text: string; language: Language }[]): Promise<void> {
  let next = 0;
  const busy = () =>
    queue.length > 0 ||
    (slots.length >= options.processes && slots.slice(0, options.processes).every((slot) => slot.active));
  const lane = async () => {
    while (next < practice.length) {
      if (busy()) {
        await sleep(100, undefined, { ref: false });
        continue;
      }
      const { text, language } = practice[next++];
      await synthesiseNarration(text, language).catch(() => {});
    }
  };
  await Promise.all(Array.from({ length: options.processes }, lane));
}

/**
 * Replaces the speech processes before their next narration (after the current one, if any): for
 * a narration that came back but was not whole, a sign a process is failing (which one is not
 * known, so every one goes).
 */
export function recycleSpeech(): void {
  for (const slot of slots) {
    const current = slot.child;
    if (!current) continue;
    if (slot.active?.child === current) current.retireSoon = true;
    else retire(current);
  }
}

/** Stops the speech processes (tests and shutdown), failing any narration still waiting; the next call starts new ones. */
export async function stopSpeech(): Promise<void> {
  const running = slots.flatMap((slot) => [slot.child, slot.successor]).filter((c): c is Child => c !== undefined);
  for (const slot of slots) {
    slot.child = undefined;
    slot.successor = undefined;
  }
  const stopped = () => new SpeechFailedError('Speech synthesis was stopped');
  for (const call of queue.splice(0)) {
    if (call.onAbort) call.signal!.removeEventListener('abort', call.onAbort);
    call.reject(stopped());
  }
  for (const slot of slots) if (slot.active) settle(slot, { error: stopped() }, { counted: false });
  await Promise.all(
    running
      .filter((c) => c.process.exitCode === null && c.process.signalCode === null)
      .map(async (c) => {
        const exited = once(c.process, 'exit');
        c.process.ref(); // an idle child is unref'd: keep this process alive until it is gone
        c.process.kill('SIGKILL');
        await exited;
      }),
  );
}
