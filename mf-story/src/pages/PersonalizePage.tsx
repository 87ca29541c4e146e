import { useRef } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { useI18n } from '@dreamweaver/web-kit';
import { StoryForm } from '../create/StoryForm.tsx';
import { WizardFrame } from '../create/WizardFrame.tsx';
import { useProfileDraft } from '../create/useProfileDraft.ts';
import { useWizardState } from '../create/wizard-state.ts';

export function PersonalizePage() {
  const { t } = useI18n();
  const { state, update, reset } = useWizardState();
  // The reset after creation empties the audience; that must not bounce us to step 1.
  const created = useRef(false);
  // "Tonight's story" from a child profile: the form waits until it is filled in from it.
  if (useProfileDraft()) return null;
  if (!state.audience) return created.current ? null : <Navigate to="/select-audience" replace />;
  return (
    <WizardFrame step={3} title="wizard.personalize.title" subtitle="wizard.personalize.subtitle">
      <StoryForm
        draft={state}
        onChange={update}
        tabLabels={{ simple: 'tabs.simple', advanced: 'tabs.advanced' }}
        submitLabel="button.generate"
        backAction={
          <Link to="/select-story-type" className="story-button story-button--quiet">
            {t('button.back')}
          </Link>
        }
        onCreated={() => {
          created.current = true;
          reset();
        }}
      />
    </WizardFrame>
  );
}
