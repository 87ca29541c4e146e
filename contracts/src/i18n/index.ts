import { common as enCommon } from './en/common.ts';
import { validation as enValidation } from './en/validation.ts';
import { common as deCommon } from './de/common.ts';
import { validation as deValidation } from './de/validation.ts';
import { storyApi as enStoryApi } from './en/story-api.ts';
import { storyApi as deStoryApi } from './de/story-api.ts';
import { shell as enShell } from './en/shell.ts';
import { shell as deShell } from './de/shell.ts';
import { adminApi as enAdminApi } from './en/admin-api.ts';
import { adminApi as deAdminApi } from './de/admin-api.ts';

import { storyViewer as enStoryViewer } from './en/story-viewer.ts';
import { storyViewer as deStoryViewer } from './de/story-viewer.ts';
import { storyCreate as enStoryCreate } from './en/story-create.ts';
import { storyCreate as deStoryCreate } from './de/story-create.ts';
import { account as enAccount } from './en/account.ts';
import { account as deAccount } from './de/account.ts';
import { accountDelete as enAccountDelete } from './en/account-delete.ts';
import { accountDelete as deAccountDelete } from './de/account-delete.ts';
import { admin as enAdmin } from './en/admin.ts';
import { admin as deAdmin } from './de/admin.ts';
import { paymentApi as enPaymentApi } from './en/payment-api.ts';
import { paymentApi as dePaymentApi } from './de/payment-api.ts';
import { bedtime as enBedtime } from './en/bedtime.ts';
import { bedtime as deBedtime } from './de/bedtime.ts';
import { children as enChildren } from './en/children.ts';
import { children as deChildren } from './de/children.ts';
import { voice as enVoice } from './en/voice.ts';
import { voice as deVoice } from './de/voice.ts';
import { plan as enPlan } from './en/plan.ts';
import { plan as dePlan } from './de/plan.ts';
import { storyPlan as enStoryPlan } from './en/story-plan.ts';
import { storyPlan as deStoryPlan } from './de/story-plan.ts';
import { privacyReceipt as enPrivacyReceipt } from './en/privacy-receipt.ts';
import { privacyReceipt as dePrivacyReceipt } from './de/privacy-receipt.ts';
import { accountExport as enAccountExport } from './en/account-export.ts';
import { accountExport as deAccountExport } from './de/account-export.ts';

// Each product area keeps its strings in its own file under en/ and de/; add the pair here.
export const en = {
  ...enCommon,
  ...enValidation,
  ...enStoryApi,
  ...enShell,
  ...enAdminApi,
  ...enStoryViewer,
  ...enStoryCreate,
  ...enAccount,
  ...enAccountDelete,
  ...enAdmin,
  ...enPaymentApi,
  ...enBedtime,
  ...enChildren,
  ...enVoice,
  ...enPlan,
  ...enStoryPlan,
  ...enPrivacyReceipt,
  ...enAccountExport,
};
export type MessageKey = keyof typeof en;
export const de: Record<MessageKey, string> = {
  ...deCommon,
  ...deValidation,
  ...deStoryApi,
  ...deShell,
  ...deAdminApi,
  ...deStoryViewer,
  ...deStoryCreate,
  ...deAccount,
  ...deAccountDelete,
  ...deAdmin,
  ...dePaymentApi,
  ...deBedtime,
  ...deChildren,
  ...deVoice,
  ...dePlan,
  ...deStoryPlan,
  ...dePrivacyReceipt,
  ...deAccountExport,
};

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
const dictionaries: Record<Language, Record<MessageKey, string>> = { en, de };

export type TranslationParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: TranslationParams) => string;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Fills `{name}` placeholders; an unknown key falls back to English, then to the key itself. */
export function translate(language: Language, key: MessageKey, params?: TranslationParams): string {
  const template = dictionaries[language]?.[key] ?? en[key] ?? key;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in params ? String(params[name]) : match));
}

export function translator(language: Language): Translate {
  return (key, params) => translate(language, key, params);
}

/** Picks en or de from an Accept-Language header value (or a bare language code). */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.split('-')[0];
    if (isLanguage(base)) return base;
  }
  return DEFAULT_LANGUAGE;
}
