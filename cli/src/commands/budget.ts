import type { Command } from 'commander';
import type { AiUsageLine } from '@dreamweaver/contracts';
import { aiBudgetReport, dollars } from '@dreamweaver/bff';
import { withAdminSession } from '../admin-session.ts';
import { printJson, printLines, type CliIo } from '../io.ts';
import { formatTable, type Column } from '../table.ts';

// `storyctl budget`: today's AI spend against the daily budget, and what it costs line by line;
// the usage columns are shared with `stories show`.

const count = (n: number) => (n === 0 ? '-' : n.toLocaleString('en-US'));

export const usageColumns: Column<AiUsageLine>[] = [
  { header: 'SERVICE', value: (l) => l.service },
  { header: 'MODEL', value: (l) => l.model, maxWidth: 32 },
  { header: 'CALLS', value: (l) => String(l.calls) },
  { header: 'TOKENS IN', value: (l) => count(l.inputTokens + l.inputImageTokens) },
  { header: 'TOKENS OUT', value: (l) => count(l.outputTokens) },
  {
    header: 'PICTURES',
    value: (l) => (l.pictures ? `${l.pictures} ${l.size ?? '?'} ${l.quality ?? ''}`.trim() : '-'),
  },
  { header: 'CHARACTERS', value: (l) => (l.service === 'speech' ? count(l.characters) : '-') },
  { header: 'COST', value: (l) => (l.costUsd === null ? 'unknown' : dollars(l.costUsd)) },
];

/** The total of usage lines: "$0.1234", or "at least $0.12 (3 calls of unknown cost)". */
export function costTotal(costUsd: number, unknownCalls: number): string {
  return unknownCalls > 0
    ? `at least ${dollars(costUsd)} (${unknownCalls} call${unknownCalls === 1 ? '' : 's'} of unknown cost: price the model in AI_PRICES)`
    : dollars(costUsd);
}

export function budgetCommand(program: Command, io: CliIo) {
  program
    .command('budget')
    .description("today's AI spend (UTC) against the daily budget (AI_DAILY_BUDGET_USD), and what waits for it")
    .option('--json', 'print JSON instead of text')
    .action(async ({ json }: { json?: boolean }) => {
      const report = await withAdminSession(io, ({ db, settings }) => aiBudgetReport(db, settings));
      if (json) return printJson(io, report);
      const spent = costTotal(report.spentTodayUsd, report.unknownCallsToday);
      const lines = [
        report.budgetUsd === null
          ? `AI spend today (UTC): ${spent}. No daily budget is set (AI_DAILY_BUDGET_USD).`
          : `AI spend today (UTC): ${spent} of the daily budget of ${dollars(report.budgetUsd)}.`,
      ];
      if (report.exceeded) {
        lines.push(
          report.mode === 'wait'
            ? `The budget is spent: new stories wait in the queue until ${report.resetsAt} (${report.waitingStories} waiting). Raise AI_DAILY_BUDGET_USD and restart to let them start sooner.`
            : `The budget is spent: new stories are made by the offline engine until ${report.resetsAt}.`,
        );
      }
      lines.push('', report.today.length ? formatTable(usageColumns, report.today) : 'No AI calls today.');
      printLines(io, ...lines);
    });
}
