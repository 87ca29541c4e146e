import type { Words } from '../types.ts';

/** The child's pronoun is known ("he", "she"), so "his"/"her" can stand for the name. */
export const knowsPronoun = (w: Pick<Words, 'he'>) => w.he === 'he' || w.he === 'she';

/** "his "/"her " before the child's things when the pronoun is known; nothing when not ("in yellow pyjamas"). */
export const own = (w: Pick<Words, 'he' | 'his'>) => (knowsPronoun(w) ? `${w.his} ` : '');
