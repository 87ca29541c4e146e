import type { Knex } from 'knex';
import { Payment, StoryLinkEmailRequest } from '../models/index.ts';

// What is left of a deleted story's payments: bookkeeping law (in Germany HGB § 257 and AO § 147,
// commonly 10 years) requires a paid amount to be kept with the payment provider's reference, so a
// paid payment stays, with nothing that leads back to the family: no story (so no title, no child's
// name, no account), no buyer's address, no address it was sent to. A checkout never paid is no
// bookkeeping record and goes. docs/your-data.md says what is kept and for how long.

/** Paid payments keep these columns; every other one is cleared (the story's id is nulled). */
const CLEARED = {
  storyId: null,
  customerEmail: null,
  emailSentAt: null,
  linkOrigin: null,
  emailAttempts: 0,
  emailNextAttemptAt: null,
  emailLastError: null,
} as const;

/**
 * Called in the transaction that deletes the stories, before it does: answers how many paid
 * payment records were kept.
 */
export async function keepPaymentRecordsOnly(trx: Knex, storyIds: readonly string[]): Promise<number> {
  if (storyIds.length === 0) return 0;
  const payments = await Payment.query(trx).whereIn('storyId', storyIds).select('id', 'status');
  const paid = payments.filter((payment) => payment.status === 'paid').map((payment) => payment.id);
  const unpaid = payments.filter((payment) => payment.status !== 'paid').map((payment) => payment.id);
  const all = payments.map((payment) => payment.id);
  if (all.length > 0) await StoryLinkEmailRequest.query(trx).whereIn('paymentId', all).delete();
  if (unpaid.length > 0) await Payment.query(trx).whereIn('id', unpaid).delete();
  if (paid.length > 0) await Payment.query(trx).whereIn('id', paid).patch(CLEARED);
  return paid.length;
}
