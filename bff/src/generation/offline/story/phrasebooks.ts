import type { Phrasebooks } from './types.ts';
import { english } from './en/index.ts';
import { german } from './de/index.ts';

/** Every language the engine writes: a new language is one more phrasebook, which the compiler asks for. */
export const phrasebooks: Phrasebooks = { en: english, de: german };
