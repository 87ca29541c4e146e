import type { CreateStoryRequest, KnownChild, StoryPlan } from '@dreamweaver/contracts';

/** What a plan is read from: the order as the API accepted it, and what the product remembers of the child. */
export interface Order {
  request: CreateStoryRequest;
  memory?: {
    /** The profile's story bible: facts the parent keeps ("cousin Mila lives by the sea"). */
    bible?: readonly string[];
    /** The corrections the parent made to earlier plans of this child. */
    known?: KnownChild | null;
    /** For a series episode: the last episode's plan, and this episode's number. */
    previous?: StoryPlan | null;
    episode?: number;
  };
}
