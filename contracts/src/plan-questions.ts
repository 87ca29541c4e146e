import { z } from 'zod';
import { translator, type Translate } from './i18n/index.ts';
import { createStorySchema } from './story.ts';
import { storyPlanSchema } from './story-plan.ts';

// The plan's questions and answers (docs/storyteller.md): what the storyteller asks a parent before
// anything is written, the answers, and the order that carries the plan and its answers back.

const english = translator('en');

const PLAN_QUESTION_KINDS = [
  'status',
  'afterlife',
  'theme',
  'pronoun',
  'speech',
  'family',
  'calls',
  'hospital',
] as const;

/** A question the parent answers before anything is written: asked, never guessed. */
export const planQuestionSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(PLAN_QUESTION_KINDS),
  text: z.string(),
  /** The plan's person, pet or detail the question is about, if any. */
  about: z.string().nullable(),
  /** Nothing is written until it is answered (a sensitive topic the plan cannot place). */
  required: z.boolean(),
  choices: z.array(z.strictObject({ id: z.string(), label: z.string(), recommended: z.boolean().optional() })),
});
export type PlanQuestion = z.infer<typeof planQuestionSchema>;

/** An animal of the plan (the companion's or a pet's `kind`) as the plan's language names it, for the plan screen. */
const planKindWordSchema = z.strictObject({
  noun: z.string(),
  /** The German noun's gender (der Fuchs, die Katze), null in English. */
  gender: z.enum(['m', 'f', 'n']).nullable(),
});
export type PlanKindWord = z.infer<typeof planKindWordSchema>;

/** `POST /api/stories/plan`: the plan as understood, what the parent is asked, and the words to show its animals with. */
export const storyPlanAnswerSchema = z.strictObject({
  plan: storyPlanSchema(),
  questions: z.array(planQuestionSchema),
  /** By lexeme ("fox" → „Fuchs“); a kind the lexicon does not know is left out. */
  kinds: z.record(z.string(), planKindWordSchema),
});
export type StoryPlanAnswer = z.infer<typeof storyPlanAnswerSchema>;

/** The answers to a plan's questions: question id → choice id. */
export function planAnswersSchema(t: Translate = english) {
  return z
    .record(
      z.string().max(80, t('plan.validation.answers')),
      z.string({ error: t('plan.validation.answers') }).max(80, t('plan.validation.answers')),
    )
    .refine((answers) => Object.keys(answers).length <= 40, t('plan.validation.answers'));
}
export type PlanAnswers = z.infer<ReturnType<typeof planAnswersSchema>>;

/** The 422 of `POST /api/stories` when a sensitive topic needs the parent's answer first. */
export const PLAN_QUESTIONS_CODE = 'story.plan.questions';
export const planQuestionsErrorSchema = z.strictObject({
  message: z.string(),
  code: z.literal(PLAN_QUESTIONS_CODE),
  plan: storyPlanSchema(),
  questions: z.array(planQuestionSchema),
});

/**
 * `POST /api/stories` (and `POST /api/stories/plan`): the wizard's order, and, once the parent has
 * seen it, the plan as returned (possibly corrected) and the answers to its questions.
 */
export function createStoryOrderSchema(t: Translate = english) {
  return createStorySchema(t).extend({
    plan: storyPlanSchema(t).optional(),
    answers: planAnswersSchema(t).optional(),
  });
}
export type CreateStoryOrder = z.infer<ReturnType<typeof createStoryOrderSchema>>;
