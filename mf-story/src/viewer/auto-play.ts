// Auto play: on 1 s after payment, next scene when the audio ends, off at the last scene or while unpaid.

/** Auto play switches on this long after the story becomes paid. */
export const AUTO_PLAY_DELAY_MS = 1000;

/**
 * Auto play turns off at the last scene, and when unpaid on scene 1 (nothing to advance to);
 * the locked scenes after it have no narration either, so it stays off there too.
 */
export function autoPlayAllowed(index: number, total: number, isPaid: boolean): boolean {
  return isPaid && index < total - 1;
}

/** The scene to show when narration ends, or null to stay. */
export function sceneAfterAudioEnded(index: number, total: number, isPaid: boolean, autoPlay: boolean): number | null {
  if (!autoPlay || !isPaid || index >= total - 1) return null;
  return index + 1;
}
