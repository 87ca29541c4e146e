import { useCallback, useEffect, useRef, useState } from 'react';
import { AUTO_PLAY_DELAY_MS } from './auto-play.ts';

/**
 * The Auto Play switch. It switches itself on 1 s after the story turns from unpaid to paid
 * while it is open, or 1 s after `startAfterPayment()` (a verified payment: the provider may
 * have unlocked the story before the buyer came back, so it can load already paid).
 */
export function useAutoPlayAfterPayment(isPaid: boolean | undefined) {
  const [autoPlay, setAutoPlay] = useState(false);
  const [armedAt, setArmedAt] = useState<number | null>(null);
  const wasPaid = useRef<boolean | undefined>(undefined);

  useEffect(() => {
    const before = wasPaid.current;
    wasPaid.current = isPaid;
    if (before === false && isPaid === true) setArmedAt(Date.now());
  }, [isPaid]);

  useEffect(() => {
    if (armedAt === null) return;
    const timer = setTimeout(() => setAutoPlay(true), AUTO_PLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [armedAt]);

  const startAfterPayment = useCallback(() => setArmedAt(Date.now()), []);
  return { autoPlay, setAutoPlay, startAfterPayment };
}
