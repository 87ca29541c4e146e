import { z } from 'zod';
import {
  adminStorySchema,
  adminUserSchema,
  adminUserStorySchema,
  createdUserSchema,
  passwordResetSchema,
  storyRefundSchema,
} from './admin.ts';
import { aiBudgetSchema } from './ai-budget.ts';
import { accountExportPreparingSchema } from './account-export.ts';
import { anonymousVisitorSchema, currentUserSchema, deletedAccountSchema } from './api-types.ts';
import {
  childExportJsonSchema,
  childProfileJsonSchema,
  deletedChildJsonSchema,
  storyChildJsonSchema,
} from './children.ts';
import {
  checkoutSessionResultSchema,
  paymentVerificationResultSchema,
  provideEmailResultSchema,
  webhookReceiptSchema,
} from './payment.ts';
import {
  acceptedOfferedStoriesSchema,
  createStorySchema,
  offeredStoryJsonSchema,
  recentStoryJsonSchema,
  storyJsonSchema,
  storyProgressSchema,
  storySharingJsonSchema,
  type DownloadFormat,
} from './story.ts';
import { storyPlanAnswerSchema } from './plan-questions.ts';
import { storyPrivacyJsonSchema } from './privacy-receipt.ts';
import {
  createdVoiceInviteJsonSchema,
  inviteRecordingJsonSchema,
  inviteStoryJsonSchema,
  inviteVoiceJsonSchema,
  storyVoiceJsonSchema,
  storyVoicesJsonSchema,
  voiceInviteJsonSchema,
  voiceRecordingJsonSchema,
} from './voice.ts';

// Every route of the bff's JSON API, written once: its method, its path and the zod schema of its
// answer. The bff's routers register these (a test checks that they serve exactly this table), the
// browser clients call them through `apiPath`, and in development and tests both sides parse every
// JSON answer with the route's schema (`parseApiResponse`), so a URL or a shape cannot drift.
// `:name` marks a parameter. `response: null` marks an answer that is a file, not JSON.

/** Each area of the API and the prefix its routes share (query keys are grouped by it too). */
export const API_AREAS = {
  auth: '/api/auth',
  stories: '/api/stories',
  gallery: '/api/gallery',
  payments: '/api/payments',
  admin: '/api/admin',
  children: '/api/children',
  invite: '/api/invite',
} as const;

const { auth, stories, gallery, payments, admin, children, invite } = API_AREAS;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRoute<Path extends string = string> {
  method: Method;
  path: Path;
  /** The schema of a 2xx JSON answer; null when the answer is a file or has no body. */
  response: z.ZodType | null;
}

const route = <Path extends string>(method: Method, path: Path, response: z.ZodType | null): ApiRoute<Path> => ({
  method,
  path,
  response,
});

/** A 204 answer (or one whose body nobody reads) has no schema to meet. */
const noContent = null;

export const API_ROUTES = {
  auth: {
    currentUser: route('GET', `${auth}/me`, z.union([currentUserSchema, anonymousVisitorSchema])),
    register: route('POST', `${auth}/register`, currentUserSchema),
    signIn: route('POST', `${auth}/login`, currentUserSchema),
    changePassword: route('POST', `${auth}/password`, currentUserSchema),
    signOut: route('POST', `${auth}/logout`, noContent),
    /** The signed-in parent deletes their own account, with the password asked again (docs/your-data.md). */
    deleteAccount: route('DELETE', `${auth}/account`, deletedAccountSchema),
    /** "Download my data": 202 with this body while the ZIP is built, then the ZIP (a file). */
    accountExport: route('GET', `${auth}/account/export`, accountExportPreparingSchema),
  },
  stories: {
    create: route('POST', stories, storyJsonSchema),
    /** The plan of an order as the storyteller understood it, and what the parent is asked; writes nothing. */
    plan: route('POST', `${stories}/plan`, storyPlanAnswerSchema),
    recent: route('GET', `${stories}/recent`, z.array(recentStoryJsonSchema)),
    mine: route('GET', `${stories}/user`, z.array(storyJsonSchema)),
    offered: route('GET', `${stories}/offered`, z.array(offeredStoryJsonSchema)),
    acceptOffered: route('POST', `${stories}/offered/accept`, acceptedOfferedStoriesSchema),
    declineOffered: route('POST', `${stories}/offered/decline`, noContent),
    story: route('GET', `${stories}/:id`, storyJsonSchema),
    sharing: route('PUT', `${stories}/:id/sharing`, storySharingJsonSchema),
    progress: route('GET', `${stories}/:id/progress`, storyProgressSchema),
    retry: route('POST', `${stories}/:id/retry`, storyProgressSchema),
    request: route('GET', `${stories}/:id/request`, createStorySchema()),
    /** What happened to the story's details: its creator only, 404 for anyone else (contracts/src/privacy-receipt.ts). */
    privacy: route('GET', `${stories}/:id/privacy`, storyPrivacyJsonSchema),
    download: route('GET', `${stories}/:id/download`, null),
    sceneFile: route('GET', `${stories}/:id/scenes/:sceneNumber/:kind/:file`, null),
  },
  /** A story's recorded voices (contracts/src/voice.ts): paid stories, recorded by their owner. */
  voices: {
    list: route('GET', `${stories}/:id/voices`, storyVoicesJsonSchema),
    create: route('POST', `${stories}/:id/voices`, storyVoiceJsonSchema),
    remove: route('DELETE', `${stories}/:id/voices/:voiceId`, noContent),
    recordScene: route('PUT', `${stories}/:id/voices/:voiceId/scenes/:sceneNumber`, voiceRecordingJsonSchema),
    sceneFile: route('GET', `${stories}/:id/voices/:voiceId/scenes/:sceneNumber/:file`, null),
    approve: route('POST', `${stories}/:id/voices/:voiceId/approve`, storyVoiceJsonSchema),
    invites: route('GET', `${stories}/:id/invites`, z.array(voiceInviteJsonSchema)),
    createInvite: route('POST', `${stories}/:id/invites`, createdVoiceInviteJsonSchema),
    revokeInvite: route('DELETE', `${stories}/:id/invites/:inviteId`, noContent),
  },
  /** What a private invite link opens (its token in INVITE_TOKEN_HEADER): one story's text, recorded as a pending voice. */
  invite: {
    story: route('GET', invite, inviteStoryJsonSchema),
    createVoice: route('POST', `${invite}/voices`, inviteVoiceJsonSchema),
    recordScene: route('PUT', `${invite}/voices/:voiceId/scenes/:sceneNumber`, inviteRecordingJsonSchema),
  },
  gallery: {
    cover: route('GET', `${gallery}/:galleryId/cover`, null),
  },
  payments: {
    createCheckoutSession: route('POST', `${payments}/create-checkout-session`, checkoutSessionResultSchema),
    verifyPayment: route('GET', `${payments}/verify-payment/:sessionId`, paymentVerificationResultSchema),
    provideEmail: route('POST', `${payments}/provide-email`, provideEmailResultSchema),
    webhook: route('POST', `${payments}/webhook`, webhookReceiptSchema),
  },
  admin: {
    users: route('GET', `${admin}/users`, z.array(adminUserSchema)),
    createUser: route('POST', `${admin}/users`, createdUserSchema),
    userStories: route('GET', `${admin}/users/:userId/stories`, z.array(adminUserStorySchema)),
    resetPassword: route('POST', `${admin}/users/:userId/password`, passwordResetSchema),
    stories: route('GET', `${admin}/stories`, z.array(adminStorySchema)),
    assignStory: route('PUT', `${admin}/stories/:storyId/assign`, adminStorySchema),
    storyInGallery: route('PUT', `${admin}/stories/:storyId/gallery`, adminStorySchema),
    retryStory: route('POST', `${admin}/stories/:storyId/retry`, adminStorySchema),
    refundStory: route('POST', `${admin}/stories/:storyId/refund`, storyRefundSchema),
    /** Today's AI spend against the daily budget (docs/operations.md#the-daily-budget). */
    aiBudget: route('GET', `${admin}/ai-budget`, aiBudgetSchema),
  },
  children: {
    list: route('GET', children, z.array(childProfileJsonSchema)),
    create: route('POST', children, childProfileJsonSchema),
    profile: route('GET', `${children}/:id`, childProfileJsonSchema),
    update: route('PUT', `${children}/:id`, childProfileJsonSchema),
    remove: route('DELETE', `${children}/:id`, deletedChildJsonSchema),
    export: route('GET', `${children}/:id/export`, childExportJsonSchema),
    /** Adds one of the parent's own stories to a profile, or takes it out (docs/children.md). */
    story: route('PUT', `${stories}/:id/child`, storyChildJsonSchema),
  },
} as const satisfies Record<string, Record<string, ApiRoute>>;

/** Every route of the table, in one list. */
export const API_ROUTE_LIST: readonly ApiRoute[] = Object.values(API_ROUTES).flatMap((area) => Object.values(area));

/** The names of the `:name` parameters of a route. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<Path extends string> = { [Name in ParamNames<Path>]: string | number };

/** The URL of `route` with its parameters filled in, each one encoded as a path segment. */
export function apiPath<Path extends string>(
  { path }: ApiRoute<Path>,
  ...params: ParamNames<Path> extends never ? [] : [RouteParams<Path>]
): string {
  const values = (params[0] ?? {}) as Record<string, string | number>;
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${path} needs its parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

const patternOf = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}$`);
const ROUTE_PATTERNS = API_ROUTE_LIST.map((entry) => ({ entry, pattern: patternOf(entry.path) }));

/** The route of the table that answers `method` on `url` (a path, with or without a query string). */
function findApiRoute(method: string, url: string): ApiRoute | undefined {
  const path = url.split(/[?#]/)[0];
  return ROUTE_PATTERNS.find(({ entry, pattern }) => entry.method === method.toUpperCase() && pattern.test(path))
    ?.entry;
}

/** A JSON answer that does not have the shape its route's schema says. */
export class ApiResponseShapeError extends Error {
  constructor(method: string, url: string, problems: string) {
    super(`The answer to ${method} ${url} does not match its schema in API_ROUTES (contracts): ${problems}`);
    this.name = 'ApiResponseShapeError';
  }
}

/**
 * `body` parsed with the schema of the route that answers `method` on `url`: the same body when it
 * fits, an ApiResponseShapeError when it does not. A URL outside the table, or a route answering a
 * file, gives the body back as it is. Used in development and tests only (the browser's production
 * build drops the call, and the bff checks only outside production).
 */
export function parseApiResponse(method: string, url: string, body: unknown): unknown {
  const schema = findApiRoute(method, url)?.response;
  if (!schema) return body;
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiResponseShapeError(method.toUpperCase(), url, z.prettifyError(parsed.error));
  return parsed.data;
}

/** Where a story downloads in one format, on the same origin. */
export function storyDownloadPath(storyId: string, format: DownloadFormat, voiceId?: number): string {
  const voice = voiceId === undefined ? '' : `&voice=${voiceId}`;
  return `${apiPath(API_ROUTES.stories.download, { id: storyId })}?format=${format}${voice}`;
}
