import { de, en, type Passage } from '../types.ts';
import { waitingFacts, waitingTold } from './new-sibling-waiting.ts';

// The night of the new-sibling story for children of five and over: the mixed-up feeling told to
// the place's listener; jealousy named and allowed, the child not replaced and loved as before; being
// little again allowed; what babies are like (tiny: they sleep, cry, drink milk, hold a finger, and
// neither walk nor talk); and what is the big child's own.

/** "big brother", "big sister", or for a child whose pronoun is not known "the big one". */
const bigEn = (he: string) => (he === 'he' ? 'big brother' : he === 'she' ? 'big sister' : 'big one');

export const tellTheGuide: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guide} "You look like someone with a mixed-up feeling," said ${s.where.guideName}. ${s.name} nodded. "It's ${s.baby.name}," ${s.name} said. "Everybody's so happy about ${s.baby.him}. I'm a bit happy too. But I'm cross as well. What if they love ${s.baby.name} more than me?"`,
      { needs: ['baby'] },
    ),
    en(
      (s) =>
        `${s.where.guide} ${s.name} kicked at a pebble. "I don't even know if I want a ${s.baby.word}," ${s.name} said at last. "${s.baby.name} gets all the looking and all the cooing. I used to be the littlest."`,
      { needs: ['baby'], unless: ['expected'] },
    ),
    ...waitingTold.en,
    en(
      (s) =>
        `${s.where.guide} "You look like someone with a mixed-up feeling," said ${s.where.guideName}. "It's the baby," said ${s.name}. "Everybody's so happy. I'm a bit happy too. But I'm cross as well. What if everybody loves the baby more than me?"`,
      { unless: ['baby'] },
    ),
    en(
      (s) =>
        `${s.where.guide} "Hello, ${s.name}," said ${s.where.guideName}. "What's on your mind?" "Babies," said ${s.name} gloomily. "Everyone keeps telling me how big I am now. But what if I don't want to be big? What if I want to be the little one, like before?"`,
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} „Du siehst aus, als hättest du ein Durcheinandergefühl“, sagte ${s.where.guideName}. ${s.name} nickte. „Es ist wegen ${s.baby.name}“, sagte ${s.name}. „Alle freuen sich so. Ich freu mich ja auch ein bisschen. Aber ich bin auch wütend. Und was ist, wenn sie ${s.baby.name} lieber haben als mich?“`,
      { needs: ['baby'] },
    ),
    de(
      (s) =>
        `${s.where.guide} ${s.name} kickte einen Kiesel weg. „Ich weiß gar nicht, ob ich überhaupt ein ${s.baby.word} will“, sagte ${s.name} schließlich. „${s.baby.name} kriegt das ganze Angucken und das ganze Ach-wie-süß. Früher war ich ${s.er === 'sie' ? 'die Kleinste' : s.er === 'er' ? 'der Kleinste' : 'das kleinste Kind'} hier.“`,
      { needs: ['baby'], unless: ['expected'] },
    ),
    ...waitingTold.de,
    de(
      (s) =>
        `${s.where.guide} „Du siehst aus, als hättest du ein Durcheinandergefühl“, sagte ${s.where.guideName}. „Es ist wegen dem Baby“, sagte ${s.name}. „Alle freuen sich so. Ich freu mich auch ein bisschen. Aber ich bin auch wütend. Was ist, wenn alle das Baby lieber haben als mich?“`,
      { unless: ['baby'] },
    ),
    de(
      (s) =>
        `${s.where.guide} „Hallo, ${s.name}“, sagte ${s.where.guideName}. „Was geht dir durch den Kopf?“ „Babys“, sagte ${s.name} düster. „Alle sagen dauernd, wie groß ich jetzt bin. Aber was, wenn ich gar nicht groß sein will? Wenn ich lieber wieder das Kleine sein will, wie vorher?“`,
    ),
  ],
};

export const guideAnswers: Passage = {
  en: [
    en(
      (s) =>
        `"That mixed-up feeling has a name," said ${s.where.guideName}. "Part of it is happy, and part of it is jealous. Jealous is when somebody else seems to be getting what you want. It is allowed, and it does not make you unkind. Lots of big brothers and sisters feel it." ${s.where.guideName} leaned closer. "And here is something true: nobody can take your place. There is only one ${s.name}, and you are loved just as much as before."`,
    ),
    en(
      (s) =>
        `"Think of a candle," said ${s.where.guideName}. "If you light a second candle from the first, does the first one get any smaller?" ${s.name} thought. "No." "No. There is just more light. Love is like that. A new baby does not take any love away from you. It only makes more." "So I can still be jealous sometimes?" asked ${s.name}. "Of course," said ${s.where.guideName}. "Jealous, cross, happy, all of it. And you are still loved, every bit as much."`,
    ),
    en(
      (s) =>
        `"Do you know what?" said ${s.pal}. "Feeling jealous of a baby is allowed. Wishing things were like before is allowed." ${s.where.guideName} nodded. "And you are not being swapped for anyone, ${s.name}. You are loved just as you were before the baby, and just as you will be after. That doesn't change."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Dieses Durcheinandergefühl hat einen Namen“, sagte ${s.where.guideName}. „Ein Teil davon ist Freude, und ein Teil ist Eifersucht. Eifersüchtig ist man, wenn jemand anders zu bekommen scheint, was man selbst gern hätte. Das ist erlaubt, und es macht dich nicht gemein. Ganz viele große Geschwister kennen das.“ ${s.where.guideName} beugte sich näher. „Und das hier ist wahr: Niemand kann deinen Platz einnehmen. ${s.name} gibt es nur einmal, und du wirst genauso lieb gehabt wie vorher.“`,
    ),
    de(
      (s) =>
        `„Stell dir eine Kerze vor“, sagte ${s.where.guideName}. „Wenn du an ihr eine zweite Kerze anzündest, wird die erste dann kleiner?“ ${s.name} überlegte. „Nein.“ „Nein. Es wird nur heller. Mit der Liebe ist es genauso. Ein neues Baby nimmt dir keine Liebe weg. Es kommt nur noch mehr dazu.“ „Darf ich dann trotzdem manchmal eifersüchtig sein?“, fragte ${s.name}. „Natürlich“, sagte ${s.where.guideName}. „Eifersüchtig, wütend, froh, alles. Und du wirst trotzdem genauso lieb gehabt.“`,
    ),
    de(
      (s) =>
        `„Weißt du was?“, sagte ${s.pal}. „Auf ein Baby eifersüchtig sein ist erlaubt. Sich wünschen, dass alles wieder wie früher ist, auch.“ ${s.where.guideName} nickte. „Und dich tauscht niemand aus, ${s.name}. Du wirst lieb gehabt wie vor dem Baby, und genauso danach. Daran ändert sich nichts.“`,
    ),
  ],
};

export const littleAgain: Passage = {
  en: [
    en(
      (s) =>
        `"Sometimes I want to be a baby again," whispered ${s.name}. "So I can be carried everywhere." "That's allowed too," said ${s.where.guideName}. "Lots of children want to be little again for a while when a baby comes. You can ask for a carry, or a lap, or a lullaby. Big children need those as well."`,
    ),
    en(
      (s) =>
        `"Do you ever wish you were little again?" asked ${s.pal}. "A bit," said ${s.name}. "Then be little sometimes," said ${s.pal}. "Ask for a cuddle on a lap, or a song at bedtime. Being the ${bigEn(s.he)} doesn't mean you can't be small for a while."`,
    ),
    en(
      (s) =>
        `"You are allowed to be little too," said ${s.where.guideName}. "Big on some days, little on others. You can ask for a story on a lap, a carry up the stairs, your very own cuddle. There is room for a little ${s.name} and a big ${s.name}, both."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Manchmal möchte ich wieder ein Baby sein“, flüsterte ${s.name}. „Damit mich alle überallhin tragen.“ „Das ist auch erlaubt“, sagte ${s.where.guideName}. „Viele Kinder wollen eine Weile wieder klein sein, wenn ein Baby kommt. Du darfst dich tragen lassen, auf den Schoß wollen, ein Schlaflied hören. Große Kinder brauchen das auch.“`,
    ),
    de(
      (s) =>
        `„Wünschst du dir manchmal, wieder klein zu sein?“, fragte ${s.pal}. „Ein bisschen“, sagte ${s.name}. „Dann sei manchmal klein“, sagte ${s.pal}. „Wünsch dir eine Kuschelrunde auf dem Schoß oder ein Lied vor dem Einschlafen. Wer groß ist, darf trotzdem mal klein sein.“`,
    ),
    de(
      (s) =>
        `„Du darfst auch klein sein“, sagte ${s.where.guideName}. „An manchen Tagen groß, an anderen klein. Eine Geschichte auf dem Schoß, auf den Arm die Treppe hoch, eine Umarmung nur für dich. Da ist Platz für ${s.name} in groß und ${s.name} in klein, für beide.“`,
    ),
  ],
};

export const babyFacts: Passage = {
  en: [
    en(
      (s) =>
        `"Babies are very small," said ${s.where.guideName}. "${s.baby.name} won't walk or talk or play games for a long, long time. A new baby mostly sleeps, and cries, and drinks milk, and sleeps again. But a baby can do one thing very well: hold on to a finger, tight as tight. And very often it's the finger of the ${bigEn(s.he)}."`,
      { needs: ['baby'], unless: ['expected'] },
    ),
    en(
      (s) =>
        `"New babies are tiny," said ${s.pal}. "They can't walk. They can't talk. They can't even hold their own heads up. They sleep, and they cry, and they drink milk, and they hold on to your finger." "That sounds a bit boring," said ${s.name}. "A bit," agreed ${s.pal}. "But babies love looking at faces. Especially the face of someone bigger."`,
      { unless: ['expected'] },
    ),
    en(
      (s) =>
        `${s.name} thought about the new baby, so small that ${s.baby.name} would fit in the crook of an arm. No walking, no talking, no games: just sleeping, and crying, and a tiny hand that holds on to a finger. "I could sing to ${s.baby.him}," ${s.name} said slowly. "Sometimes. If I want to."`,
      { needs: ['baby'], unless: ['expected'] },
    ),
    en(
      (s) =>
        `${s.name} thought about how small a new baby is: small enough to fit in the crook of an arm, too small to walk or talk or play. Babies just sleep, and cry, and hold on to a finger. "I could sing to the baby," ${s.name} said slowly. "Sometimes. If I want to."`,
      { unless: ['baby', 'expected'] },
    ),
    ...waitingFacts.en,
  ],
  de: [
    de(
      (s) =>
        `„Babys sind ganz klein“, sagte ${s.where.guideName}. „${s.baby.name} wird noch lange, lange nicht laufen oder sprechen oder spielen. Ein neues Baby schläft fast nur, und weint, und trinkt Milch, und schläft wieder. Aber eins kann ein Baby richtig gut: sich an einem Finger festhalten, ganz fest. Und oft ist es der Finger vom großen Geschwisterkind.“`,
      { needs: ['baby'], unless: ['expected'] },
    ),
    de(
      (s) =>
        `„Neue Babys sind winzig“, sagte ${s.pal}. „Sie können nicht laufen. Sie können nicht sprechen. Sie können nicht mal ihren Kopf allein halten. Sie schlafen, und sie weinen, und sie trinken Milch, und sie halten sich an deinem Finger fest.“ „Das klingt ein bisschen langweilig“, sagte ${s.name}. „Ein bisschen“, gab ${s.pal} zu. „Aber Babys schauen so gern Gesichter an. Am liebsten das Gesicht von jemandem, der größer ist.“`,
      { unless: ['expected'] },
    ),
    de(
      (s) =>
        `${s.name} dachte an ${s.baby.name}, so klein, dass ${s.baby.er.nom} in eine Armbeuge passen würde. Kein Laufen, kein Sprechen, kein Spielen: nur Schlafen und Weinen und eine winzige Hand, die sich an einem Finger festhält. „Ich könnte ${s.baby.er.dat} was vorsingen“, sagte ${s.name} langsam. „Manchmal. Wenn ich will.“`,
      { needs: ['baby'], unless: ['expected'] },
    ),
    de(
      (s) =>
        `${s.name} dachte daran, wie klein so ein neues Baby ist: so klein, dass es in eine Armbeuge passt, zu klein zum Laufen und Sprechen und Spielen. Babys schlafen nur, und weinen, und halten sich an einem Finger fest. „Ich könnte dem Baby was vorsingen“, sagte ${s.name} langsam. „Manchmal. Wenn ich will.“`,
      { unless: ['baby', 'expected'] },
    ),
    ...waitingFacts.de,
  ],
};

export const bigChildThings: Passage = {
  en: [
    en(
      (s) =>
        `"Do I have to share ${s.toy.the} with the baby?" asked ${s.name}. "Not if you don't want to," said ${s.where.guideName}. "Some things are just yours. A baby needs milk and sleep and cuddles, not ${s.toy.the}."`,
      { needs: ['toy'] },
    ),
    en(
      (s) =>
        `${s.pal} had brought a midnight picnic: ${s.food.a}. "Babies can't eat ${s.food.noun}," said ${s.name}, with ${s.his} mouth full. "Babies only have milk." "That's right," said ${s.pal}. "Some things are just for big children."`,
      { needs: ['food'] },
    ),
    en(
      (s) =>
        `"A baby can't ${s.activity.base}," said ${s.name}, and showed ${s.pal} how, right there ${s.where.again}. "Not for years and years," said ${s.pal}, watching. "That's something that's all yours."`,
      { needs: ['activity'] },
    ),
    en(
      (s) =>
        `${s.name} counted on ${s.his} fingers all the things a big child can do and a baby can't: run, and jump, and talk, and choose a bedtime story, and make a really good funny face. It took both hands. "That's a lot of things," said ${s.pal}, impressed.`,
    ),
    en(
      (s) =>
        `"You know what else?" said ${s.pal}. "You were a tiny baby once, too, and somebody held you and sang to you and loved you to bits. They still do. That part hasn't stopped."`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Muss ich ${s.toy.der.acc} mit dem Baby teilen?“, fragte ${s.name}. „Nicht, wenn du nicht willst“, sagte ${s.where.guideName}. „Manche Sachen gehören nur dir. Ein Baby braucht Milch und Schlaf und Kuscheln, nicht ${s.toy.der.acc}.“`,
      { needs: ['toy'] },
    ),
    de(
      (s) =>
        `${s.pal} hatte ein Mitternachtspicknick dabei: ${s.food.ein.acc}. „Das können Babys nicht essen“, sagte ${s.name} mit vollem Mund. „Babys kriegen nur Milch.“ „Stimmt“, sagte ${s.pal}. „Manches ist nur was für große Kinder.“`,
      { needs: ['food'] },
    ),
    de(
      (s) =>
        `„Ein Baby kann nicht ${s.activity.infinitive}“, sagte ${s.name} und zeigte ${s.pal} gleich ${s.where.again}, wie das geht. „Noch jahrelang nicht“, sagte ${s.pal} und schaute zu. „Das gehört ganz dir.“`,
      { needs: ['activity'] },
    ),
    de(
      (s) =>
        `${s.name} zählte an den Fingern ab, was ein großes Kind kann und ein Baby nicht: rennen, hüpfen, reden, sich eine Gutenachtgeschichte aussuchen und eine richtig gute Grimasse schneiden. Es brauchte beide Hände. „Das ist eine ganze Menge“, sagte ${s.pal} beeindruckt.`,
    ),
    de(
      (s) =>
        `„Weißt du was?“, sagte ${s.pal}. „Du warst auch mal ein winziges Baby, und jemand hat dich gehalten und dir vorgesungen und dich ganz doll lieb gehabt. Das ist heute noch so. Das hat nie aufgehört.“`,
    ),
  ],
};
