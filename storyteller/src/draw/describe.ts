import type { StoryPlan } from '@dreamweaver/contracts';
import type { ScenePicture } from '../teller/told.ts';
import { sceneCast } from './cast.ts';
import { describeGerman } from './describe-de.ts';
import { describeEnglish } from './describe-en.ts';
import { plainText } from './describe-words.ts';

// One sentence saying what a scene's picture shows, made from the same cast the picture is drawn
// from (never from the story's text). With names it is the picture's alt text and SVG <title>;
// without any name (the hero as "a child of about six") it is a prompt for an image model.
// Plain text: whoever writes it into markup escapes it (the names are the parent's words).

export function describePicture(
  plan: StoryPlan,
  picture: ScenePicture,
  language: 'en' | 'de',
  { named }: { named: boolean },
): string {
  const cast = sceneCast(plan, picture);
  const sentence =
    language === 'de'
      ? describeGerman(cast, plan, named, picture.night)
      : describeEnglish(cast, plan, named, picture.night);
  return plainText(sentence);
}

/** What a scene's picture shows, without any name: for an image model (in English) or a reader. */
export function describeScene(plan: StoryPlan, picture: ScenePicture, language: 'en' | 'de'): string {
  return describePicture(plan, picture, language, { named: false });
}
