// A scene's narration is most of the story page's bytes (about 200 KB of MP3 for a long scene,
// more than all the page's JavaScript). The browser fetches only its length and format until the
// reader presses play, unless the scene is to start playing by itself (auto play), when the
// whole of it is wanted at once.

/** The `preload` of the scene's <audio>: all of it when it will play by itself, else only what tells its length. */
export function narrationPreload(autoStart: boolean): 'auto' | 'metadata' {
  return autoStart ? 'auto' : 'metadata';
}
