import { useQuery } from '@tanstack/react-query';
import {
  API_ROUTES,
  HAIR_COLOURS,
  HAIR_STYLES,
  SIBLING_ROLES,
  STORY_AGE_MAX,
  STORY_NAME_MAX,
  STORY_SIBLINGS_MAX,
  type ChildProfileJson,
  type MessageKey,
} from '@dreamweaver/contracts';
import { apiRequest, useI18n, useSession } from '@dreamweaver/web-kit';
import { TextField } from './TextField.tsx';
import { emptySibling, siblingFromProfile, type SiblingDraft } from './sibling-draft.ts';

interface Props {
  siblings: SiblingDraft[];
  onSiblings: (siblings: SiblingDraft[]) => void;
}

/** "Add a brother or sister": up to two, typed in or taken from a saved child profile (signed in). */
export function SiblingFields({ siblings, onSiblings }: Props) {
  const { t } = useI18n();
  const profiles = useProfiles();
  const change = (index: number, patch: Partial<SiblingDraft>) =>
    onSiblings(siblings.map((s, i) => (i === index ? { ...s, ...patch } : s)));
  const full = siblings.length >= STORY_SIBLINGS_MAX;
  return (
    <fieldset className="story-siblings">
      <legend className="story-field__label">{t('siblings.title')}</legend>
      <p className="story-field__help">{t('siblings.help')}</p>
      {siblings.map((sibling, index) => (
        <SiblingCard
          // biome-ignore lint/suspicious/noArrayIndexKey: a sibling has no id; its place in the list is who it is.
          key={index}
          index={index}
          sibling={sibling}
          onChange={(patch) => change(index, patch)}
          onRemove={() => onSiblings(siblings.filter((_, i) => i !== index))}
        />
      ))}
      {full ? null : (
        <div className="story-siblings__add">
          <button
            type="button"
            className="story-button story-button--quiet"
            onClick={() => onSiblings([...siblings, { ...emptySibling }])}
          >
            {t('siblings.add')}
          </button>
          {profiles.length > 0 ? (
            <label className="story-field__label">
              {t('siblings.fromProfile')}
              <select
                className="story-field__input"
                value=""
                onChange={(event) => {
                  const profile = profiles.find((p) => p.id === event.target.value);
                  if (profile) onSiblings([...siblings, siblingFromProfile(profile)]);
                }}
              >
                <option value="">{t('siblings.fromProfile.choose')}</option>
                {profiles.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}

/** The signed-in parent's child profiles; none when signed out. */
function useProfiles(): ChildProfileJson[] {
  const { isAuthenticated } = useSession();
  const query = useQuery({
    queryKey: ['children', 'for-siblings'],
    queryFn: () => apiRequest<ChildProfileJson[]>(API_ROUTES.children.list.path),
    enabled: isAuthenticated,
  });
  return isAuthenticated ? (query.data ?? []) : [];
}

interface CardProps {
  index: number;
  sibling: SiblingDraft;
  onChange: (patch: Partial<SiblingDraft>) => void;
  onRemove: () => void;
}

function SiblingCard({ index, sibling, onChange, onRemove }: CardProps) {
  const { t } = useI18n();
  const n = index + 2;
  return (
    <div className="story-siblings__card">
      <div className="story-form__grid">
        <TextField
          label={t('siblings.name', { n: index + 1 })}
          value={sibling.name}
          onValue={(name) => onChange({ name })}
          maxLength={STORY_NAME_MAX}
          autoComplete="off"
          data-sibling={n}
        />
        <TextField
          label={t('form.age.label')}
          value={sibling.age}
          onValue={(age) => onChange({ age })}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={String(STORY_AGE_MAX).length}
        />
        <Choice
          label={t('children.form.pronoun')}
          value={sibling.pronoun}
          options={['he', 'she', 'they'].map((p) => [p, t(`children.pronoun.${p}` as MessageKey)])}
          onValue={(pronoun) => onChange({ pronoun })}
        />
        <Choice
          label={t('siblings.role')}
          value={sibling.role}
          unset={t('siblings.role.auto')}
          options={SIBLING_ROLES.map((r) => [r, t(`siblings.role.${r}`)])}
          onValue={(role) => onChange({ role })}
        />
        <Choice
          label={t('children.form.hairColour')}
          value={sibling.hairColour}
          options={HAIR_COLOURS.map((c) => [c, t(`children.hairColour.${c}`)])}
          onValue={(hairColour) => onChange({ hairColour })}
        />
        <Choice
          label={t('children.form.hairStyle')}
          value={sibling.hairStyle}
          options={HAIR_STYLES.map((s) => [s, t(`children.hairStyle.${s}`)])}
          onValue={(hairStyle) => onChange({ hairStyle })}
        />
        <label className="story-field__label story-siblings__check">
          <input type="checkbox" checked={sibling.glasses} onChange={(e) => onChange({ glasses: e.target.checked })} />
          {t('children.form.glasses')}
        </label>
      </div>
      <button type="button" className="story-button story-button--quiet" onClick={onRemove}>
        {sibling.name.trim()
          ? t('siblings.remove', { name: sibling.name.trim() })
          : t('siblings.removeUnnamed', { n: index + 1 })}
      </button>
    </div>
  );
}

interface ChoiceProps {
  label: string;
  value: string;
  options: (readonly [string, string])[];
  onValue: (value: string) => void;
  /** What the empty choice says. */
  unset?: string;
}

function Choice({ label, value, options, onValue, unset }: ChoiceProps) {
  const { t } = useI18n();
  return (
    <label className="story-field story-field__label">
      {label}
      {/* Named by the label alone: a wrapping label's name would also read the chosen option. */}
      <select className="story-field__input" aria-label={label} value={value} onChange={(e) => onValue(e.target.value)}>
        <option value="">{unset ?? t('siblings.unset')}</option>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
