import type { Knex } from 'knex';
import type { StoryVariety } from '../generation/engine.ts';
import { ChildProfile, Story, storyRequestOf } from '../models/index.ts';
import { firstSentence } from './child-series.ts';

// What an engine is told of a profile's child beyond tonight's form: the story bible, and for a
// series episode the earlier episodes in one line each. Snapshotted with the story's variety when
// it is ordered, with every name those lines may hold: the profile's name and the names the
// earlier episodes were made with (the hero's and their brothers' and sisters'). The name-privacy
// seam hides each of them from any engine that runs elsewhere (without-name.ts), even when the
// parent typed the child's name differently tonight.

/** As many earlier episodes as the storyteller's variety remembers. */
const EARLIER_EPISODES_TOLD = 10;

type ChildMemory = Pick<StoryVariety, 'bible' | 'earlierEpisodes' | 'alsoCalled' | 'otherChildren'>;

export async function childMemory(db: Knex, childId: string, { series }: { series: boolean }): Promise<ChildMemory> {
  const profile = await ChildProfile.query(db).findById(childId).select('name', 'bible');
  if (!profile) return {};
  const earlier = await Story.query(db)
    .where({ childId })
    .whereNotNull('episode')
    .orderBy('episode', 'desc')
    .limit(EARLIER_EPISODES_TOLD)
    .select('summary', 'details');
  const requests = earlier.map(({ details }) => storyRequestOf(details));
  const alsoCalled = new Set([profile.name, ...requests.map((request) => request?.recipientDetails.name ?? '')]);
  const otherChildren = new Set(requests.flatMap((request) => (request?.siblings ?? []).map((s) => s.name)));
  alsoCalled.delete('');
  return {
    bible: profile.bible,
    ...(series
      ? {
          earlierEpisodes: earlier
            .filter(({ summary }) => summary !== '')
            .reverse()
            .map(({ summary }) => firstSentence(summary)),
        }
      : {}),
    alsoCalled: [...alsoCalled],
    ...(otherChildren.size > 0 ? { otherChildren: [...otherChildren] } : {}),
  };
}
