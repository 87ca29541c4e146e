import { useNavigate } from 'react-router-dom';
import { isApiError } from '@dreamweaver/web-kit';
import { PLAN_QUESTIONS_CODE, type CreateStoryRequest } from '@dreamweaver/contracts';
import { wizardStore, type PendingOrder } from '../create/wizard-state.ts';

// The way to the plan screen: the order goes into the wizard's state (sessionStorage, so a reload
// keeps it) and the page opens /story-plan, which reads it from there.

const PLAN_SCREEN_PATH = '/story-plan';

/** `POST /api/stories` refused the order until the parent answers its questions (422, story.plan.questions). */
export function isPlanQuestionsError(error: unknown): boolean {
  if (!isApiError(error, 422)) return false;
  return (error.json() as { code?: unknown } | null | undefined)?.code === PLAN_QUESTIONS_CODE;
}

export function useOpenPlanScreen(): (request: CreateStoryRequest, back: PendingOrder['back']) => void {
  const navigate = useNavigate();
  return (request, back) => {
    wizardStore.update({ order: { request, back } });
    navigate(PLAN_SCREEN_PATH);
  };
}
