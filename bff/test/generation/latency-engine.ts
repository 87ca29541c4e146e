import { setTimeout as sleep } from 'node:timers/promises';
import type { StoryEngine } from '../../src/generation/engine.ts';
import { toneWav } from './fake-audio.ts';

export interface EngineEvent {
  kind: 'text' | 'picture' | 'narration';
  sceneNumber: number;
  phase: 'start' | 'end';
  at: number;
}

/** A story engine that only waits: text T, picture P and speech S milliseconds, for N scenes. */
export function latencyEngine({
  text,
  picture,
  speech,
  scenes,
}: {
  text: number;
  picture: number;
  speech: number;
  scenes: number;
}) {
  const events: EngineEvent[] = [];
  let running = 0;
  let peak = 0;
  const hooks: { beforePicture?: (sceneNumber: number) => Promise<void> | void } = {};
  const timed = async <T>(
    kind: EngineEvent['kind'],
    sceneNumber: number,
    ms: number,
    signal: AbortSignal | undefined,
    result: () => T,
  ): Promise<T> => {
    events.push({ kind, sceneNumber, phase: 'start', at: performance.now() });
    if (kind !== 'text') peak = Math.max(peak, ++running);
    try {
      await sleep(ms, undefined, { signal });
    } finally {
      if (kind !== 'text') running--;
    }
    events.push({ kind, sceneNumber, phase: 'end', at: performance.now() });
    return result();
  };
  const engine: StoryEngine = {
    name: 'latency',
    // A fake that never leaves this process: it is told the brief as the parent wrote it.
    runsLocally: true,
    writeStory: (brief, options) =>
      timed('text', 0, text, options?.signal, () => ({
        title: `A story for ${brief.recipientDetails.name}`,
        summary: 'A test story.',
        characterDescription: 'a child in blue',
        scenes: Array.from({ length: scenes }, (_, i) => ({
          text: `Scene ${i + 1} text.`,
          imagePrompt: `scene ${i + 1}`,
        })),
      })),
    illustrateScene: async ({ sceneNumber }, options) => {
      await hooks.beforePicture?.(sceneNumber);
      return timed('picture', sceneNumber, picture, options?.signal, () => ({
        contentType: 'image/svg+xml',
        extension: 'svg',
        data: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><title>${sceneNumber}</title></svg>`),
      }));
    },
    narrateScene: ({ sceneNumber, text }, options) =>
      timed('narration', sceneNumber, speech, options?.signal, () => ({
        contentType: 'audio/wav',
        extension: 'wav',
        data: toneWav(text),
      })),
  };
  return {
    engine,
    events,
    hooks,
    peak: () => peak,
    count: (kind: EngineEvent['kind'], sceneNumber?: number) =>
      events.filter(
        (e) => e.kind === kind && e.phase === 'end' && (sceneNumber === undefined || e.sceneNumber === sceneNumber),
      ).length,
  };
}
