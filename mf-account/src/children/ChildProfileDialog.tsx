import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  CHILD_COMPANIONS_MAX,
  CHILD_TEXT_MAX,
  HAIR_COLOURS,
  HAIR_STYLES,
  PRONOUNS,
  PYJAMAS,
  SKIN_TONES,
  STORY_NAME_MAX,
  childProfileSchema,
  type ChildProfileJson,
  type MessageKey,
} from '@dreamweaver/contracts';
import { Modal, toast, useI18n } from '@dreamweaver/web-kit';
import { childrenQuery, saveChild } from '../api/children.ts';
import { FormFailure } from '../account/account-form.tsx';
import { Field } from '../ui/Field.tsx';
import { ChoiceField, TextAreaField } from './ChoiceField.tsx';
import {
  draftFromProfile,
  emptyChildDraft,
  formErrors,
  inputFromDraft,
  serverProblem,
  type ChildDraft,
} from './child-form.ts';

type Errors = Record<string, string>;
interface SectionProps {
  draft: ChildDraft;
  errors: Errors;
  change: (patch: Partial<ChildDraft>) => void;
}

/** Creating a child profile, or editing one (`profile`): every part of it, the story bible included. */
export function ChildProfileDialog({ profile, onClose }: { profile?: ChildProfileJson; onClose: () => void }) {
  const { t } = useI18n();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ChildDraft>(profile ? draftFromProfile(profile) : emptyChildDraft);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (patch: Partial<ChildDraft>) => setDraft((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = childProfileSchema(t).safeParse(inputFromDraft(draft, profile));
    if (!parsed.success) return setErrors(formErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    try {
      await saveChild(parsed.data, profile?.id);
      await queryClient.invalidateQueries({ queryKey: childrenQuery().queryKey });
      toast({ title: t('children.saved') });
      onClose();
    } catch (error) {
      const problem = serverProblem(error);
      setErrors(problem.fieldErrors ?? {});
      setFailure(t('children.failed', { message: problem.message ?? t('errors.internal') }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      classPrefix="account"
      title={profile ? t('children.form.editTitle', { name: profile.name }) : t('children.form.createTitle')}
      closeLabel={t('children.cancel')}
      onClose={onClose}
      testId="child-profile-dialog"
    >
      <form className="account-form child-form" onSubmit={submit} noValidate aria-busy={busy}>
        <FormFailure failure={failure} />
        <AboutFields draft={draft} errors={errors} change={change} />
        <LookFields draft={draft} errors={errors} change={change} />
        <CompanionFields draft={draft} errors={errors} change={change} />
        <TextAreaField
          label={t('children.form.bible')}
          help={t('children.form.bibleHelp')}
          value={draft.bible}
          onValue={(bible) => change({ bible })}
          error={errors.bible}
          testId="child-bible"
        />
        <div className="child-form__actions">
          <button type="button" className="account-button account-button--quiet" onClick={onClose}>
            {t('children.cancel')}
          </button>
          <button type="submit" className="account-button" disabled={busy}>
            {t('children.form.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

const FAVOURITES = ['animal', 'colour', 'activity', 'food'] as const;

/** Name, age, pronoun and favourites. */
function AboutFields({ draft, errors, change }: SectionProps) {
  const { t } = useI18n();
  return (
    <div className="child-form__grid">
      <Field
        label={t('children.form.name')}
        value={draft.name}
        maxLength={STORY_NAME_MAX}
        autoComplete="off"
        error={errors.name}
        onChange={(event) => change({ name: event.target.value })}
      />
      <Field
        label={t('children.form.age')}
        value={draft.age}
        inputMode="numeric"
        maxLength={2}
        error={errors.age ?? errors.birthYear ?? errors.birthMonth}
        onChange={(event) => change({ age: event.target.value })}
      />
      <ChoiceField
        label={t('children.form.pronoun')}
        value={draft.pronoun}
        options={PRONOUNS.map((value) => ({ value, label: t(`children.pronoun.${value}`) }))}
        onValue={(pronoun) => change({ pronoun: pronoun || 'unspecified' })}
        error={errors.pronoun}
      />
      {FAVOURITES.map((key) => (
        <Field
          key={key}
          label={t(`children.form.favourite.${key}`)}
          value={draft.favourites[key]}
          maxLength={CHILD_TEXT_MAX}
          error={errors[`favourites.${key}`]}
          onChange={(event) => change({ favourites: { ...draft.favourites, [key]: event.target.value } })}
        />
      ))}
    </div>
  );
}

/** The options of one list, "Not chosen" first. */
function useChoices<Value extends string>(values: readonly Value[], prefix: string) {
  const { t } = useI18n();
  return [
    { value: '' as const, label: t('children.form.notChosen') },
    ...values.map((value) => ({ value, label: t(`${prefix}.${value}` as MessageKey) })),
  ];
}

/** The hero's look: all optional, from the lists the pictures can draw. */
function LookFields({ draft, errors, change }: SectionProps) {
  const { t } = useI18n();
  const look = draft.look;
  const set = (patch: Partial<ChildDraft['look']>) => change({ look: { ...look, ...patch } });
  return (
    <fieldset className="child-form__group">
      <legend>{t('children.form.look')}</legend>
      <div className="child-form__grid">
        <ChoiceField
          label={t('children.form.hairColour')}
          value={look.hairColour}
          options={useChoices(HAIR_COLOURS, 'children.hairColour')}
          onValue={(hairColour) => set({ hairColour })}
          error={errors['look.hairColour']}
        />
        <ChoiceField
          label={t('children.form.hairStyle')}
          value={look.hairStyle}
          options={useChoices(HAIR_STYLES, 'children.hairStyle')}
          onValue={(hairStyle) => set({ hairStyle })}
          error={errors['look.hairStyle']}
        />
        <ChoiceField
          label={t('children.form.skinTone')}
          value={look.skinTone}
          options={useChoices(SKIN_TONES, 'children.skinTone')}
          onValue={(skinTone) => set({ skinTone })}
          error={errors['look.skinTone']}
        />
        <ChoiceField
          label={t('children.form.pyjamas')}
          value={look.pyjamas}
          options={useChoices(PYJAMAS, 'children.pyjamas')}
          onValue={(pyjamas) => set({ pyjamas })}
          error={errors['look.pyjamas']}
        />
      </div>
      <label className="child-form__check">
        <input type="checkbox" checked={look.glasses} onChange={(event) => set({ glasses: event.target.checked })} />
        {t('children.form.glasses')}
      </label>
    </fieldset>
  );
}

/** Companions and toys: a name and what it is, up to five. */
function CompanionFields({ draft, errors, change }: SectionProps) {
  const { t } = useI18n();
  const rows = draft.companions;
  const setRow = (index: number, patch: Partial<ChildDraft['companions'][number]>) =>
    change({ companions: rows.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  return (
    <fieldset className="child-form__group">
      <legend>{t('children.form.companions')}</legend>
      {rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place while being typed
        <div className="child-form__companion" key={index}>
          <Field
            label={t('children.form.companionName')}
            value={row.name}
            maxLength={CHILD_TEXT_MAX}
            onChange={(event) => setRow(index, { name: event.target.value })}
          />
          <Field
            label={t('children.form.companionKind')}
            value={row.kind}
            maxLength={CHILD_TEXT_MAX}
            onChange={(event) => setRow(index, { kind: event.target.value })}
          />
          <button
            type="button"
            className="account-link-button"
            onClick={() => change({ companions: rows.filter((_, i) => i !== index) })}
          >
            {t('children.form.removeCompanion')}
          </button>
        </div>
      ))}
      {errors.companions ? <p className="account-field__error">{errors.companions}</p> : null}
      {rows.length < CHILD_COMPANIONS_MAX ? (
        <button
          type="button"
          className="account-button account-button--small account-button--quiet"
          onClick={() => change({ companions: [...rows, { name: '', kind: '' }] })}
        >
          {t('children.form.addCompanion')}
        </button>
      ) : null}
    </fieldset>
  );
}
