import { StoryPlaceholder } from '../StoryPlaceholder.tsx';

export function StoryViewerTestPage() {
  return <StoryPlaceholder title="placeholder.viewerTest.title" />;
}
