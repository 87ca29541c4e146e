import { AccountPlaceholder } from '../AccountPlaceholder.tsx';

export function MyStoriesPage() {
  return <AccountPlaceholder title="placeholder.myStories.title" />;
}
