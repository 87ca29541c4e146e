import type { WrittenStory } from './engine.ts';
import { fillHero, heroWording } from './hero-placeholder.ts';

// A picture drawn by an AI server is described by the writer's own description of it, in the
// story's language, which the writer wrapper has already given the name; or, for a story written
// without one, by the prompt it was drawn from (written in English), with the child's name put back
// in here, on our machine: the server only ever saw "the hero" (name-privacy.ts). Plain text;
// whoever writes it into markup escapes it.

const LONGEST = 400;

/** The scene's picture as one alt-text sentence, with the child's name in it. */
export function describedPicture(scene: WrittenStory['scenes'][number] | undefined, name: string): string | undefined {
  if (!scene) return undefined;
  return (
    (scene.pictureDescription ? asOneSentence(scene.pictureDescription) : undefined) ??
    (scene.imagePrompt ? descriptionOfPrompt(scene.imagePrompt, name) : undefined)
  );
}

/** The prompt as one alt-text sentence with the name in place of the placeholder and of "the hero". */
export function descriptionOfPrompt(prompt: string, name: string): string | undefined {
  const child = name.replace(/\s+/g, ' ').trim() || 'the child';
  return asOneSentence(
    fillHero(prompt, heroWording(child, 'en')).replace(
      /\bthe hero(?:(['’])s)?(?![\p{L}])/giu,
      (_match, apostrophe: string | undefined) => (apostrophe ? heroWording(child, 'en')(true) : child),
    ),
  );
}

/** One line of plain text without control characters, at most LONGEST characters, capitalised and ending a sentence. */
function asOneSentence(raw: string): string | undefined {
  let text = raw
    .replace(/[\t\n\r]/g, ' ')
    .replace(/[\u0000-\u001f\u007f-\u009f\ufffe\uffff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  if (text.length > LONGEST) text = `${text.slice(0, LONGEST).replace(/\s+\S*$/, '')}…`;
  text = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}
