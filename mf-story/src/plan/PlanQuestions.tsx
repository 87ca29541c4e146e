import { useI18n } from '@dreamweaver/web-kit';
import type { PlanAnswers, PlanQuestion } from '@dreamweaver/contracts';
import { PlanRadioGroup } from './PlanRadioGroup.tsx';

// The storyteller's questions, first on the plan screen: each a radio group of its choices, the
// recommended one said so; a required one must be answered before the story is told.

interface Props {
  questions: readonly PlanQuestion[];
  answers: PlanAnswers;
  onAnswer: (question: PlanQuestion, choice: string) => void;
  /** Required questions the parent tried to pass by: each says it needs an answer. */
  missing: ReadonlySet<string>;
}

export function PlanQuestions({ questions, answers, onAnswer, missing }: Props) {
  const { t } = useI18n();
  return (
    <section className="story-plan__section story-plan__questions" aria-labelledby="story-plan-questions">
      <h2 id="story-plan-questions" className="story-plan__heading">
        {t('storyPlan.questions.title')}
      </h2>
      <p className="story-plan__intro">{t('storyPlan.questions.intro')}</p>
      {questions.map((question) => (
        <PlanRadioGroup
          key={question.id}
          name={`question:${question.id}`}
          legend={
            <>
              {question.text}
              {question.required ? <span className="story-plan__needed"> {t('storyPlan.question.needed')}</span> : null}
            </>
          }
          options={question.choices.map((choice) => ({
            id: choice.id,
            label: choice.recommended ? t('storyPlan.question.recommended', { label: choice.label }) : choice.label,
          }))}
          value={answers[question.id]}
          onChange={(choice) => onAnswer(question, choice)}
          required={question.required}
          error={missing.has(question.id) && !answers[question.id] ? t('storyPlan.question.missing') : null}
        />
      ))}
    </section>
  );
}
