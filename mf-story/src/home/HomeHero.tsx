import { useI18n } from '@dreamweaver/web-kit';
import { FloatingCovers } from './FloatingCovers.tsx';

export function HomeHero() {
  const { t } = useI18n();
  return (
    <header className="story-hero">
      <FloatingCovers />
      <h1 className="story-hero__title">{t('home.hero.title')}</h1>
      <p className="story-hero__subtitle">{t('home.hero.subtitle')}</p>
    </header>
  );
}
