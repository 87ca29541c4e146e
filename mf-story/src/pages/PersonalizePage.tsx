import { Link } from 'react-router-dom';
import { useI18n } from '@dreamweaver/web-kit';
import { StoryPlaceholder } from '../StoryPlaceholder.tsx';

export function PersonalizePage() {
  const { t } = useI18n();
  return (
    <StoryPlaceholder title="steps.personalize">
        <Link to="/select-story-type" className="story-link story-link--quiet">{t('button.back')}</Link>
    </StoryPlaceholder>
  );
}
