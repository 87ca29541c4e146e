import type Router from '@koa/router';
import type { AppContext } from '../app-context.ts';
import { accountExportRoutes } from './account-export.ts';
import { adminRoutes } from './admin.ts';
import { authRoutes } from './auth.ts';
import { childRoutes } from './children.ts';
import { inviteRoutes } from './invites.ts';
import { paymentRoutes } from './payments.ts';
import { privacyReceiptRoutes } from './privacy-receipt.ts';
import { sandboxCheckoutRoutes } from './sandbox-checkout.ts';
import { galleryRoutes, storyRoutes } from './stories.ts';
import { voiceRoutes } from './voices.ts';

// Every API router of the bff; each area adds its own line.
export function apiRouters(context: AppContext): Router[] {
  return [
    authRoutes(context),
    adminRoutes(context),
    paymentRoutes(context),
    sandboxCheckoutRoutes(context),
    storyRoutes(context),
    galleryRoutes(context),
    childRoutes(context),
    voiceRoutes(context),
    inviteRoutes(context),
    privacyReceiptRoutes(context),
    accountExportRoutes(context),
  ];
}
