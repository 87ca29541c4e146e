import { de, en, type Arc, type Passage } from '../types.ts';
import {
  separationBothLove,
  separationGoodnight,
  separationNotYourJob,
  separationRoutines,
} from './separation-big-homes.ts';
import { careArrival, careGuide, careHomeward, careWalk } from './shared.ts';

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
        `Not long ago, the grown-ups in ${s.name}'s family had decided not to live together any more. ${s.grownups.names} had explained it carefully, and said a lot of kind things, but tonight ${s.name} lay awake with a question going round and round in ${s.his} head.`,
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
        `Vor kurzem hatten die Großen in ${s.sein('er')} Familie beschlossen, nicht mehr zusammen zu wohnen. ${s.grownups.names} ${s.grownups.plural ? 'hatten' : 'hatte'} es ${s.ihm} in Ruhe erklärt und viele liebe Dinge gesagt, aber heute Abend lag ${s.name} wach, und eine Frage ging ${s.ihm} immer wieder im Kopf herum.`,
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
  ],
};

const question: Passage = {
  en: [
    en(
      (s) =>
        `"Can I ask you something?" said ${s.name}. "Is it my fault? Did they stop living together because of me? Because I was noisy, or naughty, or wanted too many things?" ${s.where.guideName} answered straight away, very clearly. "No. It is not your fault. Nothing you did, and nothing you said, made this happen. Not one thing."`,
    ),
    en(
      (s) =>
        `The question came out in a whisper. "Is it because of me?" ${s.pal} was already shaking ${s.palHis} head before ${s.where.guideName} could answer. "No," said ${s.where.guideName}. "It is not your fault, ${s.name}. Sometimes grown-ups decide to live apart. It is a grown-up decision, about grown-up things, and it was never about anything you did."`,
    ),
    en(
      (s) =>
        `"Maybe if I'd been better," said ${s.name}, "${s.parents.first.name} and ${s.parents.second.name} would still live together." "Oh, ${s.name}," said ${s.where.guideName} gently. "It is not your fault. Not even a tiny bit. ${s.parents.first.name} and ${s.parents.second.name} decided this, and it is not something you caused, or something you could change by being extra good."`,
      { needs: ['parents'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Darf ich dich etwas fragen?“, sagte ${s.name}. „Ist es meine Schuld? Wohnen sie wegen mir nicht mehr zusammen? Weil ich zu laut war oder frech oder weil ich zu viel wollte?“ ${s.where.guideName} antwortete sofort, ganz klar: „Nein. Es ist nicht deine Schuld. Nichts, was du getan oder gesagt hast, ist daran schuld. Gar nichts.“`,
    ),
    de(
      (s) =>
        `Die Frage kam ganz leise heraus: „Ist es wegen mir?“ ${s.pal} schüttelte schon den Kopf, bevor ${s.where.guideName} antworten konnte. „Nein“, sagte ${s.where.guideName}. „Es ist nicht deine Schuld, ${s.name}. Manchmal beschließen Große, getrennt zu wohnen. Das entscheiden die Großen, über Sachen der Großen, und es ging nie um etwas, das du getan hast.“`,
    ),
    de(
      (s) =>
        `„Wenn ich braver gewesen wäre“, sagte ${s.name}, „dann würden ${s.parents.first.name} und ${s.parents.second.name} noch zusammen wohnen.“ „Ach, ${s.name}“, sagte ${s.where.guideName} sanft. „Es ist nicht deine Schuld. Kein kleines bisschen. ${s.parents.first.name} und ${s.parents.second.name} haben das entschieden. Du hast es nicht verursacht, und du kannst es auch nicht ändern, indem du besonders brav bist.“`,
      { needs: ['parents'] },
    ),
  ],
};

const feelings: Passage = {
  en: [
    en(
      (s) =>
        `"I'm sad," said ${s.name}. "And I'm cross. And sometimes I wish everything could go back to how it was before." "All of that is allowed," said ${s.where.guideName}. "Sad is allowed. Cross is allowed. Wishing is allowed too; lots of children wish that. Not one of your feelings is wrong."`,
    ),
    en(
      (s) =>
        `${s.name} felt a lump in ${s.his} throat, and then the tears came. ${s.pal} stayed close and did not say, "Don't cry." ${s.PalHe} said, "It's all right. That's a lot of change for one person." Sad, cross, confused: ${s.name} felt a bit of each, and ${s.pal} said that every one of them was allowed.`,
    ),
    en(
      (s) =>
        `"Sometimes I'm fine," said ${s.name}, "and then suddenly I'm not. Is that strange?" "Not strange at all," said ${s.where.guideName}. "Big changes make feelings go up and down like a seesaw. Happy, sad, angry, muddled: all of them are allowed, even on the same day."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Ich bin traurig“, sagte ${s.name}. „Und ich bin wütend. Und manchmal wünsche ich mir, dass alles wieder so wird wie vorher.“ „Das alles darf sein“, sagte ${s.where.guideName}. „Traurig sein darf sein. Wütend sein auch. Und wünschen darfst du dir auch etwas, das wünschen sich viele Kinder. Keins von deinen Gefühlen ist falsch.“`,
    ),
    de(
      (s) =>
        `${s.name} hatte einen Kloß im Hals, und dann kamen die Tränen. ${s.pal} blieb ganz nah und sagte nicht: „Wein doch nicht.“ ${s.PalEr} sagte: „Ist schon gut. Das ist eine Menge Veränderung auf einmal.“ Traurig, wütend, durcheinander: ${s.name} war von allem ein bisschen, und ${s.pal} sagte, dass jedes davon sein durfte.`,
    ),
    de(
      (s) =>
        `„Manchmal geht es mir gut“, sagte ${s.name}, „und auf einmal nicht mehr. Ist das komisch?“ „Gar nicht komisch“, sagte ${s.where.guideName}. „Bei großen Veränderungen gehen die Gefühle rauf und runter wie auf einer Wippe. Froh, traurig, wütend, durcheinander: Alle dürfen sein, sogar am selben Tag.“`,
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
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [careGuide, question] },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide'] },
      beats: [feelings, separationNotYourJob],
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
