// A child's pronoun and look, shared by child profiles (children.ts) and the siblings of a story
// (story.ts). The look is chosen from lists the offline pictures can draw (the words its free-text
// reader understands: bff/src/generation/offline/free-text/looks.ts).

export const PRONOUNS = ['he', 'she', 'they', 'unspecified'] as const;
export type Pronoun = (typeof PRONOUNS)[number];

export const HAIR_COLOURS = ['red', 'blond', 'brown', 'black'] as const;
export const HAIR_STYLES = ['curly', 'long', 'short', 'braids', 'ponytail'] as const;
export const SKIN_TONES = ['light', 'medium', 'olive', 'brown', 'dark'] as const;
export const PYJAMAS = ['stars', 'stripes', 'spots', 'dinosaurs', 'rainbows', 'moons'] as const;
export type HairColour = (typeof HAIR_COLOURS)[number];
export type HairStyle = (typeof HAIR_STYLES)[number];
export type SkinTone = (typeof SKIN_TONES)[number];
export type Pyjamas = (typeof PYJAMAS)[number];
