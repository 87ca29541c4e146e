import { de, type DeVariant, en, type EnVariant } from '../types.ts';

// More ways for a companion the child has never met to come and fetch the child: a pebble at the
// window, the toy box, a smell from far away. Enough of them that two children in one week seldom
// hear the same arrival.

export const strangerArrivals: { en: EnVariant[]; de: DeVariant[] } = {
  en: [
    en(
      (s) =>
        `Plink. Something small bounced off the window. Plink, plink. ${s.name} tiptoed over and looked out, and down below stood a ${s.palKind}, just about to throw a third pebble. "Oh good, you're awake," called ${s.pal}. "I've come to fetch you." Right at ${s.pal}'s feet began ${s.where.way}, and it ran on and on, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `The lid of the toy box lifted, just a little, and two eyes peeped out. They did not belong to any toy. "Don't be scared," said a small voice, and out climbed a ${s.palKind}. "I'm ${s.pal}. I took a wrong turn on my way to you, but here I am. Shall we go the proper way now?" The window swung open all by itself, and outside lay ${s.where.way}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en(
      (s) =>
        `All at once the room smelled of something wonderful: rain on grass, or honey, or the sea. ${s.name} sat up. On the chair, where tomorrow's clothes lay folded, sat a ${s.palKind}, looking very pleased. "Smell that?" said the ${s.palKind}. "That's where we're going. I'm ${s.pal}, and I've come to take you there." They followed the smell out of the window, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    en((s) => `Knock, knock! Who is there? It is a ${s.palKind}! "I am ${s.pal}. Come and play!"`, {
      unless: ['toyPal', 'petPal'],
      ages: ['little'],
    }),
  ],
  de: [
    de(
      (s) =>
        `Plink. Etwas Kleines prallte gegen die Fensterscheibe. Plink, plink. ${s.name} schlich hinüber und schaute hinaus, und da unten stand ${s.palKind.ein.nom} und wollte gerade das dritte Steinchen werfen. „Gut, du bist wach!“, rief ${s.pal}. „Ich hol dich ab.“ Gleich zu ${s.palSein('en')} Füßen begann ${s.where.way} und führte immer weiter, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Der Deckel der Spielzeugkiste hob sich ein kleines Stück, und zwei Augen lugten heraus. Zu keinem Spielzeug gehörten sie. „Keine Angst“, sagte ein feines Stimmchen, und heraus kletterte ${s.palKind.ein.nom}. „Ich bin ${s.pal}. Auf dem Weg zu dir bin ich falsch abgebogen, aber jetzt bin ich ja da. Nehmen wir diesmal den richtigen Weg?“ Das Fenster ging ganz von allein auf, und draußen lag ${s.where.way}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de(
      (s) =>
        `Auf einmal roch es im Zimmer wunderbar: nach Regen auf Gras, nach Honig, nach Meer. ${s.name} setzte sich auf. Auf dem Stuhl, wo die Sachen für morgen lagen, saß ${s.palKind.ein.nom} und sah sehr zufrieden aus. „Riechst du das?“, fragte ${s.palEr}. „Da gehen wir hin. Ich bin ${s.pal}, und ich bringe dich hin.“ Sie folgten dem Duft zum Fenster hinaus, ${s.where.into}.`,
      { unless: ['toyPal', 'petPal'], ages: ['big'] },
    ),
    de((s) => `Klopf, klopf! Wer ist da? Es ist ${s.palKind.ein.nom}! „Ich bin ${s.pal}. Komm, wir spielen!“`, {
      unless: ['toyPal', 'petPal'],
      ages: ['little'],
    }),
  ],
};
