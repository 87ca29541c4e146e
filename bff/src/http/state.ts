// What the bff keeps in a koa-session session. `export {}` makes this file a module, so the
// declaration below augments koa-session's types instead of replacing them.
export {};

declare module 'koa-session' {
  interface Session {
    userId?: number;
    /**
     * Stories made while signed out. After sign-in or registration those no account has are offered to
     * the account (GET /api/stories/offered) until accepted or declined; signing out forgets them.
     */
    anonymousStoryIds?: string[];
  }
}
