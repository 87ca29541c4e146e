import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaPurge, Story } from '../../src/models/index.ts';
import { purgeDeletedStoryMedia, storyMediaFolders } from '../../src/services/story-media-purge.ts';
import { createAccount, createStory, signedIn } from '../admin/admin-fixtures.ts';
import { startTestApp, type TestApp, type TestClient } from '../support/test-app.ts';

// A parent who deletes a child's profile with its stories deletes the stories' files too: the
// pictures, the narration that speaks the child's name, recorded voices and built books. Nothing
// is left behind when the media store is down at that moment: the sweep deletes them later.

let app: TestApp;
let parent: TestClient;
let parentId: number;

beforeAll(async () => {
  app = await startTestApp();
  parentId = (await createAccount(app, 'deleting-parent')).id;
  parent = await signedIn(app, 'deleting-parent');
});
afterAll(() => app?.close());

/** A story of the profile with a file in each place a story keeps files. */
async function storyWithFiles(title: string, childId: string | null) {
  const story = await createStory(app, { title, userId: parentId });
  if (childId) await Story.query(app.db.knex).patch({ childId }).where({ id: story.id });
  const keys = [
    `${story.id}/scene-1-picture.svg`,
    `${story.id}/scene-1-narration.mp3`,
    `${story.id}/voices/1/scene-1-abc.mp3`,
    `downloads/${story.id}/en-paid-1.epub`,
  ];
  for (const key of keys) await app.context.media.put(key, Buffer.from(`bytes of ${key}`));
  return { id: story.id, keys };
}

async function present(keys: readonly string[]) {
  return Promise.all(keys.map(async (key) => (await app.context.media.get(key)) !== undefined));
}

const newProfile = async (name: string) => (await parent.post('/api/children', { name })).body.id as string;

describe('deleting a profile with its stories', () => {
  it('deletes every file of those stories, and none of the stories kept', async () => {
    const childId = await newProfile('Ida');
    const goes = await storyWithFiles('Goes', childId);
    const stays = await storyWithFiles('Stays', null);

    const deleted = await parent.request('DELETE', `/api/children/${childId}?stories=delete`);

    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deletedStories: 1 });
    expect(await present(goes.keys)).toEqual([false, false, false, false]);
    expect(await present(stays.keys)).toEqual([true, true, true, true]);
  });

  it('keeps the files of stories kept when the profile alone goes', async () => {
    const childId = await newProfile('Ole');
    const kept = await storyWithFiles('Kept', childId);
    await parent.request('DELETE', `/api/children/${childId}?stories=keep`);
    expect(await present(kept.keys)).toEqual([true, true, true, true]);
    expect(await MediaPurge.query(app.db.knex).whereIn('folder', storyMediaFolders(kept.id))).toEqual([]);
  });

  it('deletes the files later when the media store is down at the moment of deleting', async () => {
    const childId = await newProfile('Mia');
    const goes = await storyWithFiles('Goes while the store is down', childId);
    const { media } = app.context;
    const deleteFolder = media.deleteFolder;
    media.deleteFolder = async () => {
      throw new Error('the bucket is unreachable');
    };
    try {
      const deleted = await parent.request('DELETE', `/api/children/${childId}?stories=delete`);
      expect(deleted.body).toEqual({ deletedStories: 1 });
    } finally {
      media.deleteFolder = deleteFolder;
    }
    expect(await present(goes.keys)).toEqual([true, true, true, true]);

    const quiet = { warn: () => {} };
    expect(await purgeDeletedStoryMedia(app.db.knex, media, quiet)).toBeGreaterThanOrEqual(2);
    expect(await present(goes.keys)).toEqual([false, false, false, false]);
  });

  it('answers the parent when the media store hangs, and the sweep empties the folders later', async () => {
    const childId = await newProfile('Ben');
    const goes = await storyWithFiles('Goes while the store hangs', childId);
    const { media } = app.context;
    const deleteFolder = media.deleteFolder;
    media.deleteFolder = () => new Promise<void>(() => {});
    try {
      const deleted = await parent.request('DELETE', `/api/children/${childId}?stories=delete`);
      expect(deleted.body).toEqual({ deletedStories: 1 });
    } finally {
      media.deleteFolder = deleteFolder;
    }
    await purgeDeletedStoryMedia(app.db.knex, media, { warn: () => {} }, { storyIds: [goes.id] });
    expect(await present(goes.keys)).toEqual([false, false, false, false]);
  }, 30_000);

  it('empties a folder again while a worker may still write to it, and forgets it after that', async () => {
    const childId = await newProfile('Lou');
    const goes = await storyWithFiles('Written to after deleting', childId);
    await parent.request('DELETE', `/api/children/${childId}?stories=delete`);
    const late = `${goes.id}/scene-2-picture.svg`;
    await app.context.media.put(late, Buffer.from('a scene a worker finished after the deletion'));

    const quiet = { warn: () => {} };
    await purgeDeletedStoryMedia(app.db.knex, app.context.media, quiet, { storyIds: [goes.id] });
    expect(await present([late])).toEqual([false]);
    const folders = () => MediaPurge.query(app.db.knex).whereIn('folder', storyMediaFolders(goes.id));
    expect(await folders()).toHaveLength(2);

    const threeHoursOn = new Date(Date.now() + 3 * 60 * 60_000);
    await purgeDeletedStoryMedia(app.db.knex, app.context.media, quiet, { storyIds: [goes.id], now: threeHoursOn });
    expect(await folders()).toEqual([]);
  });
});
