import type { StoryPlan } from '@dreamweaver/contracts';
import type { ScenePicture } from '../teller/told.ts';
import { bedtime } from './bedtime.ts';
import { describePicture } from './describe.ts';
import { drawRow } from './family.ts';
import { groundOf, placeAnimals, placeThings } from './place.ts';
import { arrangeRow } from './row.ts';
import { type Scene, sceneOf } from './scene.ts';
import { platform, setStage, skyOf } from './stage.ts';
import { escapeXml, n } from './svg-kit.ts';

// A scene's picture, drawn from the plan and the picture spec alone: the same plan, spec, seed
// and scene index always give the same SVG. Its <title> is its description in the story's language.

export interface DrawOptions {
  /** The story's seed. */
  seed: string;
  /** Which scene of the story (from 0): each picture has its own random draws. */
  sceneIndex: number;
}

function svgDocument(scene: Scene, parts: string[], description: string): string {
  const attributes = [
    `data-composition="${scene.picture.composition}"`,
    `data-stage="${scene.cast.stage}"`,
    `data-landscape="${scene.cast.landscape}"`,
    `data-night="${n(scene.night)}"`,
  ].join(' ');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" ${attributes}><title>${escapeXml(description)}</title>${parts.join('')}</svg>\n`;
}

/** The picture of one scene, and its description (the alt text) in the plan's language. */
export function drawScene(
  plan: StoryPlan,
  picture: ScenePicture,
  options: DrawOptions,
): { svg: string; description: string } {
  // The scene's random draws happen in drawing order (sky, facing, scenery): a changed order changes every picture.
  const scene = sceneOf(plan, picture, options.seed, options.sceneIndex);
  const parts = [skyOf(scene)];
  const facing: 1 | -1 = scene.random.next() < 0.5 ? 1 : -1;
  const stage = setStage(scene, parts);
  if (scene.cast.asleep && stage.room) {
    bedtime(scene, stage.room, parts);
  } else {
    const row = arrangeRow(scene, stage.at, picture.composition === 'close-up' ? 1 : facing);
    const front: string[] = [];
    const ground = groundOf(scene, stage, row);
    if (ground.high) parts.push(platform(scene, ground.span[0], ground.span[1]));
    placeAnimals(scene, row, ground, parts);
    placeThings(scene, stage, row, ground, parts, front);
    parts.push(...drawRow(scene, row), ...front);
  }
  const description = describePicture(plan, picture, plan.language, { named: true });
  return { svg: svgDocument(scene, parts, description), description };
}
