// Types for mespeak-loader.cjs (plain CommonJS so that the speech process starts without a TypeScript loader).

/** What the narration code uses of a meSpeak instance. */
export interface MeSpeak {
  speak(text: string, options: Record<string, unknown> & { rawdata: 'buffer' }): Buffer | null;
}

/** Replaces `find`, or the text from `from` up to (not including) `to` whose SHA-256 with \n line ends is `sha256`. */
export type TextPatch = { what: string; replace: string } & ({ find: string } | { from: string; to: string; sha256: string });

export declare const eSpeakPatches: readonly TextPatch[];
export declare const indexPatches: readonly TextPatch[];

/** `source` with every patch applied, or which patch's text was not found exactly once. */
export declare function applyPatches(source: string, patches: readonly TextPatch[]): { patched: string; missing?: undefined } | { missing: string; patched?: undefined };

/** A fresh meSpeak instance from the package in `dir`, with its configuration and the en and de voices loaded; patched unless told not to be. */
export declare function loadMeSpeak(dir: string, options?: { patched?: boolean }): MeSpeak;
