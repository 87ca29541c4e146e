// Types for mespeak-loader.cjs (plain CommonJS so that the speech process starts without a TypeScript loader).

/** What the narration code uses of a meSpeak instance. */
export interface MeSpeak {
  speak(text: string, options: Record<string, unknown> & { rawdata: 'buffer' }): Buffer | null;
}

export interface TextPatch {
  what: string;
  find: string;
  replace: string;
}

export declare const eSpeakPatches: readonly TextPatch[];
export declare const indexPatches: readonly TextPatch[];

/** `source` with every patch applied, or which patch's text was not found exactly once. */
export declare function applyPatches(source: string, patches: readonly TextPatch[]): { patched: string; missing?: undefined } | { missing: string; patched?: undefined };

/** A fresh meSpeak instance from the package in `dir`, with its configuration and the en and de voices loaded; patched unless told not to be. */
export declare function loadMeSpeak(dir: string, options?: { patched?: boolean }): MeSpeak;
