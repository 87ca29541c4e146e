import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';

// The toast rules: one toast at a time, shown 5000 ms, kept 1,000,000 ms after
// it is dismissed, swiped away to the right past 50 px, viewport focused with F8.
const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_SWIPE_DIRECTION = 'right' as const;
const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
/**
 * How long a toast stays on screen at least before a newer one takes its place; newer ones wait
 * their turn meanwhile (at most TOAST_QUEUE_LIMIT, the oldest waiting one gives way). Without it
 * two toasts raised in the same moment (a payment's "Payment successful!" and the story's
 * "Story fully generated") rendered as the second only: the first was never seen.
 */
export const TOAST_MIN_SHOWN_MS = 1500;
export const TOAST_QUEUE_LIMIT = 3;

type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before it closes by itself; `Infinity` keeps it open. */
  duration?: number;
  /** Shown even while toasts are held back (a purchase's outcome); errors always are. */
  essential?: boolean;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  variant: ToastVariant;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (input: ToastInput) => void;
}

/** A swipe dismisses the toast when it moves right by at least the threshold. */
export function isDismissingSwipe(deltaX: number): boolean {
  return deltaX >= TOAST_SWIPE_THRESHOLD_PX;
}

export function createToastStore() {
  let counter = 0;
  const screen = createToastScreen((id) => dismiss(id));
  let shownAt = -Infinity;
  let waiting: ToastItem[] = [];
  let nextTimer: ReturnType<typeof setTimeout> | undefined;
  let holds = 0;

  const dismiss = (id?: string) => {
    if (id === undefined) waiting = [];
    screen.close(id);
    showNextWhenDue();
  };

  const showNextWhenDue = () => {
    clearTimeout(nextTimer);
    nextTimer = undefined;
    if (!waiting.length) return;
    const onScreen = screen.list().some((t) => t.open);
    const wait = onScreen ? shownAt + TOAST_MIN_SHOWN_MS - Date.now() : 0;
    if (wait > 0) {
      nextTimer = setTimeout(showNextWhenDue, wait);
      return;
    }
    shownAt = Date.now();
    screen.show(waiting.shift()!);
    if (waiting.length) nextTimer = setTimeout(showNextWhenDue, TOAST_MIN_SHOWN_MS);
  };

  const toast = (input: ToastInput): ToastHandle => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    if (holds > 0 && input.variant !== 'destructive' && !input.essential) {
      return { id, dismiss: () => undefined, update: () => undefined };
    }
    const item: ToastItem = { ...input, id, open: true, variant: input.variant ?? 'default' };
    waiting = [...waiting, item].slice(-TOAST_QUEUE_LIMIT);
    showNextWhenDue();
    return {
      id,
      dismiss: () => {
        if (waiting.some((t) => t.id === id)) waiting = waiting.filter((t) => t.id !== id);
        else dismiss(id);
      },
      update: (changes) => {
        const changed = (t: ToastItem) =>
          t.id === id ? { ...t, ...changes, variant: changes.variant ?? t.variant } : t;
        waiting = waiting.map(changed);
        screen.update(id, changed, changes.duration);
      },
    };
  };

  /** Until the returned release is called, only essential and error toasts show; the others are dropped. */
  const holdBack = () => {
    holds++;
    let released = false;
    return () => {
      if (!released) holds--;
      released = true;
    };
  };

  return { toast, dismiss, holdBack, getToasts: screen.list, subscribe: screen.subscribe };
}

/**
 * The toasts on screen and who listens to them: `show` puts one up (older ones beyond TOAST_LIMIT fall
 * off), it closes by itself when its time is up (`onTimeUp`), and a closed one is removed later.
 */
function createToastScreen(onTimeUp: (id: string) => void) {
  let toasts: ToastItem[] = [];
  const listeners = new Set<() => void>();
  const closeTimers = new Map<string, ReturnType<typeof setTimeout>>();
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const emit = (next: ToastItem[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };

  const scheduleRemoval = (id: string) => {
    if (removeTimers.has(id)) return;
    removeTimers.set(
      id,
      setTimeout(() => {
        removeTimers.delete(id);
        emit(toasts.filter((t) => t.id !== id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  };

  const scheduleClose = (id: string, duration: number) => {
    clearTimeout(closeTimers.get(id));
    if (!Number.isFinite(duration)) return;
    closeTimers.set(
      id,
      setTimeout(() => onTimeUp(id), duration),
    );
  };

  /** Closes one toast, or all of them without `id`. */
  const close = (id?: string) => {
    for (const t of toasts) {
      if (id !== undefined && t.id !== id) continue;
      clearTimeout(closeTimers.get(t.id));
      closeTimers.delete(t.id);
      scheduleRemoval(t.id);
    }
    emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  };

  const show = (item: ToastItem) => {
    // Older toasts fall off the end; their timers go with them.
    const kept = [item, ...toasts].slice(0, TOAST_LIMIT);
    for (const dropped of toasts) {
      if (kept.includes(dropped)) continue;
      clearTimeout(closeTimers.get(dropped.id));
      clearTimeout(removeTimers.get(dropped.id));
      closeTimers.delete(dropped.id);
      removeTimers.delete(dropped.id);
    }
    emit(kept);
    scheduleClose(item.id, item.duration ?? TOAST_DURATION_MS);
  };

  const update = (id: string, changed: (t: ToastItem) => ToastItem, duration: number | undefined) => {
    // A toast still waiting its turn is not on screen: nothing to re-render.
    if (!toasts.some((t) => t.id === id)) return;
    emit(toasts.map(changed));
    if (duration !== undefined) scheduleClose(id, duration);
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };

  return { list: () => toasts, subscribe, show, close, update };
}

/** The page's one toast store (web-kit is a federation singleton, so every remote shares it). */
const toastStore = createToastStore();
export const toast = toastStore.toast;
export const dismissToast = toastStore.dismiss;
export const holdBackToasts = toastStore.holdBack;

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getToasts, toastStore.getToasts);
}
