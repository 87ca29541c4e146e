import { Link } from 'react-router-dom';
import { useI18n } from '@dreamweaver/web-kit';
import { StoryPlaceholder } from '../StoryPlaceholder.tsx';

export function SelectStoryTypePage() {
  const { t } = useI18n();
  return (
    <StoryPlaceholder title="steps.story_type">
        <Link to="/select-audience" className="story-link story-link--quiet">{t('button.back')}</Link>
        <Link to="/personalize" className="story-link">{t('button.next')}</Link>
    </StoryPlaceholder>
  );
}
