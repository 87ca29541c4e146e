import { useNavigate } from 'react-router-dom';
import { useI18n } from '@dreamweaver/web-kit';
import type { StoryType } from '@dreamweaver/contracts';
import type { IconName } from '../common/icons.tsx';
import { ChoiceCards } from '../create/ChoiceCards.tsx';
import { WizardButtons } from '../create/WizardButtons.tsx';
import { WizardFrame } from '../create/WizardFrame.tsx';
import { useWizardState } from '../create/wizard-state.ts';

const STORY_TYPE_ICONS: Record<StoryType, IconName> = { classic: 'moon', custom: 'sparkles' };

export function SelectStoryTypePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { state, update } = useWizardState();
  const options = (['classic', 'custom'] as const).map((key) => ({
    key,
    icon: STORY_TYPE_ICONS[key],
    name: t(`wizard.storyType.${key}.name` as const),
    text: t(`wizard.storyType.${key}.text` as const),
  }));
  return (
    <WizardFrame
      step={2}
      title="wizard.storyType.title"
      subtitle="wizard.storyType.subtitle"
      actions={
        <WizardButtons
          back="/select-audience"
          nextDisabled={!state.storyType}
          onNext={() => navigate('/personalize')}
        />
      }
    >
      <ChoiceCards
        legend={t('wizard.storyType.title')}
        legendHidden
        options={options}
        selected={state.storyType}
        onSelect={(storyType) => update({ storyType: storyType as StoryType })}
      />
    </WizardFrame>
  );
}
