import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';
import { BIG, LITTLE } from './ages.ts';

// Learning something: to swim (a starfish float, bubbles, one small step at a time), to ride a bike
// (look far ahead, the wobbles get used up) and to find things out (look, wonder, ask, one question
// at a time). The companion is patient and never does it for the child.

const learningToSwim: ThemeBeats = {
  id: 'learning-to-swim',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.sight()} They came to a pool of warm, still water, so clear you could see the pebbles at the bottom, and the young ones ${s.where.again} were splashing about in it. ${s.pal} hopped in at the shallow end. "Come on in!" But ${s.name} stayed on the edge with ${s.his} toes curled tight. "I can't swim yet," ${s.he} said. "And I don't like letting go."`,
        BIG,
      ),
      en(
        (s) =>
          `"Everyone in my swimming class can put their face in the water," ${s.name} told ${s.pal}, as they sat by a little pool with their feet dangling in. "Everyone except me." ${s.He} looked down at the water and did not move.`,
        BIG,
      ),
      en(
        (s) =>
          `"What do you want to learn most of all?" asked ${s.pal}. "Swimming," said ${s.name}. "But the water is so deep, and I'm scared to let go of the edge."`,
        BIG,
      ),
      en((s) => `Splash, splash! The water is big. ${s.name} holds on to the edge.`, LITTLE),
      en((s) => `Face in the water? No, no, says ${s.name}.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.sight()} Sie kamen an einen kleinen Teich mit warmem, stillem Wasser, so klar, dass man die Kiesel am Grund sehen konnte, und die Kleinen ${s.where.again} planschten darin herum. ${s.pal} hüpfte am flachen Ende hinein. „Komm rein!“ Aber ${s.name} blieb am Rand stehen und krallte die Zehen fest. „Ich kann noch nicht schwimmen“, sagte ${s.er}. „Und ich lasse nicht gern los.“`,
        BIG,
      ),
      de(
        (s) =>
          `„In meinem Schwimmkurs können alle das Gesicht ins Wasser tauchen“, erzählte ${s.name}, während sie am Rand eines kleinen Teichs saßen und die Füße ins Wasser baumeln ließen. „Alle außer mir.“ ${s.Er} schaute aufs Wasser und rührte sich nicht.`,
        BIG,
      ),
      de(
        (s) =>
          `„Was möchtest du am allerliebsten lernen?“, fragte ${s.pal}. „Schwimmen“, sagte ${s.name}. „Aber das Wasser ist so tief, und ich trau mich nicht, den Rand loszulassen.“`,
        BIG,
      ),
      de((s) => `Platsch, platsch! Das Wasser ist groß. ${s.name} hält sich am Rand fest.`, LITTLE),
      de((s) => `Gesicht ins Wasser? Nein, nein, sagt ${s.name}.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `${s.pal} showed ${s.name} how to be a starfish: lie back, arms and legs stretched out wide, everything loose and floppy, and let the water carry you. ${s.name} tried it in the shallow water by the edge, with ${s.pal}'s ${s.paw} under ${s.his} back. And the water really did carry ${s.him}, as light as a leaf. "Now kick like a frog," said ${s.pal}, and ${s.name} kicked, splish, splash, and moved a little way through the water, all by ${s.himself}.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} taught ${s.name} a bubble game: take a big breath, put your mouth in the water and blow, blub, blub, blub, like a happy fish. ${s.name} did it with ${s.his} mouth, then with ${s.his} nose, and then, quick as a blink, with ${s.his} whole face. ${s.He} came up laughing, with water dripping off ${s.his} eyelashes. "Face and all!" ${s.he} spluttered.`,
        BIG,
      ),
      en(
        (s) =>
          `"One small step at a time," said ${s.pal}. First ${s.name} sat on the edge and kicked. Then ${s.he} stood in the shallow water, up to ${s.his} tummy. Then ${s.he} held on to ${s.pal} and let ${s.his} feet float up. And then, for one whole count of three, ${s.he} let go. One, two, three: floating. "Next time, four," said ${s.name}, eyes shining.`,
        BIG,
      ),
      en((s) => `Kick, kick, kick! Blub, blub, blub! ${s.name} is swimming!`, LITTLE),
      en((s) => `Lie back like a starfish. Float, float. The water holds ${s.name}.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.pal} zeigte ${s.ihm}, wie man ein Seestern ist: auf den Rücken legen, Arme und Beine weit ausstrecken, alles ganz locker lassen und sich vom Wasser tragen lassen. ${s.name} probierte es im flachen Wasser am Rand, ${s.paw.der.acc} von ${s.pal} unter dem Rücken. Und das Wasser trug ${s.ihn} wirklich, leicht wie ein Blatt. „Jetzt strampeln wie ein Frosch“, sagte ${s.pal}, und ${s.name} strampelte, plitsch, platsch, und kam ganz von allein ein Stückchen voran.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} brachte ${s.ihm} ein Blubberspiel bei: tief Luft holen, den Mund ins Wasser und pusten, blubb, blubb, blubb, wie ein fröhlicher Fisch. ${s.name} machte es mit dem Mund, dann mit der Nase und dann, schnell wie ein Wimpernschlag, mit dem ganzen Gesicht. Lachend tauchte ${s.er} wieder auf, und von den Wimpern tropfte das Wasser. „Mit dem ganzen Gesicht!“, prustete ${s.er}.`,
        BIG,
      ),
      de(
        (s) =>
          `„Ein kleiner Schritt nach dem anderen“, sagte ${s.pal}. Erst saß ${s.name} am Rand und strampelte. Dann stand ${s.er} im flachen Wasser, bis zum Bauch. Dann hielt ${s.er} sich an ${s.pal} fest und ließ die Füße nach oben schweben. Und dann, einmal bis drei lang, ließ ${s.er} los. Eins, zwei, drei: schweben. „Nächstes Mal bis vier“, sagte ${s.name} mit leuchtenden Augen.`,
        BIG,
      ),
      de((s) => `Strampel, strampel, strampel! Blubb, blubb, blubb! ${s.name} schwimmt!`, LITTLE),
      de((s) => `Auf den Rücken wie ein Seestern. Schweben, schweben. Das Wasser trägt ${s.name}.`, LITTLE),
    ],
  },
};

const learningToRideABike: ThemeBeats = {
  id: 'learning-to-ride-a-bike',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.sight()} Leaning nearby stood a little bicycle with a bell, just ${s.name}'s size, as if it had been waiting. ${s.name} got on, wobbled, put both feet down at once and got off again. "I always wobble," ${s.he} said crossly. "And then I have to stop."`,
        BIG,
      ),
      en(
        (s) =>
          `"My friends can all ride without stabilisers," said ${s.name} quietly. "I'm scared I'll fall off." ${s.pal} nodded. "Falling off is scary," ${s.palHe} said. "But you know how to get up again."`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} told ${s.pal} about the bike at home. "I want to ride without anyone holding on," ${s.he} said, "but every time they let go, I wobble and stop."`,
        BIG,
      ),
      en((s) => `Wobble, wobble, ${s.name}! Oh, oh! Feet down.`, LITTLE),
      en((s) => `A little bike with a bell. Ring, ring! But ${s.name} is scared.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.sight()} Nicht weit entfernt lehnte ein kleines Fahrrad mit einer Klingel, genau in ${s.sein('er')} Größe, als hätte es schon gewartet. ${s.name} stieg auf, wackelte, stellte sofort beide Füße auf den Boden und stieg wieder ab. „Ich wackle immer“, sagte ${s.er} ärgerlich. „Und dann muss ich anhalten.“`,
        BIG,
      ),
      de(
        (s) =>
          `„Meine Freunde können alle schon ohne Stützräder fahren“, sagte ${s.name} leise. „Ich hab Angst, dass ich hinfalle.“ ${s.pal} nickte. „Hinfallen ist unheimlich“, sagte ${s.palEr}. „Aber du weißt ja, wie man wieder aufsteht.“`,
        BIG,
      ),
      de(
        (s) =>
          `„Zu Hause hab ich ein Fahrrad“, erzählte ${s.name}. „Ich will fahren, ohne dass jemand festhält. Aber jedes Mal, wenn sie loslassen, wackle ich und muss anhalten.“`,
        BIG,
      ),
      de((s) => `Wackel, wackel, ${s.name}! Oh, oh! Füße runter.`, LITTLE),
      de((s) => `Ein kleines Fahrrad mit Klingel. Kling, kling! Aber ${s.name} hat Angst.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `${s.pal} told ${s.name} the secret of bikes. "Look far ahead, not down at your feet, and keep on pedalling. Then the bike balances all by itself." So ${s.name} tried it on the nearest little bicycle: eyes far ahead, feet going round and round. ${s.pal} held on to the back, and ran, and ran, and then, without a word, let go. ${s.name} rode on alone, wobbling only a little, and only noticed when ${s.he} heard ${s.pal} cheering from far behind.`,
        BIG,
      ),
      en(
        (s) =>
          `First they practised balancing without any bike at all, on one foot and then on the other, arms out like wings, wobbling and giggling. "Balance is the secret," said ${s.pal}, "and you've got lots of it." Then ${s.name} climbed onto the nearest bicycle, pushed off with both feet and glided along, feet up, one, two, three, four, five. "I'm riding!" ${s.he} shouted. "You are," said ${s.pal}.`,
        BIG,
      ),
      en(
        (s) =>
          `"Wobbling is part of it," said ${s.pal}. "Everybody wobbles at first. Even the best riders wobbled once." So ${s.name} stopped minding the wobbles. ${s.He} wobbled and pedalled, and wobbled less and pedalled more, round and round a wide, smooth path, until the wobbles were all used up and only the riding was left. The wind rushed past ${s.his} ears.`,
        BIG,
      ),
      en((s) => `Round and round go the pedals! ${s.name} can ride! Ring, ring!`, LITTLE),
      en((s) => `Look far ahead. Pedal, pedal. Whoosh, ${s.name}!`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.pal} verriet ${s.ihm} das Geheimnis des Fahrradfahrens. „Schau weit nach vorn, nicht auf die Füße, und tritt immer weiter in die Pedale. Dann hält das Rad das Gleichgewicht ganz von allein.“ Also probierte ${s.name} es auf dem nächstbesten kleinen Fahrrad aus: die Augen weit nach vorn, die Füße immer rundherum. ${s.pal} hielt hinten fest und rannte und rannte und ließ dann, ohne ein Wort, los. ${s.name} fuhr allein weiter, wackelte nur ein kleines bisschen und merkte es erst, als ${s.pal} weit hinten jubelte.`,
        BIG,
      ),
      de(
        (s) =>
          `Zuerst übten sie Gleichgewicht ganz ohne Fahrrad, erst auf einem Bein, dann auf dem anderen, die Arme ausgebreitet wie Flügel, wackelnd und kichernd. „Gleichgewicht ist das Geheimnis“, sagte ${s.pal}, „und davon hast du jede Menge.“ Dann stieg ${s.name} aufs nächstbeste Fahrrad, stieß sich mit beiden Füßen ab und rollte, die Füße hoch, eins, zwei, drei, vier, fünf. „Ich fahre!“, rief ${s.er}. „Und wie“, sagte ${s.pal}.`,
        BIG,
      ),
      de(
        (s) =>
          `„Wackeln gehört dazu“, sagte ${s.pal}. „Am Anfang wackelt jeder. Sogar die besten Radfahrer haben mal gewackelt.“ Also machte sich ${s.name} nichts mehr aus dem Wackeln. ${s.Er} wackelte und trat in die Pedale und wackelte weniger und trat mehr, rundherum auf einem breiten, glatten Weg, bis alles Wackeln aufgebraucht war und nur noch das Fahren übrig blieb. Der Wind sauste ${s.ihm} um die Ohren.`,
        BIG,
      ),
      de((s) => `Rundherum gehen die Pedale! ${s.name} kann fahren! Kling, kling!`, LITTLE),
      de((s) => `Weit nach vorn schauen. Treten, treten. Wuuusch, ${s.name}!`, LITTLE),
    ],
  },
};

const curiousLearner: ThemeBeats = {
  id: 'curious-learner',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.name} couldn't stop asking questions. Why does so much sparkle ${s.where.again}? Where does the wind go when it stops? Who was here first, and who comes next? The questions tumbled out of ${s.him}, more than anyone could answer in one night. "I want to know everything," ${s.he} said. "But there's so much of it."`,
        BIG,
      ),
      en(
        (s) =>
          `${s.sight()} ${s.pal} asked something ${s.name} didn't know: "Why is the night dark, but the moon bright?" ${s.name} opened ${s.his} mouth and closed it again. "I don't know," ${s.he} said, and the not-knowing itched like a bite you can't reach.`,
        BIG,
      ),
      en(
        (s) =>
          `Something tiny was crawling past, busy and shiny, and ${s.name} crouched down to look. "What is it? Where is it going? Does it have a name?" ${s.He} didn't know a single answer, and the not-knowing put a frown on ${s.his} face.`,
        BIG,
      ),
      en((s) => `Why? Why? Why? ${s.name} wants to know everything.`, LITTLE),
      en((s) => `Look, look, ${s.pal}! What is that? ${s.name} does not know.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.name} konnte nicht aufhören zu fragen. Warum glitzert hier so vieles? Wohin geht der Wind, wenn er aufhört? Wer war zuerst da, und wer kommt als Nächstes? Die Fragen purzelten nur so heraus, viel mehr, als irgendwer in einer Nacht beantworten konnte. „Ich will alles wissen“, sagte ${s.er}. „Aber es ist so viel.“`,
        BIG,
      ),
      de(
        (s) =>
          `${s.sight()} ${s.pal} fragte etwas, das ${s.name} nicht wusste: „Warum ist die Nacht dunkel, aber der Mond hell?“ ${s.name} machte den Mund auf und wieder zu. „Weiß ich nicht“, sagte ${s.er}, und das Nichtwissen juckte wie ein Mückenstich, an den man nicht herankommt.`,
        BIG,
      ),
      de(
        (s) =>
          `Etwas Winziges krabbelte vorbei, fleißig und glänzend, und ${s.name} hockte sich hin, um es anzuschauen. „Was ist das? Wohin geht es? Hat es einen Namen?“ Auf keine einzige Frage wusste ${s.name} eine Antwort, und vom Nichtwissen bekam ${s.er} eine Falte auf der Stirn.`,
        BIG,
      ),
      de((s) => `Warum? Warum? Warum? ${s.name} will alles wissen.`, LITTLE),
      de((s) => `Schau, schau, ${s.pal}! Was ist das? ${s.name} weiß es nicht.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `"Let's find out," said ${s.pal}, "one question at a time." So they looked, very closely, for a very long time. They listened. They asked ${s.where.guideName}, who knew some of the answers and said "I wonder" about the rest, which was nearly as good. One by one the questions turned into answers, and every answer had a new question tucked inside it, like a seed. "That's the best bit," whispered ${s.name}. "There's always more."`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} pulled a magnifying glass out of ${s.palHis} bag. Through it the smallest things turned enormous: a speck of dust was a glittering boulder, a thread was a rope, and ${s.name}'s fingertip had swirls like a map. ${s.name} looked and looked and asked and asked, and not once did ${s.pal} say, "That's enough." "That's how explorers do it," said ${s.pal}. "Look, wonder, ask, and look again." ${s.name} decided to do it that way from now on.`,
        BIG,
      ),
      en(
        (s) =>
          `"Did you know," said ${s.where.guideName}, "that the moon has no light of its own? It shines because the sun lights it up, even at night, from the other side of the world." ${s.name}'s eyes went wide. "Tell me another one," ${s.he} said, and ${s.where.guideName} did, and then another. ${s.name} tucked each one away like a treasure, to tell everyone at breakfast.`,
        BIG,
      ),
      en((s) => `Look closely, closer, closer. Oh! ${s.name} found out!`, LITTLE),
      en((s) => `Ask, ask, and ${s.pal} says, "Let's look together." Hooray, ${s.name}!`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `„Lass es uns herausfinden“, sagte ${s.pal}, „eine Frage nach der anderen.“ Also schauten sie ganz genau hin, ganz lange. Sie lauschten. Sie fragten ${s.where.guideName}. Manches wusste ${s.where.guideName}, und zu allem anderen hieß es: „Das frage ich mich auch“, und das war fast genauso gut. Eine nach der anderen wurden die Fragen zu Antworten, und in jeder Antwort steckte schon eine neue Frage, wie ein Samenkorn. „Das ist das Schönste daran“, flüsterte ${s.name}. „Es gibt immer noch mehr.“`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} zog eine Lupe aus ${s.palSein('em')} Beutel. Durch sie wurden die kleinsten Dinge riesig: Ein Staubkorn war ein glitzernder Felsbrocken, ein Faden ein dickes Seil, und auf der eigenen Fingerspitze waren Wirbel wie auf einer Landkarte. ${s.name} schaute und schaute und fragte und fragte, und kein einziges Mal sagte ${s.pal}: „Jetzt reicht’s.“ „So machen es Entdecker“, sagte ${s.pal}. „Schauen, staunen, fragen und noch mal schauen.“ ${s.name} beschloss, es ab jetzt genauso zu machen.`,
        BIG,
      ),
      de(
        (s) =>
          `„Wusstet ihr“, fragte ${s.where.guideName}, „dass der Mond gar kein eigenes Licht hat? Er leuchtet, weil die Sonne ihn anstrahlt, sogar nachts, von der anderen Seite der Welt aus.“ ${s.name} machte große Augen. „Noch eins!“, sagte ${s.er}, und ${s.where.guideName} erzählte noch eins und dann noch eins. Jedes hob ${s.name} auf wie einen Schatz, um es morgen beim Frühstück allen zu erzählen.`,
        BIG,
      ),
      de((s) => `Ganz genau hinschauen, näher, näher. Oh! ${s.name} hat es herausgefunden!`, LITTLE),
      de((s) => `Fragen, fragen, und ${s.pal} sagt: „Wir schauen zusammen nach.“ Hurra, ${s.name}!`, LITTLE),
    ],
  },
};

export const LEARNING_THEMES: readonly ThemeBeats[] = [learningToSwim, learningToRideABike, curiousLearner];
