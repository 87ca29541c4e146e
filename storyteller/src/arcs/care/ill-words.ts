import type { DeOptional, EnOptional } from '../../slots/types.ts';

// How someone alive and ill is, in words a child can hold: ill, in hospital where the doctors and
// nurses look after them, resting a lot. Never a word of death, never a promise that they will be
// well by a day. Each helper gives the words after the person's name in a main clause.

type EnIll = EnOptional['ill'];
type DeIll = DeOptional['ill'];
type Tense = 'past' | 'present';

/** "was ill, and staying in hospital for a while, where …" / "is ill, and needs lots of rest". */
export function illEn(ill: EnIll, tense: Tense): string {
  const [is, was] = tense === 'past' ? ['was', 'were'] : ['is', 'are'];
  if (ill.hospital)
    return `${is} ill, and staying in hospital for a while, where the doctors and nurses ${was} looking after ${ill.him}`;
  if (ill.role === 'sibling') return `${is} ill, and ${tense === 'past' ? 'had' : 'has'} to stay in bed and rest a lot`;
  if (ill.role === 'parent') return `${is} ill, and ${tense === 'past' ? 'needed' : 'needs'} lots and lots of rest`;
  return `${is} ill`;
}

/** For ages two to four, a breath long: "is ill and in hospital. The doctors and nurses look after her". */
export function illLittleEn(ill: EnIll): string {
  if (ill.hospital) return `is ill and in hospital. The doctors and nurses look after ${ill.him}`;
  if (ill.role === 'sibling') return 'is ill and has to stay in bed';
  if (ill.role === 'parent') return 'is ill and needs lots of rest';
  return 'is ill';
}

/** „war krank und lag eine Weile im Krankenhaus, wo …“ / „ist krank und braucht viel Ruhe“. */
export function illDe(ill: DeIll, tense: Tense): string {
  const past = tense === 'past';
  if (ill.hospital)
    return past
      ? `war krank und lag eine Weile im Krankenhaus, wo Ärzte und Pflegerinnen sich um ${ill.er.acc} kümmerten`
      : `ist krank und liegt eine Weile im Krankenhaus, wo Ärzte und Pflegerinnen sich um ${ill.er.acc} kümmern`;
  if (ill.role === 'sibling')
    return past
      ? 'war krank und musste viel im Bett liegen und sich ausruhen'
      : 'ist krank und muss viel im Bett liegen';
  if (ill.role === 'parent')
    return past ? 'war krank und brauchte ganz viel Ruhe' : 'ist krank und braucht ganz viel Ruhe';
  return past ? 'war krank' : 'ist krank';
}

/** Für Zwei- bis Vierjährige, kurz: „ist krank und im Krankenhaus. Dort kümmern sich Ärzte und Pflegerinnen um sie“. */
export function illLittleDe(ill: DeIll): string {
  if (ill.hospital) return `ist krank und im Krankenhaus. Dort kümmern sich Ärzte und Pflegerinnen um ${ill.er.acc}`;
  if (ill.role === 'sibling') return 'ist krank und muss im Bett bleiben';
  if (ill.role === 'parent') return 'ist krank und braucht ganz viel Ruhe';
  return 'ist krank';
}
