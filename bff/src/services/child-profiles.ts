import type { Knex } from 'knex';
import type { ChildExportJson, ChildProfileInput, ChildProfileJson } from '@dreamweaver/contracts';
import { AppError } from '../errors.ts';
import { ChildProfile, Story } from '../models/index.ts';
import { looksLikeRandomId, newRandomId } from './random-id.ts';
import { keepPaymentRecordsOnly } from './payment-records.ts';
import { schedulePurge } from './story-media-purge.ts';

// The rules of child profiles: each belongs to one account and only its owner reads, changes,
// exports or deletes it. Anyone else, the admin included, gets "not found" (never "forbidden"),
// so an id says nothing about whether the profile exists. The admin's tools see counts only.

/** Enough for any family; a bound so one account cannot fill the table. */
const CHILD_PROFILES_MAX = 20;

const MONTHS_PER_YEAR = 12;

/** Today's age: from the birth year and month, or the age given grown by the whole years since. */
export function ageOf(profile: ChildProfile, now = new Date()): number | null {
  if (profile.birthYear !== null && profile.birthMonth !== null) {
    const months =
      (now.getUTCFullYear() - profile.birthYear) * MONTHS_PER_YEAR + now.getUTCMonth() + 1 - profile.birthMonth;
    return Math.max(0, Math.floor(months / MONTHS_PER_YEAR));
  }
  if (profile.age === null) return null;
  const given = profile.ageGivenAt ?? profile.createdAt;
  const years = Math.floor((now.getTime() - new Date(given).getTime()) / (365.25 * 24 * 60 * 60 * 1000));
  return profile.age + Math.max(0, years);
}

function toJson(profile: ChildProfile, storyCount: number): ChildProfileJson {
  const { favourites: f, look } = profile;
  return {
    id: profile.id,
    name: profile.name,
    age: ageOf(profile),
    birthYear: profile.birthYear,
    birthMonth: profile.birthMonth,
    pronoun: profile.pronoun,
    favourites: {
      animal: f.animal ?? null,
      colour: f.colour ?? null,
      activity: f.activity ?? null,
      food: f.food ?? null,
    },
    look: {
      hairColour: look.hairColour ?? null,
      hairStyle: look.hairStyle ?? null,
      glasses: look.glasses ?? null,
      skinTone: look.skinTone ?? null,
      pyjamas: look.pyjamas ?? null,
    },
    companions: profile.companions.map(({ name, kind }) => ({ name, kind: kind ?? null })),
    bible: profile.bible,
    storyCount,
    createdAt: new Date(profile.createdAt).toISOString(),
    updatedAt: new Date(profile.updatedAt).toISOString(),
  };
}

/** The columns a profile's input sets (the age is kept with the day it was given, to grow from). */
function columnsOf(input: ChildProfileInput, previous?: ChildProfile) {
  const sameAge = previous !== undefined && previous.age === (input.age ?? null) && previous.ageGivenAt !== null;
  return {
    name: input.name,
    age: input.age ?? null,
    ageGivenAt: input.age === undefined ? null : sameAge ? previous.ageGivenAt : new Date(),
    birthYear: input.birthYear ?? null,
    birthMonth: input.birthMonth ?? null,
    pronoun: input.pronoun,
    favourites: input.favourites,
    look: input.look,
    companions: input.companions,
    bible: input.bible,
  };
}

async function storyCounts(db: Knex, childIds: string[]): Promise<Map<string, number>> {
  if (childIds.length === 0) return new Map();
  const rows: { childId: string; count: string | number }[] = await Story.query(db)
    .whereIn('childId', childIds)
    .groupBy('childId')
    .select('childId')
    .count('* as count')
    .castTo<{ childId: string; count: string | number }[]>();
  return new Map(rows.map((row) => [row.childId, Number(row.count)]));
}

/**
 * The owner's profile, or 404 for anyone else and for an id that is not one. `lock` holds its row
 * until the transaction ends, so a delete cannot slip in before a story is linked to it.
 */
export async function findOwnChild(
  db: Knex,
  ownerId: number,
  id: string,
  { lock = false } = {},
): Promise<ChildProfile> {
  const query = ChildProfile.query(db).where({ id, userId: ownerId }).first();
  if (lock) query.forUpdate();
  const profile = looksLikeRandomId(id) ? await query : undefined;
  if (!profile) throw new AppError(404, 'children.errors.notFound');
  return profile;
}

/** The profile a new story is made from: the owner's own, or 404 (a signed-out maker has none). */
export async function ownChildId(
  db: Knex,
  childId: string | undefined,
  ownerId: number | null,
): Promise<string | null> {
  if (childId === undefined) return null;
  if (ownerId === null) throw new AppError(404, 'children.errors.notFound');
  return (await findOwnChild(db, ownerId, childId)).id;
}

export async function listChildren(db: Knex, ownerId: number): Promise<ChildProfileJson[]> {
  const profiles = await ChildProfile.query(db).where({ userId: ownerId }).orderBy(['createdAt', 'id']);
  const counts = await storyCounts(
    db,
    profiles.map((p) => p.id),
  );
  return profiles.map((profile) => toJson(profile, counts.get(profile.id) ?? 0));
}

export async function getChild(db: Knex, ownerId: number, id: string): Promise<ChildProfileJson> {
  const profile = await findOwnChild(db, ownerId, id);
  return toJson(profile, (await storyCounts(db, [id])).get(id) ?? 0);
}

export async function createChild(db: Knex, ownerId: number, input: ChildProfileInput): Promise<ChildProfileJson> {
  return db.transaction(async (trx) => {
    // One account's creations wait for each other here, so the limit holds under concurrency.
    await trx.raw('select id from users where id = ? for update', [ownerId]);
    const { count } = (await ChildProfile.query(trx)
      .where({ userId: ownerId })
      .count('* as count')
      .first()) as unknown as {
      count: string | number;
    };
    if (Number(count) >= CHILD_PROFILES_MAX)
      throw new AppError(409, 'children.errors.tooMany', { max: CHILD_PROFILES_MAX });
    const profile = await ChildProfile.query(trx).insertAndFetch({
      id: newRandomId(),
      userId: ownerId,
      ...columnsOf(input),
    });
    return toJson(profile, 0);
  });
}

export async function updateChild(
  db: Knex,
  ownerId: number,
  id: string,
  input: ChildProfileInput,
): Promise<ChildProfileJson> {
  const previous = await findOwnChild(db, ownerId, id);
  const profile = await ChildProfile.query(db).patchAndFetchById(id, columnsOf(input, previous));
  return toJson(profile, (await storyCounts(db, [id])).get(id) ?? 0);
}

/**
 * Deletes the profile. Its stories stay in My Stories without the link, or go with it when the
 * parent asks (only the owner's own stories: a story the admin moved to another account stays).
 * A deleted story's media folders are written down in the same transaction (story-media-purge.ts);
 * the caller empties them once it has committed. A paid one's payment stays as a bookkeeping record
 * without it (payment-records.ts).
 */
export async function deleteChild(
  db: Knex,
  ownerId: number,
  id: string,
  stories: 'keep' | 'delete',
): Promise<{ deletedStories: number; deletedStoryIds: string[] }> {
  await findOwnChild(db, ownerId, id);
  return db.transaction(async (trx) => {
    const goingIds =
      stories === 'delete'
        ? (await Story.query(trx).where({ childId: id, userId: ownerId }).select('id')).map((row) => row.id)
        : [];
    await keepPaymentRecordsOnly(trx, goingIds);
    const deletedStoryIds =
      goingIds.length > 0
        ? (await Story.query(trx).whereIn('id', goingIds).delete().returning('id')).map((row) => row.id)
        : [];
    await schedulePurge(trx, deletedStoryIds);
    await ChildProfile.query(trx).where({ id, userId: ownerId }).delete();
    return { deletedStories: deletedStoryIds.length, deletedStoryIds };
  });
}

/** Everything kept about the child: the profile and the stories made from it (data portability). */
export async function exportChild(db: Knex, ownerId: number, id: string): Promise<ChildExportJson> {
  const profile = await findOwnChild(db, ownerId, id);
  const stories = await Story.query(db)
    .where({ childId: id, userId: ownerId })
    .orderBy(['createdAt', 'id'])
    .select('id', 'title', 'summary', 'language', 'createdAt');
  return {
    format: 'dreamweaver-child-profile/1',
    exportedAt: new Date().toISOString(),
    profile: toJson(profile, stories.length),
    stories: stories.map((story) => ({
      id: story.id,
      title: story.title || null,
      summary: story.summary || null,
      language: story.language,
      createdAt: new Date(story.createdAt).toISOString(),
    })),
  };
}

/** An account's profiles as ids and story counts: all the admin's tools may know (storyctl children list). */
export async function childProfileCounts(db: Knex, ownerId: number): Promise<{ id: string; storyCount: number }[]> {
  const rows = await ChildProfile.query(db).where({ userId: ownerId }).orderBy(['createdAt', 'id']).select('id');
  const counts = await storyCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ id }) => ({ id, storyCount: counts.get(id) ?? 0 }));
}
