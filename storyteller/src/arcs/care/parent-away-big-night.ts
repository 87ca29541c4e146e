import { de, en, type Passage } from '../types.ts';
import { awayDe, awayEn, backDe, backEn } from './away-words.ts';
import { cap } from './words.ts';

// The night of the parent-away story for children of five and over: the child tells the place's
// listener, who lets the missing (and, for a parent in hospital, the worry) be; the same moon over
// both of them; a kiss blown to it; and ways to stay close, told twice from one passage (the teller
// never tells a variant twice, so each stands on its own, in any order).

export const tellTheGuide: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guide} "You're carrying something heavy tonight," said ${s.where.guideName}. "I can see it in the way you walk." And out it came, all in a rush: "I miss ${s.away.name}. ${s.away.name} ${awayEn(s.away, 'present')}, and I know ${s.away.name} ${backEn(s.away, 'present')}. But I miss ${s.away.him} anyway."`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `${s.where.guide} ${s.where.guideName} did not ask what was wrong, but simply waited, the way good listeners do, until ${s.name} was ready. "${s.away.name} isn't here," ${s.name} said at last, in a small voice. "And I miss ${s.away.him} so much it feels like a tummy ache."${s.away.reason === 'hospital' ? ` Then, even more quietly: "And I'm worried about ${s.away.him}."` : ''}`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `${s.where.guide} "Hello, ${s.name}," said ${s.where.guideName}. "You are very quiet tonight." ${s.name} sat down and hugged ${s.his} knees. "I keep thinking about ${s.away.name}," ${s.name} said. "${s.away.name} ${awayEn(s.away, 'present')}. And it feels like such a long time."`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `${s.where.guide} "You look as if you are missing someone," said ${s.where.guideName}. ${s.name} nodded. "${s.away.name} ${awayEn(s.away, 'present')}," ${s.he} said. "What I miss most is ${s.shared.ing} with ${s.away.him}. We always do that together, just the two of us."`,
      { needs: ['away', 'shared'] },
    ),
    en(
      (s) =>
        `${s.where.guide} "You are very quiet tonight," said ${s.where.guideName}. "Someone I love is far away," said ${s.name} in a small voice, "and I miss them."`,
      { unless: ['away'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guide} „Du trägst heute etwas Schweres mit dir herum“, sagte ${s.where.guideName}. „Das sehe ich daran, wie du gehst.“ Und dann sprudelte es nur so heraus: „Ich vermisse ${s.away.name}! ${s.away.name} ${awayDe(s.away, 'present')}. Ich weiß ja, dass ${s.away.name} ${backDe(s.away, 'present')}. Aber ich vermisse ${s.away.er.acc} trotzdem.“`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `${s.where.guide} ${s.where.guideName} fragte nicht, was los war, sondern wartete einfach, wie gute Zuhörer warten, bis ${s.name} so weit war. „${s.away.name} ist nicht da“, sagte ${s.name} schließlich ganz leise. „Und ich vermisse ${s.away.er.acc} so sehr, dass es im Bauch wehtut.“${s.away.reason === 'hospital' ? ` Und noch leiser: „Und ich mache mir Sorgen.“` : ''}`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `${s.where.guide} „Hallo, ${s.name}“, sagte ${s.where.guideName}. „Du bist heute so still.“ ${s.name} setzte sich und schlang die Arme um die Knie. „Ich muss die ganze Zeit an ${s.away.name} denken“, sagte ${s.name}. „${s.away.name} ${awayDe(s.away, 'present')}. Das dauert so lange.“`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `${s.where.guide} „Du siehst aus, als würdest du jemanden vermissen“, sagte ${s.where.guideName}. ${s.name} nickte. „${s.away.name} ${awayDe(s.away, 'present')}“, sagte ${s.er}. „Am meisten fehlt mir unser ${s.shared.bare}. Das machen wir immer zusammen, nur wir beide.“`,
      { needs: ['away', 'shared'] },
    ),
    de(
      (s) =>
        `${s.where.guide} „Du bist heute so still“, sagte ${s.where.guideName}. „Jemand, den ich lieb hab, ist weit weg“, sagte ${s.name} leise, „und ich vermisse ihn so.“`,
      { unless: ['away'] },
    ),
  ],
};

export const guideAnswers: Passage = {
  en: [
    en(
      (s) =>
        `${s.where.guideName} nodded slowly. "Missing someone is a big feeling," ${s.where.guideName} said. "It means there is a lot of love, and nowhere to put it just now. You are allowed to feel it."${s.away.reason === 'hospital' ? ` After a while ${s.where.guideName} added, "And you are allowed to worry. The doctors and nurses are looking after ${s.away.name} day and night. Worrying is love that is waiting for good news."` : ''}`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `"Of course you miss ${s.away.him}," said ${s.where.guideName}. "That is what happens when someone you love isn't there at bedtime. Sad is allowed. Cross is allowed, too. Even both at once."${s.away.reason === 'hospital' ? ` "And worried?" asked ${s.name}. "Worried is allowed as well," said ${s.where.guideName}. "You can say it out loud, like you did just now. That helps."` : ` ${s.name} let out a long breath. It helped, somehow, to hear it.`}`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `${s.where.guideName} was quiet for a while. Then ${s.where.guideName} said, "Missing doesn't mean something is wrong with you. It means ${s.away.name} matters to you, very much. You can miss ${s.away.him} tonight and still have a good day tomorrow. Both can be true."${s.away.reason === 'hospital' ? ` "And the worry?" whispered ${s.name}. "The worry is allowed, too," said ${s.where.guideName} gently. "It shows how much you care."` : ''}`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `"Missing someone is a big feeling," said ${s.where.guideName}. "You are allowed to feel it, for as long as you need to."`,
      { unless: ['away'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.where.guideName} nickte langsam. „Jemanden zu vermissen ist ein großes Gefühl“, sagte ${s.where.guideName}. „Es heißt, dass da ganz viel Liebe ist, die gerade nicht weiß, wohin. Das darfst du fühlen.“${s.away.reason === 'hospital' ? ` Nach einer Weile sagte ${s.where.guideName}: „Und Sorgen machen darfst du dir auch. Die Ärzte und Pflegerinnen passen Tag und Nacht auf ${s.away.name} auf. Sorgen sind Liebe, die auf gute Nachrichten wartet.“` : ''}`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `„Natürlich vermisst du ${s.away.er.acc}“, sagte ${s.where.guideName}. „So ist das, wenn jemand, den man lieb hat, abends nicht da ist. Traurig sein ist erlaubt. Wütend sein auch. Sogar beides auf einmal.“${s.away.reason === 'hospital' ? ` „Und wenn ich mir Sorgen mache?“, fragte ${s.name}. „Das ist auch erlaubt“, sagte ${s.where.guideName}. „Du kannst es laut sagen, so wie eben. Das hilft.“` : ` ${s.name} atmete lange aus. Irgendwie tat es gut, das zu hören.`}`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `${s.where.guideName} schwieg eine Weile. Dann sagte ${s.where.guideName}: „Vermissen heißt nicht, dass mit dir etwas nicht stimmt. Es heißt, dass ${s.away.name} dir wichtig ist, sehr wichtig. Du kannst ${s.away.er.acc} heute Abend vermissen und morgen trotzdem einen schönen Tag haben. Beides passt zusammen.“${s.away.reason === 'hospital' ? ` „Und die Sorgen?“, flüsterte ${s.name}. „Die dürfen auch sein“, sagte ${s.where.guideName} sanft. „Sie zeigen, wie lieb du ${s.away.er.acc} hast.“` : ''}`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `„Jemanden zu vermissen ist ein großes Gefühl“, sagte ${s.where.guideName}. „Das darfst du fühlen, so lange du es brauchst.“`,
      { unless: ['away'] },
    ),
  ],
};

export const sameMoon: Passage = {
  en: [
    en(
      (s) =>
        `Then ${s.where.guideName} looked up, and ${s.name} looked up too. There was the moon, round and bright. "${s.away.name} can see that moon," said ${s.where.guideName}. "The very same one. It shines over here and over there, over you and over ${s.away.him}."`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `High above, the moon slid out from behind a cloud. "Did you know," said ${s.pal}, "that there is only one moon? Just one, for everybody. So tonight ${s.away.name} can look up and see the very same moon as you."`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `${s.name} and ${s.pal} lay on their backs and looked up. The moon hung there, calm and silver. "I wonder if ${s.away.name} is looking at it right now," said ${s.name}. "Maybe," said ${s.pal}. "And even if not, it is shining on both of you at once."`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `High above, the moon slid out from behind a cloud. "There is only one moon," said ${s.pal}, "and it shines on everyone you love, near or far."`,
      { unless: ['away'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Dann sah ${s.where.guideName} nach oben, und ${s.name} sah auch hinauf. Da stand der Mond, rund und hell. „Diesen Mond kann ${s.away.name} auch sehen“, sagte ${s.where.guideName}. „Genau denselben. Er scheint hier und dort, über dir und über ${s.away.er.dat}.“`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `Hoch oben schob sich der Mond hinter einer Wolke hervor. „Weißt du was?“, sagte ${s.pal}. „Es gibt nur einen einzigen Mond. Einen für alle. Heute Nacht kann ${s.away.name} hinaufschauen und genau denselben Mond sehen wie du.“`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `${s.name} und ${s.pal} legten sich auf den Rücken und schauten hinauf. Der Mond hing da, ruhig und silbern. „Ob ${s.away.name} ihn gerade auch anschaut?“, fragte ${s.name}. „Vielleicht“, sagte ${s.pal}. „Und wenn nicht, scheint er trotzdem auf euch beide.“`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `Hoch oben schob sich der Mond hinter einer Wolke hervor. „Es gibt nur einen Mond“, sagte ${s.pal}, „und der scheint auf alle, die du lieb hast, ob nah oder fern.“`,
      { unless: ['away'] },
    ),
  ],
};

export const blowAKiss: Passage = {
  en: [
    en(
      (s) =>
        `${s.name} kissed ${s.his} hand and blew the kiss, as hard as ${s.he} could, up towards the moon. "That one's for ${s.away.name}," ${s.name} whispered. "Catch it." The moon said nothing, of course, but it seemed to shine a tiny bit brighter.`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `"Let's send ${s.away.name} a kiss," said ${s.pal}. So ${s.name} kissed ${s.his} hand, and ${s.pal} kissed ${s.palHis} ${s.paw}. Then they blew two kisses up into the night, all the way to the moon, where the kisses would wait for ${s.away.name}.`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `${s.name} blew the moon a kiss, and then another, and then one more, just in case. "One for goodnight," ${s.name} counted softly, "one for I miss you, and one for ${s.away.reason === 'hospital' ? 'get better soon' : 'come home soon'}."`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `${s.name} kissed ${s.his} hand and blew the kiss up towards the moon, for the one far away. The moon seemed to shine a tiny bit brighter.`,
      { unless: ['away'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `${s.name} warf dem Mond eine Kusshand zu, so kräftig es nur ging. „Die ist für ${s.away.name}“, flüsterte ${s.name}. „Fang sie auf.“ Der Mond sagte natürlich nichts. Aber es sah aus, als leuchtete er ein kleines bisschen heller.`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `„Komm, wir schicken ${s.away.name} einen Kuss“, sagte ${s.pal}. Also warfen die beiden zwei Kusshände in die Nacht hinauf, bis zum Mond. Dort würden die Küsse auf ${s.away.name} warten.`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `${s.name} warf dem Mond einen Kuss zu, und noch einen, und noch einen, sicher ist sicher. „Einer für Gute Nacht“, zählte ${s.name} leise, „einer für Ich vermisse dich und einer für ${s.away.reason === 'hospital' ? 'Werd schnell gesund' : 'Komm bald wieder'}.“`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `${s.name} warf dem Mond eine Kusshand zu, für den Menschen, der so weit weg war. Es sah aus, als leuchtete der Mond ein kleines bisschen heller.`,
      { unless: ['away'] },
    ),
  ],
};

/** Told twice in one scene: each variant is a whole little idea and needs nothing before it. */
export const stayClose: Passage = {
  en: [
    en(
      (s) =>
        `"Here is something you could try," said ${s.where.guideName}. ${s.away.reason === 'hospital' ? `"Draw ${s.away.name} a picture for the wall beside the hospital bed. Then every time ${s.away.name} opens ${s.away.hisOwn} eyes, there you are."` : `"Make a paper chain at home, one link for every sleep until ${s.away.name} is back. Each morning you tear one link off, and you can watch the waiting get shorter."`} ${s.name} liked that idea very much.`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `"${s.away.name} calls when ${s.away.he} can," ${s.name} told ${s.pal}. "Sometimes I can see ${s.away.hisOwn} face on the screen, all wobbly, and I show ${s.away.him} things." "What will you show ${s.away.him} next time?" asked ${s.pal}. ${s.name} thought hard. "I'll tell ${s.away.him} about tonight," ${s.name} said. "All of it."`,
      { needs: ['away'], unless: ['callDay'] },
    ),
    en(
      (s) =>
        `"${cap(s.callDay.every)}, ${s.away.name} and I talk on the phone," ${s.name} told ${s.pal}. "Sometimes I can see ${s.away.hisOwn} face on the screen, all wobbly, and I show ${s.away.him} things." "What will you show ${s.away.him} next time?" asked ${s.pal}. ${s.name} thought hard. "I'll tell ${s.away.him} about tonight," ${s.name} said. "All of it."`,
      { needs: ['away', 'callDay'] },
    ),
    en(
      (s) =>
        `"I'm going to draw a picture of tonight," said ${s.name}. "The moon, and ${s.pal}, and me blowing a kiss. And then we'll send it to ${s.away.name}." "Put a big heart in the corner," said ${s.pal}, "so ${s.away.name} knows what it means."`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `They sat down to rest, and ${s.pal} unwrapped a little parcel ${s.palHe} had carried all the way: ${s.food.a}, ${s.name}'s favourite. ${s.name} ate slowly. "As soon as we're all together again," ${s.name} said, "I want us to have ${s.food.noun}, every one of us." "That sounds like a very good plan," said ${s.pal}.`,
      { needs: ['away', 'food'] },
    ),
    en(
      (s) =>
        `${s.name} held ${s.toy.the} up in the moonlight. "I'm looking after ${s.toy.it} really well," ${s.name} said, "so I can show ${s.away.him} as soon as ${s.away.name} is back."`,
      { needs: ['away', 'toy'] },
    ),
    en(
      (s) =>
        `"When ${s.away.name} is home again, we're going to ${s.activity.base} together," said ${s.name}. Then and there ${s.where.again}, ${s.he} showed ${s.pal} how, to be extra good at it by then.`,
      { needs: ['away', 'activity'] },
    ),
    en(
      (s) =>
        `"And who tucks you in while ${s.away.name} is away?" asked ${s.where.guideName}. "${cap(s.grownups.names)}," said ${s.name}. "Every night." "Then you are well looked after," said ${s.where.guideName}, "and ${s.away.name} knows it."`,
      { needs: ['away', 'grownups'] },
    ),
    en(
      (s) =>
        `They found a soft place to sit, and ${s.pal} leaned against ${s.name}'s arm. "Tell me about ${s.away.name}," said ${s.pal}. So ${s.name} did: the silly songs, the big bear hugs, the special way of saying goodnight. It was good to talk about ${s.away.him}. It made ${s.away.him} feel nearer.`,
      { needs: ['away'] },
    ),
    en(
      (s) =>
        `"You could draw a picture of tonight and send it," said ${s.pal}, "with a big heart in the corner." ${s.name} nodded. That was a good idea.`,
      { unless: ['away'] },
    ),
    en((s) => `For a while they sat close together and listened to the quiet. ${s.sight()} It felt like being held.`, {
      unless: ['away'],
    }),
  ],
  de: [
    de(
      (s) =>
        `„Ich weiß etwas, das du ausprobieren kannst“, sagte ${s.where.guideName}. ${s.away.reason === 'hospital' ? `„Mal ${s.away.name} ein Bild für die Wand neben dem Krankenhausbett. Dann bist du jedes Mal da, wenn ${s.away.name} die Augen aufmacht.“` : `„Bastle zu Hause eine Papierkette, mit einem Ring für jedes Mal Schlafen, bis ${s.away.name} wieder da ist. Jeden Morgen reißt du einen Ring ab, und du kannst zusehen, wie das Warten kürzer wird.“`} Die Idee gefiel ${s.name} sehr.`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `„${s.away.name} ruft an, wann immer es geht“, erzählte ${s.name}. „Manchmal sehe ich ${s.away.seinOwn('')} Gesicht auf dem Bildschirm, ganz wackelig, und dann zeige ich ${s.away.er.dat} Sachen.“ „Und was zeigst du beim nächsten Mal?“, fragte ${s.pal}. ${s.name} überlegte. „Ich erzähle von heute Nacht“, sagte ${s.name}. „Von allem.“`,
      { needs: ['away'], unless: ['callDay'] },
    ),
    de(
      (s) =>
        `„${cap(s.callDay.every)} telefonieren ${s.away.name} und ich“, erzählte ${s.name}. „Manchmal sehe ich ${s.away.seinOwn('')} Gesicht auf dem Bildschirm, ganz wackelig, und dann zeige ich ${s.away.er.dat} Sachen.“ „Und was zeigst du beim nächsten Mal?“, fragte ${s.pal}. ${s.name} überlegte. „Ich erzähle von heute Nacht“, sagte ${s.name}. „Von allem.“`,
      { needs: ['away', 'callDay'] },
    ),
    de(
      (s) =>
        `„Ich male ein Bild von heute Nacht“, sagte ${s.name}. „Den Mond und ${s.pal} und mich, wie ich einen Kuss puste. Und dann schicken wir es ${s.away.name}.“ „Mal ein großes Herz in die Ecke“, sagte ${s.pal}. „Dann weiß ${s.away.name} gleich, was es bedeutet.“`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `Sie setzten sich zum Ausruhen hin, und ${s.pal} packte ein kleines Bündel aus, das ${s.palEr} den ganzen Weg getragen hatte: ${s.food.ein.nom}, ${s.sein('')} Lieblingsessen. ${s.name} aß ganz langsam. „Sobald wir alle wieder zusammen sind“, sagte ${s.name}, „essen wir ${s.food.bare.acc}. Alle miteinander.“ „Das ist ein richtig guter Plan“, sagte ${s.pal}.`,
      { needs: ['away', 'food'] },
    ),
    de(
      (s) =>
        `${s.name} hielt ${s.toy.der.acc} ins Mondlicht. „Ich passe ganz gut auf ${s.toy.er.acc} auf“, sagte ${s.name}, „damit ich ${s.toy.er.acc} ${s.away.name} zeigen kann, sobald ${s.away.er.nom} wieder da ist.“`,
      { needs: ['away', 'toy'] },
    ),
    de(
      (s) =>
        `„Wenn ${s.away.name} wieder da ist, will ich mit ${s.away.er.dat} ${s.activity.infinitive}“, sagte ${s.name}. Und gleich dort ${s.where.again} übten die beiden schon einmal, damit ${s.name} bis dahin richtig gut darin war.`,
      { needs: ['away', 'activity'] },
    ),
    de(
      (s) =>
        `„Und wer bringt dich ins Bett, solange ${s.away.name} nicht da ist?“, fragte ${s.where.guideName}. „${cap(s.grownups.names)}“, sagte ${s.name}. „Jeden Abend.“ „Dann bist du gut aufgehoben“, sagte ${s.where.guideName}, „und das weiß ${s.away.name}.“`,
      { needs: ['away', 'grownups'] },
    ),
    de(
      (s) =>
        `Sie fanden ein weiches Plätzchen, und ${s.pal} lehnte sich an ${s.sein('en')} Arm. „Erzähl mir von ${s.away.name}“, sagte ${s.pal}. Und ${s.name} erzählte: von den albernen Liedern, von den Bärenumarmungen, von der besonderen Art, Gute Nacht zu sagen. Es tat gut, von ${s.away.er.dat} zu erzählen. Dadurch war ${s.away.name} ein bisschen näher.`,
      { needs: ['away'] },
    ),
    de(
      (s) =>
        `„Du könntest ein Bild von heute Nacht malen und es verschicken“, sagte ${s.pal}, „mit einem großen Herzen in der Ecke.“ ${s.name} nickte. Das war eine gute Idee.`,
      { unless: ['away'] },
    ),
    de(
      (s) =>
        `Eine Weile saßen sie ganz nah beieinander und lauschten der Stille. ${s.sight()} Es war, als würde sie jemand festhalten.`,
      {
        unless: ['away'],
      },
    ),
  ],
};
