import type { DeOptional, EnOptional } from '../../slots/types.ts';

// Where a parent who is away is, and that they are coming back, in words that fit the reason the
// parent gave: working far away, deployed („im Einsatz“), in hospital, somewhere else, or simply
// away. Each helper gives the words after the person's name in a main clause ("Daddy" + "was
// working far away"); the variants around them are authored whole.

type EnAway = EnOptional['away'];
type DeAway = DeOptional['away'];
type Tense = 'past' | 'present';

/** "was working far away" / "is in hospital, where the doctors and nurses are looking after him". */
export function awayEn(a: EnAway, tense: Tense): string {
  const past = tense === 'past';
  switch (a.reason) {
    case 'work':
      return past ? 'was working far away' : 'is working far away';
    case 'forces':
      return past ? 'was deployed, far away with the forces' : 'is deployed, far away with the forces';
    case 'hospital':
      return past
        ? `was in hospital, where the doctors and nurses were looking after ${a.him}`
        : `is in hospital, where the doctors and nurses are looking after ${a.him}`;
    case 'elsewhere':
      return past ? 'was far away for a while' : 'is far away for a while';
    default:
      return past ? 'was away for a while' : 'is away for a while';
  }
}

/** "was coming back" / "is coming home again, as soon as the doctors say it is time". */
export function backEn(a: EnAway, tense: Tense): string {
  if (a.reason === 'hospital')
    return tense === 'past'
      ? 'was coming home again, as soon as the doctors said it was time'
      : 'is coming home again, as soon as the doctors say it is time';
  return tense === 'past' ? 'was coming back' : 'is coming back';
}

/** The words after the name in a German main clause: „arbeitet gerade weit weg“, „war im Einsatz, weit weg“. */
export function awayDe(a: DeAway, tense: Tense): string {
  const past = tense === 'past';
  switch (a.reason) {
    case 'work':
      return past ? 'arbeitete gerade weit weg' : 'arbeitet gerade weit weg';
    case 'forces':
      return past ? 'war im Einsatz, weit weg von zu Hause' : 'ist im Einsatz, weit weg von zu Hause';
    case 'hospital':
      return past
        ? `lag im Krankenhaus, und dort kümmerten sich Ärzte und Pflegerinnen um ${a.er.acc}`
        : `ist im Krankenhaus, und dort kümmern sich Ärzte und Pflegerinnen um ${a.er.acc}`;
    case 'elsewhere':
      return past ? 'war eine Weile weit weg' : 'ist eine Weile weit weg';
    default:
      return past ? 'war eine Zeit lang nicht zu Hause' : 'ist eine Zeit lang nicht zu Hause';
  }
}

/** After „dass Papa …“ (verb last): „wiederkommen würde“, „nach Hause kommen würde, sobald die Ärzte es erlaubten“. */
export function backDe(a: DeAway, tense: Tense): string {
  if (a.reason === 'hospital')
    return tense === 'past'
      ? 'wieder nach Hause kommen würde, sobald die Ärzte es erlaubten'
      : 'wieder nach Hause kommt, sobald die Ärzte es erlauben';
  return tense === 'past' ? 'wiederkommen würde' : 'wiederkommt';
}
