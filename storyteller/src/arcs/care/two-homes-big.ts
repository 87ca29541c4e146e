import { de, en, type Arc, type Passage } from '../types.ts';
import { careArrival, careGuide, careHomeward, careWalk } from './shared.ts';
import { twoHomesGoodnight, twoHomesLoved, twoHomesRitual } from './two-homes-big-evening.ts';
import { cap, itThey } from './words.ts';

// Living in two homes, settled, for a child of five and over: the routines of each home, what
// travels between them (the cuddly toy), being loved in both, and missing the other home, which is
// allowed. The parents are named as the plan names them (`parents`); neither is ever blamed.

export const twoHomesTitle: Passage = {
  en: [
    en((s) => `${s.name}'s Two Homes`),
    en((s) => `${s.name}, Loved Here and Loved There`),
    en((s) => `${s.name} and the Bag That Travels`),
    en((s) => `${s.name} Between ${s.parents.first.name} and ${s.parents.second.name}`, { needs: ['parents'] }),
  ],
  de: [
    de((s) => `${s.name} hat zwei Zuhause`),
    de((s) => `${s.name}: hier lieb gehabt, dort lieb gehabt`),
    de((s) => `${s.name} und die Tasche, die mitreist`),
    de((s) => `${s.name} bei ${s.parents.first.name} und bei ${s.parents.second.name}`, { needs: ['parents'] }),
  ],
};

export const twoHomesSummary: Passage = {
  en: [
    en(
      (s) =>
        `${s.name} has two homes, one with ${s.parents.first.name} and one with ${s.parents.second.name}. On a quiet night, ${s.name} finds that missing the other home is allowed, and that ${s.he} ${s.is} loved in both.`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `${s.name} has two homes. On a quiet night, ${s.name} finds that missing the other home is allowed, and that ${s.he} ${s.is} loved in both.`,
      { unless: ['parents'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.name} hat zwei Zuhause, eins bei ${s.parents.first.name} und eins bei ${s.parents.second.name}. In einer stillen Nacht merkt ${s.er}: Das andere Zuhause vermissen ist erlaubt, und lieb gehabt wird ${s.er} in beiden.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `${s.name} hat zwei Zuhause. In einer stillen Nacht merkt ${s.er}: Das andere Zuhause vermissen ist erlaubt, und lieb gehabt wird ${s.er} in beiden.`,
      { unless: ['parents'] },
    ),
  ],
};

export const twoHomesRecap: Passage = {
  en: [
    en(
      (s) =>
        `The night before, ${s.name} had told ${s.pal} how it felt to miss one home while sleeping in the other, and had found out that ${s.he} ${s.was} loved in both.`,
    ),
    en(
      (s) =>
        `Last time, ${s.name} and ${s.pal} had walked ${s.where.into} and talked about ${s.parents.first.name}'s home and ${s.parents.second.name}'s home, and all the love in both.`,
      { needs: ['parents'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `In der Nacht zuvor hatte ${s.name} ${s.pal} erzählt, wie es ist, das eine Zuhause zu vermissen, während man im anderen schläft, und gemerkt, dass ${s.er} in beiden lieb gehabt wird.`,
    ),
    de(
      (s) =>
        `Beim letzten Mal waren ${s.name} und ${s.pal} ${s.where.into} gegangen und hatten über das Zuhause bei ${s.parents.first.name} und das Zuhause bei ${s.parents.second.name} gesprochen, und über die Liebe in beiden.`,
      { needs: ['parents'] },
    ),
  ],
};

const opening: Passage = {
  en: [
    en(
      (s) =>
        `${s.name} had two homes: one with ${s.parents.first.name} and one with ${s.parents.second.name}. ${s.He} knew the way between them by heart, and which days were which, and where the light switch was in both bathrooms. But some nights, like tonight, ${s.name} lay in bed and missed the other home a little, the way you miss a favourite song.`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `The bag was packed and waiting by the door, as it so often was: pyjamas, a toothbrush, a book, and, most important of all, ${s.toy.his}. ${cap(itThey(s.toy))} always came along, from ${s.parents.first.name}'s home to ${s.parents.second.name}'s and back again. ${s.name} was used to two homes by now. Still, some evenings ${s.he} felt a little in-between.`,
      { needs: ['parents', 'toy'] },
    ),
    en(
      (s) =>
        `${s.name} had two homes. In each one there was a bed of ${s.his} own, a toothbrush of ${s.his} own, and a grown-up who loved ${s.him}. Most of the time that felt quite ordinary. But tonight ${s.name} was thinking about the other home, the one ${s.he} ${s.was} not in, and ${s.his} heart felt a tiny bit stretched.`,
    ),
    en(
      (s) =>
        `On the calendar in the kitchen, some days were ${s.parents.first.name} days and some were ${s.parents.second.name} days, and ${s.name} could read them all. Tonight was an ordinary night in an ordinary week. And yet, lying in bed, ${s.name} felt a small, quiet missing, like a pebble in a shoe.`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `Tonight's bed was a good bed, and tonight's pillow was a good pillow. Still, ${s.name} lay awake a little longer than usual, thinking about the other home and the other bed, waiting there for next time. Two homes can be a lot of home for one person to miss.`,
      { unless: ['parents'] },
    ),
    en(
      (s) =>
        `Every home smells different. ${s.name} had noticed that a long time ago. This home smelled of its own soap and its own suppers, and the other home of another soap and other suppers. Tonight, tucked up in bed here, ${s.name} sniffed the pillow and, just for a moment, wished it smelled of there.`,
    ),
    en(
      (s) =>
        `Today had been a swap day. In the afternoon ${s.parents.second.name} had handed over the bag, ${s.parents.first.name} had taken it, and there had been hugs on both sides of the door. ${s.name} knew swap days well. But they always left a funny feeling behind, like the quiet after a song ends.`,
      { needs: ['parents'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.name} hatte zwei Zuhause: eins bei ${s.parents.first.name} und eins bei ${s.parents.second.name}. ${s.Er} kannte den Weg dazwischen auswendig, wusste, welcher Tag wohin gehörte und wo in beiden Badezimmern der Lichtschalter war. Aber an manchen Abenden, so wie heute, lag ${s.name} im Bett und vermisste das andere Zuhause ein bisschen, so wie man ein Lieblingslied vermisst.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `Die Tasche stand gepackt an der Tür, wie so oft: Schlafanzug, Zahnbürste, ein Buch und, am allerwichtigsten, ${s.toy.sein.nom}, denn ${s.toy.er.nom} kam immer mit, vom Zuhause bei ${s.parents.first.name} zum Zuhause bei ${s.parents.second.name} und wieder zurück. ${s.name} war an die zwei Zuhause längst gewöhnt. Trotzdem fühlte ${s.er} sich an manchen Abenden ein bisschen dazwischen.`,
      { needs: ['parents', 'toy'] },
    ),
    de(
      (s) =>
        `${s.name} hatte zwei Zuhause. In jedem gab es ein Bett, das ${s.ihm} gehörte, eine Zahnbürste, die ${s.ihm} gehörte, und jemanden, der ${s.ihn} lieb hatte. Meistens fühlte sich das ganz normal an. Aber heute Abend dachte ${s.name} an das andere Zuhause, an das, in dem ${s.er} gerade nicht war, und ${s.sein('')} Herz fühlte sich ein kleines bisschen gedehnt an.`,
    ),
    de(
      (s) =>
        `Auf dem Kalender in der Küche waren manche Tage ${s.parents.first.name}-Tage und manche ${s.parents.second.name}-Tage, und ${s.name} kannte sie alle. Heute war ein ganz normaler Abend in einer ganz normalen Woche. Und trotzdem spürte ${s.name} im Bett ein kleines, leises Vermissen, wie einen Kiesel im Schuh.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `Das Bett heute war ein gutes Bett, und das Kissen heute ein gutes Kissen. Trotzdem lag ${s.name} ein bisschen länger wach als sonst und dachte an das andere Zuhause und an das andere Bett, das dort auf das nächste Mal wartete. Zwei Zuhause, das ist eine Menge Zuhause zum Vermissen.`,
      { unless: ['parents'] },
    ),
    de(
      (s) =>
        `Jedes Zuhause riecht anders. Das hatte ${s.name} schon vor langer Zeit gemerkt. Dieses Zuhause roch nach seiner eigenen Seife und seinem eigenen Abendessen, das andere nach einer anderen Seife und einem anderen Abendessen. Heute Abend, gut zugedeckt im Bett, schnupperte ${s.name} am Kissen und wünschte sich, nur für einen Moment, es würde nach dort riechen.`,
    ),
    de(
      (s) =>
        `Heute war Wechseltag gewesen. Am Nachmittag hatte ${s.parents.second.name} die Tasche übergeben, ${s.parents.first.name} hatte sie genommen, und auf beiden Seiten der Tür hatte es Umarmungen gegeben. ${s.name} kannte Wechseltage gut. Aber danach blieb immer ein komisches Gefühl zurück, wie die Stille, wenn ein Lied zu Ende ist.`,
      { needs: ['parents'] },
    ),
  ],
};

const missing: Passage = {
  en: [
    en(
      (s) =>
        `"When I'm at ${s.parents.first.name}'s, I miss ${s.parents.second.name}," said ${s.name}. "And when I'm at ${s.parents.second.name}'s, I miss ${s.parents.first.name}. Is that wrong?" "Not at all," said ${s.where.guideName}. "Missing someone means you love them. You are allowed to miss the other home, and still be happy in this one."`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `"Sometimes I don't know which home is my real home," said ${s.name}. "Both are real," said ${s.where.guideName}. "Both are yours. A snail carries one home on its back, but you have two, and somebody who loves you in each. It is all right to miss one while you are in the other."`,
    ),
    en(
      (s) =>
        `"It's the goodbyes," said ${s.name}. "Every time. I miss the home I'm leaving, even when I know I'll be back soon." "Goodbyes can be hard, even small ones," said ${s.where.guideName}. "It is all right to feel sad at the door. The sad feeling passes, and the love stays."`,
    ),
    en(
      (s) =>
        `"Last time I left the other home, I forgot to say goodbye to my room," said ${s.name}. "Is that silly?" "Not silly at all," said ${s.where.guideName}. "A room is part of a home. You can miss a room, and a bath, and the sound the stairs make. That is what loving a place feels like when it's far away. Both homes are yours, and both are waiting for you."`,
    ),
    en(
      (s) =>
        `${s.name} was quiet for a long time. Then: "I like it here. But I miss the other home. There's a little hole where it goes." ${s.where.guideName} nodded. "That hole is the shape of love," said ${s.where.guideName}. "It fills up again when you go back, and then this home leaves a little hole instead. That is what it's like to have two homes with people in them who love you."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Wenn ich bei ${s.parents.first.name} bin, vermisse ich ${s.parents.second.name}“, sagte ${s.name}. „Und wenn ich bei ${s.parents.second.name} bin, vermisse ich ${s.parents.first.name}. Ist das schlimm?“ „Überhaupt nicht“, sagte ${s.where.guideName}. „Wer jemanden vermisst, hat ihn lieb. Du darfst das andere Zuhause vermissen und trotzdem in diesem froh sein.“`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `„Manchmal weiß ich nicht, welches mein richtiges Zuhause ist“, sagte ${s.name}. „Beide sind richtig“, sagte ${s.where.guideName}. „Beide gehören dir. Eine Schnecke trägt ein Haus auf dem Rücken, aber du hast zwei, und in jedem jemanden, der dich lieb hat. Es ist in Ordnung, das eine zu vermissen, wenn du im anderen bist.“`,
    ),
    de(
      (s) =>
        `„Es ist das Tschüss-Sagen“, sagte ${s.name}. „Jedes Mal. Ich vermisse das Zuhause, aus dem ich gehe, auch wenn ich weiß, dass ich bald wiederkomme.“ „Abschiede können schwer sein, auch kleine“, sagte ${s.where.guideName}. „Es ist in Ordnung, an der Tür traurig zu sein. Das Traurige geht vorbei, und die Liebe bleibt.“`,
    ),
    de(
      (s) =>
        `„Beim letzten Mal hab ich vergessen, meinem Zimmer im anderen Zuhause Tschüss zu sagen“, sagte ${s.name}. „Ist das albern?“ „Gar nicht albern“, sagte ${s.where.guideName}. „Ein Zimmer gehört zum Zuhause dazu. Man kann ein Zimmer vermissen und eine Badewanne und das Knarren der Treppe. So fühlt es sich an, wenn man etwas lieb hat, das gerade weit weg ist. Beide Zuhause gehören dir, und beide warten auf dich.“`,
    ),
    de(
      (s) =>
        `${s.name} schwieg lange. Dann kam es: „Ich bin gern hier. Aber ich vermisse das andere Zuhause. Da ist ein kleines Loch, wo es hingehört.“ ${s.where.guideName} nickte. „Das Loch hat die Form von Liebe“, sagte ${s.where.guideName}. „Wenn du wieder dort bist, füllt es sich, und dafür lässt dann dieses Zuhause ein kleines Loch da. So ist das, wenn man in zwei Zuhause Menschen hat, die einen lieb haben.“`,
    ),
  ],
};

const travels: Passage = {
  en: [
    en(
      (s) =>
        `"What comes with you, from home to home?" asked ${s.where.guideName}. "My ${s.toy.bare}," said ${s.name} at once. "And my pyjamas, and my favourite book. And me, of course." "And what stays?" "My bed. My toothbrush. One in each home." "Then you are never really without your things," said ${s.where.guideName}.`,
      { needs: ['toy'] },
    ),
    en(
      (s) =>
        `"What comes with you, from home to home?" asked ${s.where.guideName}. "${s.pal}," said ${s.name}, and held ${s.pal} tight. "${s.pal} always comes." ${s.pal} looked very proud. "Every time," ${s.palHe} said. "I know both homes as well as you do."`,
      { needs: ['toyPal'] },
    ),
    en(
      (s) =>
        `${s.name} counted on ${s.his} fingers the things that travelled with ${s.him}: pyjamas, a book, a drawing to show. Then the things that stayed: a bed in each home, a toothbrush in each bathroom, a hook for ${s.his} coat by each front door. "And love," said ${s.pal}. "Love travels with you everywhere. It fits in any bag."`,
    ),
    en(
      (s) =>
        `"My ${s.clothing.bare} ${s.clothing.plural ? 'go' : 'goes'} everywhere with me," said ${s.name}. "To both homes." "Some things are like that," said ${s.where.guideName}. "They belong to you, not to a house. Like your laugh, and your name, and all the love you are given."`,
      { needs: ['clothing'] },
    ),
    en(
      (s) =>
        `"Do you know what I take every time?" said ${s.name}. "My pyjamas, my book, and a drawing to show. And I always leave something behind on purpose, so the other home knows I'm coming back." ${s.where.guideName} chuckled softly. "That is a very good idea," ${s.where.guideName} said.`,
    ),
    en(
      (s) =>
        `"Some things live at ${s.parents.first.name}'s, and some things live at ${s.parents.second.name}'s," said ${s.name}, "and some things go back and forth, like me." "Like you," said ${s.pal}. "And like love. Love goes back and forth all day long, and it never gets tired."`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `"There's a special pocket in my bag," said ${s.name}, "for things I want to show in the other home. A shell, a drawing, a sticker. My toothbrush can stay behind: there's one waiting in each home." "A bridge pocket," said ${s.pal}. "Things going across, so both homes get a piece of everything you do."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Was kommt mit, von Zuhause zu Zuhause?“, fragte ${s.where.guideName}. „${s.toy.Der.nom}“, sagte ${s.name} sofort. „Und mein Schlafanzug und mein Lieblingsbuch. Und ich natürlich.“ „Und was bleibt?“ „Mein Bett. Meine Zahnbürste. In jedem Zuhause eins.“ „Dann bist du nie wirklich ohne deine Sachen“, sagte ${s.where.guideName}.`,
      { needs: ['toy'] },
    ),
    de(
      (s) =>
        `„Was kommt mit, von Zuhause zu Zuhause?“, fragte ${s.where.guideName}. „${s.pal}“, sagte ${s.name} und drückte ${s.pal} ganz fest. „${s.pal} kommt immer mit.“ ${s.pal} sah sehr stolz aus. „Jedes Mal“, sagte ${s.palEr}. „Ich kenne beide Zuhause genauso gut wie du.“`,
      { needs: ['toyPal'] },
    ),
    de(
      (s) =>
        `${s.name} zählte an den Fingern ab, was mitreiste: Schlafanzug, ein Buch, ein Bild zum Zeigen. Dann das, was blieb: ein Bett in jedem Zuhause, eine Zahnbürste in jedem Badezimmer, ein Haken für die Jacke an jeder Haustür. „Und die Liebe“, sagte ${s.pal}. „Die Liebe reist überallhin mit. Sie passt in jede Tasche.“`,
    ),
    de(
      (s) =>
        `„${s.clothing.Der.nom} ${s.clothing.plural ? 'kommen' : 'kommt'} überallhin mit“, sagte ${s.name}. „In beide Zuhause.“ „Manche Dinge sind so“, sagte ${s.where.guideName}. „Sie gehören zu dir, nicht zu einem Haus. So wie dein Lachen und dein Name und all die Liebe, die du bekommst.“`,
      { needs: ['clothing'] },
    ),
    de(
      (s) =>
        `„Weißt du, was ich jedes Mal mitnehme?“, sagte ${s.name}. „Meinen Schlafanzug, mein Buch und ein Bild zum Zeigen. Und ich lasse immer absichtlich etwas da, damit das andere Zuhause weiß, dass ich wiederkomme.“ ${s.where.guideName} lachte leise. „Das ist eine sehr gute Idee“, sagte ${s.where.guideName}.`,
    ),
    de(
      (s) =>
        `„Manche Sachen wohnen bei ${s.parents.first.name}, und manche wohnen bei ${s.parents.second.name}“, sagte ${s.name}, „und manche reisen hin und her, so wie ich.“ „So wie du“, sagte ${s.pal}. „Und wie die Liebe. Die reist den ganzen Tag hin und her und wird nie müde.“`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `„In meiner Tasche ist ein extra Fach“, sagte ${s.name}, „für Sachen, die ich im anderen Zuhause zeigen will. Eine Muschel, ein Bild, ein Aufkleber. Die Zahnbürste muss nicht mit, in jedem Zuhause wartet eine.“ „Ein Brückenfach“, sagte ${s.pal}. „Da reisen Sachen hinüber, damit beide Zuhause ein Stück von allem abbekommen, was du erlebst.“`,
    ),
  ],
};

export const twoHomesBig: Arc = {
  id: 'two-homes-big',
  kind: 'care',
  themes: ['two-homes'],
  ages: ['big'],
  title: twoHomesTitle,
  summary: twoHomesSummary,
  recap: twoHomesRecap,
  scenes: [
    { picture: { composition: 'interior', where: 'bedroom', things: ['toy'] }, beats: [opening, careArrival] },
    {
      picture: { composition: 'journey', where: 'setting', things: ['toy'] },
      beats: [careWalk, { moment: 'creature' }, { moment: 'colour' }],
    },
    { picture: { composition: 'close-up', where: 'setting', cast: ['guide'] }, beats: [careGuide, missing] },
    {
      picture: { composition: 'wide', where: 'setting', cast: ['guide'], things: ['toy'] },
      beats: [travels, { moment: 'activity' }],
    },
    { picture: { composition: 'wide', where: 'setting', cast: ['guide'] }, beats: [twoHomesLoved] },
    { picture: { composition: 'sky', where: 'setting' }, beats: [twoHomesRitual, careHomeward] },
    {
      picture: { composition: 'interior', where: 'bedroom', asleep: true, things: ['toy'] },
      beats: [twoHomesGoodnight],
    },
  ],
};
