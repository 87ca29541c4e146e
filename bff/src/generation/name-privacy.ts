import type { SceneIllustrator, SceneNarrator, StoryBrief, StoryEngine, StoryWriter, WrittenStory } from './engine.ts';
import { fillHero, heroWording } from './hero-placeholder.ts';
import { openingSceneOf } from './opening-scene.ts';
import { describedPicture } from './prompt-description.ts';
import { fillChildren } from './sibling-placeholder.ts';
import {
  childNamesOf,
  pictureTextWithoutName,
  spokenTextWithoutName,
  withoutName,
  type ChildNames,
} from './without-name.ts';

// The child's name stays on our machine. Every engine goes through this seam (create-engine.ts):
// one that declares `runsLocally` (the offline engine) is given the brief as the parent wrote it;
// any other engine, present or future, sees only the placeholder in the brief, "the hero" in what
// it draws and a nickname in what it reads aloud, and the name is put back into the story it
// writes. A new engine cannot forget it: it has to claim to run locally to be given the name.

const guarded = Symbol('name-privacy');

/** Whether `engine` already went through the seam: it is not wrapped twice. */
function isGuarded(engine: object): boolean {
  return (engine as { [guarded]?: true })[guarded] === true;
}

/** Marks an engine made only of engines that went through the seam (create-engine.ts's composeEngine). */
export function madeOfGuardedEngines<T extends StoryEngine>(engine: T): T {
  return Object.assign(engine, { [guarded]: true as const });
}

/** Every text of a written story with each form of the name and the placeholder as "the hero". */
function storyWithoutName(story: WrittenStory, names: ChildNames): WrittenStory {
  const clean = (text: string) => pictureTextWithoutName(text, names);
  return {
    ...story,
    title: clean(story.title),
    summary: clean(story.summary),
    characterDescription: clean(story.characterDescription),
    scenes: story.scenes.map((scene) => ({ text: clean(scene.text), imagePrompt: clean(scene.imagePrompt) })),
  };
}

/**
 * The story as the writer wrote it with placeholders, every child's name put in, inflected as its
 * placeholder was; what pictures are drawn from keeps "the hero" and "the second child", since
 * they are drawn elsewhere.
 */
function storyWithNames(written: WrittenStory, brief: StoryBrief): WrittenStory {
  const names = childNamesOf(brief);
  // Each child's placeholder in order ({{CHILD2}} first): the brothers and sisters, then the plan's other children.
  const told = (group: readonly string[] | undefined) => group && heroWording(group[0], brief.language);
  const children = [told(names.siblings[0]), told(names.siblings[1]), ...names.friends.map(told)];
  const hero = heroWording(brief.recipientDetails.name, brief.language);
  const named = (text: string) => fillChildren(fillHero(text, hero), children);
  const drawn = (text: string) => pictureTextWithoutName(text, names);
  return {
    ...written,
    title: named(written.title),
    summary: named(written.summary),
    characterDescription: drawn(written.characterDescription),
    scenes: written.scenes.map((scene) => ({
      text: named(scene.text),
      imagePrompt: drawn(scene.imagePrompt),
      ...(scene.pictureDescription ? { pictureDescription: named(scene.pictureDescription) } : {}),
    })),
  };
}

/** A writer that is never told the child's name unless it runs locally; the name is put back into what it writes. */
export function writerWithNamePrivacy(writer: StoryWriter): StoryWriter {
  if (writer.runsLocally === true || isGuarded(writer)) return writer;
  return {
    [guarded]: true,
    name: writer.name,
    runsLocally: false,
    async writeStory(brief, options) {
      const onOpening = options?.onOpening;
      const written = await writer.writeStory(withoutName(brief), {
        ...options,
        ...(onOpening ? { onOpening: (opening: WrittenStory) => onOpening(storyWithNames(opening, brief)) } : {}),
      });
      return storyWithNames(written, brief);
    },
  } as StoryWriter;
}

/**
 * An illustrator that draws "the hero", never the child's name, unless it runs locally. The
 * picture is described by the writer's description in the story's language, or else by its own
 * prompt, with the name put back in here (prompt-description.ts).
 */
export function illustratorWithNamePrivacy(illustrator: SceneIllustrator): SceneIllustrator {
  if (illustrator.runsLocally === true || isGuarded(illustrator)) return illustrator;
  return {
    [guarded]: true,
    name: illustrator.name,
    runsLocally: false,
    async illustrateScene({ brief, story, sceneNumber, sheet }, options) {
      const name = brief.recipientDetails.name;
      const picture = await illustrator.illustrateScene(
        { brief: withoutName(brief), story: storyWithoutName(story, childNamesOf(brief)), sceneNumber, sheet },
        options,
      );
      return { ...picture, description: describedPicture(story.scenes[sceneNumber - 1], name) };
    },
    ...sheetDrawer(illustrator, (brief) => withoutName(brief)),
    ...openingWithoutName(illustrator),
  } as SceneIllustrator;
}

/**
 * The illustrator's illustrateOpening, if it has one, told the plan without any name; the picture
 * is described by the plan's own description of it, with the names (opening-scene.ts).
 */
function openingWithoutName(illustrator: SceneIllustrator): Pick<SceneIllustrator, 'illustrateOpening'> {
  const draw = illustrator.illustrateOpening?.bind(illustrator);
  if (!draw) return {};
  return {
    async illustrateOpening({ brief, sheet }, options) {
      const picture = await draw({ brief: withoutName(brief), sheet }, options);
      const opening = { text: '', ...openingSceneOf(brief) };
      return { ...picture, description: describedPicture(opening, brief.recipientDetails.name) };
    },
  };
}

/** The illustrator's illustrateOpening, if it has one: an engine composed of others has it exactly when its illustrator does. */
export function openingDrawer(illustrator: SceneIllustrator): Pick<SceneIllustrator, 'illustrateOpening'> {
  const draw = illustrator.illustrateOpening?.bind(illustrator);
  return draw ? { illustrateOpening: (input, options) => draw(input, options) } : {};
}

/**
 * The illustrator's drawReferenceSheet, if it has one, given the brief as `brief` makes it: an
 * engine composed of others has it exactly when its illustrator does.
 */
export function sheetDrawer(
  illustrator: SceneIllustrator,
  brief: (given: StoryBrief) => StoryBrief = (given) => given,
): Pick<SceneIllustrator, 'drawReferenceSheet'> {
  const draw = illustrator.drawReferenceSheet?.bind(illustrator);
  return draw ? { drawReferenceSheet: (input, options) => draw({ brief: brief(input.brief) }, options) } : {};
}

/** A narrator that reads a nickname in place of the child's name, unless it runs locally. */
export function narratorWithNamePrivacy(narrator: SceneNarrator): SceneNarrator {
  if (narrator.runsLocally === true || isGuarded(narrator)) return narrator;
  return {
    [guarded]: true,
    name: narrator.name,
    runsLocally: false,
    narrateScene({ brief, text, sceneNumber }, options) {
      return narrator.narrateScene(
        {
          brief: withoutName(brief),
          text: spokenTextWithoutName(text, childNamesOf(brief), brief.language),
          sceneNumber,
        },
        options,
      );
    },
  } as SceneNarrator;
}

/** `engine` as the pipeline may use it: unchanged when it runs locally, otherwise never told the child's name. */
export function withNamePrivacy(engine: StoryEngine): StoryEngine {
  if (engine.runsLocally === true || isGuarded(engine)) return engine;
  const writer = writerWithNamePrivacy(engine);
  const illustrator = illustratorWithNamePrivacy(engine);
  const narrator = narratorWithNamePrivacy(engine);
  return madeOfGuardedEngines({
    name: engine.name,
    runsLocally: false,
    writeStory: (brief, options) => writer.writeStory(brief, options),
    illustrateScene: (input, options) => illustrator.illustrateScene(input, options),
    ...sheetDrawer(illustrator),
    ...openingDrawer(illustrator),
    narrateScene: (input, options) => narrator.narrateScene(input, options),
  });
}
