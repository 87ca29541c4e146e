import { de, type DeVariant, en, type EnVariant } from '../types.ts';

// The new-sibling arcs' lines for a baby still on the way (`expected`): the baby is waited for,
// growing snug and warm (in Mummy's tummy only when the plan has one mum at home: with two mums,
// two dads or none said, the story cannot say whose), and got ready for; what babies will be like
// is told as what will come. Never a baby held, seen, crying or holding a finger tonight.

const kleinste = (er: string) => (er === 'sie' ? 'die Kleinste' : er === 'er' ? 'der Kleinste' : 'das kleinste Kind');

/** Little stories (two to four): the present tense, a breath a sentence. */
export const waitingForTheBaby: { en: EnVariant[]; de: DeVariant[] } = {
  en: [
    en(
      (s) =>
        `${s.name} thinks of the baby, still in ${s.mumToBe.name}'s tummy, growing and growing. Tomorrow ${s.name} can put a hand on the tummy. Hello, baby!`,
      { needs: ['expected', 'mumToBe'] },
    ),
    en(
      (s) =>
        `The baby is not born yet. The baby is growing, snug and warm. Everybody waits. ${s.name} waits too. Soon, but not yet!`,
      { needs: ['expected'] },
    ),
    en(
      (s) =>
        `Getting ready for the baby! A little bed. A soft blanket. And a drawing by ${s.name}, to say hello one day.`,
      { needs: ['expected'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.name} denkt an das Baby. Es ist noch in ${s.mumToBe.genitive} Bauch und wächst und wächst. Morgen legt ${s.name} die Hand auf den Bauch. Hallo, Baby!`,
      { needs: ['expected', 'mumToBe'] },
    ),
    de(
      (s) =>
        `Das Baby ist noch nicht geboren. Es wächst, ganz warm und geborgen. Alle warten. ${s.name} wartet auch. Bald, aber noch nicht!`,
      { needs: ['expected'] },
    ),
    de(
      (s) =>
        `Alles wird fertig gemacht fürs Baby! Ein kleines Bett. Eine weiche Decke. Und ein Bild von ${s.name}, für später, zum Hallo-Sagen.`,
      { needs: ['expected'] },
    ),
  ],
};

/** The evening of a big story, everybody talking of a baby not born yet, by name. */
export const waitingEvening: { en: EnVariant[]; de: DeVariant[] } = {
  en: [
    en(
      (s) =>
        `For weeks now, everybody had been talking about ${s.baby.name}, ${s.his} ${s.baby.word}, who was not even born yet. Aunties rang up. A little cot came in a big flat box. Even the lady at the bakery asked when. ${s.name} sat on the stairs in ${s.his} pyjamas and thought: nobody asks about me any more.`,
      { needs: ['baby', 'expected'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Seit Wochen redeten alle nur noch von ${s.baby.name}, ${s.sein('em')} ${s.baby.word}, und dabei war ${s.baby.er.nom} noch nicht einmal geboren. Die Tanten riefen an. Ein Babybett kam in einem großen flachen Karton. Sogar die Frau in der Bäckerei fragte, wann es so weit sei. ${s.name} saß im Schlafanzug auf der Treppe und dachte: Nach mir fragt keiner mehr.`,
      { needs: ['baby', 'expected'] },
    ),
  ],
};

/** What the big child tells the place's listener about a baby not born yet. */
export const waitingTold: { en: EnVariant[]; de: DeVariant[] } = {
  en: [
    en(
      (s) =>
        `${s.where.guide} ${s.name} kicked at a pebble. "I don't even know if I want a ${s.baby.word}," ${s.name} said at last. "${s.baby.name} isn't even born yet, and already nobody talks about anything else. I've always been the littlest."`,
      { needs: ['baby', 'expected'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} ${s.name} kickte einen Kiesel weg. „Ich weiß gar nicht, ob ich überhaupt ein ${s.baby.word} will“, sagte ${s.name} schließlich. „${s.baby.name} ist noch nicht mal geboren, und alle reden schon von nichts anderem. Ich war doch immer ${kleinste(s.er)} hier.“`,
      { needs: ['baby', 'expected'] },
    ),
  ],
};

/** What a baby on the way is like, told to a big child: growing, getting ready, what will come. */
export const waitingFacts: { en: EnVariant[]; de: DeVariant[] } = {
  en: [
    en(
      (s) =>
        `"The baby is still growing in ${s.mumToBe.name}'s tummy," said ${s.where.guideName}. "Babies take a long time to get ready, and nobody can hurry them. When the baby comes, it will be very small. It will sleep, and cry, and drink milk, and sleep again." "So I'll still be the one who can do everything," said ${s.name}. "Exactly," said ${s.where.guideName}.`,
      { needs: ['expected', 'mumToBe'] },
    ),
    en(
      (s) =>
        `${s.name} tried to imagine the new baby, still growing, snug and warm, until it was ready to be born. Nobody knew yet what the baby would be like. "I could sing to the baby when it comes," ${s.name} said slowly. "Sometimes. If I want to." "You could," said ${s.pal}. "And until then, there's plenty of time for just you."`,
      { needs: ['expected'] },
    ),
    en(
      (s) =>
        `"What do you do while you wait for a baby?" asked ${s.name}. "You get ready," said ${s.pal}. "A little bed, a soft blanket, clothes no bigger than your hand. And big children get ready too: they think of what they will show the baby one day." ${s.name} thought about it. "How to build a tower," ${s.name} decided, "and how to knock it down."`,
      { needs: ['expected'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Das Baby wächst noch in ${s.mumToBe.genitive} Bauch“, sagte ${s.where.guideName}. „Babys brauchen lange, bis sie fertig sind, und niemand kann sie hetzen. Wenn das Baby kommt, ist es ganz klein. Es schläft und weint und trinkt Milch und schläft wieder.“ „Dann kann ich immer noch viel mehr als das Baby“, sagte ${s.name}. „Viel mehr“, sagte ${s.where.guideName}.`,
      { needs: ['expected', 'mumToBe'] },
    ),
    de(
      (s) =>
        `${s.name} versuchte, sich das neue Baby vorzustellen, wie es noch wuchs, warm und geborgen, bis es so weit war. Noch wusste niemand, wie das Baby einmal sein würde. „Ich könnte dem Baby was vorsingen, wenn es da ist“, sagte ${s.name} langsam. „Manchmal. Wenn ich will.“ „Könntest du“, sagte ${s.pal}. „Und bis dahin ist noch viel Zeit nur für dich.“`,
      { needs: ['expected'] },
    ),
    de(
      (s) =>
        `„Was macht man, während man auf ein Baby wartet?“, fragte ${s.name}. „Man macht sich bereit“, sagte ${s.pal}. „Ein kleines Bett, eine weiche Decke, Sachen nicht größer als deine Hand. Und die Großen machen sich auch bereit: Sie überlegen, was sie dem Baby einmal zeigen.“ ${s.name} dachte kurz nach. „Wie man einen Turm baut“, sagte ${s.name} dann, „und wie man ihn umwirft.“`,
      { needs: ['expected'] },
    ),
  ],
};
