import type { EngineCallOptions, StoryBrief } from '../engine.ts';
import { recordSent } from '../receipt-entry.ts';
import { ProviderRefusalError, TransientProviderError } from './provider-errors.ts';
import { call, configured, type Servers } from './servers.ts';
import { moderationUsage } from './usage.ts';

/** Thrown when the moderation endpoint flags the parent's free text. */
export class UnsuitableBriefError extends ProviderRefusalError {
  override name = 'UnsuitableBriefError';
}

/** The parent's own words, in the order and in the plan (which the parent may have written in too). */
function freeTexts(brief: StoryBrief): string[] {
  const d = brief.recipientDetails;
  const plan = brief.plan;
  return [
    ...(plan
      ? [
          plan.theme.words,
          plan.setting.words,
          plan.achievement?.words,
          ...plan.care.wishes,
          ...plan.details.filter((detail) => detail.wanted).map((detail) => detail.words),
        ]
      : []),
    d.personalization,
    d.favoriteAnimal,
    d.favoriteColor,
    d.favoriteActivity,
    d.favoriteFood,
    d.recentAchievement,
    d.storyGoal,
    d.storySetting,
    brief.storyGoal,
    brief.storySetting,
  ].filter((text): text is string => typeof text === 'string' && text.trim() !== '');
}

export async function moderate(
  servers: Servers,
  brief: StoryBrief,
  { signal, record, use }: EngineCallOptions,
): Promise<void> {
  const input = freeTexts(brief);
  if (input.length === 0) return;
  const server = { ...configured(servers.options.text, 'moderation'), model: 'omni-moderation-latest' };
  const openai = configured(servers.clients.text, 'moderation');
  const checked = input.map((text) => ({ part: 'checked' as const, text }));
  const result = await call(servers, 'moderation', servers.timeouts.moderation, signal, async (request) => {
    await recordSent(record, 'moderation', server, checked);
    return openai.moderations.create({ model: server.model, input }, request);
  });
  await use?.(moderationUsage(server, input));
  if (!Array.isArray(result?.results) || result.results.length === 0) {
    throw new TransientProviderError('moderation: the AI server gave no verdict');
  }
  if (result.results.some((r) => r.flagged)) {
    throw new UnsuitableBriefError('The story details were flagged as unsuitable for a bedtime story');
  }
}
