import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, type AiBudgetJson, type Language } from '@dreamweaver/contracts';
import { useI18n } from '@dreamweaver/web-kit';

// The dashboard's line on what the AI services cost today, and the notice when the daily budget is
// spent (new stories wait, or are made offline): the admin sees it without looking for it.

const BUDGET_POLL_MS = 60_000;

/** Dollars as the admin's language writes them, with fractions of a cent when the sum is small. */
function usd(amount: number, language: Language): string {
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: amount !== 0 && amount < 1 ? 4 : 2,
  }).format(amount);
}

export function BudgetNotice() {
  const { t, language } = useI18n();
  const { data } = useQuery<AiBudgetJson>({
    queryKey: [API_ROUTES.admin.aiBudget.path],
    refetchInterval: BUDGET_POLL_MS,
  });
  if (!data) return null;
  const spent = usd(data.spentTodayUsd, language);
  const budget = data.budgetUsd === null ? '' : usd(data.budgetUsd, language);
  return (
    <div className="admin-budget" data-testid="ai-budget">
      {data.exceeded ? (
        <p className="admin-budget__exceeded" role="alert" data-testid="ai-budget-exceeded">
          {data.mode === 'wait'
            ? t('admin.budget.exceededWait', { spent, budget, waiting: String(data.waitingStories) })
            : t('admin.budget.exceededOffline', { spent, budget })}
        </p>
      ) : (
        <p className="admin-muted">
          {data.budgetUsd === null ? t('admin.budget.noLimit', { spent }) : t('admin.budget.today', { spent, budget })}
        </p>
      )}
      {data.unknownCallsToday > 0 ? (
        <p className="admin-muted">{t('admin.budget.unknown', { count: String(data.unknownCallsToday) })}</p>
      ) : null}
    </div>
  );
}
