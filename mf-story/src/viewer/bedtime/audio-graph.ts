// The page's one AudioContext, for the last scene's fade and the goodnight sound.

let context: AudioContext | null = null;

/** What tests read on the story viewer test page (window.__dreamweaverBedtime); nothing else uses it. */
export const bedtimeProbe: {
  /** The playback rate each scene (by index) was given. */
  rates: Record<number, number>;
  /** The last scene's gain node, while bedtime mode fades it. */
  narrationGain: GainNode | null;
  goodnight: 'idle' | 'playing' | 'ended';
  goodnightGain: GainNode | null;
} = { rates: {}, narrationGain: null, goodnight: 'idle', goodnightGain: null };

/** The AudioContext, made and resumed on first use (after the parent pressed play, so the browser allows it). */
export function audioContext(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  if (context.state === 'suspended') context.resume().catch(() => undefined);
  return context;
}

const sources = new WeakMap<HTMLMediaElement, GainNode>();

/**
 * A gain node the element's sound now runs through (an element can be connected only once, so it is
 * kept). Null while the context is not running: routing into a suspended context would silence it.
 */
export function gainFor(element: HTMLMediaElement, create = true): GainNode | null {
  const known = sources.get(element);
  if (known || !create) return known ?? null;
  const ctx = audioContext();
  if (ctx?.state !== 'running') return null;
  const gain = ctx.createGain();
  ctx.createMediaElementSource(element).connect(gain).connect(ctx.destination);
  sources.set(element, gain);
  return gain;
}
