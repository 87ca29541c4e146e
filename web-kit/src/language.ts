import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@dreamweaver/contracts';

// The UI language lives here, outside React, so the fetcher can send it to the bff and every
// remote (web-kit is a federation singleton) sees the same value.
const LANGUAGE_STORAGE_KEY = 'dreamweaver.language';
// Mirrors the choice for the bff, which pre-renders the home page in it (bff/src/frontend/index.ts).
const LANGUAGE_COOKIE = 'dreamweaver.language';

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

function readCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const pair = document.cookie.split('; ').find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  return pair?.slice(LANGUAGE_COOKIE.length + 1);
}

function writeCookie(language: Language): void {
  if (typeof document === 'undefined' || readCookie() === language) return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from browsers the site supports
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

function readStoredLanguage(): Language {
  const stored = storage()?.getItem(LANGUAGE_STORAGE_KEY) ?? readCookie();
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

function applyToDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyToDocument(current);
// A choice made before the cookie existed (or with the cookie cleared) reaches the server from the next load on.
if (current !== DEFAULT_LANGUAGE || readCookie() !== undefined) writeCookie(current);

export function getLanguage(): Language {
  return current;
}

export function setLanguage(language: Language): void {
  if (language === current) return;
  current = language;
  storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  writeCookie(language);
  applyToDocument(language);
  for (const listener of listeners) listener();
}

export function subscribeLanguage(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
