import { de, en, type Passage } from '../types.ts';
import { cap } from './words.ts';

// The walk of the moving-house story for children of five and over: missing the old home told to the
// place's listener and allowed; what came along to the new house (told twice in one scene, so each
// variant stands on its own); and a friend far away who is still a friend.

export const missTheOld: Passage = {
  en: [
    en(
      (s) =>
        `They followed ${s.where.way} ${s.where.into}. ${s.sight()} ${s.where.guide} "You've come a long way," said ${s.where.guideName}. "Further than tonight, I think." ${s.name} nodded. "We moved house," ${s.name} said. "I miss the old one. My old room, and my old window, and knowing where everything was."`,
    ),
    en(
      (s) =>
        `It was good to be walking, ${s.where.in}, with the new house a little way behind them. ${s.sight()} ${s.where.guide} ${s.where.guideName} asked how things were, and ${s.name} found it all spilling out: the boxes, the strange noises, the old room that somebody else was sleeping in now. "I liked it there," ${s.name} said in a small voice.`,
    ),
    en(
      (s) =>
        `Along ${s.where.way} they went, ${s.where.into}, and for a while ${s.name} said nothing at all. ${s.sight()} ${s.where.guide} "Something on your mind?" asked ${s.where.guideName}. "Everything is new," said ${s.name}. "And I didn't even want new. I wanted the old house."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Sie gingen ${s.where.into}. ${s.sight()} ${s.where.guide} „Du hast einen weiten Weg hinter dir“, sagte ${s.where.guideName}. „Weiter als nur heute Nacht, glaube ich.“ ${s.name} nickte. „Wir sind umgezogen“, sagte ${s.name}. „Ich vermisse das alte Haus. Mein altes Zimmer und mein altes Fenster, und dass ich wusste, wo alles ist.“`,
    ),
    de(
      (s) =>
        `Es tat gut, ein Stück zu gehen, ${s.where.in}, das neue Haus ein Stückchen hinter sich. ${s.sight()} ${s.where.guide} ${s.where.guideName} fragte, wie es so ging, und auf einmal sprudelte alles aus ${s.name} heraus: die Kartons, die fremden Geräusche, das alte Zimmer, in dem jetzt jemand anders schlief. „Da war es schön“, sagte ${s.name} leise.`,
    ),
    de(
      (s) =>
        `Eine ganze Weile sagte ${s.name} gar nichts, während sie ${s.where.into} gingen. ${s.sight()} ${s.where.guide} „Du hast etwas auf dem Herzen, oder?“, fragte ${s.where.guideName}. „Alles ist neu“, sagte ${s.name}. „Und ich wollte gar nichts Neues. Ich wollte das alte Haus.“`,
    ),
  ],
};

/** What came along to the new house: told twice, each variant on its own. */
export const whatCame: Passage = {
  en: [
    en(
      (s) =>
        `"Let's count what came with you," said ${s.pal}. "${cap(s.grownups.names)}: came along. Your bed: came along. Your bedtime song: came along. And me. I came along too." ${s.name} counted on ${s.his} fingers. It was quite a lot.`,
      { needs: ['grownups'] },
    ),
    en(
      (s) =>
        `"And look who came along," said ${s.pal}, and held up ${s.toy.the}, the very same one, with the very same smell. Some things don't stay behind when you move. They come with you, in a box, in your arms, wherever you go.`,
      { needs: ['toy'] },
    ),
    en(
      (s) =>
        `"The house is new," said ${s.pal}, "but the bedtime is the same. Same bath, same pyjamas, same story, same goodnight. Bedtimes are very good at moving. They fit in any house."`,
    ),
    en(
      (s) =>
        `Up above, the moon looked down, round and bright. "Same moon," said ${s.pal}. "It was over the old house, and now it's over the new one. It moved with you."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Lass uns zählen, was alles mitgekommen ist“, sagte ${s.pal}. „${cap(s.grownups.names)}: mitgekommen. Dein Bett: mitgekommen. Dein Schlaflied: mitgekommen. Und ich. Ich bin auch mitgekommen.“ ${s.name} zählte an den Fingern mit. Das war eine ganze Menge.`,
      { needs: ['grownups'] },
    ),
    de(
      (s) =>
        `„Und guck mal, wer mitgekommen ist“, sagte ${s.pal} und hielt ${s.toy.der.acc} hoch, genau derselbe, mit genau demselben Geruch. Manche Dinge bleiben nicht zurück, wenn man umzieht. Die kommen mit, im Karton, im Arm, überallhin.`,
      { needs: ['toy'] },
    ),
    de(
      (s) =>
        `„Das Haus ist neu“, sagte ${s.pal}, „aber das Schlafengehen ist dasselbe. Dasselbe Baden, derselbe Schlafanzug, dieselbe Geschichte, dasselbe Gute Nacht. Das Zubettgehen kann prima umziehen. Es passt in jedes Haus.“`,
    ),
    de(
      (s) =>
        `Oben schaute der Mond herunter, rund und hell. „Derselbe Mond“, sagte ${s.pal}. „Er war über dem alten Haus, und jetzt ist er über dem neuen. Er ist mit dir umgezogen.“`,
    ),
  ],
};

export const friendStill: Passage = {
  en: [
    en(
      (s) =>
        `"I miss ${s.friend.name} most of all," said ${s.name}. "${s.friend.name} lives far away now. Well, really it's me who lives far away." ${s.where.guideName} nodded. "A friend far away is still a friend. You can draw ${s.friend.him} your new room, or talk on the phone, or save up things to tell. Friends are very good at stretching."`,
      { needs: ['friend'] },
    ),
    en(
      (s) =>
        `"Is ${s.friend.name} still my friend, even from so far away?" asked ${s.name}. "Of course," said ${s.where.guideName}. "Being far apart doesn't undo a friendship. You can send ${s.friend.him} a picture of the new house. I think ${s.friend.name} would like that very much."`,
      { needs: ['friend'] },
    ),
    en(
      (s) =>
        `"What about my friends?" asked ${s.name}. "The ones from before." "Friends far away are still friends," said ${s.where.guideName}. "You can draw them your new room, or call them, or save up things to tell. And here, one day, there will be new friends as well. Not instead. As well."`,
      { unless: ['friend'] },
    ),
    en(
      (s) =>
        `${s.name} looked up at the stars. "Can you still be friends with someone who lives far away?" ${s.he} asked. "Yes," said ${s.pal}. "The same stars are over both of you. A friend is a friend, near or far."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Am meisten vermisse ich ${s.friend.name}“, sagte ${s.name}. „${s.friend.name} wohnt jetzt so weit weg. Also, eigentlich wohne ich weit weg.“ ${s.where.guideName} nickte. „Ein Freund in der Ferne ist immer noch ein Freund. Du kannst für ${s.friend.name} dein neues Zimmer malen, ihr könnt telefonieren, oder du sammelst Sachen zum Erzählen. Freundschaften können sich sehr weit strecken.“`,
      { needs: ['friend'] },
    ),
    de(
      (s) =>
        `„Sind ${s.friend.name} und ich noch Freunde, auch so weit weg?“, fragte ${s.name}. „Natürlich“, sagte ${s.where.guideName}. „Weit weg wohnen macht keine Freundschaft kaputt. Du kannst ${s.friend.name} ein Bild vom neuen Haus schicken. Ich glaube, darüber freut sich ${s.friend.name} sehr.“`,
      { needs: ['friend'] },
    ),
    de(
      (s) =>
        `„Und meine Freunde?“, fragte ${s.name}. „Die von früher?“ „Freunde in der Ferne sind immer noch Freunde“, sagte ${s.where.guideName}. „Du kannst ihnen dein neues Zimmer malen, sie anrufen oder Sachen zum Erzählen sammeln. Und hier gibt es irgendwann auch neue Freunde. Nicht stattdessen. Dazu.“`,
      { unless: ['friend'] },
    ),
    de(
      (s) =>
        `${s.name} schaute hinauf zu den Sternen. „Kann man mit jemandem befreundet sein, der weit weg wohnt?“, fragte ${s.name}. „Ja“, sagte ${s.pal}. „Über euch beiden sind dieselben Sterne. Ein Freund bleibt ein Freund, nah oder fern.“`,
    ),
  ],
};

/** The listener's answer: missing the old home is allowed. */
export const guideAllows: Passage = {
  en: [
    en(
      (s) =>
        `"Of course you miss it," said ${s.where.guideName}. "You lived there. It held a lot of your days. Missing it is allowed, for as long as it takes." ${s.name} felt the tight feeling in ${s.his} chest go a little looser.`,
    ),
    en(
      (s) =>
        `${s.where.guideName} listened to every word. "Missing a home is one of the biggest missings there is," ${s.where.guideName} said. "You are allowed to feel it. You can even be sad and curious at the same time. Both fit."`,
    ),
    en(
      (s) =>
        `"That sounds hard," said ${s.where.guideName} gently. "A move is a big thing, even for grown-ups. Miss the old house as much as you need to. Missing doesn't mean the new one can't be home one day."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Natürlich vermisst du es“, sagte ${s.where.guideName}. „Du hast dort gewohnt. Da stecken viele von deinen Tagen drin. Vermissen ist erlaubt, so lange es eben dauert.“ Das enge Gefühl in ${s.sein('er')} Brust wurde ein kleines bisschen lockerer.`,
    ),
    de(
      (s) =>
        `${s.where.guideName} hörte jedes Wort. „Ein Zuhause vermissen ist eins der größten Vermissen, die es gibt“, sagte ${s.where.guideName}. „Das darfst du fühlen. Du darfst sogar traurig und neugierig gleichzeitig sein. Beides passt.“`,
    ),
    de(
      (s) =>
        `„Das klingt schwer“, sagte ${s.where.guideName} sanft. „Umziehen ist eine große Sache, sogar für Große. Vermiss das alte Haus, so viel du musst. Vermissen heißt nicht, dass das neue nicht auch irgendwann ein Zuhause wird.“`,
    ),
  ],
};

/** New things to find, and the child's favourites that taste and feel the same. */
export const newThings: Passage = {
  en: [
    en(
      (s) =>
        `${s.pal} rummaged in a moving box that had somehow come along and brought out ${s.food.a}. "${s.food.A} taste${s.food.plural ? '' : 's'} just the same in a new house," said ${s.pal}. "I checked." ${s.name} took a bite. ${s.pal} was right.`,
      { needs: ['food'] },
    ),
    en(
      (s) =>
        `"There'll be new places to ${s.activity.base} here, too," said ${s.pal}. "Not the old places. New ones. We'll find them together." ${s.name} thought about that, and it felt a tiny bit exciting.`,
      { needs: ['activity'] },
    ),
    en(
      (s) =>
        `"Tomorrow," said ${s.pal}, "let's explore. There'll be a new tree to look at, and a new window to wave from, and a new way to walk to the shops." ${s.name} didn't feel ready for all of it. But maybe for the tree.`,
    ),
    en(
      (s) =>
        `"Everywhere was new once," said ${s.where.guideName}. "Even your old house was new once, on the very first night. And look how well you knew it in the end."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.pal} kramte in einem Umzugskarton, der irgendwie mitgekommen war, und zog ${s.food.ein.acc} heraus. „Im neuen Haus schmeckt das genauso“, sagte ${s.pal}. „Hab ich ausprobiert.“ ${s.name} biss hinein. ${s.pal} hatte recht.`,
      { needs: ['food'] },
    ),
    de(
      (s) =>
        `„Hier gibt es auch Orte, wo man ${s.activity.infinitive} kann“, sagte ${s.pal}. „Nicht die alten. Neue. Die finden wir zusammen.“ ${s.name} dachte darüber nach, und es fühlte sich ein winziges bisschen aufregend an.`,
      { needs: ['activity'] },
    ),
    de(
      (s) =>
        `„Morgen“, sagte ${s.pal}, „gehen wir auf Entdeckungsreise. Da gibt es einen neuen Baum zum Anschauen, ein neues Fenster zum Winken und einen neuen Weg zum Bäcker.“ ${s.name} fühlte sich noch nicht bereit für alles. Aber vielleicht für den Baum.`,
    ),
    de(
      (s) =>
        `„Alles war irgendwann mal neu“, sagte ${s.where.guideName}. „Sogar dein altes Haus war neu, in der allerersten Nacht. Und wie gut du es am Ende gekannt hast.“`,
    ),
  ],
};
