import { useCallback, useEffect, useRef, useState } from 'react';

function isFormField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * Fullscreen for the reader: it starts on the first click, key press or
 * touch, Esc ends it. The whole document goes fullscreen and the reader covers it, so the
 * shell's toasts stay visible; where the Fullscreen API is refused (iPhone) the reader still
 * covers the window.
 */
export function useFullscreen(reader: React.RefObject<HTMLElement | null>, enabled = true) {
  const [fullscreen, setFullscreen] = useState(false);
  const started = useRef(false);

  const enter = useCallback(() => {
    setFullscreen(true);
    const root = document.documentElement;
    if (!document.fullscreenElement && root.requestFullscreen) {
      root.requestFullscreen().catch(() => undefined);
    }
  }, []);
  const exit = useCallback(() => {
    setFullscreen(false);
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
  }, []);

  useEffect(() => {
    const onChange = () => {
      if (!document.fullscreenElement) setFullscreen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') exit();
    };
    document.addEventListener('fullscreenchange', onChange);
    window.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      window.removeEventListener('keydown', onKey);
    };
  }, [exit]);

  useEffect(() => {
    const element = reader.current;
    if (!enabled || !element) return;
    const first = (event: Event) => {
      if (started.current || isFormField(event.target)) return;
      if (event instanceof KeyboardEvent && event.key === 'Escape') return;
      started.current = true;
      enter();
    };
    // 'click' (which a touch also produces), not 'pointerdown': the layout changes when the
    // reader goes fullscreen, and a change between press and release would swallow the click.
    element.addEventListener('click', first);
    window.addEventListener('keydown', first);
    return () => {
      element.removeEventListener('click', first);
      window.removeEventListener('keydown', first);
    };
  }, [reader, enabled, enter]);

  // Leaving the page must not leave the browser in fullscreen.
  useEffect(() => () => {
    if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
  }, []);

  return { fullscreen, enter, exit, toggle: fullscreen ? exit : enter };
}
