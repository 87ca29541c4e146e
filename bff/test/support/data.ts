// The bff's tables and hashes for tests that set up or check stored data directly: storyctl's
// tests in cli/ take them from here, since the bff's public entry (src/index.ts) is for tools,
// not for reaching into its models.
export {
  ChildProfile,
  Payment,
  Scene,
  Story,
  StoryVoice,
  User,
  VoiceInvite,
  VoiceRecording,
} from '../../src/models/index.ts';
export { SandboxCheckoutSession } from '../../src/models/sandbox-checkout-session.ts';
export { verifyPassword } from '../../src/services/password.ts';
export { md5Hex, sha256Hex } from '../../src/services/s3-media-store.ts';
