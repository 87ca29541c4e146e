import { useCallback, useEffect, useRef, useState } from 'react';
import { playGoodnightSound } from './goodnight-sound.ts';

/** off: the story as usual; dimming and dark: the screen going and gone black; woken: a tap brought it back. */
export type GoodnightPhase = 'off' | 'dimming' | 'dark' | 'woken';
export type GoodnightSound = 'none' | 'playing' | 'ended';

/** Goodnight after the last scene: the soft sound for `soundMs` (0: none) and the screen going dark over `fadeMs`. */
export function useGoodnight(soundMs: number, fadeMs: number) {
  const [phase, setPhase] = useState<GoodnightPhase>('off');
  const [sound, setSound] = useState<GoodnightSound>('none');
  const stopSound = useRef<(() => void) | null>(null);

  const stop = useCallback(() => {
    stopSound.current?.();
    stopSound.current = null;
    setSound('none');
    setPhase('off');
  }, []);

  const start = useCallback(() => {
    stopSound.current?.();
    stopSound.current = playGoodnightSound(soundMs, () => {
      stopSound.current = null;
      setSound('ended');
    });
    setSound(stopSound.current ? 'playing' : 'none');
    setPhase('dimming');
  }, [soundMs]);

  const wake = useCallback(() => setPhase((p) => (p === 'dimming' || p === 'dark' ? 'woken' : p)), []);

  useEffect(() => {
    if (phase !== 'dimming') return;
    const timer = setTimeout(() => setPhase('dark'), fadeMs);
    return () => clearTimeout(timer);
  }, [phase, fadeMs]);

  useEffect(() => () => stopSound.current?.(), []);

  return { phase, sound, start, stop, wake };
}
