import { useRef, useState } from 'react';
import { StoryForm } from '../create/StoryForm.tsx';
import type { StoryDraft } from '../create/story-request.ts';
import {
  emptyRecipient,
  mergeWizardState,
  wizardStateFromRequest,
  wizardStore,
  type WizardPatch,
} from '../create/wizard-state.ts';
import { HomeHero } from '../home/HomeHero.tsx';
import { RecentStoriesGallery } from '../home/RecentStoriesGallery.tsx';
import '../home/home.css';

// The home form has no wizard steps before it: a classic story for a child.
const HOME_DRAFT: StoryDraft = {
  audience: 'child',
  storyType: 'classic',
  recipientDetails: emptyRecipient,
  storyGoal: '',
  storySetting: '',
};

/** The home form as it was sent to the plan screen, when the parent comes Back from there; else empty. */
function initialHomeDraft(): StoryDraft {
  const order = wizardStore.get().order;
  if (order?.back !== '/') return HOME_DRAFT;
  const { recipientDetails, storyGoal, storySetting } = wizardStateFromRequest(order.request);
  return { ...HOME_DRAFT, recipientDetails, storyGoal, storySetting };
}

export function HomePage() {
  const [draft, setDraft] = useState<StoryDraft>(initialHomeDraft);
  const formRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const change = (patch: WizardPatch) => setDraft((current) => mergeWizardState(current, patch));

  const goToForm = () => {
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    nameRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className="story-home" data-testid="remote-page">
      <HomeHero />
      <div className="story-card story-home__form" id="story-form" ref={formRef}>
        <StoryForm
          draft={draft}
          onChange={change}
          tabLabels={{ simple: 'home.tabs.quick', advanced: 'home.tabs.details' }}
          submitLabel="home.form.submit"
          nameInputRef={nameRef}
        />
      </div>
      <RecentStoriesGallery onPick={goToForm} />
    </div>
  );
}
