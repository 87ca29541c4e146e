import { translate, type AiBudgetJson, type Language } from '@dreamweaver/contracts';

// What the dashboard says about today's AI spend (BudgetNotice.tsx): the day's line, or the
// notice when the budget is spent, and a word when some calls have no price.

/** Dollars as the admin's language writes them, with fractions of a cent when the sum is small. */
function usd(amount: number, language: Language): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: amount !== 0 && amount < 1 ? 4 : 2,
  }).format(amount);
}

export interface BudgetNoticeText {
  /** Set while the budget is spent: shown as an alert. */
  exceeded?: string;
  /** The day's spend, while the budget is not spent. */
  today?: string;
  unknown?: string;
}

export function budgetNoticeText(data: AiBudgetJson, language: Language): BudgetNoticeText {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string>) => translate(language, key, params);
  const spent = usd(data.spentTodayUsd, language);
  const budget = data.budgetUsd === null ? '' : usd(data.budgetUsd, language);
  const unknown =
    data.unknownCallsToday > 0 ? t('admin.budget.unknown', { count: String(data.unknownCallsToday) }) : undefined;
  if (data.exceeded) {
    const exceeded =
      data.mode === 'wait'
        ? t('admin.budget.exceededWait', { spent, budget, waiting: String(data.waitingStories) })
        : t('admin.budget.exceededOffline', { spent, budget });
    return { exceeded, unknown };
  }
  const today =
    data.budgetUsd === null ? t('admin.budget.noLimit', { spent }) : t('admin.budget.today', { spent, budget });
  return { today, unknown };
}
