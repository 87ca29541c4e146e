// What the bff keeps in a koa-session session. `export {}` makes this file a module, so the
// declaration below augments koa-session's types instead of replacing them.
export {};

declare module 'koa-session' {
  interface Session {
    userId?: number;
    /** Stories made while signed out; they become the user's at sign-in or registration. */
    anonymousStoryIds?: string[];
  }
}
