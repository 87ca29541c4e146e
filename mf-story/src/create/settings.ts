import { STORY_SETTINGS, type StorySetting } from '@dreamweaver/contracts';

export const SETTING_ICONS: Record<StorySetting, string> = {
  'magical-forest': '🌲',
  'enchanted-castle': '🏰',
  'underwater-kingdom': '🐠',
  'space-adventure': '🚀',
  'dinosaur-land': '🦕',
  'animal-village': '🐾',
};

export { STORY_SETTINGS };
