export { User } from './user.ts';
export { Story, GENERATION_STATUSES, storyRequestOf, type GenerationStatus } from './story.ts';
export { Scene } from './scene.ts';
export { Payment } from './payment.ts';
export { SessionRecord } from './session-record.ts';
export { GenerationJob, type GenerationJobPhase, type GenerationJobState } from './generation-job.ts';
