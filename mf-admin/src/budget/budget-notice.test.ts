import { describe, expect, it } from 'vitest';
import type { AiBudgetJson } from '@dreamweaver/contracts';
import { budgetNoticeText } from './budget-notice.ts';

const day: AiBudgetJson = {
  budgetUsd: 5,
  mode: 'wait',
  spentTodayUsd: 1.2345,
  unknownCallsToday: 0,
  exceeded: false,
  waitingStories: 0,
  resetsAt: '2026-12-08T00:00:00.000Z',
  today: [],
};

describe("the dashboard's AI budget notice", () => {
  it("shows the day's spend against the budget, or that none is set", () => {
    expect(budgetNoticeText(day, 'en')).toEqual({
      today: 'AI spend today (UTC): $1.23 of the daily budget of $5.00.',
    });
    expect(budgetNoticeText({ ...day, budgetUsd: null, spentTodayUsd: 0.0042 }, 'de').today).toBe(
      'KI-Kosten heute (UTC): 0,0042\u00a0$. Es ist kein Tagesbudget gesetzt.',
    );
  });

  it('alerts when the budget is spent: what waits, or that the offline engine makes the stories', () => {
    const spent = { ...day, spentTodayUsd: 5.2, exceeded: true, waitingStories: 3 };
    expect(budgetNoticeText(spent, 'en').exceeded).toBe(
      "Today's AI budget is spent ($5.20 of $5.00). New stories wait in the queue until midnight UTC; 3 waiting now. Raise AI_DAILY_BUDGET_USD to let them start sooner.",
    );
    expect(budgetNoticeText({ ...spent, mode: 'offline' }, 'de').exceeded).toMatch(
      /^Das KI-Budget für heute ist aufgebraucht \(5,20\s\$ von 5,00\s\$\)\. Neue Geschichten macht bis Mitternacht UTC die Offline-Engine\.$/,
    );
    expect(budgetNoticeText(spent, 'en').today).toBeUndefined();
  });

  it('says when some calls have no price, so the spend is a lower bound', () => {
    expect(budgetNoticeText({ ...day, unknownCallsToday: 2 }, 'en').unknown).toBe(
      '2 calls today have no price in AI_PRICES: the spend is at least this much.',
    );
  });
});
