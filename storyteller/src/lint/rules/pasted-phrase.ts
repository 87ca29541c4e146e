import type { CreateStoryRequest, Language } from '@dreamweaver/contracts';
import { sentenceAt, wordsOf } from '../text.ts';
import type { Finding, StoryRule } from '../types.ts';

// The parent's own words pasted into the story: a run of three words of a free-text field the parent
// typed, found right after ": " or inside quotation marks ("…Noah said: sharing with others is hard"),
// that makes up at least half of what is said there. A run of only small words ("in the") tells nothing
// of the parent's and does not count; nor does dialogue that only shares a few ordinary words with
// what the parent wrote („Darf ich das Zuhause bei Mama und das bei Papa gleich lieb haben?“ beside
// "lives with Mama and Papa"): a reader hears a pasted field, not three common words.

const RUN = 3;

const SMALL_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set(
    'a an the and or but so of to in on at by for with from into up out is was are were be been it its he she they his her their him them i me my you your we our us this that there here not no do did has have had as if when then all very too just'.split(
      ' ',
    ),
  ),
  de: new Set(
    'der die das den dem des ein eine einen einem einer und oder aber so von zu zum zur im in am an auf aus bei mit nach für um ist war sind waren sein seine ihr ihre er sie es ich du wir mich mir dich dir sich nicht kein keine auch noch schon dass wenn dann da hier hat haben hatte wird sehr nur'.split(
      ' ',
    ),
  ),
};

/** The parent's free-text fields: everything typed besides the name and the age. */
function parentTexts(request: CreateStoryRequest): string[] {
  const d = request.recipientDetails;
  const texts = [
    d.personalization,
    d.storyGoal,
    request.storyGoal,
    d.recentAchievement,
    d.favoriteActivity,
    d.favoriteFood,
    d.favoriteAnimal,
    d.favoriteColor,
    d.storySetting,
    request.storySetting,
  ];
  return [...new Set(texts.filter((text): text is string => Boolean(text?.trim())))];
}

function parentRuns(request: CreateStoryRequest, language: Language): Set<string> {
  const runs = new Set<string>();
  for (const text of parentTexts(request)) {
    const words = wordsOf(text.toLowerCase());
    for (let i = 0; i + RUN <= words.length; i++) {
      const run = words.slice(i, i + RUN);
      if (run.some((word) => !SMALL_WORDS[language].has(word))) runs.add(run.join(' '));
    }
  }
  return runs;
}

/** Spans inside quotation marks of either language, and after a colon to the end of its sentence. */
const SPANS = [
  /"([^"]+)"/gu,
  /“([^“”]+)”/gu,
  /„([^„“”]+)[“”]/gu,
  /»([^»«]+)«/gu,
  /«([^«»]+)»/gu,
  /(?<![\p{L}\p{N}])‘([^‘’]+)’(?![\p{L}])/gu,
  /:\s+([^.!?…"“”„«»\n]+)/gu,
];

/** Whether the parent's runs from `start` on cover at least half of the span's words that are not small. */
function mostlyParents(words: string[], start: number, runs: Set<string>, language: Language, said: number): boolean {
  let end = start + RUN;
  while (end < words.length && runs.has(words.slice(end - RUN + 1, end + 1).join(' '))) end += 1;
  const theirs = words.slice(start, end).filter((word) => !SMALL_WORDS[language].has(word)).length;
  return theirs * 2 >= said;
}

export const pastedPhrase: StoryRule = ({ id, order, plan, story }) => {
  const runs = parentRuns(order.request, plan.language);
  if (runs.size === 0) return [];
  const findings: Finding[] = [];
  story.scenes.forEach((scene, index) => {
    for (const pattern of SPANS) {
      for (const match of scene.text.matchAll(pattern)) {
        const words = wordsOf(match[1].toLowerCase());
        const said = words.filter((word) => !SMALL_WORDS[plan.language].has(word)).length;
        for (let i = 0; i + RUN <= words.length; i++) {
          const run = words.slice(i, i + RUN).join(' ');
          if (!runs.has(run) || !mostlyParents(words, i, runs, plan.language, said)) continue;
          findings.push({
            rule: 'pasted-phrase',
            story: id,
            scene: index,
            sentence: sentenceAt(scene.text, match.index ?? 0),
            message: `the parent's words “${run}” pasted ${match[0].startsWith(':') ? 'after a colon' : 'in quotes'}`,
          });
          break;
        }
      }
    }
  });
  return findings;
};
