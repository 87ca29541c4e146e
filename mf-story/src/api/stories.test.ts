import { describe, expect, it } from 'vitest';
import type { StoryJson } from '@dreamweaver/contracts';
import { POST_PAYMENT_MAX_POLLS } from '../viewer/polling.ts';
import { answerCount, storyProgressQuery, storyQuery } from './stories.ts';

type Interval = (query: never) => number | false;
const intervalOf = (options: { refetchInterval?: unknown }) => options.refetchInterval as Interval;
const queryWith = (state: Record<string, unknown>) =>
  ({ state: { dataUpdateCount: 0, errorUpdateCount: 0, ...state } }) as never;

const generating = {
  id: 's1',
  isPaid: false,
  generationStatus: 'generating_images',
  narrationPending: false,
  scenes: [{ sceneNumber: 1, locked: false, imageUrl: '/i', audioUrl: '/a' }],
} as unknown as StoryJson;

describe('storyQuery', () => {
  it('does not poll before the story has come', () => {
    expect(intervalOf(storyQuery('s1'))(queryWith({ data: undefined }))).toBe(false);
  });

  it('polls every 3 s for the 20 answers after a payment, then on the paid schedule', () => {
    const paid = { ...generating, isPaid: true };
    const interval = intervalOf(storyQuery('s1', 7));
    expect(interval(queryWith({ data: paid, dataUpdateCount: 7 }))).toBe(3000);
    expect(interval(queryWith({ data: paid, dataUpdateCount: 20, errorUpdateCount: 6 }))).toBe(3000);
    expect(interval(queryWith({ data: paid, dataUpdateCount: 7 + POST_PAYMENT_MAX_POLLS }))).toBe(5000);
    expect(intervalOf(storyQuery('s1'))(queryWith({ data: paid, dataUpdateCount: 7 }))).toBe(5000);
  });

  it('stops for a failed story and keeps polling in a background tab', () => {
    expect(intervalOf(storyQuery('s1', 0))(queryWith({ data: { ...generating, generationStatus: 'failed' } }))).toBe(
      false,
    );
    expect(storyQuery('s1').refetchIntervalInBackground).toBe(true);
  });

  it('counts good and failed answers alike', () => {
    expect(answerCount({ dataUpdateCount: 3, errorUpdateCount: 2 })).toBe(5);
    expect(answerCount(undefined)).toBe(0);
  });
});

describe('storyProgressQuery', () => {
  it('polls the progress every 2 s and stops once the story failed', () => {
    const interval = intervalOf(storyProgressQuery('s1'));
    expect(interval(queryWith({ status: 'success', data: { status: 'generating_images' }, dataUpdatedAt: 1 }))).toBe(
      2000,
    );
    expect(interval(queryWith({ status: 'success', data: { status: 'failed' }, dataUpdatedAt: 1 }))).toBe(false);
  });
});
