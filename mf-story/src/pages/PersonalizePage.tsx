import { Link, Navigate } from 'react-router-dom';
import { useI18n } from '@dreamweaver/web-kit';
import { StoryForm } from '../create/StoryForm.tsx';
import { WizardFrame } from '../create/WizardFrame.tsx';
import { useProfileDraft } from '../create/useProfileDraft.ts';
import { useWizardState } from '../create/wizard-state.ts';

// The wizard's last step: "Generate Story" opens the plan screen (/story-plan), which tells the story.
export function PersonalizePage() {
  const { t } = useI18n();
  const { state, update } = useWizardState();
  // "Tonight's story" from a child profile: the form waits until it is filled in from it.
  if (useProfileDraft()) return null;
  if (!state.audience) return <Navigate to="/select-audience" replace />;
  return (
    <WizardFrame step={3} title="wizard.personalize.title" subtitle="wizard.personalize.subtitle">
      <StoryForm
        draft={state}
        onChange={update}
        tabLabels={{ simple: 'tabs.simple', advanced: 'tabs.advanced' }}
        submitLabel="button.generate"
        formPath="/personalize"
        backAction={
          <Link to="/select-story-type" className="story-button story-button--quiet">
            {t('button.back')}
          </Link>
        }
      />
    </WizardFrame>
  );
}
