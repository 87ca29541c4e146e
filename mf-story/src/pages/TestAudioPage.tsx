import { StoryPlaceholder } from '../StoryPlaceholder.tsx';

export function TestAudioPage() {
  return <StoryPlaceholder title="placeholder.testAudio.title" />;
}
