import { useNavigate } from 'react-router-dom';
import { useI18n } from '@dreamweaver/web-kit';
import { ChoiceCards } from '../create/ChoiceCards.tsx';
import { WizardButtons } from '../create/WizardButtons.tsx';
import { WizardFrame } from '../create/WizardFrame.tsx';
import { useWizardState } from '../create/wizard-state.ts';

// Four ways to say who the story is for; all of them send the audience 'child'.
const AUDIENCES = [
  { key: 'child', icon: 'child' },
  { key: 'toddler', icon: 'teddy' },
  { key: 'preschooler', icon: 'palette' },
  { key: 'schoolAge', icon: 'book' },
] as const;

export function SelectAudiencePage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { state, update } = useWizardState();
  const selected = state.audience ? (state.audienceCard ?? 'child') : null;
  const options = AUDIENCES.map(({ key, icon }) => ({
    key,
    icon,
    name: t(`wizard.audience.${key}.name` as const),
    text: t(`wizard.audience.${key}.text` as const),
  }));
  return (
    <WizardFrame
      step={1}
      title="wizard.audience.title"
      subtitle="wizard.audience.subtitle"
      actions={<WizardButtons nextDisabled={!state.audience} onNext={() => navigate('/select-story-type')} />}
    >
      <ChoiceCards
        legend={t('wizard.audience.title')}
        legendHidden
        options={options}
        selected={selected}
        onSelect={(audienceCard) => update({ audience: 'child', audienceCard })}
      />
    </WizardFrame>
  );
}
