import { LANGUAGES } from '@dreamweaver/contracts';
import { useI18n } from '@dreamweaver/web-kit';

export function LanguageToggle() {
  const { language, setLanguage, t } = useI18n();
  return (
    <div className="shell-language" role="group" aria-label={t('shell.language.label')} data-testid="language-toggle">
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          className="shell-language__option"
          aria-pressed={language === code}
          title={t(`app.language.${code}`)}
          // The name starts with the visible "EN"/"DE" (WCAG 2.5.3), then says the language in the UI's words.
          aria-label={t('shell.language.option', { code: code.toUpperCase(), name: t(`app.language.${code}`) })}
          onClick={() => setLanguage(code)}
        >
          {code.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
