import { Story } from '../../src/models/index.ts';
import { createUser } from '../../src/services/user-service.ts';
import type { TestApp, TestClient } from '../support/test-app.ts';

// Accounts and stories for the admin tests, made directly through the services and models.

export const ADMIN_PASSWORD = 'admin-password';

/**
 * An account with a password of its own. The role is stored (storyctl grants it): the account
 * named "admin" gets it here, as `storyctl users create admin` gives it, unless `isAdmin` says otherwise.
 */
export async function createAccount(
  app: TestApp,
  username: string,
  password = `${username}-password`,
  { isAdmin = username === 'admin' }: { isAdmin?: boolean } = {},
) {
  return createUser(app.db.knex, { username, password, isAdmin }, app.context.accountRules);
}

export async function signedIn(app: TestApp, username: string, password = `${username}-password`): Promise<TestClient> {
  const browser = app.client();
  const response = await browser.post('/api/auth/login', { username, password });
  if (response.status !== 200) throw new Error(`sign-in of ${username} failed: ${response.status} ${response.text}`);
  return browser;
}

let storyNumber = 0;
export async function createStory(
  app: TestApp,
  {
    title,
    userId = null,
    createdAt,
    isPaid = false,
  }: { title: string; userId?: number | null; createdAt?: Date; isPaid?: boolean },
) {
  storyNumber += 1;
  return Story.query(app.db.knex).insertAndFetch({
    id: `st${storyNumber}${Math.random().toString(36).slice(2, 10)}`,
    userId,
    title,
    summary: `${title}: a summary`,
    storyType: 'classic',
    details: { recipientDetails: { name: 'Mia' } },
    generationStatus: 'completed',
    isPaid,
    ...(createdAt ? { createdAt } : {}),
  });
}
