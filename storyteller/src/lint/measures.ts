import { createHash } from 'node:crypto';
import { isSensitiveTheme, type StoryPlan } from '@dreamweaver/contracts';
import { arcById, themeBeats } from '../arcs/index.ts';
import type { AgeBand, Passage } from '../arcs/types.ts';
import { pluralOf } from '../lexicon/relations.ts';
import { LULLABIES_EN } from '../slots/english.ts';
import { LULLABIES_DE } from '../slots/german.ts';
import { filledSlots, planFacts } from '../slots/plan-facts.ts';
import { ageBandOf, scenesFor } from '../teller/tell.ts';
import { aliveAsDead } from './rules/alive-as-dead.ts';
import { cheering } from './rules/cheering.ts';
import { deathAsSleep } from './rules/death-as-sleep.ts';
import { deathPresent } from './rules/death-present.ts';
import { aliveOnes } from './rules/who.ts';
import { maskedWords, maskWords, storySentences, wholeWords, wordRuns, wordsOf } from './text.ts';
import type { Finding, LintSubject } from './types.ts';

// The quality bench's measures (bench/story-quality.bench.ts, storyteller/corpus/README.md), as pure
// functions of told stories, so tests can hold them too. Each answers one question an editor asked
// of the old storyteller's stories: did it hurt, was the family there, were the details used, was the
// goal acted out, and does every child hear the same sentences.

export interface MeasuredStory extends LintSubject {
  /** The series the story is an episode of, if any: a child's stories are one child's. */
  series?: string;
}

const share = (part: number, whole: number) => (whole === 0 ? null : part / whole);

/** Findings of the rules about harm: someone who died present, cheering, death as sleep, alive told as dead. */
export function harm(stories: readonly MeasuredStory[]): Finding[] {
  return stories.flatMap((story) => [deathPresent, cheering, deathAsSleep, aliveAsDead].flatMap((rule) => rule(story)));
}

/** Every person the plan has here and living with the child, named in the story (goal: all). */
export function familiesPresent(stories: readonly MeasuredStory[]) {
  let people = 0;
  let named = 0;
  let storiesWithFamily = 0;
  let storiesAllNamed = 0;
  for (const { plan, story } of stories) {
    const family = plan.people.filter((person) => person.status === 'here' && person.livesWithChild);
    if (family.length === 0) continue;
    const text = [story.title, ...story.scenes.map((scene) => scene.text)].join('\n');
    const alive = aliveOnes(plan);
    const present = family.filter((person) => {
      const pattern = wholeWords(alive.find((one) => one.id === person.id)?.words ?? []);
      // Two mums the parent did not name are told together ("both mums", „beide Mamas“): that names them.
      const together = wholeWords([pluralOf(person.relation, plan.language)]);
      return (
        pattern?.test(text) === true || (person.name === null && person.calls === null && together?.test(text) === true)
      );
    });
    people += family.length;
    named += present.length;
    storiesWithFamily += 1;
    if (present.length === family.length) storiesAllNamed += 1;
  }
  return { people, named, share: share(named, people), stories: storiesWithFamily, storiesAllNamed };
}

/** The wanted details (and the proud moment): how many the story uses, and how many are used or say why not. */
export function detailCoverage(stories: readonly MeasuredStory[]) {
  let wanted = 0;
  let used = 0;
  let accounted = 0;
  for (const { plan } of stories) {
    // A profile fact the storyteller did not understand is listed and kept, not an order's detail: it
    // counts as accounted, not in the share used (it is the profile's, not what the parent typed tonight).
    const items = [
      ...plan.details.filter((detail) => detail.wanted && detail.kind !== 'fact'),
      ...(plan.achievement ? [plan.achievement] : []),
    ];
    wanted += items.length;
    used += items.filter((item) => item.used).length;
    accounted += items.filter((item) => item.used || item.why !== null).length;
  }
  return { wanted, used, accounted, usedShare: share(used, wanted), accountedShare: share(accounted, wanted) };
}

function tellable(passage: Passage | undefined, plan: StoryPlan, band: AgeBand): boolean {
  if (!passage) return false;
  const filled = filledSlots(plan, planFacts(plan));
  return passage[plan.language].some(
    (variant) =>
      (!variant.ages || variant.ages.includes(band)) &&
      !variant.unless?.some((slot) => filled.has(slot)) &&
      variant.needs.every((slot) => filled.has(slot)),
  );
}

/**
 * Whether the plan's goal is acted out: an everyday theme's challenge and mastery told, or a care arc
 * told. A goal the parent typed that became a plain adventure is not acted out (the reader missed it);
 * only an order with no goal has none to judge.
 */
export function goalActedOut(plan: StoryPlan, goalTyped = false): boolean | null {
  const theme = plan.theme.id;
  if (theme === 'adventure') return goalTyped ? false : null;
  const arc = plan.story ? arcById(plan.story.arc) : undefined;
  if (!arc) return false;
  if (isSensitiveTheme(theme)) return arc.kind === 'care' && arc.themes.includes(theme);
  const band = ageBandOf(plan);
  const beats = scenesFor(arc, band).flatMap((scene) => scene.beats);
  const has = (moment: string) => beats.some((beat) => 'moment' in beat && beat.moment === moment);
  const themed = themeBeats(theme);
  return (
    has('theme-challenge') &&
    has('theme-mastery') &&
    tellable(themed?.challenge, plan, band) &&
    tellable(themed?.mastery, plan, band)
  );
}

/** Whether the parent typed a goal for the story (in the order's goal field or the child's). */
function goalTyped(order: MeasuredStory['order']): boolean {
  const { request } = order;
  const goal = request.storyGoal ?? ('storyGoal' in request.recipientDetails ? request.recipientDetails.storyGoal : '');
  return typeof goal === 'string' && goal.trim() !== '';
}

export function goalsActedOut(stories: readonly MeasuredStory[]) {
  const judged = stories
    .map(({ plan, order }) => goalActedOut(plan, goalTyped(order)))
    .filter((told): told is boolean => told !== null);
  const actedOut = judged.filter(Boolean).length;
  return { goals: judged.length, actedOut, share: share(actedOut, judged.length) };
}

/**
 * Each sentence of a story as its runs of six words, every name masked, and the child's night song
 * too: a series keeps its lullaby on purpose (it is the ritual a child waits for), so hearing it
 * again is no repetition, as a name is none.
 */
function sentenceRuns(story: MeasuredStory): string[][] {
  const masks = maskWords(story.plan);
  return storySentences(story.story).map((sentence) => wordRuns(maskedWords(withoutSongs(sentence.text), masks)));
}

const SONGS = [...LULLABIES_EN, ...LULLABIES_DE];
function withoutSongs(text: string): string {
  return SONGS.reduce((rest, song) => rest.replaceAll(song, 'Lullaby'), text);
}

/** For each story of a group, the share of its sentences that share a six-word run with another story of the group. */
function sharedWithinGroup(group: readonly MeasuredStory[]): number[] {
  const runs = group.map(sentenceRuns);
  const owners = new Map<string, Set<number>>();
  runs.forEach((sentences, i) => {
    for (const run of sentences.flat()) {
      if (!owners.has(run)) owners.set(run, new Set());
      owners.get(run)!.add(i);
    }
  });
  return runs.map((sentences) => {
    if (sentences.length === 0) return 0;
    const shared = sentences.filter((sentence) => sentence.some((run) => owners.get(run)!.size > 1));
    return shared.length / sentences.length;
  });
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;
const order = (id: string) => createHash('sha256').update(id).digest('hex');

/**
 * Repetition across children: the stories of different children (a series counts once, by its
 * first episode) in a fixed shuffled order, read in batches of `size` as an editor read 14 orders;
 * for each story, the share of its sentences that share a run of six words with another story of
 * its batch, averaged (goal: at most 10 %). The last batch is filled up from the first stories.
 */
export function repetitionAcrossChildren(stories: readonly MeasuredStory[], size = 14) {
  const firstEpisodes = new Map<string, MeasuredStory>();
  const single: MeasuredStory[] = [];
  for (const story of stories) {
    if (!story.series) single.push(story);
    else if (!firstEpisodes.has(story.series)) firstEpisodes.set(story.series, story);
  }
  const children = [...single, ...firstEpisodes.values()].sort((a, b) => order(a.id).localeCompare(order(b.id)));
  if (children.length < 2) return { batches: 0, stories: children.length, mean: null, worst: null };
  const batchSize = Math.min(size, children.length);
  const shares: number[] = [];
  let batches = 0;
  for (let start = 0; start < children.length; start += batchSize) {
    const batch = children.slice(start, start + batchSize);
    const fill = children.slice(0, batchSize - batch.length);
    shares.push(...sharedWithinGroup([...batch, ...fill]).slice(0, batch.length));
    batches += 1;
  }
  return { batches, stories: children.length, mean: mean(shares), worst: Math.max(...shares) };
}

/** Repetition inside one child's series: each episode's share of sentences sharing a run of six words with another (goal: at most 5 %). */
export function repetitionInSeries(stories: readonly MeasuredStory[]) {
  const series = new Map<string, MeasuredStory[]>();
  for (const story of stories) if (story.series) series.set(story.series, [...(series.get(story.series) ?? []), story]);
  return [...series].map(([name, episodes]) => ({
    series: name,
    language: episodes[0].plan.language,
    episodes: episodes.length,
    mean: mean(sharedWithinGroup(episodes)),
  }));
}

/** Distinct titles, as told and with every name masked. */
export function distinctTitles(stories: readonly MeasuredStory[]) {
  const titles = stories.map((story) => story.story.title);
  const masked = stories.map((story) => maskedWords(story.story.title, maskWords(story.plan)).join(' '));
  return { stories: stories.length, distinct: new Set(titles).size, distinctMasked: new Set(masked).size };
}

/** Words per sentence and per story, for one age band. */
export function wordsPerSentence(stories: readonly MeasuredStory[], band: AgeBand) {
  const inBand = stories.filter((story) => ageBandOf(story.plan) === band);
  const counts = inBand.flatMap((story) =>
    storySentences(story.story).map((sentence) => wordsOf(sentence.text).length),
  );
  const perStory = inBand.map((story) =>
    story.story.scenes.reduce((sum, scene) => sum + wordsOf(scene.text).length, 0),
  );
  const sorted = [...counts].sort((a, b) => a - b);
  return {
    stories: inBand.length,
    mean: mean(counts),
    p95: sorted.length === 0 ? null : sorted[Math.floor(sorted.length * 0.95)],
    max: sorted.at(-1) ?? null,
    wordsPerStory: mean(perStory),
  };
}
