import type { Knex } from 'knex';
import { translate, type Language } from '@dreamweaver/contracts';
import { ChildProfile, Story } from '../models/index.ts';

// A child profile's series: each story ordered as "next episode" gets the next number, the
// series' title in the story's language, and one line about the last episode to open it. The
// line is made here from what the product wrote (the last episode's title and summary) and put
// in front of the text by generation/series-recap.ts, after the engine has written it.

/** The first sentence of a summary: a recap is one line. */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/su.exec(text.trim());
  return (match ? match[0] : text).trim();
}

export async function nextEpisode(
  db: Knex,
  childId: string,
  language: Language,
): Promise<{ episode: number; seriesTitle: string; recap: string | null }> {
  // The profile's row is locked so two orders at once cannot take the same number.
  const profile = await ChildProfile.query(db).findById(childId).forUpdate().select('name');
  const last = await Story.query(db)
    .where({ childId })
    .whereNotNull('episode')
    .orderBy('episode', 'desc')
    .select('episode', 'title', 'summary')
    .first();
  const episode = (last?.episode ?? 0) + 1;
  const recap =
    last && last.title !== ''
      ? translate(language, 'children.series.recap', { title: last.title, summary: firstSentence(last.summary) })
      : null;
  const seriesTitle = translate(language, 'children.series.title', { name: profile?.name ?? '' });
  return { episode, seriesTitle, recap };
}
