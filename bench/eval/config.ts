import { z } from 'zod';
import { enginePlan, isOpenAi, serverFor } from '../../bff/src/generation/create-engine.ts';
import type { OpenAiServer } from '../../bff/src/generation/openai/servers.ts';
import { type TextFormat, textFormats } from '../../bff/src/generation/openai/text-format.ts';
import type { Settings } from '../../bff/src/settings.ts';

// The eval's own settings, beside the product's (OPENAI_*, bff/src/settings.ts, which pick the engine):
// the judge, and leave to call OpenAI itself from CI. docs/testing.md, "The story eval".

const evalSettingsSchema = z.object({
  /** The judge's model; without it there is no judge, the checks only. */
  EVAL_JUDGE_MODEL: z.string().trim().min(1).optional(),
  /** The judge's server and key; each defaults to the story text's (OPENAI_TEXT_* or OPENAI_*). */
  EVAL_JUDGE_BASE_URL: z.url().optional(),
  EVAL_JUDGE_API_KEY: z.string().trim().min(1).optional(),
  /** How the judge's server is asked for JSON; defaults to json_schema for api.openai.com, else json_object. */
  EVAL_JUDGE_TEXT_FORMAT: z.enum(textFormats).optional(),
  /** In CI (CI=true) the eval refuses to call api.openai.com unless this is `true`. */
  EVAL_ALLOW_PAID: z.enum(['true', 'false']).optional(),
  CI: z.string().optional(),
});

export interface EvalConfig {
  judge?: OpenAiServer & { model: string; format: TextFormat };
}

/** The judge and the guard against paying from CI; throws with a sentence a person can act on. */
export function evalConfig(settings: Settings, env: NodeJS.ProcessEnv = process.env): EvalConfig {
  const parsed = evalSettingsSchema.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid setting: ${z.prettifyError(parsed.error)}`);
  const e = parsed.data;
  const text = serverFor(settings, 'text');
  let judge: EvalConfig['judge'];
  if (e.EVAL_JUDGE_MODEL) {
    const baseURL = e.EVAL_JUDGE_BASE_URL ?? text?.baseURL;
    const apiKey = e.EVAL_JUDGE_API_KEY ?? text?.apiKey;
    if (!baseURL && !apiKey)
      throw new Error('EVAL_JUDGE_MODEL is set but the judge has no server: set EVAL_JUDGE_BASE_URL or a text server');
    const server = baseURL ?? 'https://api.openai.com/v1';
    const format = e.EVAL_JUDGE_TEXT_FORMAT ?? (isOpenAi(server) ? 'json_schema' : 'json_object');
    judge = { model: e.EVAL_JUDGE_MODEL, baseURL: server, apiKey, format };
  }
  const paid = [enginePlan(settings).text?.baseURL, judge?.baseURL].filter(
    (url): url is string => url !== undefined && isOpenAi(url),
  );
  if (e.CI === 'true' && paid.length > 0 && e.EVAL_ALLOW_PAID !== 'true')
    throw new Error('CI=true: the eval does not call api.openai.com from CI (set EVAL_ALLOW_PAID=true to allow it)');
  return judge ? { judge } : {};
}
