import type { Knex } from 'knex';
import { STORY_PRICE_CENTS, STORY_PRICE_CURRENCY, type Language } from '@dreamweaver/contracts';
import { Payment, Scene, Story } from '../../src/models/index.ts';

// Small factories for the rows a test needs but does not test: a finished story, a paid payment.
// Each takes only what the test cares about; the rest is a plausible default.

let counter = 0;

/** A unique id, in the shape the bff gives stories. */
function newStoryId(): string {
  return `story${Date.now().toString(36)}${(counter++).toString(36)}`;
}

export interface StoryFactoryOptions {
  id?: string;
  title?: string;
  language?: Language;
  sceneCount?: number;
  userId?: number | null;
  isPaid?: boolean;
}

/** A completed story with `sceneCount` scenes, written straight to the database; answers its id. */
export async function aCompletedStory(db: Knex, options: StoryFactoryOptions = {}): Promise<string> {
  const {
    id = newStoryId(),
    title = 'Luna and the Moon Lantern',
    language = 'en',
    sceneCount = 3,
    userId = null,
    isPaid = false,
  } = options;
  await Story.query(db).insert({
    id,
    title,
    summary: 'A gentle tale',
    language,
    storyType: 'classic',
    details: { recipientDetails: { name: 'Luna' } },
    generationStatus: 'completed',
    progress: 100,
    currentStep: 4,
    userId,
    isPaid,
    ...(isPaid ? { paidAt: new Date() } : {}),
  });
  for (let n = 1; n <= sceneCount; n++)
    await Scene.query(db).insert({ storyId: id, sceneNumber: n, text: `Scene ${n} of the tale` });
  return id;
}

/** The columns of a payment of the story's price, paid in the sandbox, that a test may set. */
export type PaymentFactoryOptions = Partial<
  Pick<
    Payment,
    'provider' | 'providerSessionId' | 'status' | 'customerEmail' | 'refundStatus' | 'linkOrigin' | 'paidAt'
  >
>;

/** A paid payment of the story's price for `storyId`. */
export async function aPaidPayment(db: Knex, storyId: string, options: PaymentFactoryOptions = {}): Promise<Payment> {
  return Payment.query(db).insertAndFetch({
    storyId,
    provider: 'sandbox',
    providerSessionId: `cs_sandbox_${storyId}`,
    status: 'paid',
    amountCents: STORY_PRICE_CENTS,
    currency: STORY_PRICE_CURRENCY,
    ...options,
  });
}
