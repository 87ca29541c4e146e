import type {
  CreateStoryRequest,
  HairColour,
  HairStyle,
  KnownChild,
  Pyjamas,
  SkinTone,
  StoryPlan,
} from '@dreamweaver/contracts';

/**
 * What the child's profile says of the child, as the parent chose it in the profile's form: typed
 * facts the plan takes as they are, in every language, never read back from the sentences the
 * wizard writes of them (which the parent may change, and which are in the page's language).
 */
export interface ProfileFacts {
  look?: {
    hairColour?: HairColour | null;
    hairStyle?: HairStyle | null;
    glasses?: boolean | null;
    skinTone?: SkinTone | null;
    pyjamas?: Pyjamas | null;
  };
  /** The child's companions and toys; the first goes along in every story, by the name given. */
  companions?: readonly { name: string; kind?: string | null }[];
}

/** What a plan is read from: the order as the API accepted it, and what the product remembers of the child. */
export interface Order {
  request: CreateStoryRequest;
  memory?: {
    /** The profile's story bible: facts the parent keeps ("cousin Mila lives by the sea"). */
    bible?: readonly string[];
    /** The profile's look and companions. */
    profile?: ProfileFacts | null;
    /** The corrections the parent made to earlier plans of this child. */
    known?: KnownChild | null;
    /** For a series episode: the last episode's plan, and this episode's number. */
    previous?: StoryPlan | null;
    episode?: number;
  };
}
