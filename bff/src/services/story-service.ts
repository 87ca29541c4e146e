import type { Knex } from 'knex';
import type { QueryBuilder } from 'objection';
import type { CreateStoryOrder, Language, StoryJson, StoryProgressJson } from '@dreamweaver/contracts';
import { AppError } from '../errors.ts';
import { enqueueStoryJob } from '../generation/job-queue.ts';
import { signalJobQueued } from '../generation/job-signals.ts';
import { failStoryIfOverdue } from '../generation/story-failure.ts';
import { builtRows, leanRead, leanRows } from '../db/lean-read.ts';
import { GenerationJob, Scene, Story } from '../models/index.ts';
import type { MediaStore, OpenedMedia } from './media-store.ts';
import { isStoryCreator, NOBODY, sharingFor, type StoryRequester } from './story-gallery.ts';
import { isSceneLocked, toStoryJson, type SceneRowForJson, type StoryRow } from './story-json.ts';
import { looksLikeRandomId, newRandomId } from './random-id.ts';
import { parsePictureWidths, pictureCopyFiles, pictureCopyKey } from './picture-copies.ts';
import { openSceneFile, pictureCoverKey } from './picture-cover.ts';
import { childKeyOf, varietyForNewStory } from './story-variety.ts';
import { ownChildId } from './child-profiles.ts';
import { nextEpisode } from './child-series.ts';
import { childMemory } from './child-memory.ts';
import { earlierStories, lastEpisodePlan, orderFor, planToTell, rememberPlan, settledPlan } from './story-plans.ts';
import { attachPlanReading } from './ai-plan.ts';
import { isHeldForBudget } from '../generation/cost/budget.ts';
import {
  cursorTime,
  isoOfCursorTime,
  newestFirstSql,
  pageFrom,
  limitSql,
  timeCursorOf,
  type Page,
  type PageRequest,
} from './paging.ts';

// The rules of stories: creating and queueing them, reading them through the paywall, listing.
// Plain arguments and a database handle, so the routes and storyctl can both call them.

const storyColumns = [
  'id',
  'title',
  'summary',
  'isPaid',
  'createdAt',
  'generationStatus',
  'language',
  'episode',
  'seriesTitle',
] as const;
const sceneColumns = [
  'storyId',
  'sceneNumber',
  'text',
  'imageKey',
  'audioKey',
  'sentenceStarts',
  'imageDescription',
  'imageWidths',
  'partialImageKey',
] as const;

/**
 * Stores the request and the plan it is told from, queues its generation job in the same
 * transaction, and answers at once. The plan is the parent's (from the plan screen) or read from the
 * order with the parent's answers; an order with an open sensitive question is refused (422) and
 * nothing is written (story-plans.ts).
 * The story must end completed or failed within `deadlineSeconds` (GENERATION_DEADLINE_SECONDS).
 * It gets its own variety (story-variety.ts): a fresh seed and the same child's last stories, the
 * child being the name within an account, or the browser session's `anonymousStoryIds` without one.
 */
export async function createStory(
  db: Knex,
  order: CreateStoryOrder,
  ownerId: number | null,
  { deadlineSeconds, anonymousStoryIds }: { deadlineSeconds?: number; anonymousStoryIds?: readonly string[] } = {},
): Promise<StoryJson> {
  const { plan: parentPlan, answers, ...request } = order;
  const id = newRandomId();
  const name = request.recipientDetails.name;
  const childId = await ownChildId(db, request.childId, ownerId);
  if (request.series && childId === null) throw new AppError(400, 'children.validation.seriesNeedsProfile');
  await db.transaction(async (trx) => {
    const episode = request.series && childId ? await nextEpisode(trx, childId, request.language) : undefined;
    const series = episode ?? {};
    // A fresh seed for every order, and the child's recent plots and titles as they are now.
    const variety = {
      ...(await varietyForNewStory(trx, { ownerId, name, anonymousStoryIds, childId })),
      ...(childId ? await childMemory(trx, childId, { series: request.series === true }) : {}),
    };
    const lastPlan = episode && childId ? await lastEpisodePlan(trx, childId) : null;
    const storyOrder = await orderFor(
      trx,
      request,
      childId,
      episode && { episode: episode.episode, previous: lastPlan },
    );
    const earlier = await earlierStories(trx, variety.recentStories);
    const plan = settledPlan(planToTell(storyOrder, { plan: parentPlan, answers }), variety, earlier);
    await Story.query(trx).insert({
      id,
      userId: ownerId,
      language: request.language,
      audience: request.audience,
      storyType: request.storyType,
      details: request,
      variety,
      plan,
      childKey: childKeyOf(name),
      childId,
      ...series,
      generationStatus: 'creating_story',
      progress: 0,
      currentStep: 1,
    });
    if (childId) await rememberPlan(trx, childId, plan);
    await attachPlanReading(trx, id, storyOrder, answers ?? {});
    await enqueueStoryJob(trx, id, deadlineSeconds);
  });
  signalJobQueued();
  return getStory(db, id, { userId: ownerId, anonymousStoryIds: [id] });
}

const isUnfinished = (status: string) => status !== 'completed' && status !== 'failed';

type StoryRowWithOwner = StoryRow & Pick<Story, 'userId' | 'galleryId'>;

async function findStoryRow(db: Knex, id: string): Promise<StoryRowWithOwner | undefined> {
  if (!looksLikeRandomId(id)) return undefined;
  return Story.query(db)
    .select(...storyColumns, 'userId', 'galleryId')
    .findById(id);
}

/**
 * A story and its scenes in one round trip (the story read was two built queries, and query
 * building plus a second round trip to the database was most of the bff's own time for
 * GET /api/stories/:id in the CPU profile). Plain SQL with the camel-case names the JSON needs.
 * The scenes come as one JSON array in the story's row, not as joined rows: pg parsed every
 * story column again for each scene (the row parser and the date parser were 2 % of the bff's
 * busy samples for a five-scene story under load), where one JSON.parse now reads them all.
 */
const SCENES_AS_JSON = `coalesce(
    (select json_agg(json_build_object(
        'sceneNumber', c.scene_number, 'text', c.text, 'imageKey', c.image_key, 'audioKey', c.audio_key,
        'sentenceStarts', c.sentence_starts, 'imageDescription', c.image_description,
        'imageWidths', c.image_widths, 'partialImageKey', c.partial_image_key) order by c.scene_number)
      from scenes c where c.story_id = s.id),
    '[]') as scenes`;

const STORY_WITH_SCENES = leanRead(`
  select s.id, s.title, s.summary, s.is_paid as "isPaid", s.created_at as "createdAt",
    s.generation_status as "generationStatus", s.language, s.user_id as "userId", s.gallery_id as "galleryId",
    s.episode, s.series_title as "seriesTitle", ${SCENES_AS_JSON}
  from stories s
  where s.id = ?`);

type StoryRowWithScenes = StoryRowWithOwner & { scenes: SceneRowForJson[] };

async function findStoryWithScenes(
  db: Knex,
  id: string,
): Promise<{ story: StoryRowWithOwner; scenes: SceneRowForJson[] } | undefined> {
  if (!looksLikeRandomId(id)) return undefined;
  const [row] = await leanRows<StoryRowWithScenes>(db, STORY_WITH_SCENES, [id]);
  if (!row) return undefined;
  const { scenes, ...story } = row;
  return { story, scenes };
}

/** The story through the paywall; `sharing` only for whoever may change it (story-gallery.ts). */
export async function getStory(db: Knex, id: string, requester: StoryRequester = NOBODY): Promise<StoryJson> {
  let found = await findStoryWithScenes(db, id);
  if (!found) throw new AppError(404, 'story.errors.notFound');
  // A story past its deadline whose worker died is failed by whoever looks at it: no endless spinner.
  if (isUnfinished(found.story.generationStatus) && (await failStoryIfOverdue(db, id)))
    found = (await findStoryWithScenes(db, id))!;
  const { story, scenes } = found;
  const json: StoryJson = toStoryJson(story, scenes);
  const sharing = sharingFor(story, requester);
  if (sharing) json.sharing = sharing;
  if (story.generationStatus === 'completed' && scenes.some((scene) => !scene.audioKey)) {
    const retry = await GenerationJob.query(db)
      .select('id')
      .where({ storyId: id, phase: 'narration' })
      .whereIn('state', ['queued', 'running'])
      .first();
    if (retry) json.narrationPending = true;
  }
  return json;
}

/**
 * Where generation stands. A failed story also says what kind of failure it was, and whether
 * this requester (asked for only then) made it and so may try again or start over from it.
 */
export async function getStoryProgress(
  db: Knex,
  id: string,
  requester: () => Promise<StoryRequester> = async () => NOBODY,
): Promise<StoryProgressJson> {
  const read = () =>
    Story.query(db).select('id', 'userId', 'generationStatus', 'progress', 'currentStep', 'failureKind').findById(id);
  let row = looksLikeRandomId(id) ? await read() : undefined;
  if (!row) throw new AppError(404, 'story.errors.notFound');
  if (isUnfinished(row.generationStatus) && (await failStoryIfOverdue(db, id))) row = (await read())!;
  const progress: StoryProgressJson = {
    status: row.generationStatus,
    progress: row.progress,
    currentStep: row.currentStep,
    // Scene 1 may be stored while the rest is still written (generation/streamed-opening.ts): no scene counts until the story is split.
    scenes: ['creating_story', 'splitting_scenes'].includes(row.generationStatus)
      ? { total: 0, drawn: 0, narrated: 0 }
      : await sceneProgress(db, id),
    ...((await isHeldForBudget(db, id)) ? { waiting: true as const } : {}),
  };
  if (row.generationStatus !== 'failed') return progress;
  return { ...progress, failure: row.failureKind ?? 'unavailable', canRetry: isStoryCreator(row, await requester()) };
}

/** What the worker has made so far: the scenes the story was split into, and how many have their picture and their voice. */
async function sceneProgress(db: Knex, storyId: string): Promise<StoryProgressJson['scenes']> {
  const [counts] = await Scene.query(db)
    .where('storyId', storyId)
    .select(
      db.raw('count(*)::int as total'),
      db.raw('count(image_key)::int as drawn'),
      db.raw('count(audio_key)::int as narrated'),
    )
    .castTo<{ total: number; drawn: number; narrated: number }[]>();
  return {
    total: Number(counts?.total ?? 0),
    drawn: Number(counts?.drawn ?? 0),
    narrated: Number(counts?.narrated ?? 0),
  };
}

/** A story's scenes in order, with the columns the JSON and the downloads need. */
export const scenesForJson = (scenes: QueryBuilder<Scene>) => scenes.select(sceneColumns).orderBy('sceneNumber');

const MY_STORIES_LIST = 'my-stories';

/**
 * A page of a user's own stories, newest first, through the paywall like any other read: one
 * prepared read with each story's scenes as JSON, as the story read has them (Objection's graph
 * fetch was two queries and a model for every story and scene, most of the bff's CPU for this list).
 */
export async function listUserStories(db: Knex, userId: number, request: PageRequest): Promise<Page<StoryJson>> {
  const keyset = newestFirstSql('s', timeCursorOf(request, MY_STORIES_LIST));
  const stories = await builtRows<
    Omit<StoryRow, 'createdAt'> & { childId: string | null; cursorAt: string; scenes: SceneRowForJson[] }
  >(
    db,
    `select s.id, s.title, s.summary, s.is_paid as "isPaid",
       s.generation_status as "generationStatus", s.language, s.episode, s.series_title as "seriesTitle",
       s.child_id as "childId", ${cursorTime('s.created_at')} as "cursorAt", ${SCENES_AS_JSON}
     from stories s
     where s.user_id = ? and ${keyset.after}
     ${keyset.order}
     ${limitSql(request)}`,
    [userId, ...keyset.values],
  );
  return pageFrom(
    stories,
    request,
    MY_STORIES_LIST,
    (story) => ({ at: story.cursorAt, id: story.id }),
    (story) => ({
      ...toStoryJson({ ...story, createdAt: isoOfCursorTime(story.cursorAt) }, story.scenes),
      childId: story.childId,
    }),
  );
}

/** A scene's picture or narration; a locked scene's media is refused until the story is paid. */
export async function getSceneMedia(
  db: Knex,
  media: MediaStore,
  { storyId, sceneNumber, kind, file }: { storyId: string; sceneNumber: number; kind: 'image' | 'audio'; file: string },
): Promise<OpenedMedia> {
  const story = await findStoryRow(db, storyId);
  if (!story) throw new AppError(404, 'story.errors.notFound');
  if (isSceneLocked(story, sceneNumber)) throw new AppError(403, 'story.errors.locked');
  const scene = await Scene.query(db)
    .select('imageKey', 'audioKey', 'imageWidths', 'partialImageKey')
    .where({ storyId, sceneNumber })
    .first();
  const key = sceneFileKey(scene, kind, file) ?? partialPictureKey(scene, kind, file);
  if (!key) throw new AppError(404, 'errors.notFound');
  const stored = await openSceneFile(media, key, kind === 'image' ? scene?.imageKey : null);
  if (!stored) throw new AppError(404, 'errors.notFound');
  return stored;
}

/** A story's title and scene 1 as its JSON gives them to anyone with the link (scene 1 is always free). */
export interface StoryFirstScene {
  title: string | null;
  language: Language;
  isPaid: boolean;
  /** The admin keeps the story out of the gallery: its page is not sent pre-rendered. */
  hidden: boolean;
  /** Scene 1's picture, with its smaller copies as `srcset` when it has them; null while it has none. */
  picture: { url: string; srcset?: string } | null;
  text: string | null;
  imageDescription?: string;
  /** The story's place in a child's series, as the JSON says it. */
  series?: { episode: number; title: string };
}

/**
 * What a story's page is sent with (frontend/story-preloads.ts, story-prerender.ts): its title
 * and scene 1 (always free: its picture, URL and srcset, its text and picture's description) as
 * the story's JSON gives them to anyone with the link, and whether the admin hid the story.
 * Undefined when there is no such story; `picture` and `text` null while scene 1 has none.
 */
export async function getStoryFirstScene(db: Knex, id: string): Promise<StoryFirstScene | undefined> {
  if (!looksLikeRandomId(id)) return undefined;
  const row = await Story.query(db)
    .leftJoin('scenes', (join) => join.on('scenes.storyId', 'stories.id').andOnVal('scenes.sceneNumber', 1))
    .select(
      ...storyColumns.map((column) => `stories.${column}`),
      'stories.galleryHidden',
      'scenes.sceneNumber',
      'scenes.text',
      'scenes.imageKey',
      'scenes.imageWidths',
      'scenes.imageDescription',
    )
    .where('stories.id', id)
    .first()
    .castTo<FirstSceneRow | undefined>();
  if (!row) return undefined;
  // Made as the story's JSON is made (the paywall, the picture's URL and srcset, the series), from scene 1 alone.
  const { sceneNumber, text, imageKey, imageWidths, imageDescription } = row;
  const json = toStoryJson(
    row,
    sceneNumber === null ? [] : [{ sceneNumber, text, imageKey, imageWidths, imageDescription, audioKey: null }],
  );
  const scene = json.scenes[0];
  return {
    title: json.title,
    language: json.language,
    isPaid: json.isPaid,
    hidden: row.galleryHidden,
    picture: scene?.imageUrl
      ? { url: scene.imageUrl, ...(scene.imageSrcset ? { srcset: scene.imageSrcset } : {}) }
      : null,
    text: scene?.text || null,
    ...(scene?.imageDescription ? { imageDescription: scene.imageDescription } : {}),
    ...(json.series ? { series: json.series } : {}),
  };
}

/** Scene 1's columns are null when the story has no scene yet (the left join). */
type FirstSceneRow = StoryRow &
  Pick<Story, 'galleryHidden'> &
  Pick<SceneRowForJson, 'text' | 'imageKey' | 'imageWidths' | 'imageDescription'> & { sceneNumber: number | null };

/** The media key of a scene's `file`: its picture or narration, one of its picture's smaller copies, or its square PNG. */
function sceneFileKey(
  scene: Pick<Scene, 'imageKey' | 'audioKey' | 'imageWidths'> | undefined,
  kind: 'image' | 'audio',
  file: string,
): string | undefined {
  const key = kind === 'image' ? scene?.imageKey : scene?.audioKey;
  if (!key) return undefined;
  const fileOf = (k: string) => k.slice(k.lastIndexOf('/') + 1);
  if (fileOf(key) === file) return key;
  if (kind === 'image' && fileOf(pictureCoverKey(key)) === file) return pictureCoverKey(key);
  const widths = kind === 'image' ? parsePictureWidths(scene?.imageWidths) : undefined;
  const width = widths && pictureCopyFiles(key, widths).get(file);
  return width ? pictureCopyKey(key, width) : undefined;
}

/** The media key of `file` when it is the scene's current partial picture (shown until the final one is there). */
function partialPictureKey(
  scene: Pick<Scene, 'imageKey' | 'partialImageKey'> | undefined,
  kind: 'image' | 'audio',
  file: string,
): string | undefined {
  const key = kind === 'image' && !scene?.imageKey ? scene?.partialImageKey : null;
  return key && key.slice(key.lastIndexOf('/') + 1) === file ? key : undefined;
}

/** Gives a user the stories made in their browser session before they signed in; never steals owned ones. */
export async function claimAnonymousStories(db: Knex, userId: number, storyIds: string[]): Promise<number> {
  if (storyIds.length === 0) return 0;
  return Story.query(db).patch({ userId }).whereIn('id', storyIds).whereNull('userId');
}
