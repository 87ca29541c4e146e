import type { Language, SiblingRole } from '@dreamweaver/contracts';

// Brothers and sisters in a toddler's story: present tense and short, like the rest of it („Jack
// lifts Ruby up to see“), never "Jack went first wherever the way was tricky" between „Step, step“.

/** A sibling's line, in either register: the sibling's name, the hero's name and the hero's name as an owner. */
export type SiblingLine = (s: { name: string }, hero: string, heroPossessive: string) => string;

export const littleRoleLines: Record<Language, Record<SiblingRole, SiblingLine[]>> = {
  en: {
    helper: [
      (s, _hero, his) => `${s.name} holds ${his} hand. Up, up!`,
      (s) => `${s.name} carries the lantern. Bright, bright!`,
      (s) => `${s.name} helps too. Thank you, ${s.name}!`,
    ],
    finder: [
      (s) => `${s.name} points. Look, look!`,
      (s) => `${s.name} finds a feather. Soft, soft!`,
      (s) => `${s.name} sees little footprints. Tip, tap, tip!`,
    ],
    comforter: [
      (s) => `${s.name} hums a song. La, la, la.`,
      (s, hero) => `${s.name} gives ${hero} a hug. Squeeze!`,
      (s, hero) => `${s.name} wraps a scarf round ${hero}. Warm, warm!`,
    ],
  },
  de: {
    helper: [
      (s, _hero, his) => `${s.name} hält ${his} Hand. Hoch, hoch!`,
      (s) => `${s.name} trägt die Laterne. Hell, hell!`,
      (s) => `${s.name} hilft auch. Super, ${s.name}!`,
    ],
    finder: [
      (s) => `${s.name} zeigt: Guck mal, guck mal!`,
      (s) => `${s.name} findet eine Feder. Weich, weich!`,
      (s) => `${s.name} sieht kleine Spuren. Tipp, tapp, tipp!`,
    ],
    comforter: [
      (s) => `${s.name} summt ein Lied. La, la, la.`,
      (s, hero) => `${s.name} drückt ${hero}. Fest, fest!`,
      (s, hero) => `${s.name} legt ${hero} einen Schal um. Warm, warm!`,
    ],
  },
};

export const littleBabyLines: Record<Language, SiblingLine[]> = {
  en: [
    (s) => `${s.name} coos. Goo, goo!`,
    (s, _hero, his) => `${s.name} holds ${his} finger. Tight, tight!`,
    (s) => `${s.name} sleeps. Shh, shh.`,
  ],
  de: [
    (s) => `${s.name} gluckst. Gluck, gluck!`,
    (s, _hero, his) => `${s.name} hält ${his} Finger. Fest, fest!`,
    (s) => `${s.name} schläft. Psst, psst.`,
  ],
};

/** "Ruby's big brother Jack comes too!", „Finn kommt auch mit, im Tragetuch!“ */
export function littleOpening(who: string, many: boolean, carried: boolean, language: Language): string {
  if (language === 'de') return `${who} ${many ? 'kommen' : 'kommt'} auch mit${carried ? ', im Tragetuch' : ''}!`;
  return `${who} ${many ? 'come' : 'comes'} too${carried ? ', in a sling' : ''}!`;
}

/** "Jack yawns and snuggles up close." / a baby: "Finn is fast asleep." */
export function littleClosing(names: string, many: boolean, babies: boolean, language: Language): string {
  if (language === 'de') {
    if (babies) return `${names} ${many ? 'schlafen' : 'schläft'} schon.`;
    return `${names} ${many ? 'gähnen und kuscheln' : 'gähnt und kuschelt'} sich ganz nah.`;
  }
  if (babies) return `${names} ${many ? 'are' : 'is'} fast asleep.`;
  return `${names} ${many ? 'yawn and snuggle' : 'yawns and snuggles'} up close.`;
}
