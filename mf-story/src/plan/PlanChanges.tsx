import { useId } from 'react';
import { useI18n } from '@dreamweaver/web-kit';
import {
  AFTERLIFE_CHOICES,
  EVERYDAY_THEMES,
  FAMILY_SHAPES,
  NO_THEME,
  PLAN_STATUSES,
  SENSITIVE_THEMES,
  isThemeId,
  type FamilyShape,
  type PlanKindWord,
  type PlanStatus,
  type StoryPlan,
} from '@dreamweaver/contracts';
import { NEW_BABY, remembered, type PlanEdits, type Pronoun } from './plan-edits.ts';
import { personName, petName, someoneName } from './plan-words.ts';
import { PlanRadioGroup } from './PlanRadioGroup.tsx';

// Every part of the plan a parent can change: the theme (the whole catalogue), each person's and
// pet's status (a brother or sister may be on the way, not born yet) (and, for someone away or ill, whether the child may not visit yet), the family, the
// pronoun and, when someone has died, what may be said of an afterlife.

interface Props {
  plan: StoryPlan;
  kinds: Record<string, PlanKindWord>;
  edits: PlanEdits;
  edit: (patch: PlanEdits) => void;
  /** People and pets whose status is still asked about: the question comes first, so they are not offered here. */
  unsure: ReadonlySet<string>;
}

const PRONOUNS: readonly Pronoun[] = ['he', 'she', 'they'];

/** Someone away or ill (or already marked): whether the child may visit them is theirs to say. */
const mayBeVisited = (person: StoryPlan['people'][number]) =>
  person.status !== 'remembered' && (person.status === 'away' || person.health !== 'well' || person.noVisits === true);

export function PlanChanges({ plan, kinds, edits, edit, unsure }: Props) {
  const { t, language } = useI18n();
  const words = { t, language, kinds };
  const hero = plan.hero.name;
  const people = plan.people.filter((person) => !unsure.has(person.id));
  const pets = plan.pets.filter((pet) => !unsure.has(pet.id));
  const lost = remembered(plan)[0];
  const setStatus = (id: string, status: string) =>
    edit({ status: { ...edits.status, [id]: status as (typeof PLAN_STATUSES)[number] } });
  const options = (statuses: readonly PlanStatus[]) =>
    statuses.map((status) => ({ id: status, label: t(`storyPlan.status.${status}`) }));
  // "On the way, not born yet" is for a brother or sister (or the new baby) only, never a pet.
  const born = PLAN_STATUSES.filter((status) => status !== 'expected');
  const statusesOf = (person: StoryPlan['people'][number]) =>
    NEW_BABY.includes(person.relation) || person.status === 'expected' ? PLAN_STATUSES : born;
  return (
    <section className="story-plan__section" aria-labelledby="story-plan-change">
      <h2 id="story-plan-change" className="story-plan__heading">
        {t('storyPlan.change.title')}
      </h2>
      <p className="story-plan__intro">{t('storyPlan.change.intro')}</p>
      <ThemeSelect plan={plan} onTheme={(theme) => edit({ theme })} />
      {people.length + pets.length > 0 ? (
        <div className="story-plan__people">
          <h3 className="story-plan__subheading">{t('storyPlan.people.title')}</h3>
          {people.map((person) => (
            <div key={person.id}>
              <PlanRadioGroup
                name={`status:${person.id}`}
                legend={personName(person, plan, words).name}
                options={options(statusesOf(person))}
                value={person.status}
                onChange={(status) => setStatus(person.id, status)}
              />
              {mayBeVisited(person) ? (
                <label className="story-plan__check">
                  <input
                    type="checkbox"
                    checked={person.noVisits === true}
                    onChange={(event) => edit({ noVisits: { ...edits.noVisits, [person.id]: event.target.checked } })}
                  />
                  <span>{t('storyPlan.noVisits.label', { hero, who: personName(person, plan, words).name })}</span>
                </label>
              ) : null}
            </div>
          ))}
          {pets.map((pet) => (
            <PlanRadioGroup
              key={pet.id}
              name={`status:${pet.id}`}
              legend={petName(pet, plan, words).name}
              options={options(born)}
              value={pet.status}
              onChange={(status) => setStatus(pet.id, status)}
            />
          ))}
        </div>
      ) : null}
      {lost ? (
        <PlanRadioGroup
          name="afterlife"
          legend={t('storyPlan.afterlife.legend', { who: someoneName(lost.id, plan, words)?.name ?? '' })}
          options={AFTERLIFE_CHOICES.map((choice) => ({ id: choice, label: t(`storyPlan.afterlife.${choice}`) }))}
          value={plan.care.afterlife}
          onChange={(choice) => edit({ afterlife: choice as (typeof AFTERLIFE_CHOICES)[number] })}
        />
      ) : null}
      <FamilyFields plan={plan} edit={edit} />
      <PlanRadioGroup
        name="pronoun"
        legend={t('storyPlan.pronoun.legend', { hero })}
        options={PRONOUNS.map((pronoun) => ({ id: pronoun, label: t(`storyPlan.pronoun.${pronoun}`) }))}
        value={plan.hero.pronoun}
        onChange={(pronoun) => edit({ pronoun: pronoun as Pronoun })}
      />
    </section>
  );
}

/** The theme: one select of the whole catalogue, the hard times and the everyday ones in groups. */
function ThemeSelect({ plan, onTheme }: { plan: StoryPlan; onTheme: (theme: StoryPlan['theme']['id']) => void }) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="story-field">
      <label className="story-field__label" htmlFor={id}>
        {t('storyPlan.theme.label')}
      </label>
      <select
        id={id}
        className="story-field__input story-plan__select"
        value={plan.theme.id}
        onChange={(event) => {
          if (isThemeId(event.target.value)) onTheme(event.target.value);
        }}
      >
        <option value={NO_THEME}>{t(`plan.theme.${NO_THEME}`)}</option>
        <optgroup label={t('storyPlan.theme.group.sensitive')}>
          {SENSITIVE_THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {t(`plan.theme.${theme}`)}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('storyPlan.theme.group.everyday')}>
          {EVERYDAY_THEMES.map((theme) => (
            <option key={theme} value={theme}>
              {t(`plan.theme.${theme}`)}
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
}

/** Who the child lives with (a select) and whether in two homes (a checkbox). */
function FamilyFields({ plan, edit }: { plan: StoryPlan; edit: (patch: PlanEdits) => void }) {
  const { t } = useI18n();
  const id = useId();
  const hero = plan.hero.name;
  return (
    <div className="story-plan__family">
      <div className="story-field">
        <label className="story-field__label" htmlFor={id}>
          {t('storyPlan.family.label', { hero })}
        </label>
        <select
          id={id}
          className="story-field__input story-plan__select"
          value={plan.family.shape}
          onChange={(event) => edit({ family: event.target.value as FamilyShape })}
        >
          {FAMILY_SHAPES.map((shape) => (
            <option key={shape} value={shape}>
              {t(`storyPlan.family.${shape}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="story-plan__check">
        <input
          type="checkbox"
          checked={plan.family.twoHomes}
          onChange={(event) => edit({ twoHomes: event.target.checked })}
        />
        <span>{t('storyPlan.family.twoHomes', { hero })}</span>
      </label>
    </div>
  );
}
