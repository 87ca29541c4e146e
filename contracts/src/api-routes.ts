// Every path of the bff's JSON API, written once: the bff's routers register these and the
// browser clients call them (through `apiPath`), so a URL cannot drift between the two.
// `:name` marks a parameter.

/** Each area of the API and the prefix its routes share (query keys are grouped by it too). */
export const API_AREAS = {
  auth: '/api/auth',
  stories: '/api/stories',
  gallery: '/api/gallery',
  payments: '/api/payments',
  admin: '/api/admin',
} as const;

const { auth, stories, gallery, payments, admin } = API_AREAS;

export const API_ROUTES = {
  auth: {
    currentUser: `${auth}/me`,
    register: `${auth}/register`,
    signIn: `${auth}/login`,
    changePassword: `${auth}/password`,
    signOut: `${auth}/logout`,
  },
  stories: {
    create: stories,
    recent: `${stories}/recent`,
    mine: `${stories}/user`,
    offered: `${stories}/offered`,
    acceptOffered: `${stories}/offered/accept`,
    declineOffered: `${stories}/offered/decline`,
    story: `${stories}/:id`,
    sharing: `${stories}/:id/sharing`,
    progress: `${stories}/:id/progress`,
    retry: `${stories}/:id/retry`,
    request: `${stories}/:id/request`,
    download: `${stories}/:id/download`,
    sceneFile: `${stories}/:id/scenes/:sceneNumber/:kind/:file`,
  },
  gallery: {
    cover: `${gallery}/:galleryId/cover`,
  },
  payments: {
    createCheckoutSession: `${payments}/create-checkout-session`,
    verifyPayment: `${payments}/verify-payment/:sessionId`,
    provideEmail: `${payments}/provide-email`,
    webhook: `${payments}/webhook`,
  },
  admin: {
    users: `${admin}/users`,
    userStories: `${admin}/users/:userId/stories`,
    resetPassword: `${admin}/users/:userId/password`,
    stories: `${admin}/stories`,
    assignStory: `${admin}/stories/:storyId/assign`,
    storyInGallery: `${admin}/stories/:storyId/gallery`,
    retryStory: `${admin}/stories/:storyId/retry`,
    refundStory: `${admin}/stories/:storyId/refund`,
  },
} as const;

/** The names of the `:name` parameters of a route. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<Path extends string> = { [Name in ParamNames<Path>]: string | number };

/** The URL of `route` with its parameters filled in, each one encoded as a path segment. */
export function apiPath<Path extends string>(
  route: Path,
  ...params: ParamNames<Path> extends never ? [] : [RouteParams<Path>]
): string {
  const values = (params[0] ?? {}) as Record<string, string | number>;
  return route.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route} needs its parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
