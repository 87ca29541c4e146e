import { useI18n } from '@dreamweaver/web-kit';
import type { PlanKindWord, StoryPlan } from '@dreamweaver/contracts';
import type { PlanEdits } from './plan-edits.ts';
import { detailWords } from './plan-words.ts';

// The parent's details, one checkbox each: ticked, the story tells it; each says where it is told
// ("In scene 2.") or why not, as the server last settled the plan.

interface Props {
  plan: StoryPlan;
  /** The plan's animals named in the page's language (a pet's habit is said with the pet's name). */
  kinds: Record<string, PlanKindWord>;
  edits: PlanEdits;
  edit: (patch: PlanEdits) => void;
}

export function PlanDetails({ plan, kinds, edits, edit }: Props) {
  const { t, language } = useI18n();
  if (plan.details.length === 0) return null;
  return (
    <section className="story-plan__section" aria-labelledby="story-plan-details">
      <h2 id="story-plan-details" className="story-plan__heading">
        {t('storyPlan.details.title')}
      </h2>
      <p className="story-plan__intro">{t('storyPlan.details.help')}</p>
      <ul className="story-plan__details">
        {plan.details.map((detail) => {
          const note = detail.used ? detail.where : detail.why;
          const noteId = `story-plan-detail-${detail.id}`;
          return (
            <li key={detail.id} className="story-plan__detail">
              <label className="story-plan__check">
                <input
                  type="checkbox"
                  checked={detail.wanted}
                  aria-describedby={note ? noteId : undefined}
                  onChange={(event) => edit({ wanted: { ...edits.wanted, [detail.id]: event.target.checked } })}
                />
                <span>{detailWords(detail, plan, { t, language, kinds })}</span>
              </label>
              {note ? (
                <p id={noteId} className="story-plan__note" data-used={detail.used}>
                  {note}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
