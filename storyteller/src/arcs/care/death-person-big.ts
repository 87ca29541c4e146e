import { de, en, titleCase, type Arc, type Passage } from '../types.ts';
import {
  deathPersonGoodnight,
  deathPersonKeep,
  deathPersonLove,
  deathPersonMemory,
  deathPersonRitual,
} from './death-person-big-keeping.ts';
import {
  deathPersonActivity,
  deathPersonFood,
  deathPersonProud,
  deathPersonTogether,
} from './death-person-favourites.ts';
import { lookedAfterBig } from './death-person-parent.ts';
import { careArrival, careGuide, careHomeward, careWalk } from './shared.ts';

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
        `It had been a long, strange day, and ${s.name} was glad it was nearly over. Not long ago, ${s.lost.name} had died. ${s.grownups.names} had told ${s.him} so, very gently, and since then the news had sat inside ${s.name} like a heavy stone that would not roll away.`,
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
  ],
  de: [
    de(
      (s) =>
        `Auf dem Regal über ${s.sein('em')} Bett lag ${s.keepsake.of.nom}. Vor kurzem war ${s.lost.name} gestorben, und seitdem hatte ${s.name} ${s.keepsake.er.acc} immer in der Nähe, weil ${s.keepsake.er.nom} noch ein bisschen nach ${s.lost.name} ${s.keepsake.plural ? 'rochen' : 'roch'}. Heute Abend sah ${s.er} ${s.keepsake.er.acc} lange an, bevor ${s.er} unter die Decke kroch.`,
      { needs: ['lost', 'keepsake'] },
    ),
    de(
      (s) =>
        `Es war ein langer, seltsamer Tag gewesen, und ${s.name} war froh, dass er fast vorbei war. Vor kurzem war ${s.lost.name} gestorben. ${s.grownups.names} ${s.grownups.plural ? 'hatten' : 'hatte'} es ${s.ihm} ganz behutsam gesagt, und seitdem lag die Nachricht in ${s.ihm} wie ein schwerer Stein, der sich nicht wegrollen ließ.`,
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
  ],
};

const telling: Passage = {
  en: [
    en(
      (s) =>
        `For a while, ${s.name} said nothing at all. Then the words came, slowly at first: "It's ${s.lost.name}. I miss ${s.lost.him} so much. Everyone at home is sad, and I'm sad too, and it feels as if it will never stop." ${s.where.guideName} listened to every word and did not hurry to answer. "Thank you for telling me," ${s.where.guideName} said at last. "That is a very big thing to carry."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"I keep thinking about ${s.lost.name}," said ${s.name}. "Sometimes I forget for a little while, when I'm playing. And then I remember again, and it feels worse, like falling over." ${s.where.guideName} nodded slowly. "Forgetting for a moment and then remembering," ${s.where.guideName} said. "That happens to everybody who misses someone. You are not doing it wrong."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"I just want to see ${s.lost.name} one more time," ${s.name} whispered. "Just once." ${s.where.guideName} was quiet for a moment. "Of course you do," ${s.where.guideName} said gently. "That is how much you love ${s.lost.him}."`,
      { needs: ['lost'] },
    ),
    en(
      (s) =>
        `"I miss someone," said ${s.name} very quietly, "so much that it hurts." ${s.where.guideName} listened, and did not hurry to say anything. "Thank you for telling me," ${s.where.guideName} said at last. "That is a very big thing to carry."`,
      { unless: ['lost'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Eine Weile sagte ${s.name} gar nichts. Dann kamen die Worte, erst ganz langsam: „Es ist wegen ${s.lost.name}. Ich vermisse ${s.lost.er.acc} so sehr. Zu Hause sind alle traurig, und ich bin auch traurig, und es fühlt sich an, als würde das nie aufhören.“ ${s.where.guideName} hörte jedes Wort und beeilte sich nicht mit einer Antwort. „Danke, dass du mir das erzählst“, sagte ${s.where.guideName} schließlich. „Das ist etwas sehr Großes, das du da trägst.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Ich muss immerzu an ${s.lost.name} denken“, sagte ${s.name}. „Manchmal vergesse ich es kurz, beim Spielen. Und dann fällt es mir wieder ein, und dann ist es noch schlimmer, wie wenn man hinfällt.“ ${s.where.guideName} nickte langsam. „Kurz vergessen und dann wieder daran denken“, sagte ${s.where.guideName}. „Das geht allen so, die jemanden vermissen. Du machst nichts falsch.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Ich will ${s.lost.name} nur noch ein einziges Mal sehen“, flüsterte ${s.name}. „Nur einmal.“ ${s.where.guideName} schwieg einen Moment. „Natürlich willst du das“, sagte ${s.where.guideName} sanft. „So lieb hast du ${s.lost.er.acc}.“`,
      { needs: ['lost'] },
    ),
    de(
      (s) =>
        `„Ich vermisse jemanden“, sagte ${s.name} ganz leise, „so sehr, dass es wehtut.“ ${s.where.guideName} hörte zu und beeilte sich nicht mit einer Antwort. „Danke, dass du mir das erzählst“, sagte ${s.where.guideName} schließlich. „Das ist etwas sehr Großes, das du da trägst.“`,
      { unless: ['lost'] },
    ),
  ],
};

const feelings: Passage = {
  en: [
    en(
      (s) =>
        `"Is it all right to be this sad?" asked ${s.name}. "Yes," said ${s.where.guideName}. "It is all right to be sad, and it is all right to cry, as much and as often as you need. Sad is what love feels like when you miss someone. And if you feel cross, or muddled, that is allowed too."`,
    ),
    en(
      (s) =>
        `"Sometimes I'm not even sad," said ${s.name} in a small voice. "Sometimes I'm cross. Cross with everything. And sometimes I just don't understand it at all." "Sad, cross, muddled," said ${s.where.guideName}. "All of those are allowed. Feelings come and go like weather, and none of them is wrong."`,
    ),
    en(
      (s) =>
        `A tear rolled down ${s.name}'s cheek, and then another. ${s.pal} leaned in close and did not say, "Don't cry." ${s.PalHe} only said, "I'm here." So ${s.name} cried for a while, and that was exactly right. Being sad is allowed. So is being angry, or confused, or all of those at once.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Darf man so traurig sein?“, fragte ${s.name}. „Ja“, sagte ${s.where.guideName}. „Du darfst traurig sein, und du darfst weinen, so viel und so oft du es brauchst. Traurig sein, so fühlt sich Liebe an, wenn man jemanden vermisst. Und wenn du wütend bist oder durcheinander, darf das auch sein.“`,
    ),
    de(
      (s) =>
        `„Manchmal bin ich gar nicht traurig“, sagte ${s.name} leise. „Manchmal bin ich wütend. Auf alles. Und manchmal verstehe ich es einfach überhaupt nicht.“ „Traurig, wütend, durcheinander“, sagte ${s.where.guideName}. „Das alles darf sein. Gefühle kommen und gehen wie das Wetter, und keins davon ist falsch.“`,
    ),
    de(
      (s) =>
        `Eine Träne lief ${s.name} über die Wange, und dann noch eine. ${s.pal} rückte ganz nah heran und sagte nicht: „Wein doch nicht.“ ${s.PalEr} sagte nur: „Ich bin da.“ Also weinte ${s.name} eine Weile, und das war genau richtig. Traurig sein ist erlaubt. Wütend sein auch, oder durcheinander, oder alles auf einmal.`,
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
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [careGuide, telling] },
    {
      picture: { composition: 'close-up', where: 'setting', cast: ['guide'] },
      beats: [feelings, deathPersonMemory, deathPersonTogether, deathPersonFood, deathPersonActivity, deathPersonProud],
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
