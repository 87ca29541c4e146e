import { Link } from 'react-router-dom';
import { useI18n } from '@dreamweaver/web-kit';
import { StoryPlaceholder } from '../StoryPlaceholder.tsx';

export function HomePage() {
  const { t } = useI18n();
  return (
    <StoryPlaceholder title="home.hero.title">
      <Link to="/select-audience" className="story-link">
        {t('home.form.submit')}
      </Link>
    </StoryPlaceholder>
  );
}
