import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { toast, useI18n } from '@dreamweaver/web-kit';
import { useCreateStory } from '../api/stories.ts';
import { errorMessage } from '../common/error-message.ts';
import { useWizardState, type PendingOrder } from '../create/wizard-state.ts';
import { hasEdits, unansweredQuestions } from '../plan/plan-edits.ts';
import { PlanChanges } from '../plan/PlanChanges.tsx';
import { PlanDetails } from '../plan/PlanDetails.tsx';
import { PlanQuestions } from '../plan/PlanQuestions.tsx';
import { PlanSummary } from '../plan/PlanSummary.tsx';
import { usePlanDraft, type PlanDraft } from '../plan/usePlanDraft.ts';
import '../create/create.css';
import '../plan/plan.css';

// /story-plan: the order as the storyteller understood it, between the form and the progress
// page. The questions first, then the plan in plain words, then every part to change; "Tell this
// story" sends the plan as shown with the answers. Without an order (a reload after the wizard
// was reset, a bookmark) it goes back to the wizard's first step, as /personalize does.

export function StoryPlanPage() {
  const { state, update, reset } = useWizardState();
  // The order is cleared once the story exists: that must not bounce the page to step 1 on its way out.
  const created = useRef(false);
  if (!state.order) return created.current ? null : <Navigate to="/select-audience" replace />;
  const pending = state.order;
  return (
    <PlanScreen
      pending={pending}
      onCreated={() => {
        created.current = true;
        // The wizard starts over after its story; the home form leaves the wizard as it was.
        if (pending.back === '/personalize') reset();
        else update({ order: null });
      }}
    />
  );
}

function PlanScreen({ pending, onCreated }: { pending: PendingOrder; onCreated: () => void }) {
  const { t } = useI18n();
  const draft = usePlanDraft(pending);
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set());
  const { tell, telling } = useTellStory(draft, onCreated);
  const formRef = useRef<HTMLFormElement>(null);
  const open = unansweredQuestions(draft.questions, draft.answers);
  // Whoever a question still asks about: the plan says nothing of them until it is answered.
  const unsure = new Set(
    open.flatMap((question) => (question.kind === 'status' && question.about ? [question.about] : [])),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(new Set(open.map((question) => question.id)));
    if (open.length === 0) return tell();
    // Back to the first question still open, so the parent hears what it needs.
    formRef.current
      ?.querySelector<HTMLInputElement>(`[data-group="${CSS.escape(`question:${open[0].id}`)}"] input`)
      ?.focus();
  };

  return (
    <section className="story-wizard story-plan" data-testid="remote-page">
      <div className="story-card">
        <h1 className="story-wizard__title">{t('storyPlan.title')}</h1>
        <p className="story-wizard__subtitle">{t('storyPlan.subtitle')}</p>
        {draft.plan ? (
          <form ref={formRef} className="story-plan__form" onSubmit={submit} noValidate aria-busy={draft.checking}>
            {draft.questions.length > 0 ? (
              <PlanQuestions
                questions={draft.questions}
                answers={draft.answers}
                onAnswer={draft.answer}
                missing={missing}
              />
            ) : null}
            <PlanSummary plan={draft.plan} kinds={draft.kinds} unsure={unsure} />
            <PlanChanges plan={draft.plan} kinds={draft.kinds} edits={draft.edits} edit={draft.edit} unsure={unsure} />
            <PlanDetails plan={draft.plan} kinds={draft.kinds} edits={draft.edits} edit={draft.edit} />
            <PlanStatus draft={draft} />
            {open.some((question) => missing.has(question.id)) ? (
              <p className="story-field__error story-plan__unanswered" role="alert">
                {t('storyPlan.unanswered')}
              </p>
            ) : null}
            <div className="story-form__actions story-form__actions--split">
              <Link to={pending.back} className="story-button story-button--quiet">
                {t('button.back')}
              </Link>
              <button type="submit" className="story-button story-button--primary" disabled={telling}>
                {telling ? t('storyPlan.telling') : t('storyPlan.tell')}
              </button>
            </div>
          </form>
        ) : (
          <PlanWaiting draft={draft} back={pending.back} />
        )}
      </div>
    </section>
  );
}

/**
 * Under the plan: a polite word while a change or an answer is checked and once it is, or (a check
 * that failed) why, with Try again; the plan shown is then the one before the change.
 */
function PlanStatus({ draft }: { draft: PlanDraft }) {
  const { t } = useI18n();
  const changed = hasEdits(draft.edits) || Object.keys(draft.answers).length > 0;
  if (draft.error && !draft.checking)
    return (
      <div className="story-plan__status" role="alert">
        <p className="story-field__error">{t('storyPlan.error.text', { message: errorMessage(draft.error) })}</p>
        <button type="button" className="story-button story-button--quiet" onClick={draft.retry}>
          {t('storyPlan.error.retry')}
        </button>
      </div>
    );
  return (
    <p className="story-plan__status" role="status">
      {draft.checking ? t('storyPlan.checking') : changed ? t('storyPlan.checked') : ''}
    </p>
  );
}

/** Before the first plan: reading, or why it could not be read, with Try again and Back. */
function PlanWaiting({ draft, back }: { draft: PlanDraft; back: PendingOrder['back'] }) {
  const { t } = useI18n();
  if (!draft.error)
    return (
      <p className="story-plan__waiting" role="status">
        {t('storyPlan.loading')}
      </p>
    );
  return (
    <div className="story-plan__waiting" role="alert">
      <h2 className="story-plan__heading">{t('storyPlan.error.title')}</h2>
      <p>{t('storyPlan.error.text', { message: errorMessage(draft.error) })}</p>
      <div className="story-form__actions story-form__actions--split">
        <Link to={back} className="story-button story-button--quiet">
          {t('button.back')}
        </Link>
        <button type="button" className="story-button story-button--primary" onClick={draft.retry}>
          {t('storyPlan.error.retry')}
        </button>
      </div>
    </div>
  );
}

/** "Tell this story": creates the story from the plan as shown, then opens its progress page. */
function useTellStory(draft: PlanDraft, onCreated: () => void) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const createStory = useCreateStory();
  const tell = () => {
    if (!draft.order || createStory.isPending) return;
    createStory.mutate(draft.order, {
      onSuccess: (story) => {
        onCreated();
        navigate(`/generating?id=${encodeURIComponent(story.id)}`);
      },
      onError: (error) => {
        console.error('[mf-story] story creation failed', error);
        toast({
          variant: 'destructive',
          title: t('create.error.title'),
          description: t('create.error.failed', { message: errorMessage(error) }),
        });
      },
    });
  };
  return { tell, telling: createStory.isPending };
}
