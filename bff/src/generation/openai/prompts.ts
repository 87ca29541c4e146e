import type { StoryBrief } from '../engine.ts';
import { SIBLING_PLACEHOLDERS } from '../sibling-placeholder.ts';
import { HERO_PLACEHOLDER } from './story-format.ts';

// What the provider is told. The hero's name is never part of it: the model writes the
// placeholder instead, and the bff puts the name back afterwards.

const languageNames = { en: 'English', de: 'German' } as const;

export function storySystemPrompt(brief: StoryBrief): string {
  const tone =
    brief.storyType === 'classic'
      ? "a 'Sleepy Adventure': soothing, calm, night-time, slowly winding down to sweet dreams"
      : "a 'Magical Dreamland' story: dreams, magic, wonder and gentle fantasy";
  return [
    'You write personalised bedtime stories for young children, read aloud by a parent.',
    `Write ${tone}.`,
    `Write in ${languageNames[brief.language]}, with correct grammar and simple, warm words suited to the child's age.`,
    'Keep everything gentle and age-appropriate: no violence, no danger, no fear, no villains, nothing scary or sad.',
    `The child is the hero. Never invent a name for the hero: write exactly ${HERO_PLACEHOLDER} wherever the hero's name belongs, and use it like a first name without an article.`,
    `For the hero's possessive write ${HERO_PLACEHOLDER}'s in English and ${HERO_PLACEHOLDER}s in German (${HERO_PLACEHOLDER}s Bett); never change the placeholder otherwise.`,
    'Write 5 to 10 scenes of 3 to 5 sentences each. The last scene ends with the hero falling asleep.',
    // The story ends calmly by construction, as the offline engine's closing beat does.
    'End calmly: in the last two scenes the sentences get shorter and slower.',
    'Give the story a soft refrain, a short line of a night song, heard in the first scene; it returns softly in the last scene.',
    'In the last scene the hero yawns, is back in bed, and falls asleep.',
    'characterDescription: how the hero and any companion look (clothes, colours, hair), without any name, so that every picture shows the same hero.',
    'imagePrompt for each scene: a short description of a soft, friendly storybook illustration of that scene, in English, without any name and without text in the picture.',
    `pictureDescription for each scene: one short sentence in ${languageNames[brief.language]} saying what that scene's picture shows, for a listener who cannot see it; write the placeholder for the hero.`,
    'title: short and inviting, it may contain the placeholder. summary: one sentence.',
    ...(brief.siblings?.length
      ? [
          `The hero's brothers and sisters are in the story too, each named by a placeholder (${SIBLING_PLACEHOLDERS.slice(0, brief.siblings.length).join(', ')}) written exactly so and inflected like a name, as for the hero. Each plays their role in the plot and appears in every scene; characterDescription and every imagePrompt describe each of them by their look, without any name.`,
        ]
      : []),
  ].join('\n');
}

function line(label: string, value: string | number | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : `${label}: ${value}`;
}

const roles = {
  helper: 'helps the hero along',
  finder: 'finds the clue or spots things first',
  comforter: 'keeps everyone calm and cosy',
} as const;

/** Each brother or sister: the placeholder (never the name), age, pronoun, role and look. */
function siblingLines(brief: StoryBrief): string[] {
  return (brief.siblings ?? []).map((s) => {
    const look = s.look;
    const hair = [look?.hairStyle, look?.hairColour].filter(Boolean).join(' ');
    const details = [
      s.age === undefined ? undefined : `age ${s.age}`,
      s.pronoun && s.pronoun !== 'unspecified' ? `pronoun ${s.pronoun}` : undefined,
      s.role ? `role: ${roles[s.role]}` : undefined,
      hair ? `${hair} hair` : undefined,
      look?.glasses ? 'glasses' : undefined,
      look?.skinTone ? `${look.skinTone} skin` : undefined,
      look?.pyjamas ? `pyjamas with ${look.pyjamas}` : undefined,
    ].filter(Boolean);
    return `Brother or sister ${s.name}${details.length ? `: ${details.join(', ')}` : ''}`;
  });
}

/** What the product remembers of a profile's child: the bible's facts and the earlier episodes, if any. */
function memoryLines(brief: StoryBrief): string[] {
  const bible = brief.variety?.bible ?? [];
  const episodes = brief.variety?.earlierEpisodes ?? [];
  return [
    ...(bible.length > 0
      ? ['What the family says about the hero (keep to these facts, gently):', ...bible.map((fact) => `- ${fact}`)]
      : []),
    ...(episodes.length > 0
      ? [
          "The hero's earlier episodes in this series, oldest first (you may call back to them; tell a new adventure, not one of these):",
          ...episodes.map((line, i) => `${i + 1}. ${line}`),
        ]
      : []),
  ];
}

export function storyUserPrompt(brief: StoryBrief): string {
  const d = brief.recipientDetails;
  const facts = [
    line('Age', d.age),
    line('Favourite animal', d.favoriteAnimal),
    line('Favourite colour', d.favoriteColor),
    line('Favourite activity', d.favoriteActivity),
    line('Favourite food', d.favoriteFood),
    line('Recent achievement', d.recentAchievement),
    line('What the story should help with', d.storyGoal ?? brief.storyGoal),
    line('Setting', d.storySetting ?? brief.storySetting),
    line("Parent's description", d.personalization),
  ].filter(Boolean);
  return [`The hero is ${HERO_PLACEHOLDER}.`, ...facts, ...siblingLines(brief), ...memoryLines(brief)].join('\n');
}

export function imagePrompt(characterDescription: string, scenePrompt: string): string {
  return [
    'A soft, warm, gentle storybook illustration for a bedtime story, child-friendly, no text or letters.',
    `The hero: ${characterDescription}`,
    `The scene: ${scenePrompt}`,
  ].join('\n');
}
