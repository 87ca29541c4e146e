import type { Knex } from 'knex';
import { emailSchema } from '@dreamweaver/contracts';
import { SandboxCheckoutSession } from '../../models/sandbox-checkout-session.ts';
import { fillSessionId } from '../success-url.ts';
import { cardProblem, type CardForm, type CardProblem } from './test-cards.ts';

export type SandboxPaymentOutcome =
  | { outcome: 'paid'; session: SandboxCheckoutSession; redirectUrl: string }
  | { outcome: 'refused'; session: SandboxCheckoutSession; problem: CardProblem | 'invalidEmail' }
  | { outcome: 'alreadyPaid'; session: SandboxCheckoutSession; redirectUrl: string }
  | { outcome: 'notFound' };

/** The sandbox's card charge: checks the card like a checkout page would and marks the session paid once. */
export async function paySandboxCheckout(
  db: Knex,
  sessionId: string,
  form: CardForm & { email: string },
): Promise<SandboxPaymentOutcome> {
  const session = await SandboxCheckoutSession.query(db).findById(sessionId);
  if (!session) return { outcome: 'notFound' };
  if (session.status !== 'open')
    return { outcome: 'alreadyPaid', session, redirectUrl: fillSessionId(session.successUrl, session.id) };

  const email = form.email.trim();
  if (email && !emailSchema().safeParse(email).success) return { outcome: 'refused', session, problem: 'invalidEmail' };
  const problem = cardProblem(form);
  if (problem) return { outcome: 'refused', session, problem };

  const [paid] = await SandboxCheckoutSession.query(db)
    .patch({ status: 'paid', paidAt: new Date(), customerEmail: email || null })
    .where({ id: session.id, status: 'open' })
    .returning('*');
  // Another tab paid in between: that payment counts, this one is not taken twice.
  const current = paid ?? (await SandboxCheckoutSession.query(db).findById(session.id))!;
  return {
    outcome: paid ? 'paid' : 'alreadyPaid',
    session: current,
    redirectUrl: fillSessionId(current.successUrl, current.id),
  };
}
