import { useCallback, useEffect, useRef, useState } from 'react';

/** A form field, or a label of one (a click on the Auto Play switch's track or words is a click on its label). */
function isFormField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('label') !== null
  );
}

/**
 * Whether a key press starts fullscreen: only Enter or Space (alone) on the page itself. Tab and
 * Shift+Tab move the focus, a modifier key starts a shortcut and a key on a control is that control's;
 * a control's own activation arrives as a click, which is handled on its own.
 */
function keyStartsFullscreen(
  event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'target'>,
): boolean {
  if (event.key !== 'Enter' && event.key !== ' ') return false;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  return !isControl(event.target);
}

/** What Space or Enter act on by themselves: buttons, links, switches, form fields and menu items. */
export function isControl(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return target.closest(CONTROLS) !== null;
}

const CONTROLS = [
  'a[href]',
  'button',
  'input',
  'select',
  'textarea',
  'summary',
  'label',
  '[role="button"]',
  '[role="link"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="tab"]',
].join(', ');

/**
 * Fullscreen for the reader: it starts on the first click or touch in the reader (not on a
 * form field or its label: the Auto Play switch must switch, and fullscreen would hide it) or
 * the first Enter or Space on the page (never Tab, Shift+Tab or a shortcut), unless `enabled` is
 * false (bedtime mode: then only `enter`, the title bar's button, starts it); Esc ends it. The whole
 * document goes fullscreen and the reader covers it, so the shell's toasts stay visible; where the
 * Fullscreen API is refused (iPhone) the reader still covers the window.
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
    const start = () => {
      started.current = true;
      enter();
    };
    const firstClick = (event: Event) => {
      if (!started.current && !isFormField(event.target)) start();
    };
    const firstKey = (event: KeyboardEvent) => {
      if (!started.current && keyStartsFullscreen(event)) start();
    };
    // 'click' (which a touch also produces), not 'pointerdown': the layout changes when the
    // reader goes fullscreen, and a change between press and release would swallow the click.
    element.addEventListener('click', firstClick);
    window.addEventListener('keydown', firstKey);
    return () => {
      element.removeEventListener('click', firstClick);
      window.removeEventListener('keydown', firstKey);
    };
  }, [reader, enabled, enter]);

  // Leaving the page must not leave the browser in fullscreen.
  useEffect(
    () => () => {
      if (document.fullscreenElement) document.exitFullscreen().catch(() => undefined);
    },
    [],
  );

  return { fullscreen, enter, exit, toggle: fullscreen ? exit : enter };
}
