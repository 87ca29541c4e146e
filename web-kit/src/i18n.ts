import { useCallback, useSyncExternalStore } from 'react';
import { translate, type Language, type MessageKey, type TranslationParams } from '@dreamweaver/contracts';
import { getLanguage, setLanguage, subscribeLanguage } from './language.ts';

export interface I18n {
  language: Language;
  setLanguage: (language: Language) => void;
  t: (key: MessageKey, params?: TranslationParams) => string;
}

/** The current UI language and a translator bound to it; re-renders when the language changes. */
export function useI18n(): I18n {
  const language = useSyncExternalStore(subscribeLanguage, getLanguage, getLanguage);
  const t = useCallback((key: MessageKey, params?: TranslationParams) => translate(language, key, params), [language]);
  return { language, setLanguage, t };
}
