import { useEffect, useRef, useState } from 'react';
import { AUTO_PLAY_DELAY_MS } from './auto-play.ts';

/** The Auto Play switch; it switches itself on 1 s after the story turns from unpaid to paid. */
export function useAutoPlayAfterPayment(isPaid: boolean | undefined) {
  const [autoPlay, setAutoPlay] = useState(false);
  const wasPaid = useRef<boolean | undefined>(undefined);

  useEffect(() => {
    const before = wasPaid.current;
    wasPaid.current = isPaid;
    if (before !== false || isPaid !== true) return;
    const timer = setTimeout(() => setAutoPlay(true), AUTO_PLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isPaid]);

  return [autoPlay, setAutoPlay] as const;
}
