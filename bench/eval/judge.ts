import type OpenAI from 'openai';
import { z } from 'zod';
import type { StoryBrief, WrittenStory } from '../../bff/src/generation/engine.ts';
import { planLines } from '../../bff/src/generation/openai/plan-prompt.ts';
import { client, type OpenAiServer } from '../../bff/src/generation/openai/servers.ts';
import {
  checkAnswer,
  responseFormatFor,
  type TextFormat,
  withShape,
} from '../../bff/src/generation/openai/text-format.ts';
import { childNamesOf, textWithPlaceholders, withoutName } from '../../bff/src/generation/without-name.ts';

// The judge: a model that reads each story with the plan it was written from and scores it on a
// rubric, 1 (poor) to 5 (excellent). It never learns a child's name: it is given the plan as the
// writer was (the brief through the name-privacy seam, without-name.ts) and the story with every
// child's name turned back into its placeholder ({{HERO}}, {{CHILD2}}, …).

const score = z.number().int().min(1).max(5);

/** The judge's answer (structured output: every property required, nullable rather than optional). */
const rubricFormat = z.object({
  ageFit: score,
  warmth: score,
  goalActedOut: score,
  detailsUsed: score,
  faithful: score,
  /** For a German story: how natural and correct its German is; null for an English one. */
  german: score.nullable(),
  /** One or two sentences: what most held the story back. */
  comment: z.string(),
});

export type Rubric = z.infer<typeof rubricFormat>;

export const RUBRIC_SCORES = ['ageFit', 'warmth', 'goalActedOut', 'detailsUsed', 'faithful', 'german'] as const;

export interface Judge {
  model: string;
  /** Where the judge runs (its base URL), for the summary. */
  baseURL: string;
  score(brief: StoryBrief, story: WrittenStory): Promise<Rubric>;
}

const SYSTEM = [
  'You are an experienced editor of bedtime stories for children aged 2 to 9. You read one story with the plan it was written from, and score it honestly on a rubric from 1 (poor) to 5 (excellent). A 5 is a story a parent would happily pay for; a 3 is acceptable but forgettable.',
  'Names are placeholders: {{HERO}} is the child the story is for, {{CHILD2}} and on are other children. Judge them as names; never guess a real name.',
  'ageFit: words, sentence length and ideas suit the child’s age; calm enough for bedtime, ending in sleep.',
  'warmth: the story is kind, warm and reassuring; the family and the people of the plan are there and loving; nothing frightening or sad is left unresolved.',
  'goalActedOut: the goal or theme of the plan (a challenge, a worry, a hard event) is acted out in the plot, not only said; with no goal, the adventure has a clear small arc.',
  "detailsUsed: the parent's wanted details (favourite things, people, pets, the achievement) appear naturally, each woven into the plot, none pasted in or repeated like a label.",
  'faithful: nothing in the story contradicts the plan or bends a detail to another meaning: who is here, away, ill or remembered (someone who died is never present), what is known and when (a stay of five days is not "we don\'t know"; a baby still expected is not born yet), whose a memory is (what the child did with someone who died is a memory of them, not the child\'s hobby), and what a thing is (a cuddly toy elephant stays that toy, not a favourite animal).',
  'german: only for a story in German: correct, natural, idiomatic German (grammar, cases, word order, no translated English). For an English story, answer null.',
  'comment: one or two sentences on what most held the story back.',
].join('\n');

function userMessage(brief: StoryBrief, story: WrittenStory): string {
  const masked = withoutName(brief);
  const names = childNamesOf(brief);
  const hide = (text: string) => textWithPlaceholders(text, names, brief.language);
  const plan = masked.plan ? planLines(masked.plan).slice(1) : [];
  return [
    `The story is in ${brief.language === 'de' ? 'German' : 'English'}, for a child of ${brief.recipientDetails.age}.`,
    'The plan the writer was given:',
    ...plan,
    '',
    `Title: ${hide(story.title)}`,
    ...story.scenes.map((scene, i) => `Scene ${i + 1}: ${hide(scene.text)}`),
  ].join('\n');
}

/** The system and user messages the judge is sent for this story: no child's name in them. */
function judgeMessages(
  brief: StoryBrief,
  story: WrittenStory,
  format: TextFormat,
): OpenAI.Chat.ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: withShape(SYSTEM, format, rubricFormat, 'story_rubric') },
    { role: 'user', content: userMessage(brief, story) },
  ];
}

const TIMEOUT_MS = 90_000;

/**
 * `format`: how the judge's server is asked for JSON, as the story's text server is
 * (OPENAI_TEXT_FORMAT, text-format.ts): a strict schema, JSON mode, or the shape in the prompt.
 */
export function createJudge(server: OpenAiServer, model: string, format: TextFormat = 'json_schema'): Judge {
  const openai = client(server);
  return {
    model,
    baseURL: server.baseURL,
    async score(brief, story) {
      const completion = await openai.chat.completions.create(
        {
          model,
          messages: judgeMessages(brief, story, format),
          ...responseFormatFor(format, rubricFormat, 'story_rubric'),
        },
        { timeout: TIMEOUT_MS, signal: AbortSignal.timeout(TIMEOUT_MS) },
      );
      const content = completion.choices[0]?.message?.content ?? '';
      // Read as the engine reads its own answers: out of any fence or prose, checked with zod.
      const checked = checkAnswer(content, rubricFormat, 'the rubric');
      if (!('value' in checked)) throw new Error(`the judge's answer is not the rubric: ${checked.wrong}`);
      const rubric = checked.value;
      return brief.language === 'de' ? rubric : { ...rubric, german: null };
    },
  };
}
