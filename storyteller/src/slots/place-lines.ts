import type { StoryPlan } from '@dreamweaver/contracts';
import { guideNameFor } from '../lexicon/settings/guide-name.ts';
import type { GuideLine, LittleLines, Weather } from '../lexicon/settings/types.ts';
import { isLittle, linesForAge, type SlotsContext } from './context.ts';

// The lines of a place that many stories tell (the way there, the guide's greeting, the nightfall,
// the weather), the same in every language: each is one of the place's several, chosen when it is
// first told (slots/context.ts), so they are getters, read only when a passage says them.

interface ToldLines {
  ways: readonly string[];
  guides: readonly GuideLine[];
  nightfalls: readonly string[];
  weathers: readonly Weather[];
  little: LittleLines;
}

export interface PlaceLines {
  guideName: string;
  readonly way: string;
  readonly guide: string;
  readonly nightfall: string;
  readonly weatherComes: string;
  readonly weatherGoes: string;
}

/** `words` with the place's told lines added as getters (spreading them would choose every line at once). */
export function withPlaceLines<T extends object>(
  words: T,
  plan: StoryPlan,
  text: ToldLines,
  context: SlotsContext,
): T & PlaceLines {
  const guideName = guideNameFor(plan);
  const little = isLittle(plan);
  // A child of two to four hears the place's own present-tense lines, as a little story is told.
  const { guides, nightfalls } = little ? text.little : text;
  // The weather that comes is the weather that goes: one pair a story, chosen by its first line.
  const comings = text.weathers.map((pair) => pair.comes);
  const weather = () => {
    const comes = context.placeLine('weather', linesForAge('weather', comings, little));
    return text.weathers.find((pair) => pair.comes === comes)!;
  };
  const lines: PlaceLines = {
    guideName,
    get way() {
      return context.placeLine('way', linesForAge('way', text.ways, little));
    },
    get guide() {
      return context.placeLine(
        'guide',
        guides.map((line) => line(guideName)),
      );
    },
    get nightfall() {
      return context.placeLine('nightfall', nightfalls);
    },
    get weatherComes() {
      return weather().comes;
    },
    get weatherGoes() {
      return weather().goes;
    },
  };
  return Object.defineProperties(words, Object.getOwnPropertyDescriptors(lines)) as T & PlaceLines;
}
