import { useEffect, useState } from 'react';

const COARSE = '(pointer: coarse)';

function coarsePointer(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(COARSE).matches;
}

/**
 * Whether the reader is being used by touch: a coarse primary pointer (phones, tablets), or the
 * last press was a finger. There "Press ESC" makes no sense, so the reader offers a ✕ instead.
 */
export function useTouchInput(): boolean {
  const [coarse, setCoarse] = useState(coarsePointer);
  const [lastPress, setLastPress] = useState<'touch' | 'other' | null>(null);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(COARSE);
    const onChange = () => setCoarse(query.matches);
    query.addEventListener('change', onChange);
    const onPointer = (event: PointerEvent) => setLastPress(event.pointerType === 'touch' ? 'touch' : 'other');
    const onTouch = () => setLastPress('touch');
    window.addEventListener('pointerdown', onPointer, { capture: true, passive: true });
    window.addEventListener('touchstart', onTouch, { capture: true, passive: true });
    return () => {
      query.removeEventListener('change', onChange);
      window.removeEventListener('pointerdown', onPointer, { capture: true });
      window.removeEventListener('touchstart', onTouch, { capture: true });
    };
  }, []);

  return lastPress === null ? coarse : lastPress === 'touch';
}
