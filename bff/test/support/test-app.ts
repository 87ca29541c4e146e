import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAppContext, type AppContext } from '../../src/app-context.ts';
import { createApp } from '../../src/app.ts';
import { createLogger } from '../../src/logger.ts';
import { loadSettings, type Settings } from '../../src/settings.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  url: string;
  db: TestDatabase;
  context: AppContext;
  /** A new browser-like client with its own cookie jar. */
  client(): TestClient;
  close(): Promise<void>;
}

/** The real bff on a real (fresh) database, listening on a free port. */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const settings: Settings = loadSettings({
    DATA_DIR: db.dataDir,
    SCRYPT_LOG_N: '12',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    ...env,
  });
  const context = createAppContext({
    db: db.knex,
    settings,
    logger: createLogger(settings.LOG_LEVEL),
    sessionSecret: 'test-secret-that-is-long-enough-to-sign-cookies',
  });
  const server = http.createServer(createApp(context).callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    db,
    context,
    client: () => new TestClient(url),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
    },
  };
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    { json, body, headers = {} }: { json?: unknown; body?: string | Uint8Array; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<T>> {
    const requestHeaders: Record<string, string> = { ...headers };
    if (json !== undefined) requestHeaders['content-type'] ??= 'application/json';
    if (this.cookies.size) requestHeaders.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(this.baseUrl + path, {
      method,
      headers: requestHeaders,
      body: json !== undefined ? JSON.stringify(json) : (body as BodyInit | undefined),
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = pair.split('=');
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>('GET', path, { headers });
  }
  post<T = any>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, { json, headers });
  }
  put<T = any>(path: string, json?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', path, { json, headers });
  }
}
