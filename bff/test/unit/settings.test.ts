import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveSessionSecret } from '../../src/session-secret.ts';
import { isPlaceholderSecret, loadSettings, SettingsError } from '../../src/settings.ts';
import { startupModes } from '../../src/startup-modes.ts';

describe('settings', () => {
  it('has embedded defaults that need nothing set', () => {
    const settings = loadSettings({});
    expect(settings.PORT).toBe(3000);
    expect(settings.dataDir).toBe(path.resolve('./data'));
    expect(settings.ADMIN_USERNAME).toBe('admin');
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.OPENAI_API_KEY).toBeUndefined();
    expect(settings.SAMPLE_STORIES).toBe('on');
    expect(settings.GENERATION_DEADLINE_SECONDS).toBe(300);
  });

  it('keeps media in the folder and generates stories in the bff unless told otherwise', () => {
    const settings = loadSettings({});
    expect(settings.S3_BUCKET).toBeUndefined();
    expect(settings.S3_FORCE_PATH_STYLE).toBe('off');
    expect(settings.WORKER).toBe('on');
    expect(settings.SPEECH_WARM_UP).toBe('on');
    expect(loadSettings({ SPEECH_WARM_UP: 'OFF' }).SPEECH_WARM_UP).toBe('off');
    const s3 = loadSettings({
      S3_BUCKET: 'dream-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'ON',
      S3_REGION: '',
      WORKER: 'off',
    });
    expect(s3).toMatchObject({
      S3_BUCKET: 'dream-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: 'on',
      S3_REGION: 'us-east-1',
      WORKER: 'off',
    });
  });

  it('reads the generation deadline in whole seconds', () => {
    expect(loadSettings({ GENERATION_DEADLINE_SECONDS: '45' }).GENERATION_DEADLINE_SECONDS).toBe(45);
    expect(loadSettings({ GENERATION_DEADLINE_SECONDS: ' ' }).GENERATION_DEADLINE_SECONDS).toBe(300);
  });

  it('reads the metrics token and the shutdown grace', () => {
    expect(loadSettings({}).METRICS_TOKEN).toBeUndefined();
    expect(loadSettings({ METRICS_TOKEN: ' ' }).METRICS_TOKEN).toBeUndefined();
    expect(loadSettings({ METRICS_TOKEN: 'a-token-of-enough-length' }).METRICS_TOKEN).toBe('a-token-of-enough-length');
    expect(loadSettings({}).SHUTDOWN_GRACE_SECONDS).toBe(25);
    expect(loadSettings({ SHUTDOWN_GRACE_SECONDS: '5' }).SHUTDOWN_GRACE_SECONDS).toBe(5);
  });

  it('treats an empty value as unset', () => {
    expect(loadSettings({ DATABASE_URL: '', OPENAI_API_KEY: ' ' }).DATABASE_URL).toBeUndefined();
    expect(loadSettings({ SAMPLE_STORIES: ' ' }).SAMPLE_STORIES).toBe('on');
    expect(loadSettings({ SAMPLE_STORIES: 'OFF' }).SAMPLE_STORIES).toBe('off');
  });

  it.each([
    [{ PORT: 'eighty' }, /^Invalid setting PORT: /],
    [{ DATABASE_URL: 'not a url' }, /^Invalid setting DATABASE_URL: /],
    [{ SESSION_SECRET: 'short' }, /^Invalid setting SESSION_SECRET: must be at least 32 characters$/],
    [{ SAMPLE_STORIES: 'maybe' }, /^Invalid setting SAMPLE_STORIES: /],
    [{ GENERATION_DEADLINE_SECONDS: '0' }, /^Invalid setting GENERATION_DEADLINE_SECONDS: /],
    [{ GENERATION_DEADLINE_SECONDS: 'soon' }, /^Invalid setting GENERATION_DEADLINE_SECONDS: /],
    [{ METRICS_TOKEN: 'short' }, /^Invalid setting METRICS_TOKEN: must be at least 16 characters$/],
    [{ SHUTDOWN_GRACE_SECONDS: '0' }, /^Invalid setting SHUTDOWN_GRACE_SECONDS: /],
    [{ S3_BUCKET: 'My_Bucket' }, /^Invalid setting S3_BUCKET: must be a bucket name/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /^Invalid setting S3_BUCKET: required when S3_ENDPOINT is set$/],
    [
      { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' },
      /^Invalid setting S3_SECRET_ACCESS_KEY: set both S3 keys or neither$/,
    ],
    [{ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' }, /^Invalid setting S3_FORCE_PATH_STYLE: /],
    [{ WORKER: 'sometimes' }, /^Invalid setting WORKER: /],
    [{ SPEECH_WARM_UP: 'later' }, /^Invalid setting SPEECH_WARM_UP: /],
    [{ PAYMENTS: 'free' }, /^Invalid setting PAYMENTS: /],
    [{ PAYMENTS: 'stripe' }, /^Invalid setting STRIPE_SECRET_KEY: required when PAYMENTS is stripe$/],
    [
      { PAYMENTS: 'sandbox', STRIPE_SECRET_KEY: 'sk_test_1' },
      /^Invalid setting PAYMENTS: sandbox contradicts STRIPE_SECRET_KEY/,
    ],
  ])('stops with one clear line for %j', (env, message) => {
    expect(() => loadSettings(env)).toThrow(SettingsError);
    expect(() => loadSettings(env)).toThrow(message);
  });

  describe('in production', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://stories.example' };

    it('refuses to run the free sandbox checkout unless it is asked for by name', () => {
      // Anyone could unlock any story with the test card 4242 4242 4242 4242.
      expect(() => loadSettings(production)).toThrow(
        /^Invalid setting STRIPE_SECRET_KEY: required when NODE_ENV is production \(or set PAYMENTS=sandbox to run the free test checkout on purpose\)$/,
      );
      expect(loadSettings({ ...production, PAYMENTS: 'sandbox' }).payments).toBe('sandbox');
      expect(loadSettings({ ...production, STRIPE_SECRET_KEY: 'sk_live_1' }).payments).toBe('stripe');
      expect(loadSettings({ ...production, PAYMENTS: 'Stripe', STRIPE_SECRET_KEY: 'sk_live_1' }).payments).toBe(
        'stripe',
      );
    });

    it('keeps the sandbox the default outside production', () => {
      expect(loadSettings({}).payments).toBe('sandbox');
      expect(loadSettings({ NODE_ENV: 'test' }).payments).toBe('sandbox');
      expect(loadSettings({ STRIPE_SECRET_KEY: 'sk_test_1' }).payments).toBe('stripe');
    });

    it.each([
      ['SESSION_SECRET', 'change-me-to-32-or-more-random-characters'],
      ['SESSION_SECRET', 'CHANGE_ME_to_a_long_random_string_of_40_chars'],
      ['METRICS_TOKEN', 'local-metrics-token-0123456789'],
      ['METRICS_TOKEN', 'placeholder-token-for-prometheus'],
    ])('refuses the example %s %s', (name, value) => {
      const env = { ...production, PAYMENTS: 'sandbox', [name]: value };
      expect(() => loadSettings(env)).toThrow(SettingsError);
      expect(() => loadSettings(env)).toThrow(
        `Invalid setting ${name}: a placeholder from an example file; set a random value of your own in production`,
      );
      // Outside production (a local trial of the compose file) they still start.
      expect(() => loadSettings({ ...env, NODE_ENV: 'development' })).not.toThrow();
    });

    it('takes random secrets', () => {
      const secrets = { SESSION_SECRET: 'qR8v2LmZp0sK4wX9tB7nY1cF6hJ3dG5e', METRICS_TOKEN: 'd1f0a3c9e8b7a6f5' };
      expect(isPlaceholderSecret(secrets.SESSION_SECRET)).toBe(false);
      expect(loadSettings({ ...production, PAYMENTS: 'sandbox', ...secrets })).toMatchObject(secrets);
    });
  });

  it('says what each part runs on, with hosts but no credentials', () => {
    expect(startupModes(loadSettings({ DATA_DIR: '/srv/dw' }))).toEqual({
      database: 'embedded (/srv/dw)',
      payments: 'sandbox (free test checkout)',
      mail: 'outbox folder (/srv/dw/outbox)',
      text: 'offline',
      images: 'offline',
      speech: 'offline',
      media: 'folder (/srv/dw/media)',
    });
    const modes = startupModes(
      loadSettings({
        DATABASE_URL: 'postgres://dw:db-password@db.internal:5432/dreamweaver',
        STRIPE_SECRET_KEY: 'sk_live_secret',
        SMTP_URL: 'smtps://mailer:smtp-password@smtp.example.net:465',
        OPENAI_TEXT_BASE_URL: 'http://ollama.internal:11434/v1',
        OPENAI_IMAGE_API_KEY: 'sk-image-key',
        S3_BUCKET: 'dream-media',
        S3_ENDPOINT: 'http://minio:9000',
      }),
    );
    expect(modes).toEqual({
      database: 'postgres (db.internal:5432)',
      payments: 'stripe (api.stripe.com)',
      mail: 'smtp (smtp.example.net:465)',
      text: 'openai-compatible (ollama.internal:11434)',
      images: 'openai-compatible (api.openai.com)',
      speech: 'offline',
      media: 's3 (dream-media at minio:9000)',
    });
    expect(JSON.stringify(modes)).not.toMatch(/password|secret|sk-image/);
  });

  it('generates the session secret once and keeps it in DATA_DIR', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-secret-'));
    const first = resolveSessionSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(resolveSessionSecret(undefined, dataDir)).toBe(first);
    expect(resolveSessionSecret('x'.repeat(40), dataDir)).toBe('x'.repeat(40));
    expect(fs.statSync(path.join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(dataDir)).toEqual(['session-secret']);
  });

  // Three processes on a new DATA_DIR: one created the file empty and then filled it; another
  // reading in between got '' and signed its cookies and device tokens with an empty key.
  it('never signs with an empty session secret', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-secret-'));
    fs.writeFileSync(path.join(dataDir, 'session-secret'), '', { mode: 0o600 });
    expect(() => resolveSessionSecret(undefined, dataDir)).toThrow(/session-secret is empty/);
  });
});
