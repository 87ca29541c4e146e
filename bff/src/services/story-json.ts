import { FREE_PREVIEW_SCENES, type GenerationStatus, type Language, type SceneJson, type StoryJson } from '@dreamweaver/contracts';

// The story as the browser sees it (DESIGN.md "The API"), with the paywall applied: for an
// unpaid story every scene after the free preview is locked and carries no text, image or audio.

export interface StoryRow {
  id: string;
  title: string;
  summary: string;
  isPaid: boolean;
  createdAt: Date | string;
  generationStatus: GenerationStatus;
  language: Language;
}

export interface SceneRowForJson {
  sceneNumber: number;
  text: string;
  imageKey: string | null;
  audioKey: string | null;
  /** JSON array of seconds, see SceneJson.sentenceStarts. */
  sentenceStarts?: string | null;
}

/** The stored sentence starts, if they are a well-formed list of seconds. */
export function parseSentenceStarts(stored: string | null | undefined): number[] | undefined {
  if (!stored) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value) && value.every((s) => typeof s === 'number' && Number.isFinite(s) && s >= 0) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function isSceneLocked(story: { isPaid: boolean }, sceneNumber: number): boolean {
  return !story.isPaid && sceneNumber > FREE_PREVIEW_SCENES;
}

export function sceneMediaUrl(storyId: string, sceneNumber: number, kind: 'image' | 'audio', key: string): string {
  // The key's file name is part of the URL, so a new file is a new URL and caches can keep old ones forever.
  const file = key.slice(key.lastIndexOf('/') + 1);
  return `/api/stories/${encodeURIComponent(storyId)}/scenes/${sceneNumber}/${kind}/${encodeURIComponent(file)}`;
}

export function toSceneJson(story: StoryRow, scene: SceneRowForJson): SceneJson {
  if (isSceneLocked(story, scene.sceneNumber)) {
    return { sceneNumber: scene.sceneNumber, text: null, imageUrl: null, audioUrl: null, locked: true };
  }
  const sentenceStarts = scene.audioKey ? parseSentenceStarts(scene.sentenceStarts) : undefined;
  return {
    sceneNumber: scene.sceneNumber,
    text: scene.text,
    imageUrl: scene.imageKey ? sceneMediaUrl(story.id, scene.sceneNumber, 'image', scene.imageKey) : null,
    audioUrl: scene.audioKey ? sceneMediaUrl(story.id, scene.sceneNumber, 'audio', scene.audioKey) : null,
    ...(sentenceStarts ? { sentenceStarts } : {}),
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
  };
}
