export { User } from './user.ts';
export { Story, storyRequestOf } from './story.ts';
export { Scene } from './scene.ts';
export { Payment } from './payment.ts';
export { SessionRecord } from './session-record.ts';
export { GenerationJob, type GenerationJobPhase } from './generation-job.ts';
export { StripeEvent } from './stripe-event.ts';
export { RateLimitWindow } from './rate-limit-window.ts';
export { StoryLinkEmailRequest } from './story-link-email-request.ts';
