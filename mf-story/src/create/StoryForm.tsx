import { useRef, useState, type FormEvent, type ReactNode, type Ref, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { Tabs, toast, useI18n } from '@dreamweaver/web-kit';
import { STORY_AGE_MAX, STORY_NAME_MAX, STORY_PERSONALIZATION_MAX, type MessageKey } from '@dreamweaver/contracts';
import { useCreateStory } from '../api/stories.ts';
import { errorFields, errorMessage } from '../common/error-message.ts';
import { isPlanQuestionsError, useOpenPlanScreen } from '../plan/open-plan-screen.ts';
import { SettingCards } from './SettingCards.tsx';
import { SiblingFields } from './SiblingFields.tsx';
import { TextField } from './TextField.tsx';
import {
  advancedStoryRequest,
  checkDraft,
  formErrorsFromServer,
  simpleStoryRequest,
  type FormErrors,
  type FormField,
  type StoryDraft,
} from './story-request.ts';
import type { RecipientDraft, WizardPatch } from './wizard-state.ts';
import './create.css';

type Tab = 'simple' | 'advanced';
const TABS: readonly Tab[] = ['simple', 'advanced'];

interface Props {
  draft: StoryDraft;
  onChange: (patch: WizardPatch) => void;
  /** The home page says 'Quick Magic' / 'Magic Details', the wizard 'Simple' / 'Advanced'. */
  tabLabels: Record<Tab, MessageKey>;
  submitLabel: MessageKey;
  /** Called once the story exists, just before leaving for its progress page. */
  onCreated?: () => void;
  nameInputRef?: Ref<HTMLInputElement>;
  /** Shown left of the submit button (the wizard's Back). */
  backAction?: ReactNode;
  /**
   * Where the form is; the plan screen's Back returns here. From the wizard ('/personalize') the
   * plan screen always comes first; from the home page only when the server has questions (422).
   */
  formPath?: '/' | '/personalize';
}

const ADVANCED_FIELDS: readonly (keyof Omit<RecipientDraft, 'name' | 'personalization' | 'age'>)[] = [
  'favoriteAnimal',
  'favoriteColor',
  'favoriteActivity',
  'favoriteFood',
  'recentAchievement',
];

/** The story form with its two tabs; submitting creates the story and opens its progress page. */
export function StoryForm({
  draft,
  onChange,
  tabLabels,
  submitLabel,
  onCreated,
  nameInputRef,
  backAction,
  formPath = '/',
}: Props) {
  const { t } = useI18n();
  const [tab, setTab] = useState<Tab>('simple');
  const [errors, setErrors] = useState<FormErrors>({});
  const ownNameRef = useRef<HTMLInputElement>(null);
  const details = draft.recipientDetails;
  const { submit, isPending } = useSubmitStory({ draft, tab, setErrors, ownNameRef, onCreated, formPath });
  const clearError = (field: FormField) =>
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  const setDetail = (field: keyof RecipientDraft) => (value: string) => {
    clearError(field);
    onChange({ recipientDetails: { [field]: value } });
  };

  const nameField = (
    <TextField
      label={t('home.form.name.label')}
      placeholder={t('home.form.name.placeholder')}
      value={details.name}
      onValue={setDetail('name')}
      error={errors.name}
      maxLength={STORY_NAME_MAX}
      autoComplete="off"
      inputRef={bothRefs(ownNameRef, nameInputRef)}
    />
  );

  return (
    <form className="story-form" onSubmit={submit} noValidate aria-busy={isPending}>
      <Tabs
        classPrefix="story"
        label={t('home.tabs.label')}
        tabs={TABS.map((name) => ({ id: name, label: t(tabLabels[name]) }))}
        selected={tab}
        onSelect={setTab}
        panelClassName="story-form__panel"
      >
        {nameField}
        {tab === 'simple' ? (
          <TextField
            multiline
            label={t('home.form.description.label')}
            placeholder={t('home.form.description.placeholder')}
            help={t('home.form.description.help')}
            value={details.personalization}
            onValue={setDetail('personalization')}
            error={errors.personalization}
            maxLength={STORY_PERSONALIZATION_MAX}
          />
        ) : (
          <AdvancedFields
            draft={draft}
            errors={errors}
            setDetail={setDetail}
            clearError={clearError}
            onChange={onChange}
          />
        )}
      </Tabs>
      <SiblingFields siblings={draft.siblings ?? []} onSiblings={(siblings) => onChange({ siblings })} />

      <div className={`story-form__actions${backAction ? ' story-form__actions--split' : ''}`}>
        {backAction}
        <button type="submit" className="story-button story-button--primary story-form__submit" disabled={isPending}>
          {isPending ? t('create.submitting') : t(submitLabel)}
        </button>
      </div>
    </form>
  );
}

/** One ref callback that sets the form's own ref and the page's. */
function bothRefs(own: RefObject<HTMLInputElement | null>, page: Ref<HTMLInputElement> | undefined) {
  return (node: HTMLInputElement | null) => {
    own.current = node;
    if (typeof page === 'function') page(node);
    else if (page) page.current = node;
  };
}

interface SubmitStory {
  draft: StoryDraft;
  tab: Tab;
  setErrors: (errors: FormErrors) => void;
  ownNameRef: RefObject<HTMLInputElement | null>;
  onCreated?: () => void;
  formPath: '/' | '/personalize';
}

/**
 * Submitting: checks the draft (a missing name takes the focus back to it), then opens the plan
 * screen (the wizard) or creates the story and opens its progress page (the home form, unless the
 * server asks its questions first); a refusal from the server marks its fields and says why in a toast.
 */
function useSubmitStory({ draft, tab, setErrors, ownNameRef, onCreated, formPath }: SubmitStory) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const createStory = useCreateStory();
  const openPlanScreen = useOpenPlanScreen();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (createStory.isPending) return;
    const problems = checkDraft(draft, STORY_AGE_MAX);
    // The simple tab sends no age of its own, so only the advanced tab stops at a bad one.
    const ageProblem = tab === 'advanced' ? problems.age : undefined;
    if (problems.name || ageProblem) {
      setErrors({
        name: problems.name ? t('validation.name.required') : undefined,
        age: ageProblem ? t('story.validation.age') : undefined,
      });
      if (problems.name) ownNameRef.current?.focus();
      return;
    }
    setErrors({});
    const request = tab === 'simple' ? simpleStoryRequest(draft, language) : advancedStoryRequest(draft, language);
    if (formPath === '/personalize') return openPlanScreen(request, formPath);
    createStory.mutate(request, {
      onSuccess: (story) => {
        onCreated?.();
        navigate(`/generating?id=${encodeURIComponent(story.id)}`);
      },
      onError: (error) => {
        // A hard topic the storyteller will not guess: the parent answers on the plan screen.
        if (isPlanQuestionsError(error)) return openPlanScreen(request, formPath);
        console.error('[mf-story] story creation failed', error);
        setErrors(formErrorsFromServer(errorFields(error)));
        toast({
          variant: 'destructive',
          title: t('create.error.title'),
          description: t('create.error.failed', { message: errorMessage(error) }),
        });
      },
    });
  };
  return { submit, isPending: createStory.isPending };
}

interface AdvancedFieldsProps {
  draft: StoryDraft;
  errors: FormErrors;
  setDetail: (field: keyof RecipientDraft) => (value: string) => void;
  clearError: (field: FormField) => void;
  onChange: (patch: WizardPatch) => void;
}

/** The advanced tab below the name: age, favourites, achievement, the story's goal and its setting. */
function AdvancedFields({ draft, errors, setDetail, clearError, onChange }: AdvancedFieldsProps) {
  const { t } = useI18n();
  const details = draft.recipientDetails;
  return (
    <>
      <div className="story-form__grid">
        <TextField
          label={t('form.age.label')}
          placeholder={t('form.age.placeholder')}
          value={details.age}
          onValue={setDetail('age')}
          error={errors.age}
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={String(STORY_AGE_MAX).length}
        />
        {ADVANCED_FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`form.${field}.label` as const)}
            placeholder={t(`form.${field}.placeholder` as const)}
            value={details[field]}
            onValue={setDetail(field)}
            error={errors[field]}
          />
        ))}
        <TextField
          label={t('form.storyGoal.label')}
          placeholder={t('form.storyGoal.placeholder')}
          value={draft.storyGoal}
          onValue={(storyGoal) => {
            clearError('storyGoal');
            onChange({ storyGoal });
          }}
          error={errors.storyGoal}
          className="story-field--wide"
        />
      </div>
      <SettingCards selected={draft.storySetting} onSelect={(storySetting) => onChange({ storySetting })} />
    </>
  );
}
