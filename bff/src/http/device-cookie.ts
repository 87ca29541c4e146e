import { API_AREAS } from '@dreamweaver/contracts';
import type { ParameterizedContext } from 'koa';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_MS,
  issueDeviceToken,
  readDeviceToken,
  type DeviceToken,
} from '../services/device-cookie.ts';

// The device cookie on the wire: sent only to /api/auth (sign-in is its only reader), HttpOnly so
// a script cannot read it, SameSite=Lax, Secure when the site is served over HTTPS. Its value is
// signed by the service (HMAC with the session secret), so koa's own cookie signature is not used.
const DEVICE_COOKIE_PATH = API_AREAS.auth;

/** The device token this browser presents, when it is well-formed and signed by us; otherwise null. */
export function presentedDevice(ctx: ParameterizedContext, secret: string): DeviceToken | null {
  return readDeviceToken(secret, ctx.cookies.get(DEVICE_COOKIE, { signed: false }));
}

/** Marks this browser as a known device of the account that just signed in. */
export function rememberDevice(ctx: ParameterizedContext, secret: string, userId: number, secure: boolean): void {
  ctx.cookies.set(DEVICE_COOKIE, issueDeviceToken(secret, userId), {
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: false,
    overwrite: true,
  });
}

/** Forgets the device cookie (its account is deleted): the browser is a stranger again. */
export function forgetDevice(ctx: ParameterizedContext, secure: boolean): void {
  ctx.cookies.set(DEVICE_COOKIE, null, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: false,
  });
}
