import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Story } from '../../src/models/index.ts';
import { SandboxCheckoutSession } from '../../src/models/sandbox-checkout-session.ts';
import { createPaymentProvider, type PaymentProvider } from '../../src/payments/index.ts';
import { startCheckoutReconciler, type ReconcilerDeps } from '../../src/services/checkout-reconciler.ts';
import { startWorkerProcess, type ServerProcess } from '../support/server-process.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { insertStory, paymentRows, readOutbox } from './payment-test-support.ts';

// The checkout reconciler runs in every long-lived process: the web server (main.ts) and
// `npm run worker` (worker-main.ts), so a deployment that runs them apart still mends paid
// checkouts that were never fulfilled. Running it in several processes is safe because each run
// first takes the one lock in periodic_tasks: two runners at once make one run.

let app: TestApp;
const processes: ServerProcess[] = [];
const dirs: string[] = [];
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop('SIGKILL')));
  await app?.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The card accepted, then the process killed: the session is paid, nothing else happened. */
async function paidButNotFulfilled(email: string) {
  const storyId = await insertStory(app.db.knex);
  const response = await app.client().post('/api/payments/create-checkout-session', {
    storyId,
    successUrl: `${app.url}/story/${storyId}`,
    cancelUrl: `${app.url}/story/${storyId}?checkout=cancelled`,
  });
  expect(response.status).toBe(200);
  const sessionId = new URL(response.body.url).pathname.split('/').pop()!;
  await SandboxCheckoutSession.query(app.db.knex)
    .patch({ status: 'paid', paidAt: new Date(), customerEmail: email })
    .where({ id: sessionId });
  return { storyId, sessionId };
}

const isPaid = async (storyId: string) => (await Story.query(app.db.knex).findById(storyId))!.isPaid;
const mailsTo = (dataDir: string, address: string) =>
  readOutbox(dataDir).filter((m) => m.headers.includes(`To: ${address}`));

/** The sandbox provider, counting how often a runner asked it for paid sessions (one run, one listing). */
function countingDeps(): { deps: ReconcilerDeps; listings: () => number } {
  const { db, settings, mailer, logger } = app.context;
  const provider = createPaymentProvider(db, settings);
  let listings = 0;
  const counting: PaymentProvider = {
    ...provider,
    name: provider.name,
    listPaidCheckoutSessions(since) {
      listings++;
      return provider.listPaidCheckoutSessions(since);
    },
  };
  return { deps: { db, provider: counting, mailer, logger, publicUrl: settings.PUBLIC_URL }, listings: () => listings };
}

describe('the checkout reconciler in every process', { timeout: 240_000 }, () => {
  it('two runners starting at once (a web host and a worker) make one run: each checkout fulfilled and mailed once', async () => {
    for (let round = 0; round < 4; round++) {
      const paid = await Promise.all([1, 2, 3].map((n) => paidButNotFulfilled(`both-${round}-${n}@example.com`)));
      // Both start now, as two processes starting together do (their start-up run is due at once).
      const web = countingDeps();
      const worker = countingDeps();
      const runners = [
        startCheckoutReconciler(web.deps, { holder: `web-${round}`, intervalMs: 60_000 }),
        startCheckoutReconciler(worker.deps, { holder: `worker-${round}`, intervalMs: 60_000 }),
      ];
      await Promise.all(runners.map((r) => r.idle()));
      for (const runner of runners) runner.stop();
      expect(web.listings() + worker.listings(), `round ${round}`).toBe(1);
      for (const [n, { storyId, sessionId }] of paid.entries()) {
        expect(await isPaid(storyId)).toBe(true);
        const rows = await paymentRows(app.db.knex, sessionId);
        expect(rows).toHaveLength(1);
        expect(rows[0].status).toBe('paid');
        expect(mailsTo(app.db.dataDir, `both-${round}-${n + 1}@example.com`)).toHaveLength(1);
      }
      // The next start-up of either runs again (the lock was given back).
      await app.db.knex.raw("update periodic_tasks set run_after = now() where name = 'checkout-reconciler'");
    }
  });

  it('npm run worker on its own (no web host running) fulfils a paid checkout that was never fulfilled', async () => {
    const { storyId, sessionId } = await paidButNotFulfilled('worker-only@example.com');
    let env: Record<string, string>;
    let workerDataDir: string;
    if (app.db.databaseUrl) {
      workerDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dw-reconcile-'));
      dirs.push(workerDataDir);
      env = { DATABASE_URL: app.db.databaseUrl, DATA_DIR: workerDataDir };
    } else {
      // The embedded database: the worker joins this test's socket (the test is its owner, as npm start would be).
      workerDataDir = app.db.dataDir;
      env = { DATA_DIR: workerDataDir };
    }
    const worker = await startWorkerProcess(env, 150_000);
    processes.push(worker);
    const deadline = Date.now() + 60_000;
    while (!(await isPaid(storyId))) {
      if (Date.now() > deadline) throw new Error(`the worker did not fulfil the checkout: ${worker.output()}`);
      await sleep(200);
    }
    expect((await paymentRows(app.db.knex, sessionId))[0]).toMatchObject({
      status: 'paid',
      customerEmail: 'worker-only@example.com',
    });
    await expect.poll(() => mailsTo(workerDataDir, 'worker-only@example.com').length, { timeout: 10_000 }).toBe(1);
    expect(worker.output()).toContain('the reconciler fulfilled it');
    await worker.stop();
  });
});
