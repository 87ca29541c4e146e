import { useQuery } from '@tanstack/react-query';
import { API_ROUTES, type AiBudgetJson } from '@dreamweaver/contracts';
import { useI18n } from '@dreamweaver/web-kit';
import { budgetNoticeText } from './budget-notice.ts';

// The dashboard's line on what the AI services cost today, and the notice when the daily budget is
// spent (new stories wait, or are made offline): the admin sees it without looking for it.

const BUDGET_POLL_MS = 60_000;

export function BudgetNotice() {
  const { language } = useI18n();
  const { data } = useQuery<AiBudgetJson>({
    queryKey: [API_ROUTES.admin.aiBudget.path],
    refetchInterval: BUDGET_POLL_MS,
  });
  if (!data) return null;
  const text = budgetNoticeText(data, language);
  return (
    <div className="admin-budget" data-testid="ai-budget">
      {text.exceeded ? (
        <p className="admin-budget__exceeded" role="alert" data-testid="ai-budget-exceeded">
          {text.exceeded}
        </p>
      ) : (
        <p className="admin-muted">{text.today}</p>
      )}
      {text.unknown ? <p className="admin-muted">{text.unknown}</p> : null}
    </div>
  );
}
