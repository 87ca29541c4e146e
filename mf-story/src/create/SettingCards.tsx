import { useI18n } from '@dreamweaver/web-kit';
import { STORY_SETTINGS } from '@dreamweaver/contracts';
import { ChoiceCards } from './ChoiceCards.tsx';
import { SETTING_ICONS } from './settings.ts';

/** The six story settings (STORY_SETTINGS) as picture cards. */
export function SettingCards({ selected, onSelect }: { selected: string; onSelect: (setting: string) => void }) {
  const { t } = useI18n();
  const options = STORY_SETTINGS.map((setting) => ({
    key: setting,
    icon: SETTING_ICONS[setting],
    name: t(`setting.${setting}.name` as const),
    text: t(`setting.${setting}.text` as const),
  }));
  return (
    <ChoiceCards
      legend={t('form.setting.label')}
      options={options}
      selected={selected || null}
      onSelect={onSelect}
      compact
    />
  );
}
