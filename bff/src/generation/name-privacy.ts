import type { StoryEngine, WrittenStory } from './engine.ts';
import { fillHero, heroWording } from './hero-placeholder.ts';
import { pictureTextWithoutName, spokenTextWithoutName, withoutName } from './without-name.ts';

// The child's name stays on our machine. Every engine goes through this seam (create-engine.ts):
// one that declares `runsLocally` (the offline engine) is given the brief as the parent wrote it;
// any other engine, present or future, sees only the placeholder in the brief, "the hero" in what
// it draws and a nickname in what it reads aloud, and the name is put back into the story it
// writes. A new engine cannot forget it: it has to claim to run locally to be given the name.

const guarded = Symbol('name-privacy');

/** Whether `engine` already went through the seam: it is not wrapped twice. */
function isGuarded(engine: StoryEngine): boolean {
  return (engine as { [guarded]?: true })[guarded] === true;
}

/** Marks an engine made only of engines that went through the seam (create-engine.ts's composeEngine). */
export function madeOfGuardedEngines<T extends StoryEngine>(engine: T): T {
  return Object.assign(engine, { [guarded]: true as const });
}

/** Every text of a written story with each form of the name and the placeholder as "the hero". */
function storyWithoutName(story: WrittenStory, name: string): WrittenStory {
  const clean = (text: string) => pictureTextWithoutName(text, name);
  return {
    ...story,
    title: clean(story.title),
    summary: clean(story.summary),
    characterDescription: clean(story.characterDescription),
    scenes: story.scenes.map((scene) => ({ text: clean(scene.text), imagePrompt: clean(scene.imagePrompt) })),
  };
}

/** `engine` as the pipeline may use it: unchanged when it runs locally, otherwise never told the child's name. */
export function withNamePrivacy(engine: StoryEngine): StoryEngine {
  if (engine.runsLocally === true || isGuarded(engine)) return engine;
  const wrapped: StoryEngine & { [guarded]: true } = {
    [guarded]: true,
    name: engine.name,
    runsLocally: false,
    async writeStory(brief, options) {
      const written = await engine.writeStory(withoutName(brief), options);
      // The story's own text carries the name, inflected as the placeholder was; what pictures are drawn from says "the hero".
      const name = heroWording(brief.recipientDetails.name, brief.language);
      const hero = heroWording('the hero', 'en');
      return {
        ...written,
        title: fillHero(written.title, name),
        summary: fillHero(written.summary, name),
        characterDescription: fillHero(written.characterDescription, hero),
        scenes: written.scenes.map((scene) => ({ text: fillHero(scene.text, name), imagePrompt: fillHero(scene.imagePrompt, hero) })),
      };
    },
    illustrateScene({ brief, story, sceneNumber }, options) {
      return engine.illustrateScene({ brief: withoutName(brief), story: storyWithoutName(story, brief.recipientDetails.name), sceneNumber }, options);
    },
    narrateScene({ brief, text, sceneNumber }, options) {
      return engine.narrateScene({ brief: withoutName(brief), text: spokenTextWithoutName(text, brief.recipientDetails.name, brief.language), sceneNumber }, options);
    },
  };
  return wrapped;
}
