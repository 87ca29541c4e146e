import { useSyncExternalStore } from 'react';
import {
  createStorySchema,
  DEFAULT_LANGUAGE,
  type CreateStoryRequest,
  type Language,
  type StoryType,
} from '@dreamweaver/contracts';
import { siblingDrafts, type SiblingDraft } from './sibling-draft.ts';

// The wizard's form state: kept across the three steps, merged as the
// parent fills it in, reset once the story has been created. It lives in sessionStorage so
// a reload on /personalize keeps what was chosen. It also carries the order to the plan screen
// (/story-plan), from the wizard's last step or from the home form.

/** An order waiting on the plan screen: the form's request, and where its Back button goes. */
export interface PendingOrder {
  request: CreateStoryRequest;
  back: '/' | '/personalize';
}

/** The recipient fields as typed: all text, age included (it becomes a number on submit). */
export interface RecipientDraft {
  name: string;
  personalization: string;
  age: string;
  favoriteAnimal: string;
  favoriteColor: string;
  favoriteActivity: string;
  favoriteFood: string;
  recentAchievement: string;
}

export interface WizardState {
  audience: 'child' | null;
  /** Which of the four audience cards was picked; they all send the value 'child'. */
  audienceCard: string | null;
  storyType: StoryType | null;
  recipientDetails: RecipientDraft;
  storyGoal: string;
  storySetting: string;
  language: Language;
  /** The child profile the form was filled in from ("Tonight's story"); the story is linked to it. */
  childId: string | null;
  /** Whether the story continues the profile's series (every "Tonight's story" does). */
  series: boolean;
  /** Brothers and sisters in the story (at most two). */
  siblings: SiblingDraft[];
  /** The order the plan screen shows, once a form has been sent there. */
  order: PendingOrder | null;
}

export type WizardPatch = Partial<Omit<WizardState, 'recipientDetails'>> & {
  recipientDetails?: Partial<RecipientDraft>;
};

export const emptyRecipient: RecipientDraft = {
  name: '',
  personalization: '',
  age: '',
  favoriteAnimal: '',
  favoriteColor: '',
  favoriteActivity: '',
  favoriteFood: '',
  recentAchievement: '',
};

export function initialWizardState(language: Language = DEFAULT_LANGUAGE): WizardState {
  return {
    audience: null,
    audienceCard: null,
    storyType: null,
    recipientDetails: { ...emptyRecipient },
    storyGoal: '',
    storySetting: '',
    language,
    childId: null,
    series: false,
    siblings: [],
    order: null,
  };
}

/** A patch changes only what it names; recipient details merge field by field. */
export function mergeWizardState<S extends { recipientDetails: RecipientDraft }>(state: S, patch: WizardPatch): S {
  const { recipientDetails, ...rest } = patch;
  const defined = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  const recipient = Object.fromEntries(
    Object.entries(recipientDetails ?? {}).filter(([, value]) => value !== undefined),
  );
  return { ...state, ...defined, recipientDetails: { ...state.recipientDetails, ...recipient } };
}

/** The form filled in again from a story's request, to start over with the same answers. */
export function wizardStateFromRequest(request: CreateStoryRequest): WizardState {
  const details = request.recipientDetails;
  const recipientDetails = Object.fromEntries(
    (Object.keys(emptyRecipient) as (keyof RecipientDraft)[]).map((key) => [
      key,
      details[key] === undefined ? '' : String(details[key]),
    ]),
  ) as unknown as RecipientDraft;
  return {
    audience: 'child',
    audienceCard: null,
    storyType: request.storyType,
    recipientDetails,
    storyGoal: request.storyGoal ?? '',
    storySetting: request.storySetting ?? '',
    language: request.language,
    childId: request.childId ?? null,
    series: request.series === true,
    siblings: siblingDrafts(request.siblings),
    order: null,
  };
}

const STORAGE_KEY = 'dreamweaver.wizard';
const STORY_TYPES: readonly (StoryType | null)[] = ['classic', 'custom', null];

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A stored order, checked as the server would check it; anything else is no order. */
function parsePendingOrder(value: unknown): PendingOrder | null {
  if (!value || typeof value !== 'object') return null;
  const { request, back } = value as Record<string, unknown>;
  if ((back !== '/' && back !== '/personalize') || !createStorySchema().safeParse(request).success) return null;
  // Kept as the form made it (the schema's parse blanks empty fields); the server checks it again.
  return { request: request as CreateStoryRequest, back };
}

/** Reads a stored state defensively: anything unexpected falls back to the empty value. */
export function parseWizardState(raw: string | null): WizardState {
  const empty = initialWizardState();
  if (!raw) return empty;
  let data: Record<string, unknown>;
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (!parsed || typeof parsed !== 'object') return empty;
    data = parsed as Record<string, unknown>;
  } catch {
    return empty;
  }
  const stored = (data.recipientDetails ?? {}) as Record<string, unknown>;
  const recipientDetails = Object.fromEntries(
    (Object.keys(emptyRecipient) as (keyof RecipientDraft)[]).map((key) => [key, text(stored[key])]),
  ) as unknown as RecipientDraft;
  return {
    audience: data.audience === 'child' ? 'child' : null,
    audienceCard: data.audience === 'child' && typeof data.audienceCard === 'string' ? data.audienceCard : null,
    storyType: STORY_TYPES.includes(data.storyType as StoryType) ? (data.storyType as StoryType | null) : null,
    recipientDetails,
    storyGoal: text(data.storyGoal),
    storySetting: text(data.storySetting),
    language: data.language === 'de' ? 'de' : DEFAULT_LANGUAGE,
    childId: typeof data.childId === 'string' && data.childId !== '' ? data.childId : null,
    series: typeof data.childId === 'string' && data.series === true,
    siblings: siblingDrafts(data.siblings),
    order: parsePendingOrder(data.order),
  };
}

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // blocked storage: the wizard still works within the page
  }
}

/** A small store over sessionStorage; exported as a factory so tests can give it their own storage. */
export function createWizardStore(getStorage: () => Storage | undefined = storage) {
  let state = parseWizardState(getStorage()?.getItem(STORAGE_KEY) ?? null);
  const listeners = new Set<() => void>();
  const set = (next: WizardState) => {
    state = next;
    try {
      getStorage()?.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // full or blocked storage: keep the in-memory state
    }
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    update: (patch: WizardPatch) => set(mergeWizardState(state, patch)),
    replace: (next: WizardState) => set(next),
    reset: () => {
      state = initialWizardState();
      getStorage()?.removeItem(STORAGE_KEY);
      for (const listener of listeners) listener();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const wizardStore = createWizardStore();

export function useWizardState() {
  const state = useSyncExternalStore(wizardStore.subscribe, wizardStore.get, wizardStore.get);
  return { state, update: wizardStore.update, reset: wizardStore.reset };
}
