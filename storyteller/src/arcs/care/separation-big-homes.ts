import { de, en, type Passage } from '../types.ts';
import { derFor } from './words.ts';

// The second half of the big separation story: fixing it is not the child's job, both parents love
// the child, the routines of two homes (toothbrushes, beds, the days of the week), and the goodnight.
// The parents are never put in one bed or one room: the goodnight is said by one of them, or by none.

export const separationNotYourJob: Passage = {
  en: [
    en(
      (s) =>
        `"Could I fix it?" asked ${s.name}. "If I tried really hard?" "It isn't your job to fix it," said ${s.where.guideName} kindly. "That belongs to the grown-ups. Your job is to be a child: to play, and learn, and sleep, and be loved. The grown-ups will look after you. That is their job."`,
    ),
    en(
      (s) =>
        `"I thought maybe I could make everyone happy again," said ${s.name}. "That's a big, kind wish," said ${s.where.guideName}, "but it is not your job. ${s.parents.first.name} and ${s.parents.second.name} are the grown-ups, and grown-up things are theirs to carry. You will be looked after, in both your homes."`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `${s.pal} put a ${s.paw} on ${s.name}'s knee. "You know what?" ${s.palHe} said. "You don't have to carry this. It's too heavy for a child, and it isn't yours. The grown-ups decided, and the grown-ups will look after you." Something inside ${s.name} let go, just a little, like a fist opening.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Kann ich es wieder gut machen?“, fragte ${s.name}. „Wenn ich mich ganz doll anstrenge?“ „Es ist nicht deine Aufgabe, das zu reparieren“, sagte ${s.where.guideName} freundlich. „Das ist Sache der Großen. Deine Aufgabe ist es, ein Kind zu sein: zu spielen und zu lernen und zu schlafen und lieb gehabt zu werden. Die Großen passen auf dich auf. Das ist ihre Aufgabe.“`,
    ),
    de(
      (s) =>
        `„Ich dachte, vielleicht kann ich machen, dass alle wieder froh sind“, sagte ${s.name}. „Das ist ein großer, lieber Wunsch“, sagte ${s.where.guideName}, „aber es ist nicht deine Aufgabe. ${s.parents.first.name} und ${s.parents.second.name} sind die Großen, und Sachen der Großen tragen die Großen selbst. Für dich wird gesorgt, in beiden Zuhause.“`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `${s.pal} legte ${s.paw.ein.acc} auf ${s.sein('')} Knie. „Weißt du was?“, sagte ${s.palEr}. „Das musst du nicht tragen. Es ist zu schwer für ein Kind, und es gehört dir auch gar nicht. Die Großen haben es entschieden, und die Großen passen auf dich auf.“ Da ließ in ${s.name} etwas los, nur ein kleines bisschen, wie eine Faust, die sich öffnet.`,
    ),
  ],
};

export const separationBothLove: Passage = {
  en: [
    en(
      (s) =>
        `"Does ${s.parents.first.name} still love me? And ${s.parents.second.name}?" asked ${s.name}. "Yes," said ${s.where.guideName}. "${s.parents.first.name} loves you. ${s.parents.second.name} loves you. They stopped living together, but they will never stop loving you. That is a different kind of love, and it stays."`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `${s.name} thought of ${s.parents.first.name}'s goodnight hug, and of ${s.parents.second.name}'s goodnight hug: two different hugs, both of them warm. "They both love you," said ${s.pal}. "${s.parents.first.name} loves you, and ${s.parents.second.name} loves you, and that won't ever change, whichever home you are in."`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `"Am I allowed to love them both the same?" asked ${s.name}. "Even though they each have their own home now?" "Of course," said ${s.where.guideName}. "A heart is not a cake that has to be cut in half. You can love ${s.parents.first.name} and ${s.parents.second.name} with your whole heart, both at once. And they both love you, just as much."`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `"Do they still love me?" asked ${s.name}. "The grown-ups, I mean?" "Yes," said ${s.where.guideName}. "You are loved, and that will never change. Grown-ups can stop living together. They do not stop loving their children."`,
      { unless: ['parents'] },
    ),
    en(
      (s) =>
        `"Am I allowed to love everybody the same?" asked ${s.name}. "Even in two homes?" "Of course," said ${s.where.guideName}. "A heart is not a cake that has to be cut into pieces. You can love with your whole heart, in both homes at once. And you are loved, just as much."`,
      { unless: ['parents'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `„Hat ${s.parents.first.name} mich noch lieb? Und ${s.parents.second.name}?“, fragte ${s.name}. „Ja“, sagte ${s.where.guideName}. „${s.parents.first.name} hat dich lieb. ${s.parents.second.name} hat dich lieb. Sie wohnen nicht mehr zusammen, aber sie hören nie auf, dich lieb zu haben. Das ist eine andere Art von Liebe, und die bleibt.“`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `${s.name} dachte an die Gutenachtumarmung von ${s.parents.first.name} und an die von ${s.parents.second.name}: zwei verschiedene Umarmungen, beide warm. „Die beiden haben dich lieb“, sagte ${s.pal}. „${s.parents.first.name} hat dich lieb, und ${s.parents.second.name} hat dich lieb, und das ändert sich nie, ganz egal, in welchem Zuhause du gerade bist.“`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `„Darf ich beide gleich lieb haben?“, fragte ${s.name}. „Auch wenn jetzt jeder ein eigenes Zuhause hat?“ „Natürlich“, sagte ${s.where.guideName}. „Ein Herz ist kein Kuchen, den man in zwei Hälften schneiden muss. Du kannst ${s.parents.first.name} und ${s.parents.second.name} von ganzem Herzen lieb haben, beide zugleich. Und beide haben dich genauso lieb.“`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `„Haben sie mich noch lieb?“, fragte ${s.name}. „Die Großen, meine ich.“ „Ja“, sagte ${s.where.guideName}. „Du wirst geliebt, und das ändert sich nie. Große können aufhören, zusammen zu wohnen. Aber sie hören nicht auf, ihre Kinder lieb zu haben.“`,
      { unless: ['parents'] },
    ),
    de(
      (s) =>
        `„Darf ich alle gleich lieb haben?“, fragte ${s.name}. „Auch in zwei Zuhause?“ „Natürlich“, sagte ${s.where.guideName}. „Ein Herz ist kein Kuchen, den man in Stücke schneiden muss. Du kannst von ganzem Herzen lieb haben, in beiden Zuhause zugleich. Und du wirst genauso lieb gehabt.“`,
      { unless: ['parents'] },
    ),
  ],
};

export const separationRoutines: Passage = {
  en: [
    en(
      (s) =>
        `On the way back, ${s.name} and ${s.pal} counted all the things there were two of now. Two toothbrushes: one at ${s.parents.first.name}'s and one at ${s.parents.second.name}'s. Two beds, each one ${s.name}'s very own. Two front doors. "And a calendar," said ${s.name}, "so I always know which day is which home."`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `${s.name} decided that ${s.toy.his} would come along wherever ${s.he} went, to ${s.parents.first.name}'s and to ${s.parents.second.name}'s, whichever home ${s.he} slept in. "And there's a toothbrush waiting for you in both bathrooms," said ${s.pal}. "And a bed that is only yours, in both homes."`,
      { needs: ['parents', 'toy'] },
    ),
    en(
      (s) =>
        `"What happens now?" asked ${s.name}. "Lots of ordinary things," said ${s.where.guideName}. "A toothbrush in each home. A bed in each home. A calendar on the wall with the days of the week, so you always know where you will sleep. Breakfast, and school, and bedtime stories, the same as ever. You will be looked after."`,
    ),
    en(
      (s) =>
        `"Let's make a calendar," said ${s.pal}, "with all the days of the week on it, so you always know which home comes next." "I'll colour it in ${s.colour.adjective}," said ${s.name}, "my favourite." And ${s.he} thought of the two toothbrushes, one at ${s.parents.first.name}'s and one at ${s.parents.second.name}'s, and the two beds, each one ${s.his} own.`,
      { needs: ['parents', 'colour'] },
    ),
    en(
      (s) =>
        `"Two of everything," said ${s.pal} on the way back. "Two toothbrushes. Two beds, each one yours. Two front doors." "And only one me," said ${s.name}, and very nearly smiled. "Only one you," said ${s.pal}, "looked after in both homes, every day of the week."`,
      { unless: ['parents'] },
    ),
    en(
      (s) =>
        `"But which days are which?" asked ${s.name}. "That is for ${s.parents.first.name} and ${s.parents.second.name} to work out," said ${s.where.guideName}, "and they will tell you, so you always know. There will be a calendar with the days of the week, and a toothbrush and a bed waiting in each home. You don't have to remember it all by yourself."`,
      { needs: ['parents'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Auf dem Rückweg zählten ${s.name} und ${s.pal} alles, was es jetzt zweimal gab. Zwei Zahnbürsten: eine bei ${s.parents.first.name} und eine bei ${s.parents.second.name}. Zwei Betten, jedes nur für ${s.ihn}. Zwei Haustüren. „Und einen Kalender“, sagte ${s.name}, „damit ich immer weiß, welcher Tag zu welchem Zuhause gehört.“`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `${s.name} beschloss, dass ${s.toy.sein.nom} überallhin mitkommen würde, zu ${s.parents.first.name} und zu ${s.parents.second.name}, ganz egal, wo ${s.er} schlief. „Und in beiden Badezimmern wartet eine Zahnbürste auf dich“, sagte ${s.pal}. „Und in beiden Zuhause ein Bett, das nur dir gehört.“`,
      { needs: ['parents', 'toy'] },
    ),
    de(
      (s) =>
        `„Wie geht es jetzt weiter?“, fragte ${s.name}. „Mit vielen ganz normalen Dingen“, sagte ${s.where.guideName}. „Eine Zahnbürste in jedem Zuhause. Ein Bett in jedem Zuhause. Ein Kalender an der Wand mit allen Wochentagen, damit du immer weißt, wo du schläfst. Frühstück und Schule und Gutenachtgeschichten, wie immer. Für dich wird gesorgt.“`,
    ),
    de(
      (s) =>
        `„Wir machen einen Kalender“, sagte ${s.pal}, „mit allen Wochentagen, damit du immer weißt, welches Zuhause als Nächstes dran ist.“ „Den male ich ${s.colour.stem} an“, sagte ${s.name}, „in meiner Lieblingsfarbe.“ Und ${s.er} dachte an die zwei Zahnbürsten, eine bei ${s.parents.first.name} und eine bei ${s.parents.second.name}, und an die zwei Betten, jedes nur für ${s.ihn}.`,
      { needs: ['parents', 'colour'] },
    ),
    de(
      (s) =>
        `„Von allem zwei“, sagte ${s.pal} auf dem Rückweg. „Zwei Zahnbürsten. Zwei Betten, und jedes gehört dir. Zwei Haustüren.“ „Und nur ein Ich“, sagte ${s.name} und musste fast ein bisschen lächeln. „Genau ein Du“, sagte ${s.pal}, „und das ist in beiden Zuhause gut aufgehoben, an jedem Tag der Woche.“`,
      { unless: ['parents'] },
    ),
    de(
      (s) =>
        `„Aber welcher Tag ist wo?“, fragte ${s.name}. „Das klären ${s.parents.first.name} und ${s.parents.second.name}“, sagte ${s.where.guideName}, „und sie sagen es dir, damit du es immer weißt. Es gibt einen Kalender mit allen Wochentagen, und in jedem Zuhause warten eine Zahnbürste und ein Bett auf dich. Das musst du dir nicht alles allein merken.“`,
      { needs: ['parents'] },
    ),
  ],
};

export const separationGoodnight: Passage = {
  en: [
    en(
      (s) =>
        `Back in bed, ${s.name} lay still and listened to the quiet. Tonight it was ${s.parents.first.name} who came in to say goodnight; on other nights it would be ${s.parents.second.name}. Two goodnights, from two homes, and both of them full of love. "It's not my fault," ${s.name} whispered to ${s.pal}. "No," said ${s.pal}. "It never was." ${s.name}'s eyes closed. Goodnight, ${s.name}.`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `${s.name} snuggled down with ${s.toy.his} close by. Not so very far away, in the other home, there was another bed of ${s.his} own. ${s.parents.first.name} loved ${s.him}, and ${s.parents.second.name} loved ${s.him}, wherever ${s.he} slept. "${s.lullaby}," hummed ${s.pal}, and ${s.name} slept.`,
      { needs: ['parents', 'toy'] },
    ),
    en(
      (s) =>
        `Home again, ${s.grownups.names} tucked the blanket round ${s.name}. "You are loved," ${s.grownups.one ? s.grownups.they : 'they'} said, "and you are looked after, every single day." ${s.name} held on to those words, warm and safe, until ${s.his} eyes closed. Goodnight, ${s.name}.`,
      { needs: ['grownups'], unless: ['parents'] },
    ),
    en(
      (s) =>
        `Home again, ${s.name} climbed into ${s.his} bed at ${s.parents.first.name}'s and pulled the blanket up to ${s.his} chin. ${s.parents.first.name} kissed ${s.him} goodnight, and ${s.name} thought of ${s.parents.second.name}, who loved ${s.him} too, from the other home. Both of them loved ${s.him}, and none of it was ${s.his} fault. ${s.name} slept.`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `The way home was short. ${s.name} climbed into bed, and ${s.pal} curled up close. Not my fault, ${s.name} thought. Loved, in both homes. Looked after, every day of the week. "${s.lullaby}," sang ${s.pal} softly, and ${s.name}'s eyes grew heavy and closed. Goodnight, ${s.name}.`,
    ),
    en(
      (s) =>
        `Back in bed, ${s.name} pulled the blanket up to ${s.his} chin, and ${s.pal} settled close. Two homes, ${s.name} thought, and love in both of them, and none of it my fault. "${s.lullaby}," hummed ${s.pal}, and ${s.name} slept.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Wieder im Bett lag ${s.name} still da und lauschte der Stille. Heute kam ${s.parents.first.name} zum Gutenachtsagen, an anderen Abenden würde es ${s.parents.second.name} sein. Zweimal Gute Nacht, aus zwei Zuhause, und beide voller Liebe. „Es ist nicht meine Schuld“, flüsterte ${s.name} ${s.pal} zu. „Nein“, sagte ${s.pal}. „Das war es nie.“ ${s.name} fielen die Augen zu. Gute Nacht, ${s.name}.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `${s.name} kuschelte sich ein, ${s.toy.sein.acc} ganz in der Nähe. Gar nicht so weit weg, im anderen Zuhause, stand noch ein Bett, das auch ${s.sein('')} Bett war. ${s.parents.first.name} hatte ${s.ihn} lieb, und ${s.parents.second.name} hatte ${s.ihn} lieb, ganz egal, wo ${s.er} schlief. „${s.lullaby}“, summte ${s.pal}, und ${s.name} schlief.`,
      { needs: ['parents', 'toy'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause wurde ${s.name} von ${s.grownups.names} zugedeckt. „Du wirst geliebt“, ${s.grownups.plural ? 'sagten sie' : `sagte ${s.grownups.names}`}, „und für dich wird gesorgt, jeden einzelnen Tag.“ ${s.name} hielt diese Worte fest, warm und geborgen, bis ${s.ihm} die Augen zufielen. Gute Nacht, ${s.name}.`,
      { needs: ['grownups'], unless: ['parents'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause kroch ${s.name} in ${s.sein('')} Bett bei ${s.parents.first.name} und zog sich die Decke bis ans Kinn. ${s.parents.first.name} gab ${s.ihm} einen Gutenachtkuss, und ${s.name} dachte an ${s.parents.second.name}, ${derFor(s.parents.second)} ${s.ihn} auch lieb hatte, im anderen Zuhause. Beide hatten ${s.ihn} lieb, und nichts davon war ${s.sein('e')} Schuld. ${s.name} schlief.`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `Der Heimweg war kurz. ${s.name} kroch ins Bett, und ${s.pal} rollte sich dicht daneben zusammen. Nicht meine Schuld, dachte ${s.name}. Lieb gehabt, in beiden Zuhause. Gut aufgehoben, an jedem Tag der Woche. „${s.lullaby}“, sang ${s.pal} leise, und ${s.name} wurden die Augen schwer und fielen zu. Gute Nacht, ${s.name}.`,
    ),
    de(
      (s) =>
        `Wieder im Bett zog ${s.name} die Decke bis ans Kinn, und ${s.pal} legte sich dicht daneben. Zwei Zuhause, dachte ${s.name}, und in beiden Liebe, und nichts davon ist meine Schuld. „${s.lullaby}“, summte ${s.pal}, und ${s.name} schlief.`,
    ),
  ],
};
