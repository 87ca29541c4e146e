import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_MIN_SHOWN_MS,
  TOAST_QUEUE_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_DIRECTION,
  createToastStore,
  isDismissingSwipe,
} from './toast-store.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the toast store', () => {
  it('shows one toast at a time: a new one replaces the old once that has been seen', () => {
    const store = createToastStore();
    store.toast({ title: 'First' });
    store.toast({ title: 'Second', variant: 'destructive' });
    expect(store.getToasts()).toHaveLength(1);
    expect(store.getToasts()[0]).toMatchObject({ title: 'First', open: true });
    vi.advanceTimersByTime(TOAST_MIN_SHOWN_MS);
    expect(store.getToasts()).toHaveLength(1);
    expect(store.getToasts()[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
    vi.advanceTimersByTime(TOAST_MIN_SHOWN_MS);
    store.toast({ title: 'Third' });
    expect(store.getToasts()[0]).toMatchObject({ title: 'Third', open: true });
  });

  it('shows toasts raised in the same moment one after another, each for a while, the newest few only', () => {
    const store = createToastStore();
    const seen: unknown[] = [];
    store.subscribe(() => seen.push(store.getToasts()[0]?.title));
    for (const title of ['Paid', 'Emailed', 'Done', 'Audio', 'Ready']) store.toast({ title });
    vi.advanceTimersByTime(TOAST_MIN_SHOWN_MS * (TOAST_QUEUE_LIMIT + 1));
    // 'Paid' at once; of the four that wait, the oldest ('Emailed') gives way to the limit of three.
    expect(TOAST_QUEUE_LIMIT).toBe(3);
    expect([...new Set(seen)]).toEqual(['Paid', 'Done', 'Audio', 'Ready']);
  });

  it('shows a waiting toast at once when the one on screen is dismissed; dismissing all drops the waiting ones', () => {
    const store = createToastStore();
    const first = store.toast({ title: 'First' });
    store.toast({ title: 'Second' });
    first.dismiss();
    expect(store.getToasts()[0]).toMatchObject({ title: 'Second', open: true });
    store.toast({ title: 'Third' });
    const fourth = store.toast({ title: 'Fourth' });
    fourth.dismiss();
    store.dismiss();
    vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
    expect(store.getToasts().map((t) => [t.title, t.open])).toEqual([['Second', false]]);
  });

  it('while held back shows only essential and error toasts, and all again once released', () => {
    const store = createToastStore();
    const release = store.holdBack();
    store.toast({ title: 'Story fully generated' });
    expect(store.getToasts()).toHaveLength(0);
    store.toast({ title: 'Payment successful!', essential: true });
    expect(store.getToasts()[0]).toMatchObject({ title: 'Payment successful!' });
    vi.advanceTimersByTime(TOAST_MIN_SHOWN_MS);
    store.toast({ title: 'Error', variant: 'destructive' });
    expect(store.getToasts()[0]).toMatchObject({ title: 'Error' });
    release();
    release(); // a second release changes nothing
    vi.advanceTimersByTime(TOAST_MIN_SHOWN_MS);
    store.toast({ title: 'Link copied' });
    expect(store.getToasts()[0]).toMatchObject({ title: 'Link copied' });
  });

  it('uses the default variant unless told otherwise', () => {
    const store = createToastStore();
    store.toast({ title: 'Hello' });
    expect(store.getToasts()[0].variant).toBe('default');
  });

  it('closes a toast after 5000 ms and removes it 1,000,000 ms later', () => {
    const store = createToastStore();
    store.toast({ title: 'Audio available' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.getToasts()[0].open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()[0].open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getToasts()).toHaveLength(0);
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('dismisses one toast by id, or all, and notifies subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const handle = store.toast({ title: 'One' });
    handle.dismiss();
    expect(store.getToasts()[0].open).toBe(false);
    store.toast({ title: 'Two' });
    store.dismiss();
    expect(store.getToasts().every((t) => !t.open)).toBe(true);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('updates a shown toast in place', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Saving' });
    handle.update({ title: 'Saved', description: 'Done' });
    expect(store.getToasts()[0]).toMatchObject({ id: handle.id, title: 'Saved', description: 'Done', open: true });
  });

  it('updates a waiting toast without re-rendering the one on screen; it shows updated in its turn', () => {
    const store = createToastStore();
    store.toast({ title: 'On screen' });
    const waiting = store.toast({ title: 'Waiting' });
    const listener = vi.fn();
    store.subscribe(listener);
    const before = store.getToasts();
    waiting.update({ title: 'Waiting, updated' });
    expect(listener).not.toHaveBeenCalled();
    expect(store.getToasts()).toBe(before);
    vi.advanceTimersByTime(TOAST_MIN_SHOWN_MS);
    expect(store.getToasts()[0]).toMatchObject({ title: 'Waiting, updated', open: true });
  });

  it('keeps a toast with an infinite duration open', () => {
    const store = createToastStore();
    store.toast({ title: 'Stay', duration: Infinity });
    vi.advanceTimersByTime(TOAST_DURATION_MS * 10);
    expect(store.getToasts()[0].open).toBe(true);
  });
});

describe('toast gestures and keys', () => {
  it('dismisses on a swipe right of at least 50 px only', () => {
    expect(TOAST_SWIPE_DIRECTION).toBe('right');
    expect(isDismissingSwipe(49)).toBe(false);
    expect(isDismissingSwipe(50)).toBe(true);
    expect(isDismissingSwipe(-120)).toBe(false);
  });

  it('focuses the viewport with F8', () => {
    expect(TOAST_HOTKEY).toBe('F8');
  });
});
