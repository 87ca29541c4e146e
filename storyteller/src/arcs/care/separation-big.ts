import { de, en, type Arc, type Passage } from '../types.ts';
import { separationBothLove, separationGoodnight, separationRoutines } from './separation-big-homes.ts';
import { separationFeelings, separationNotYourJob, separationQuestion } from './separation-big-talk.ts';
import { careArrival, careGuide, careHomeward, careWalk } from './shared.ts';
import { cap } from './words.ts';

// Parents who have separated, for a child of five and over. The child's own question, "Is it my
// fault?", is asked and answered plainly; both parents are named as the plan names them (`parents`)
// and both love the child; the grown-ups decided, and fixing it is not the child's job; everyday
// routines in both homes. Nobody is blamed, and nobody promises the parents will live together again.

export const separationTitle: Passage = {
  en: [
    en((s) => `${s.name} and the Two Front Doors`),
    en((s) => `Not Your Fault, ${s.name}`),
    en((s) => `${s.name}, ${s.parents.first.name} and ${s.parents.second.name}`, { needs: ['parents'] }),
    en((s) => `${s.name} Asks a Big Question`),
  ],
  de: [
    de((s) => `${s.name} und die zwei Haustüren`),
    de((s) => `Nicht deine Schuld, ${s.name}`),
    de((s) => `${s.name}, ${s.parents.first.name} und ${s.parents.second.name}`, { needs: ['parents'] }),
    de((s) => `${s.name} stellt eine große Frage`),
  ],
};

export const separationSummary: Passage = {
  en: [
    en(
      (s) =>
        `${s.parents.first.name} and ${s.parents.second.name} don't live together any more. On a quiet night, ${s.name} asks whether it is ${s.his} fault, and hears that it is not, and that both of them love ${s.him}.`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `${s.name}'s family now lives in two homes. On a quiet night, ${s.name} asks whether it is ${s.his} fault, and hears that it is not, and that ${s.he} ${s.is} loved and looked after.`,
      { unless: ['parents'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.parents.first.name} und ${s.parents.second.name} wohnen nicht mehr zusammen. In einer stillen Nacht fragt ${s.name}, ob es ${s.sein('e')} Schuld ist, und erfährt: Das ist es nicht, und beide haben ${s.ihn} lieb.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `Die Familie von ${s.name} wohnt jetzt in zwei Zuhause. In einer stillen Nacht fragt ${s.name}, ob es ${s.sein('e')} Schuld ist, und erfährt: Das ist es nicht, und für ${s.ihn} wird gesorgt.`,
      { unless: ['parents'] },
    ),
  ],
};

export const separationRecap: Passage = {
  en: [
    en(
      (s) =>
        `The night before, ${s.name} had asked ${s.pal} the biggest question of all, and had heard the answer: it was not ${s.his} fault, and ${s.parents.first.name} and ${s.parents.second.name} both loved ${s.him}.`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `Last time, ${s.name} and ${s.pal} had walked ${s.where.into} on a quiet night, and ${s.name} had found out that it was not ${s.his} fault.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `In der Nacht zuvor hatte ${s.name} die allergrößte Frage gestellt und die Antwort gehört: Es war nicht ${s.sein('e')} Schuld, und ${s.parents.first.name} und ${s.parents.second.name} hatten ${s.ihn} beide lieb.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `Beim letzten Mal waren ${s.name} und ${s.pal} in einer stillen Nacht ${s.where.into} gegangen, und ${s.name} hatte erfahren, dass es nicht ${s.sein('e')} Schuld war.`,
    ),
  ],
};

const opening: Passage = {
  en: [
    en(
      (s) =>
        `Not long ago, ${s.parents.first.name} and ${s.parents.second.name} had sat down with ${s.name} and told ${s.him} something big: they were not going to live together any more. They had said a lot of other things too, kind things, but ${s.name} could not remember all of them. ${s.He} only knew that everything felt upside down.`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `It was all still new. ${s.parents.first.name} and ${s.parents.second.name} did not live together any more. There were two homes now, and two front doors, and a bag that went back and forth between them. ${s.name} lay in bed and wondered how one family could be in two places at once.`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `${s.name} had two homes now: one with ${s.parents.first.name} and one with ${s.parents.second.name}. It had only been that way for a little while, and ${s.name} was still getting used to it. Tonight, in the dark, one question kept going round and round in ${s.his} head, and it would not let ${s.him} sleep.`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `Not long ago, the grown-ups in ${s.name}'s family had decided not to live together any more. ${cap(s.grownups.names)} had explained it carefully, and said a lot of kind things, but tonight ${s.name} lay awake with a question going round and round in ${s.his} head.`,
      { needs: ['grownups'], unless: ['parents'] },
    ),
    en(
      (s) =>
        `Something big had changed in ${s.name}'s family. The grown-ups had decided to live apart, in two different homes. Everybody said it would be all right, and maybe it would, but tonight ${s.name} felt wobbly inside, like a tower of bricks that might topple.`,
      { unless: ['parents'] },
    ),
    en(
      (s) =>
        `Two homes. ${s.name} kept saying the words to ${s.himself}, trying them out. The grown-ups had decided to live apart, and now there would be a home here and a home there. It was a lot to get used to, and tonight one question would not leave ${s.name} alone.`,
      { unless: ['parents'] },
    ),
    en(
      (s) =>
        `The house sounded different now. Fewer coats on the hooks, one mug less by the sink. ${s.name} lay in bed and listened, and in the quiet a question came creeping up, the way questions do at night, when there is nobody awake to ask.`,
    ),
    en(
      (s) =>
        `Ever since ${s.parents.first.name} and ${s.parents.second.name} had told ${s.him}, ${s.name} had been thinking very hard, the way you think about a jigsaw with a piece missing. At breakfast ${s.name} had left ${s.his} cereal. At supper ${s.name} had hardly eaten a thing. And now, at bedtime, the thinking was louder than ever.`,
      { needs: ['parents'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Vor kurzem hatten ${s.parents.first.name} und ${s.parents.second.name} sich mit ${s.name} hingesetzt und ${s.ihm} etwas Großes erzählt: Sie würden nicht mehr zusammen wohnen. Sie hatten noch viele andere Dinge gesagt, liebe Dinge, aber ${s.name} konnte sich nicht an alle erinnern. ${s.Er} wusste nur, dass sich alles verkehrt herum anfühlte.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `Es war alles noch ganz neu. ${s.parents.first.name} und ${s.parents.second.name} wohnten nicht mehr zusammen. Jetzt gab es zwei Zuhause und zwei Haustüren und eine Tasche, die zwischen beiden hin- und herreiste. ${s.name} lag im Bett und fragte sich, wie eine Familie an zwei Orten zugleich sein kann.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `${s.name} hatte jetzt zwei Zuhause: eins bei ${s.parents.first.name} und eins bei ${s.parents.second.name}. Das war erst seit Kurzem so, und ${s.name} musste sich noch daran gewöhnen. Heute Abend, im Dunkeln, ging ${s.ihm} eine Frage immer wieder im Kopf herum und ließ ${s.ihn} nicht schlafen.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `Vor kurzem hatten die Großen in ${s.sein('er')} Familie beschlossen, nicht mehr zusammen zu wohnen. ${cap(s.grownups.names)} ${s.grownups.plural ? 'hatten' : 'hatte'} es ${s.ihm} in Ruhe erklärt und viele liebe Dinge gesagt, aber heute Abend lag ${s.name} wach, und eine Frage ging ${s.ihm} immer wieder im Kopf herum.`,
      { needs: ['grownups'], unless: ['parents'] },
    ),
    de(
      (s) =>
        `In ${s.sein('er')} Familie hatte sich etwas Großes verändert. Die Großen hatten beschlossen, getrennt zu wohnen, in zwei verschiedenen Zuhause. Alle sagten, es würde schon gut werden, und vielleicht stimmte das auch, aber heute Abend war ${s.name} ganz wackelig zumute, wie einem Turm aus Bauklötzen, der gleich umkippt.`,
      { unless: ['parents'] },
    ),
    de(
      (s) =>
        `Zwei Zuhause. ${s.name} sagte sich die Worte immer wieder vor, als müsste ${s.er} sie erst ausprobieren. Die Großen hatten beschlossen, getrennt zu wohnen, und jetzt gab es ein Zuhause hier und eins dort. Das war viel auf einmal, und heute Abend ging ${s.ihm} eine Frage nicht aus dem Kopf.`,
      { unless: ['parents'] },
    ),
    de(
      (s) =>
        `Im Haus klang es jetzt anders. Weniger Jacken an der Garderobe, eine Tasse weniger neben der Spüle. ${s.name} lag im Bett und horchte, und in der Stille kam eine Frage angeschlichen, so wie Fragen nachts eben kommen, wenn keiner mehr wach ist, den man fragen kann.`,
    ),
    de(
      (s) =>
        `Seit ${s.parents.first.name} und ${s.parents.second.name} es ${s.ihm} gesagt hatten, dachte ${s.name} ganz fest nach, so wie man über einem Puzzle grübelt, bei dem ein Teil fehlt. Beim Frühstück war das Müsli stehen geblieben. Beim Abendessen hatte ${s.name} kaum etwas gegessen. Und jetzt, zur Schlafenszeit, war das Nachdenken lauter als je zuvor.`,
      { needs: ['parents'] },
    ),
  ],
};

export const separationBig: Arc = {
  id: 'separation-big',
  kind: 'care',
  themes: ['separation'],
  ages: ['big'],
  title: separationTitle,
  summary: separationSummary,
  recap: separationRecap,
  scenes: [
    { picture: { composition: 'interior', where: 'bedroom', things: ['toy'] }, beats: [opening, careArrival] },
    {
      picture: { composition: 'journey', where: 'setting', things: ['toy'] },
      beats: [careWalk, { moment: 'creature' }, { moment: 'colour' }],
    },
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [careGuide, separationQuestion] },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide'] },
      beats: [separationFeelings, separationNotYourJob],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide'] },
      beats: [separationBothLove, { moment: 'activity' }],
    },
    { picture: { composition: 'wide', where: 'setting', things: ['toy'] }, beats: [separationRoutines, careHomeward] },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, things: ['toy'] },
      beats: [separationGoodnight],
    },
  ],
};
