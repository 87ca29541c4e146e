import type { Knex } from 'knex';
import type { StoryRefund } from '@dreamweaver/contracts';
import { AppError } from '../errors.ts';
import type { Logger } from '../logger.ts';
import { Payment, Story } from '../models/index.ts';
import { PaymentProviderError, type PaymentProvider } from '../payments/index.ts';
import type { MediaStore } from './media-store.ts';
import { deleteStoryVoices } from './voice/story-voices.ts';

/**
 * The admin confirms the refund of a paid story that failed for good: every payment of the story
 * flagged 'needed' is given back through the provider it was paid with (Stripe's refund API, or
 * the sandbox's record) and marked refunded. 409 when nothing is owed; 502 when the provider fails.
 * A refunded story keeps no recorded voices: recording came with the payment, so the voices, their
 * files and the e-books built with them are deleted.
 */
export async function refundStoryPayment(
  deps: { db: Knex; provider: PaymentProvider; logger: Logger; media: MediaStore },
  storyId: string,
): Promise<StoryRefund> {
  const story = await Story.query(deps.db).findById(storyId).select('id');
  if (!story) throw new AppError(404, 'admin.errors.storyNotFound', { story: `"${storyId}"` });
  const owed = await Payment.query(deps.db).where({ storyId, status: 'paid', refundStatus: 'needed' }).orderBy('id');
  if (owed.length === 0) throw new AppError(409, 'admin.errors.noRefundOwed', { story: `"${storyId}"` });
  const refunds: StoryRefund['refunds'] = [];
  for (const payment of owed) {
    if (payment.provider !== deps.provider.name) {
      throw new AppError(409, 'admin.errors.refundFailed', {
        story: `"${storyId}"`,
        reason: `it was paid with ${payment.provider}, but ${deps.provider.name} is configured`,
      });
    }
    let refundId: string;
    try {
      ({ refundId } = await deps.provider.refundCheckoutSession({ sessionId: payment.providerSessionId, storyId }));
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      deps.logger.error('refund failed', { storyId, paymentId: payment.id, error });
      throw new AppError(502, 'admin.errors.refundFailed', { story: `"${storyId}"`, reason: error.message });
    }
    await Payment.query(deps.db)
      .patch({ refundStatus: 'refunded', refundId, refundedAt: new Date() })
      .where({ id: payment.id });
    deps.logger.info('payment refunded', { storyId, paymentId: payment.id, refundId });
    refunds.push({
      paymentId: payment.id,
      provider: payment.provider,
      refundId,
      amountCents: payment.amountCents,
      currency: payment.currency,
    });
  }
  await deleteStoryVoices(deps.db, deps.media, storyId);
  return { storyId, refunds };
}
