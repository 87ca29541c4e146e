import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@dreamweaver/contracts';

// The UI language lives here, outside React, so the fetcher can send it to the bff and every
// remote (web-kit is a federation singleton) sees the same value.
const LANGUAGE_STORAGE_KEY = 'dreamweaver.language';
// Mirrors the choice for the bff, which pre-renders the home page in it (bff/src/frontend/index.ts).
const LANGUAGE_COOKIE = 'dreamweaver.language';

type Listener = () => void;
const listeners = new Set<Listener>();
const stored = readStoredLanguage();
let current: Language = stored ?? languageOfPage() ?? DEFAULT_LANGUAGE;

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

/** The visitor's own choice, made with the header's toggle, if they made one. */
function readStoredLanguage(): Language | undefined {
  const value = storage()?.getItem(LANGUAGE_STORAGE_KEY) ?? readCookie();
  return isLanguage(value) ? value : undefined;
}

/**
 * The language the bff sent the page in (`<html lang>`): the visitor's choice, else on a first
 * visit the browser's Accept-Language (bff/src/frontend/index.ts). It is not a choice, so it is
 * not remembered: a visitor who has chosen nothing keeps following their browser.
 */
function languageOfPage(): Language | undefined {
  if (typeof document === 'undefined') return undefined;
  const lang = document.documentElement.lang.toLowerCase();
  return isLanguage(lang) ? lang : undefined;
}

function applyToDocument(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
applyToDocument(current);
// A choice made before the cookie existed (or with the cookie cleared) reaches the server from the next load on.
if (stored !== undefined) writeCookie(stored);

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
