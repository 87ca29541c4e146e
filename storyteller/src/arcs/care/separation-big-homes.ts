import { de, en, type Passage } from '../types.ts';
import { derFor } from './words.ts';

// The second half of the big separation story: fixing it is not the child's job, both parents love
// the child, the routines of two homes (toothbrushes, beds, the days of the week), and the goodnight.
// The parents are never put in one bed or one room: the goodnight is said by one of them, or by none.

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
    en(
      (s) =>
        `"Which one of them loves me more?" asked ${s.name}, very quietly, as if it might be a rude question. "That is not a question with a winner," said ${s.where.guideName}. "${s.parents.first.name} loves you with all of ${s.parents.first.hisOwn} heart. ${s.parents.second.name} loves you with all of ${s.parents.second.hisOwn} heart. Two whole hearts, and you are in both of them."`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `"When I'm in one home, do they forget me in the other?" asked ${s.name}. "Never," said ${s.where.guideName}. "Love doesn't switch off when you go out of a door. In both your homes there is somebody who loves you, tonight and every night, and that will not change."`,
      { unless: ['parents'] },
    ),
    en(
      (s) =>
        `${s.pal} drew two little houses in the air with one ${s.paw}, and then a big heart around them both. "That's you," ${s.palHe} said. "Loved in this one, loved in that one. The grown-ups don't live together any more, but they will never stop loving you. That part doesn't move house."`,
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
    de(
      (s) =>
        `„Wer von beiden hat mich lieber?“, fragte ${s.name} ganz leise, als wäre das eine freche Frage. „Bei dieser Frage gewinnt keiner“, sagte ${s.where.guideName}. „${s.parents.first.name} hat dich lieb, mit ${s.parents.first.seinOwn('em')} ganzen Herzen. ${s.parents.second.name} hat dich lieb, mit ${s.parents.second.seinOwn('em')} ganzen Herzen. Zwei ganze Herzen, und in beiden bist du drin.“`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `„Wenn ich im einen Zuhause bin, vergessen sie mich dann im anderen?“, fragte ${s.name}. „Niemals“, sagte ${s.where.guideName}. „Liebe geht nicht aus, wenn du zur Tür hinausgehst. In beiden Zuhause hat dich jemand lieb, heute Nacht und jede Nacht, und daran ändert sich nichts.“`,
      { unless: ['parents'] },
    ),
    de(
      (s) =>
        `${s.pal} malte mit ${s.paw.der.dat} zwei kleine Häuser in die Luft und dann ein großes Herz um beide herum. „Das bist du“, sagte ${s.palEr}. „Lieb gehabt in dem einen, lieb gehabt in dem anderen. Die Großen wohnen nicht mehr zusammen, aber dich lieb zu haben, hören sie nie auf. Das zieht nicht um.“`,
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
        `"But which days are which?" asked ${s.name}. "That is for the grown-ups to work out," said ${s.where.guideName}. "${s.parents.first.name} will tell you, and so will ${s.parents.second.name}, so you always know. There will be a calendar with the days of the week, and a toothbrush and a bed waiting in each home. You don't have to remember it all by yourself."`,
      { needs: ['parents'] },
    ),
    en(
      (s) =>
        `"I keep forgetting which day is which," said ${s.name}. "That's what a calendar is for," said ${s.where.guideName}. "A home calendar on the fridge, with a sticker for every night, so you can see where you'll sleep. And in each home there's a bed that is yours and a toothbrush that is yours, waiting. You don't have to hold it all in your head."`,
      { unless: ['parents'] },
    ),
    en(
      (s) =>
        `Walking back, ${s.name} made a list in ${s.his} head, to feel steady: toothbrush here, toothbrush there. Pyjamas here, pyjamas there. A bed in each home, with a pillow of ${s.his} own. Breakfast every morning, whichever home ${s.name} woke up in. "And someone to look after me," ${s.name} said out loud. "In both," said ${s.pal}.`,
    ),
    en(
      (s) =>
        `"${s.toy.The} always travels with me," said ${s.name}, "in the bag, there and back again." "Then ${s.toy.the} will know both homes by heart," said ${s.pal}. "Everything else can come in twos: two toothbrushes, two beds, two hooks for your coat. And in both homes, somebody to tuck you in."`,
      { needs: ['toy'], unless: ['parents'] },
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
        `„Aber welcher Tag ist wo?“, fragte ${s.name}. „Das klären die Großen“, sagte ${s.where.guideName}. „${s.parents.first.name} sagt es dir, und ${s.parents.second.name} auch, damit du es immer weißt. Es gibt einen Kalender mit allen Wochentagen, und in jedem Zuhause warten eine Zahnbürste und ein Bett auf dich. Das musst du dir nicht alles allein merken.“`,
      { needs: ['parents'] },
    ),
    de(
      (s) =>
        `„Ich vergesse immer, welcher Tag wo ist“, sagte ${s.name}. „Dafür gibt es einen Kalender“, sagte ${s.where.guideName}. „Einen Zuhause-Kalender am Kühlschrank, mit einem Aufkleber für jede Nacht, dann siehst du, wo du schläfst. Und in jedem Zuhause wartet ein Bett, das dir gehört, und eine Zahnbürste, die dir gehört. Das musst du nicht alles im Kopf behalten.“`,
      { unless: ['parents'] },
    ),
    de(
      (s) =>
        `Beim Zurückgehen ging ${s.name} im Kopf eine Liste durch, das machte alles ein bisschen fester: Zahnbürste hier, Zahnbürste dort. Schlafanzug hier, Schlafanzug dort. In jedem Zuhause ein Bett mit einem eigenen Kissen. Frühstück an jedem Morgen, ganz egal, wo ${s.name} aufwachte. „Und jemand, der für mich sorgt“, sagte ${s.name} laut. „In beiden“, sagte ${s.pal}.`,
    ),
    de(
      (s) =>
        `„${s.toy.Der.nom} reist immer mit“, sagte ${s.name}, „in der Tasche, hin und wieder zurück.“ „Dann kennt ${s.toy.der.nom} bald beide Zuhause auswendig“, sagte ${s.pal}. „Von allem anderen gibt es zwei: zwei Zahnbürsten, zwei Betten, zwei Haken für die Jacke. Und in beiden Zuhause jemanden, der dich zudeckt.“`,
      { needs: ['toy'], unless: ['parents'] },
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
    en(
      (s) =>
        `The bedroom was just as ${s.name} had left it. ${s.name} lay down and counted the good things slowly, like sheep: loved in both homes. Looked after, every day. Not ${s.his} fault, not one bit of it. Long before the end of the list, ${s.name} was asleep.`,
    ),
    en(
      (s) =>
        `${s.pal} pulled the blanket up to ${s.name}'s chin, the way ${s.palHe} had seen the grown-ups do it. "Tomorrow is an ordinary day," ${s.palHe} whispered. "Breakfast, and your shoes by the door, and someone to look after you. Goodnight, ${s.name}." ${s.name} was already half asleep. Not my fault, ${s.name} thought, and loved, and then thought nothing at all.`,
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
        `Wieder zu Hause wurde ${s.name} von ${s.grownups.dat} zugedeckt. „Du wirst geliebt“, ${s.grownups.plural ? 'sagten sie' : `sagte ${s.grownups.names}`}, „und für dich wird gesorgt, jeden einzelnen Tag.“ ${s.name} hielt diese Worte fest, warm und geborgen, bis ${s.ihm} die Augen zufielen. Gute Nacht, ${s.name}.`,
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
    de(
      (s) =>
        `Im Zimmer war alles so, wie ${s.name} es verlassen hatte. ${s.name} legte sich hin und zählte die guten Sachen, langsam, wie Schäfchen: lieb gehabt in beiden Zuhause. Gut versorgt, jeden Tag. Nicht ${s.sein('e')} Schuld, kein bisschen davon. Noch lange vor dem Ende der Liste war ${s.name} eingeschlafen.`,
    ),
    de(
      (s) =>
        `${s.pal} zog die Bettdecke hoch bis unters Kinn, so wie ${s.palEr} es bei den Großen gesehen hatte. „Morgen ist ein ganz normaler Tag“, flüsterte ${s.palEr}. „Frühstück und Schuhe an der Tür und jemand, der für dich sorgt. Gute Nacht, ${s.name}.“ ${s.name} war schon halb im Schlaf. Nicht meine Schuld, dachte ${s.name}, und lieb gehabt, und dann dachte ${s.er} gar nichts mehr.`,
    ),
  ],
};
