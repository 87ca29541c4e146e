import { useI18n } from '@dreamweaver/web-kit';
import type { PlanKindWord, StoryPlan } from '@dreamweaver/contracts';
import { planSummary } from './plan-words.ts';

// The plan in plain words, as a parent would say it back: tonight's theme, who goes along, where,
// who is here, away or has died, the details the story tells and those it leaves out, and why.

interface Props {
  plan: StoryPlan;
  kinds: Record<string, PlanKindWord>;
  /** People and pets whose status is still asked about. */
  unsure: ReadonlySet<string>;
}

export function PlanSummary({ plan, kinds, unsure }: Props) {
  const { t, language } = useI18n();
  const words = planSummary(plan, { t, language, kinds }, unsure);
  return (
    <section className="story-plan__section story-plan__summary" aria-labelledby="story-plan-summary">
      <h2 id="story-plan-summary" className="story-plan__heading">
        {t('storyPlan.summary.title')}
      </h2>
      <p className="story-plan__tonight" data-testid="plan-tonight">
        {words.tonight}
      </p>
      <p>{words.with}</p>
      <p>{words.place}</p>
      {[...words.people, ...words.family].map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      {words.details ? <p data-testid="plan-details-used">{words.details}</p> : null}
      {words.notUsed.length > 0 ? (
        <>
          <p className="story-plan__not-used">{t('storyPlan.summary.notUsed')}</p>
          <ul className="story-plan__list" data-testid="plan-details-not-used">
            {words.notUsed.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
