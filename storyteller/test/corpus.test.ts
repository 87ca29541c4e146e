import fs from 'node:fs';
import { STORY_SETTINGS } from '@dreamweaver/contracts';
import { describe, expect, it } from 'vitest';
import { corpusText } from '../src/corpus/describe.ts';
import { loadOrders, ORDERS_DIR } from '../src/corpus/orders.ts';
import { tellCorpus, tellOrder } from '../src/corpus/tell.ts';

const orders = loadOrders();

describe('the corpus of orders', () => {
  it('is one valid order per file, named by its id', () => {
    const files = fs.readdirSync(ORDERS_DIR).filter((name) => name.endsWith('.json'));
    expect(files.sort()).toEqual(orders.map((order) => `${order.id}.json`).sort());
  });

  it('covers both languages, ages 2 to 9, the six settings, siblings of 0 to 12', () => {
    const languages = new Set(orders.map((order) => order.request.language));
    const ages = new Set(orders.map((order) => order.request.recipientDetails.age));
    const settings = new Set(orders.map((order) => order.request.storySetting));
    const siblingAges = orders.flatMap((order) => order.request.siblings ?? []).map((sibling) => sibling.age ?? -1);
    expect([...languages].sort()).toEqual(['de', 'en']);
    for (let age = 2; age <= 9; age++) expect(ages).toContain(age);
    for (const setting of STORY_SETTINGS) expect(settings).toContain(setting);
    expect(Math.min(...siblingAges.filter((age) => age >= 0))).toBe(0);
    expect(Math.max(...siblingAges)).toBe(12);
  });

  it('has two series of ten episodes, one English, one German', () => {
    const series = new Map<string, number[]>();
    for (const order of orders)
      if (order.series) series.set(order.series, [...(series.get(order.series) ?? []), order.memory!.episode!]);
    expect([...series.keys()].sort()).toEqual(['frieda', 'isla']);
    for (const episodes of series.values())
      expect(episodes.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

describe('telling the corpus', () => {
  it('tells a series in order, each episode after the one before', () => {
    const isla = orders.filter((order) => order.series === 'isla').reverse();
    const { told, untold } = tellCorpus(isla);
    expect(untold.map((one) => one.reason)).toEqual([]);
    expect(told.map((one) => one.order.memory?.episode)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('keeps an episode whose series broke before it as an error of its own', () => {
    const second = orders.find((order) => order.series === 'isla' && order.memory?.episode === 2)!;
    const result = tellOrder(second, { previous: null, earlier: [], arcs: [], titles: [], broken: 'series-isla-01' });
    expect(result).toEqual({ order: second, reason: 'its series could not be told before it (series-isla-01)' });
  });

  it('writes the plan in plain words, then the title and one paragraph a scene', () => {
    const { told } = tellCorpus(orders.filter((order) => order.id === 'de-details-maximilian'));
    const text = corpusText(told[0]);
    expect(text).toMatch(/^de-details-maximilian · de · seed \S+\n\n== Der Plan\nThema: /);
    expect(text).toContain(`\n== ${told[0].story.title}\n`);
    expect(text.split('\n\n').length).toBeGreaterThanOrEqual(told[0].story.scenes.length + 2);
  });
});
