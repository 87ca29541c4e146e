import { useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useI18n } from '@dreamweaver/web-kit';
import type { CreateStoryOrder, PlanAnswers, PlanKindWord, PlanQuestion, StoryPlan } from '@dreamweaver/contracts';
import { storyPlanQuery } from '../api/story-plan.ts';
import type { PendingOrder } from '../create/wizard-state.ts';
import { applyEdits, editsAfterAnswer, hasEdits, type PlanEdits } from './plan-edits.ts';

// The plan screen's state: the order read into a plan (again after each answer), the parent's
// changes laid over it, and that changed plan checked by the server (each detail's place or reason
// as a story would get it). Reading and checking write nothing; both are cached by their order.

export interface PlanDraft {
  /** The plan as shown: the latest reading or check with the parent's changes laid over it. */
  plan: StoryPlan | undefined;
  questions: PlanQuestion[];
  kinds: Record<string, PlanKindWord>;
  answers: PlanAnswers;
  edits: PlanEdits;
  /** The order to send with "Tell this story": the request in the page's language, the plan and the answers. */
  order: CreateStoryOrder | undefined;
  loading: boolean;
  /** A change or an answer is being checked; the plan shown is the one before it. */
  checking: boolean;
  error: unknown;
  retry: () => void;
  answer: (question: PlanQuestion, choice: string) => void;
  edit: (patch: PlanEdits) => void;
}

export function usePlanDraft(pending: PendingOrder): PlanDraft {
  const { language } = useI18n();
  const [answers, setAnswers] = useState<PlanAnswers>({});
  const [edits, setEdits] = useState<PlanEdits>({});
  // The story is told in the language the page shows; switching it reads the order again.
  const request = { ...pending.request, language };
  const read = useQuery({ ...storyPlanQuery({ ...request, answers }), placeholderData: keepPreviousData });
  const changed = read.data && hasEdits(edits) ? applyEdits(read.data.plan, edits) : undefined;
  const check = useQuery({
    ...storyPlanQuery({ ...request, answers, plan: changed }),
    enabled: changed !== undefined && !read.isPlaceholderData,
    placeholderData: keepPreviousData,
  });
  // A check of earlier changes shows until this one's answer comes; the changes are laid over it again.
  const latest = changed ? (check.data?.plan ?? read.data?.plan) : read.data?.plan;
  const plan = latest && applyEdits(latest, edits);
  const questions = useAskedQuestions(read.data?.questions, answers);
  return {
    plan,
    questions,
    kinds: { ...read.data?.kinds, ...(changed ? check.data?.kinds : undefined) },
    answers,
    edits,
    order: plan && { ...request, plan, answers },
    loading: read.isPending,
    checking: read.isFetching || (changed !== undefined && check.isFetching),
    error: read.error ?? (changed ? check.error : null),
    retry: () => {
      void read.refetch();
      if (changed) void check.refetch();
    },
    answer: (question, choice) => {
      setAnswers((current) => ({ ...current, [question.id]: choice }));
      setEdits((current) => editsAfterAnswer(current, question));
    },
    edit: (patch) => setEdits((current) => ({ ...current, ...patch })),
  };
}

/**
 * The questions on screen: each stays where it first appeared once asked, also when the reading
 * with its answer no longer asks it (a radio group must not vanish under the parent's arrow keys);
 * one no longer asked and not answered goes. Which must be answered is the latest reading's.
 */
function useAskedQuestions(latest: PlanQuestion[] | undefined, answers: PlanAnswers): PlanQuestion[] {
  const asked = useRef(new Map<string, PlanQuestion>());
  for (const question of latest ?? []) asked.current.set(question.id, question);
  const current = new Set((latest ?? []).map((question) => question.id));
  return [...asked.current.values()]
    .filter((question) => current.has(question.id) || question.id in answers)
    .map((question) => (current.has(question.id) ? question : { ...question, required: false }));
}
