// A scene's narration is most of the story page's bytes (about 200 KB of MP3 for a long scene,
// more than all the page's JavaScript). Even `preload="metadata"` costs some 75 KB in Chromium (it
// reads ahead well past the header), so nothing is fetched until the reader shows an interest in
// the player (points at it, focuses it, presses play); then its length. A scene that is to play
// by itself (auto play, bedtime) wants the whole of it at once.

export type NarrationPreload = 'auto' | 'metadata' | 'none';

/** The `preload` of the scene's <audio>: all of it when it plays by itself, its length once wanted, else nothing. */
export function narrationPreload(autoStart: boolean, wanted: boolean): NarrationPreload {
  if (autoStart) return 'auto';
  return wanted ? 'metadata' : 'none';
}
