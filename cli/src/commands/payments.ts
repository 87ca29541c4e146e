import type { Command } from 'commander';
import { storyIdParamsSchema } from '@dreamweaver/contracts';
import { createPaymentProvider, refundStoryPayment, validate } from '@dreamweaver/bff';
import { withAdminSession } from '../admin-session.ts';
import { printJson, printLines, type CliIo } from '../io.ts';

const money = (cents: number, currency: string) => `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;

export function paymentsCommand(program: Command, io: CliIo) {
  const payments = program.command('payments').description('payments of stories: refunds');

  payments
    .command('refund')
    .description('refund the payment of a paid story that failed for good (REFUND "needed" in stories list)')
    .argument('<storyId>', 'the story id')
    .option('--json', 'print JSON instead of text')
    .action(async (id: string, { json }: { json?: boolean }) => {
      const storyId = validate(storyIdParamsSchema, { storyId: id }).storyId;
      const result = await withAdminSession(io, ({ db, settings, logger, media }) =>
        refundStoryPayment({ db, provider: createPaymentProvider(db, settings), logger, media }, storyId),
      );
      if (json) return printJson(io, result);
      printLines(
        io,
        ...result.refunds.map(
          (r) =>
            `Refunded ${money(r.amountCents, r.currency)} of story ${result.storyId} (${r.provider} refund ${r.refundId}).`,
        ),
      );
    });
}
