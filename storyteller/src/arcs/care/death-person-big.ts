import { de, en, titleCase, type Arc, type Passage } from '../types.ts';
import { deathPersonGoodnight } from './death-person-big-goodnight.ts';
import { deathPersonKeep, deathPersonLove, deathPersonMemory, deathPersonRitual } from './death-person-big-keeping.ts';
import {
  deathPersonActivity,
  deathPersonFood,
  deathPersonProud,
  deathPersonTogether,
} from './death-person-favourites.ts';
import { deathPersonFeelings, deathPersonTelling } from './death-person-big-telling.ts';
import { lookedAfterBig } from './death-person-parent.ts';
import { careArrival, careGuide, careHomeward, careWalk } from './shared.ts';
import { cap } from './words.ts';

// Someone the child loved has died (a grandparent, a parent, someone else), for a child of five and
// over. Said plainly once, at home; then a slow walk with the companion, a helper who listens, the
// feelings named and allowed, the love that does not end, something to keep or do, and home to bed.
// The one who died is only remembered: never in a scene, never in a picture.

export const deathPersonTitle: Passage = {
  en: [
    en((s) => `${s.name} Remembers ${s.lost.name}`, { needs: ['lost'] }),
    en((s) => `The Night ${s.name} Talked About ${s.lost.name}`, { needs: ['lost'] }),
    en((s) => `${s.name} and ${titleCase(s.keepsake.of)}`, { needs: ['keepsake'] }),
    en((s) => `A Quiet Night for ${s.name}`),
    en((s) => `${s.name} and the Night of Remembering`),
  ],
  de: [
    de((s) => `${s.name} denkt an ${s.lost.name}`, { needs: ['lost'] }),
    de((s) => `Die Nacht, in der ${s.name} von ${s.lost.name} erzählte`, { needs: ['lost'] }),
    de((s) => `${s.name} und ${s.keepsake.of.nom}`, { needs: ['keepsake'] }),
    de((s) => `Eine stille Nacht für ${s.name}`),
    de((s) => `${s.name} und die Nacht der Erinnerungen`),
  ],
};

export const deathPersonSummary: Passage = {
  en: [
    en(
      (s) =>
        `${s.lost.name} has died. On a quiet night, ${s.name} and ${s.pal} talk about ${s.lost.him}, find that every feeling is allowed, and that love does not end.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `Someone ${s.name} loves has died. On a quiet night, ${s.name} and ${s.pal} find that every feeling is allowed, and that love does not end.`,
      { unless: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.lost.name} ist gestorben. In einer stillen Nacht erzählen ${s.name} und ${s.pal} von ${s.lost.er.dat}, und ${s.name} merkt: Alle Gefühle dürfen sein, und die Liebe hört nicht auf.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `Jemand, den ${s.name} lieb hat, ist gestorben. In einer stillen Nacht merkt ${s.name} mit ${s.pal}: Alle Gefühle dürfen sein, und die Liebe hört nicht auf.`,
      { unless: ['lost'] },
    ),
  ],
};

export const deathPersonRecap: Passage = {
  en: [
    en(
      (s) =>
        `The night before, ${s.name} had talked with ${s.pal} about ${s.lost.name}, and had found out that remembering could be sad and warm at the same time.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `Last time, ${s.name} and ${s.pal} had walked ${s.where.into} on a quiet night, and ${s.name} had learned that love does not end.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `In der Nacht zuvor hatte ${s.name} mit ${s.pal} über ${s.lost.name} gesprochen und gemerkt, dass Erinnern traurig und warm zugleich sein kann.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `Beim letzten Mal waren ${s.name} und ${s.pal} in einer stillen Nacht ${s.where.into} gegangen, und ${s.name} hatte gemerkt, dass die Liebe nicht aufhört.`,
    ),
  ],
};

const opening: Passage = {
  en: [
    en(
      (s) =>
        `On the shelf above ${s.name}'s bed lay ${s.keepsake.of}. Not long ago, ${s.lost.name} had died, and since then ${s.name} had kept ${s.keepsake.it} close, because ${s.keepsake.plural ? 'they' : 'it'} still smelled a little of ${s.lost.name}. Tonight ${s.he} looked at ${s.keepsake.it} for a long time before ${s.he} climbed under the covers.`,
      { needs: ['lost', 'keepsake'] },
    ),
    en(
      (s) =>
        `It had been a long, strange day, and ${s.name} was glad it was nearly over. Not long ago, ${s.lost.name} had died. ${cap(s.grownups.names)} had told ${s.him} so, very gently, and since then the news had sat inside ${s.name} like a heavy stone that would not roll away.`,
      { needs: ['lost', 'grownups'] },
    ),
    en(
      (s) =>
        `The house was quiet that evening, the kind of quiet that comes when someone is missing from it. Not long ago, ${s.lost.his} had died. ${s.name} knew it was true, and ${s.he} knew the word for it, but ${s.his} heart had not quite caught up yet.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `That evening, ${s.grownups.names} sat on the edge of ${s.name}'s bed for a long time, and nobody said very much. Not long ago, ${s.lost.name} had died. Everything at home still looked the same, the cups in the cupboard, the coats by the door, and yet nothing felt the same at all.`,
      { needs: ['lost', 'lostParent', 'grownups'] },
    ),
    en(
      (s) =>
        `The house was quiet that evening. Not long ago, someone ${s.name} loved very much had died, and all day long ${s.name} had carried the sadness around like a stone in ${s.his} pocket.`,
      { unless: ['lost'] },
    ),
    en(
      (s) =>
        `Bedtime came the same as always, with pyjamas and teeth and the lamp turned low. But nothing was quite the same as always. Not long ago, ${s.lost.name} had died, and ${s.name} felt the missing everywhere: in the quiet, in the dark, in the small space where ${s.lost.name} used to be.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${s.name} lay in bed and looked at the ceiling for a long time. Not long ago, ${s.lost.name} had died. ${s.name} had cried a little at teatime, and a little at bath time, and now the tears had gone quiet, but the sadness had not.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `At teatime, ${s.name} and ${s.grownups.names} had talked about ${s.lost.name} for a long while. ${s.lost.name} had died only a little while before, and everyone at home was being very gentle with everyone else. Now the light was out, and ${s.name} lay listening to the house. In the dark, the missing felt bigger.`,
      { needs: ['lost', 'grownups'] },
    ),
    en(
      (s) =>
        `When ${s.grownups.names} said goodnight, ${s.name}'s eyes were still wide open. It was not long since ${s.lost.name} had died. ${s.name} had heard the word said out loud, and had said it too, and still it felt far too big to fit inside one small day.`,
      { needs: ['lost', 'grownups'] },
    ),
    en(
      (s) =>
        `Outside, the wind pushed softly at the window, and ${s.name} could not settle. ${s.lost.name} had died a short while ago, and little things kept coming back to ${s.name}: the sound of ${s.lost.name}'s voice, the way ${s.lost.he} used to say ${s.name}'s name. Remembering them made ${s.his} throat feel tight.`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `${s.name} lay awake long after the lamp went out. Someone ${s.he} loved had died a little while ago, and every time the house went quiet, the sadness came back and sat down beside ${s.him}.`,
      { unless: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Auf dem Regal über ${s.sein('em')} Bett lag ${s.keepsake.of.nom}. Vor kurzem war ${s.lost.name} gestorben, und seitdem hatte ${s.name} ${s.keepsake.er.acc} immer in der Nähe, weil ${s.keepsake.er.nom} noch ein bisschen nach ${s.lost.name} ${s.keepsake.plural ? 'rochen' : 'roch'}. Heute Abend sah ${s.er} ${s.keepsake.er.acc} lange an, bevor ${s.er} unter die Decke kroch.`,
      { needs: ['lost', 'keepsake'] },
    ),
    de(
      (s) =>
        `Es war ein langer, seltsamer Tag gewesen, und ${s.name} war froh, dass er fast vorbei war. Vor kurzem war ${s.lost.name} gestorben. ${cap(s.grownups.names)} ${s.grownups.plural ? 'hatten' : 'hatte'} es ${s.ihm} ganz behutsam gesagt, und seitdem lag die Nachricht in ${s.ihm} wie ein schwerer Stein, der sich nicht wegrollen ließ.`,
      { needs: ['lost', 'grownups'] },
    ),
    de(
      (s) =>
        `An diesem Abend war es still im Haus, so still, wie es nur wird, wenn jemand fehlt. Vor kurzem war ${s.lost.sein.nom} gestorben. ${s.name} wusste, dass es wahr war, und ${s.er} kannte auch das Wort dafür. Aber ${s.sein('')} Herz kam noch nicht ganz hinterher.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `An diesem Abend ${s.grownups.plural ? 'saßen' : 'saß'} ${s.grownups.names} lange auf ${s.sein('er')} Bettkante, und keiner sagte viel. Vor kurzem war ${s.lost.name} gestorben. Zu Hause sah alles noch aus wie immer, die Tassen im Schrank, die Jacken an der Garderobe, und trotzdem fühlte sich nichts mehr an wie vorher.`,
      { needs: ['lost', 'lostParent', 'grownups'] },
    ),
    de(
      (s) =>
        `An diesem Abend war es still im Haus. Vor kurzem war jemand gestorben, den ${s.name} sehr lieb gehabt hatte, und den ganzen Tag hatte ${s.name} die Traurigkeit mit sich herumgetragen wie einen Stein in der Hosentasche.`,
      { unless: ['lost'] },
    ),
    de(
      (s) =>
        `Die Schlafenszeit kam wie immer, mit Schlafanzug und Zähneputzen und der Lampe, die nur noch schwach leuchtete. Und doch war nichts ganz wie immer. Vor kurzem war ${s.lost.name} gestorben, und ${s.name} spürte das Vermissen überall: in der Stille, im Dunkeln, in der kleinen Lücke, wo früher ${s.lost.name} gewesen war.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${s.name} lag im Bett und schaute lange an die Zimmerdecke. Vor kurzem war ${s.lost.name} gestorben. Beim Abendbrot hatte ${s.name} ein bisschen geweint und in der Badewanne auch ein bisschen, und jetzt waren die Tränen still geworden, aber die Traurigkeit nicht.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `Beim Abendbrot hatte ${s.name} lange mit ${s.grownups.dat} über ${s.lost.name} geredet. Vor kurzem war ${s.lost.name} gestorben, und zu Hause waren alle ganz behutsam miteinander. Jetzt war das Licht aus, und ${s.name} lag da und horchte auf das Haus. Im Dunkeln fühlte sich das Vermissen größer an.`,
      { needs: ['lost', 'grownups'] },
    ),
    de(
      (s) =>
        `Als ${s.grownups.names} Gute Nacht ${s.grownups.plural ? 'sagten' : 'sagte'}, hatte ${s.name} die Augen noch weit offen. Vor kurzem war ${s.lost.name} gestorben. ${s.name} hatte das Wort laut gehört und es auch selbst gesagt, und trotzdem war es viel zu groß für einen einzigen kleinen Tag.`,
      { needs: ['lost', 'grownups'] },
    ),
    de(
      (s) =>
        `Draußen drückte der Wind leise gegen das Fenster, und ${s.name} kam nicht zur Ruhe. Vor kurzem war ${s.lost.name} gestorben. Immer wieder fielen ${s.ihm} kleine Dinge ein: wie ${s.lost.genitive} Stimme geklungen hatte, wie ${s.lost.er.nom} früher ${s.sein('en')} Namen gesagt hatte. Beim Erinnern wurde ${s.ihm} ganz eng im Hals.`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `${s.name} lag noch lange wach, nachdem die Lampe ausgegangen war. Vor kurzem war jemand gestorben, den ${s.name} sehr lieb gehabt hatte, und jedes Mal, wenn es im Haus still wurde, kam die Traurigkeit zurück und setzte sich zu ${s.ihm}.`,
      { unless: ['lost'] },
    ),
  ],
};

export const deathPersonBig: Arc = {
  id: 'death-person-big',
  kind: 'care',
  themes: ['death-person'],
  ages: ['big'],
  title: deathPersonTitle,
  summary: deathPersonSummary,
  recap: deathPersonRecap,
  scenes: [
    {
      picture: { composition: 'interior', where: 'bedroom', cast: ['grownups'], things: ['keepsake'] },
      beats: [opening, careArrival],
    },
    {
      picture: { composition: 'journey', where: 'setting', things: ['keepsake'] },
      beats: [careWalk, { moment: 'creature' }, { moment: 'colour' }],
    },
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [careGuide, deathPersonTelling] },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide'] },
      beats: [
        deathPersonFeelings,
        deathPersonMemory,
        deathPersonTogether,
        deathPersonFood,
        deathPersonActivity,
        deathPersonProud,
      ],
    },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide'], things: ['keepsake'] },
      beats: [deathPersonLove, lookedAfterBig, deathPersonKeep],
    },
    { picture: { composition: 'wide', where: 'setting', cast: ['guide'] }, beats: [deathPersonRitual, careHomeward] },
    {
      picture: {
        composition: 'interior',
        where: 'bedroom',
        asleep: true,
        cast: ['grownups', 'homePet'],
        things: ['keepsake', 'toy'],
      },
      beats: [deathPersonGoodnight],
    },
  ],
};
