import type { StorySetting } from '@dreamweaver/contracts';
import type { IconName } from '../common/icons.tsx';

export const SETTING_ICONS: Record<StorySetting, IconName> = {
  'magical-forest': 'tree',
  'enchanted-castle': 'castle',
  'underwater-kingdom': 'fish',
  'space-adventure': 'rocket',
  'dinosaur-land': 'dinosaur',
  'animal-village': 'paw',
};
