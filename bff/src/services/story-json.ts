import { API_ROUTES, apiPath, FREE_PREVIEW_SCENES, type SceneJson, type StoryJson } from '@dreamweaver/contracts';
import type { Scene, Story } from '../models/index.ts';
import { parsePictureWidths, pictureCopyKey } from './picture-copies.ts';
import { pictureCoverKey } from './picture-cover.ts';

// The story as the browser sees it (docs/product-rules.md), with the paywall applied: for an
// unpaid story every scene after the free preview is locked and carries no text, image or audio.

/** The story columns the JSON is made from (models/story.ts declares them); a list reads the time as ISO text. */
export type StoryRow = Pick<Story, 'id' | 'title' | 'summary' | 'isPaid' | 'generationStatus' | 'language'> & {
  createdAt: Date | string;
} & Partial<Pick<Story, 'episode' | 'seriesTitle'>>;

/** The scene columns the JSON is made from (models/scene.ts); sentenceStarts only where the reader wants them. */
export type SceneRowForJson = Pick<Scene, 'sceneNumber' | 'text' | 'imageKey' | 'audioKey'> &
  Partial<Pick<Scene, 'sentenceStarts' | 'imageDescription' | 'imageWidths' | 'partialImageKey'>>;

/** The stored sentence starts, if they are a well-formed list of seconds. */
export function parseSentenceStarts(stored: string | null | undefined): number[] | undefined {
  if (!stored) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) && value.every((s) => typeof s === 'number' && Number.isFinite(s) && s >= 0)
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}

export function isSceneLocked(story: { isPaid: boolean }, sceneNumber: number): boolean {
  return !story.isPaid && sceneNumber > FREE_PREVIEW_SCENES;
}

function sceneMediaUrl(storyId: string, sceneNumber: number, kind: 'image' | 'audio', key: string): string {
  // The key's file name is part of the URL, so a new file is a new URL and caches can keep old ones forever.
  const file = key.slice(key.lastIndexOf('/') + 1);
  return apiPath(API_ROUTES.stories.sceneFile, { id: storyId, sceneNumber, kind, file });
}

/**
 * The `srcset` of a raster picture with smaller copies: each copy's URL and width, then the
 * picture's own (services/picture-copies.ts). Undefined for SVG and for pictures without copies.
 */
function sceneImageSrcset(
  storyId: string,
  scene: Pick<SceneRowForJson, 'sceneNumber' | 'imageKey' | 'imageWidths'>,
): string | undefined {
  const widths = scene.imageKey ? parsePictureWidths(scene.imageWidths) : undefined;
  if (!scene.imageKey || !widths) return undefined;
  const key = scene.imageKey;
  return widths
    .map((width, i) => {
      const file = i === widths.length - 1 ? key : pictureCopyKey(key, width);
      return `${sceneMediaUrl(storyId, scene.sceneNumber, 'image', file)} ${width}w`;
    })
    .join(', ');
}

function toSceneJson(story: StoryRow, scene: SceneRowForJson): SceneJson {
  if (isSceneLocked(story, scene.sceneNumber)) {
    return { sceneNumber: scene.sceneNumber, text: null, imageUrl: null, audioUrl: null, locked: true };
  }
  const sentenceStarts = scene.audioKey ? parseSentenceStarts(scene.sentenceStarts) : undefined;
  const imageSrcset = sceneImageSrcset(story.id, scene);
  // Until the final picture is there, the latest partial stands in for it (generation/partial-pictures.ts).
  const partialKey = scene.imageKey ? null : (scene.partialImageKey ?? null);
  const imageKey = scene.imageKey ?? partialKey;
  return {
    sceneNumber: scene.sceneNumber,
    text: scene.text,
    imageUrl: imageKey ? sceneMediaUrl(story.id, scene.sceneNumber, 'image', imageKey) : null,
    ...(partialKey ? { imagePartial: true as const } : {}),
    audioUrl: scene.audioKey ? sceneMediaUrl(story.id, scene.sceneNumber, 'audio', scene.audioKey) : null,
    ...(sentenceStarts ? { sentenceStarts } : {}),
    ...(imageSrcset ? { imageSrcset } : {}),
    ...(scene.imageKey
      ? { imageCoverUrl: sceneMediaUrl(story.id, scene.sceneNumber, 'image', pictureCoverKey(scene.imageKey)) }
      : {}),
    ...(imageKey && scene.imageDescription ? { imageDescription: scene.imageDescription } : {}),
    locked: false,
  };
}

export function toStoryJson(story: StoryRow, scenes: SceneRowForJson[]): StoryJson {
  return {
    id: story.id,
    title: story.title || null,
    summary: story.summary || null,
    isPaid: story.isPaid,
    createdAt: new Date(story.createdAt).toISOString(),
    generationStatus: story.generationStatus,
    language: story.language,
    scenes: [...scenes].sort((a, b) => a.sceneNumber - b.sceneNumber).map((scene) => toSceneJson(story, scene)),
    ...(story.episode ? { series: { episode: story.episode, title: story.seriesTitle ?? '' } } : {}),
  };
}
