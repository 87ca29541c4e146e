import { de, en, type Passage } from '../types.ts';

// A brother or sister who comes along on a care story's night walk is drawn in every picture, so the
// words name them too, once, on the way: close by, quiet, no adventure of their own. A baby is
// carried. The big death, separation and two-homes arcs say it in their walk (careWalk); every other
// care arc tells one of these on its way. With no brother or sister along, nothing is told.

export const careSiblings: Passage = {
  en: [
    en(
      (s) =>
        s.sibling.baby
          ? `${s.sibling.name} came along too, tucked up warm in a sling, and blinked at the dark with round, sleepy eyes.`
          : `${s.sibling.name} had come along too, and walked close by without a word. It is good to have someone beside you on a night like this.`,
      { needs: ['siblings', 'sibling'] },
    ),
    en(
      (s) =>
        s.sibling.baby
          ? `Little ${s.sibling.name} came too, snug in a sling, and fell asleep almost at once, warm and heavy.`
          : `${s.sibling.name} came too, and every now and then ${s.sibling.he} gave ${s.name}'s hand a small squeeze, just to say, "I'm here."`,
      { needs: ['siblings', 'sibling'] },
    ),
    en(
      (s) =>
        `${s.siblings.names} had come along too. They walked close together, the way you do at night, and nobody needed to talk.`,
      { needs: ['siblings'], unless: ['sibling'] },
    ),
    en(
      (s) =>
        `${s.siblings.names} came as well, one on each side, so that ${s.name} walked in the warm middle all the way.`,
      { needs: ['siblings'], unless: ['sibling'] },
    ),
    en(
      (s) =>
        s.sibling.baby
          ? `${s.sibling.name} was there as well, carried close and warm, and made one small happy noise at the moon.`
          : `${s.sibling.name} was there as well, a step behind, close enough to touch. Sometimes that is the best kind of help there is.`,
      { needs: ['siblings', 'sibling'] },
    ),
    en(
      (s) =>
        `${s.siblings.names} were there as well. Nobody raced ahead tonight; they all kept to the same slow pace, side by side.`,
      { needs: ['siblings'], unless: ['sibling'] },
    ),
  ],
  de: [
    de(
      (s) =>
        s.sibling.baby
          ? `Auch ${s.sibling.name} war mit dabei, warm eingepackt in einem Tragetuch, und blinzelte mit runden, müden Augen in die Dunkelheit.`
          : `Auch ${s.sibling.name} war mitgekommen und ging ganz still nebenher. Es tut gut, in so einer Nacht jemanden neben sich zu haben.`,
      { needs: ['siblings', 'sibling'] },
    ),
    de(
      (s) =>
        s.sibling.baby
          ? `Auch ${s.sibling.name} war mit dabei, eingekuschelt in ein Tragetuch, und schlief fast sofort ein, warm und schwer.`
          : `${s.sibling.name} kam auch mit, und ab und zu drückte ${s.sibling.er.nom} ${s.name} kurz die Hand, nur um zu sagen: „Ich bin da.“`,
      { needs: ['siblings', 'sibling'] },
    ),
    de(
      (s) =>
        `Auch ${s.siblings.names} waren mitgekommen. Sie gingen dicht beieinander, so wie man das nachts macht, und keiner musste etwas sagen.`,
      { needs: ['siblings'], unless: ['sibling'] },
    ),
    de(
      (s) =>
        `${s.siblings.names} kamen auch mit und nahmen ${s.name} in die Mitte, den ganzen Weg lang, wo es am wärmsten war.`,
      { needs: ['siblings'], unless: ['sibling'] },
    ),
    de(
      (s) =>
        s.sibling.baby
          ? `${s.sibling.name} war auch dabei, eng an jemanden gekuschelt und warm, und machte einmal ein kleines, fröhliches Geräusch zum Mond hinauf.`
          : `${s.sibling.name} war auch dabei, einen Schritt dahinter, so nah, dass man sich hätte anfassen können. Manchmal ist das die beste Hilfe, die es gibt.`,
      { needs: ['siblings', 'sibling'] },
    ),
    de(
      (s) =>
        `${s.siblings.names} waren auch dabei. Heute Nacht rannte keiner voraus; alle gingen im selben langsamen Schritt, Seite an Seite.`,
      { needs: ['siblings'], unless: ['sibling'] },
    ),
  ],
};

/** The same for two to four: present tense, a breath long. */
export const careSiblingsLittle: Passage = {
  en: [
    en(
      (s) =>
        s.sibling.baby
          ? `Baby ${s.sibling.name} comes too, snug in a sling.`
          : `${s.sibling.name} comes too. ${s.sibling.He} holds ${s.name}'s hand.`,
      { needs: ['siblings', 'sibling'] },
    ),
    en(
      (s) =>
        s.sibling.baby ? `${s.sibling.name} comes too, warm in a sling.` : `${s.sibling.name} comes too, close by.`,
      { needs: ['siblings', 'sibling'] },
    ),
    en((s) => `${s.siblings.names} come too. They walk close together.`, {
      needs: ['siblings'],
      unless: ['sibling'],
    }),
    en((s) => `${s.siblings.names} come too, one on each side.`, { needs: ['siblings'], unless: ['sibling'] }),
  ],
  de: [
    de(
      (s) =>
        s.sibling.baby
          ? `${s.sibling.name} kommt auch mit, warm im Tragetuch.`
          : `${s.sibling.name} kommt auch mit und hält ${s.name} an der Hand.`,
      { needs: ['siblings', 'sibling'] },
    ),
    de(
      (s) =>
        s.sibling.baby
          ? `Auch ${s.sibling.name} ist dabei, eingekuschelt im Tragetuch.`
          : `${s.sibling.name} kommt auch mit, ganz nah.`,
      { needs: ['siblings', 'sibling'] },
    ),
    de((s) => `${s.siblings.names} kommen auch mit. Sie gehen ganz dicht beieinander.`, {
      needs: ['siblings'],
      unless: ['sibling'],
    }),
    de((s) => `${s.siblings.names} kommen auch mit und nehmen ${s.name} in die Mitte.`, {
      needs: ['siblings'],
      unless: ['sibling'],
    }),
  ],
};
