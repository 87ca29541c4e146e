import type { Finding, StoryRule } from '../types.ts';

// A scene with no words: a page of the picture book with a picture and nothing to read aloud (every
// beat of it was left out for this plan).

export const emptyScene: StoryRule = ({ id, story }) =>
  story.scenes.flatMap((scene, index): Finding[] =>
    scene.text.trim() === ''
      ? [{ rule: 'empty-scene', story: id, scene: index, sentence: '', message: 'nothing is told in this scene' }]
      : [],
  );
