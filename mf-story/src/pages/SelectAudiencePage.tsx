import { Link } from 'react-router-dom';
import { useI18n } from '@dreamweaver/web-kit';
import { StoryPlaceholder } from '../StoryPlaceholder.tsx';

export function SelectAudiencePage() {
  const { t } = useI18n();
  return (
    <StoryPlaceholder title="steps.audience">
        <Link to="/" className="story-link story-link--quiet">{t('button.back')}</Link>
        <Link to="/select-story-type" className="story-link">{t('button.next')}</Link>
    </StoryPlaceholder>
  );
}
