import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@dreamweaver/contracts';

// The UI language lives here, outside React, so the fetcher can send it to the bff and every
// remote (web-kit is a federation singleton) sees the same value.
export const LANGUAGE_STORAGE_KEY = 'dreamweaver.language';

type Listener = () => void;
const listeners = new Set<Listener>();
let current: Language = readStoredLanguage();

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage can be blocked (privacy mode); the default language still works
  }
}

function readStoredLanguage(): Language {
  const stored = storage()?.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function applyToDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyToDocument(current);

export function getLanguage(): Language {
  return current;
}

export function setLanguage(language: Language): void {
  if (language === current) return;
  current = language;
  storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  applyToDocument(language);
  for (const listener of listeners) listener();
}

export function subscribeLanguage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
