import type { EngineCallOptions, MediaFile } from '../engine.ts';
import { drawPrompt } from './illustrator.ts';
import { type Cast, sheetPrompt } from './picture-request.ts';

// The story's reference sheet: every character of the plan drawn once from its looks alone, so
// each scene can be drawn with it as the reference picture (docs/ai-servers.md#the-same-hero-in-every-picture).
// The pipeline keeps it with the story and reuses a child's sheet (generation/hero-sheet.ts).

export function drawReferenceSheet(
  servers: Parameters<typeof drawPrompt>[0],
  cast: Cast,
  options?: EngineCallOptions,
): Promise<MediaFile> {
  return drawPrompt(servers, sheetPrompt(cast), options);
}
