import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';

// Themes of getting on with others: being kind, making friends, letting others choose. The other
// one is a little creature of the place, the companion, or (when the plan has one) the sibling who
// came along; a variant with the sibling is the only kind told when there is one, so the mastery
// never turns to someone the challenge did not meet. A friend of the plan is thought of, never
// brought along, and nothing is claimed about how that real friend behaves.

/** Told only to children of five and over (the little ones have their own, shorter variants). */
const BIG = { ages: ['big'] } as const;

const NOBODY = { ages: ['big'], unless: ['sibling'] } as const;
const LITTLE_NOBODY = { ages: ['little'], unless: ['sibling'] } as const;
const SIBLING = { needs: ['sibling'], ages: ['big'] } as const;
const LITTLE_SIBLING = { needs: ['sibling'], ages: ['little'] } as const;

const beingKind: ThemeBeats = {
  id: 'being-kind',
  challenge: {
    en: [
      en(
        (s) =>
          `On their way they passed ${s.where.creature.a}, sitting all alone and looking sad. ${s.name} wanted to hurry on to the next exciting thing. "Come on," ${s.he} said to ${s.pal}. "We haven't got time."`,
        BIG,
      ),
      en(
        (s) =>
          `Just ahead of them, ${s.where.creature.a} dropped a whole basket of shiny things, and they rolled everywhere, into the grass and under the stones. ${s.name} was in a hurry. ${s.He} stepped round the mess and very nearly kept on going.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.where.creature.A} was trying to carry something far too heavy, puffing and stopping and puffing again. A few others just stood and watched, and one of them giggled. ${s.name} started to giggle too, and then stopped, not quite sure.`,
        BIG,
      ),
      en((s) => `${s.where.creature.The} is sad. Oh, oh, oh.`, { ages: ['little'] }),
      en((s) => `Oops! Everything falls. ${s.where.creature.The} is all alone.`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Am Wegrand saß ${s.where.creature.ein.nom}, ganz allein und traurig. ${s.name} wollte schnell weiter, zum nächsten spannenden Ding. „Komm“, sagte ${s.er} zu ${s.pal}. „Wir haben keine Zeit.“`,
        BIG,
      ),
      de(
        (s) =>
          `Ein Stück vor ihnen ließ ${s.where.creature.ein.nom} einen ganzen Korb voller glänzender Sachen fallen, und alles kullerte davon, ins Gras und unter die Steine. ${s.name} hatte es eilig. ${s.Er} stieg um das Durcheinander herum und wäre um ein Haar einfach weitergegangen.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.where.creature.Ein.nom} versuchte, etwas viel zu Schweres zu tragen, schnaufte, blieb stehen und schnaufte wieder. Ein paar andere schauten nur zu, und einer kicherte. ${s.name} fing auch an zu kichern und hörte dann auf, nicht ganz sicher.`,
        BIG,
      ),
      de((s) => `${s.where.creature.Der.nom} ist traurig. Oh, oh, oh.`, { ages: ['little'] }),
      de((s) => `Hoppla! Alles fällt runter. ${s.where.creature.Der.nom} ist ganz allein.`, { ages: ['little'] }),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `But ${s.name} looked back, and something inside ${s.him} tugged. ${s.He} turned round and went over. "Are you all right?" ${s.he} asked. "Can I help?" The little face lit up. "Yes, please." And together, it was easy.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} went straight over, crouched down beside ${s.where.creature.the} and simply helped, without needing to be asked twice. ${s.where.creature.The} gave a shy, wobbly smile. "Thank you," it whispered. Such a small thing, ${s.name} thought, and such a big smile.`,
        BIG,
      ),
      en(
        (s) =>
          `"What would you want, if that were you?" whispered ${s.pal}. ${s.name} knew at once. ${s.He} went over to ${s.where.creature.the}, and helped, and stayed close beside it until everything was all right again. Being kind, ${s.name} noticed, warms two hearts at once: the other one's, and your own.`,
        BIG,
      ),
      en((s) => `A hug from ${s.name}. Kind, kind, kind!`, { ages: ['little'] }),
      en((s) => `${s.name} helps. Pick up, pick up. Thank you, ${s.name}!`, { ages: ['little'] }),
    ],
    de: [
      de(
        (s) =>
          `Aber ${s.name} schaute zurück, und irgendetwas in ${s.ihm} zupfte. ${s.Er} drehte um und ging hin. „Ist alles gut?“, fragte ${s.er}. „Kann ich helfen?“ Das kleine Gesicht leuchtete auf. „Ja, bitte.“ Und zusammen war es ganz leicht.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} ging geradewegs hin, hockte sich neben ${s.where.creature.der.acc} und half einfach, ohne dass jemand zweimal fragen musste. ${s.where.creature.Der.nom} lächelte ein scheues, wackeliges Lächeln. „Danke“, flüsterte ${s.where.creature.er.nom}. So eine kleine Sache, dachte ${s.name}, und so ein großes Lächeln.`,
        BIG,
      ),
      de(
        (s) =>
          `„Was würdest du dir wünschen, wenn du das wärst?“, flüsterte ${s.pal}. ${s.name} wusste es sofort. ${s.Er} ging zu ${s.where.creature.der.dat}, half und blieb ganz nah dabei, bis alles wieder gut war. Freundlich sein, merkte ${s.name}, wärmt zwei Herzen auf einmal: das andere und das eigene.`,
        BIG,
      ),
      de((s) => `Eine Umarmung von ${s.name}. Lieb, lieb, lieb!`, { ages: ['little'] }),
      de((s) => `${s.name} hilft. Aufheben, aufheben. Danke, ${s.name}!`, { ages: ['little'] }),
    ],
  },
};

const makingFriends: ThemeBeats = {
  id: 'making-friends',
  challenge: {
    en: [
      en(
        (s) =>
          `A group of little ones were playing a wonderful game ${s.where.again}, laughing and tumbling together. ${s.name} wanted to join in so much, but ${s.his} feet stayed stuck, and ${s.his} voice went very small. "What if they don't want me?" ${s.he} whispered.`,
        NOBODY,
      ),
      en(
        (s) =>
          `A little way off stood ${s.where.creature.a}, all alone and shy, just the way ${s.name} sometimes felt. ${s.name} wanted to say something, but what? Talking to somebody new felt like standing at the edge of cold water.`,
        NOBODY,
      ),
      en(
        (s) =>
          `Somebody new was building something wonderful, all alone. ${s.name} would have loved to help, but didn't know how to ask. "What if they say no?" ${s.he} whispered to ${s.pal}.`,
        NOBODY,
      ),
      en(
        (s) =>
          `Up ahead, some little ones were playing a wonderful game. ${s.sibling.name} held on to ${s.name}'s hand and hid behind ${s.him}. ${s.name} wanted to join in, but ${s.his} own feet felt stuck too. Somebody would have to say hello first.`,
        SIBLING,
      ),
      en((s) => `Who is that? Somebody new! ${s.name} hides. Oh.`, LITTLE_NOBODY),
      en((s) => `The others play, play, play. Can ${s.name} play too?`, LITTLE_NOBODY),
      en((s) => `${s.sibling.name} hides behind ${s.name}. Who will say hello?`, LITTLE_SIBLING),
    ],
    de: [
      de(
        (s) =>
          `Ein paar Kleine spielten ${s.where.again} ein wunderbares Spiel, lachten und purzelten durcheinander. ${s.name} wollte so gern mitmachen, aber die Füße blieben wie festgeklebt, und die Stimme wurde ganz klein. „Und wenn die mich nicht wollen?“, flüsterte ${s.er}.`,
        NOBODY,
      ),
      de(
        (s) =>
          `Ein Stück entfernt stand ${s.where.creature.ein.nom}, ganz allein und schüchtern, so wie ${s.name} sich manchmal fühlte. ${s.name} wollte etwas sagen, aber was? Mit jemand Neuem zu reden fühlte sich an, als stünde man am Rand von kaltem Wasser.`,
        NOBODY,
      ),
      de(
        (s) =>
          `Jemand Neues baute ganz allein etwas Wunderbares. ${s.name} hätte so gern mitgeholfen, wusste aber nicht, wie man fragt. „Und wenn die Antwort Nein ist?“, flüsterte ${s.er}.`,
        NOBODY,
      ),
      de(
        (s) =>
          `Vorne spielten ein paar Kleine ein wunderbares Spiel. ${s.sibling.name} hielt sich an ${s.sein('er')} Hand fest und versteckte sich hinter ${s.ihm}. ${s.name} wollte mitmachen, aber die eigenen Füße fühlten sich auch wie festgeklebt an. Irgendwer musste zuerst Hallo sagen.`,
        SIBLING,
      ),
      de((s) => `Wer ist das? Jemand Neues! ${s.name} versteckt sich. Oh.`, LITTLE_NOBODY),
      de((s) => `Die anderen spielen, spielen, spielen. Darf ${s.name} mitspielen?`, LITTLE_NOBODY),
      de((s) => `${s.sibling.name} versteckt sich hinter ${s.name}. Wer sagt Hallo?`, LITTLE_SIBLING),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `"Just say hello," whispered ${s.pal}, "and ask something." ${s.name} took a deep breath. "Hello! I'm ${s.name}. Can I join in?" And the answer was yes. Soon ${s.name} was laughing along with everybody else. Making friends, ${s.he} found, starts with one brave hello.`,
        NOBODY,
      ),
      en(
        (s) =>
          `${s.name} remembered how lovely it feels when somebody asks you to join in. So ${s.he} walked over and said, "Shall we play together?" and the new face lit up like a lantern. By the time they had to move on, they had a secret handshake and a whole new game.`,
        NOBODY,
      ),
      en(
        (s) =>
          `"What's the worst that could happen?" said ${s.pal}. "They say no, and you'll still have been brave." So ${s.name} went over. "Hello," ${s.he} said. "I'm ${s.name}. What's your name?" The answer came shyly at first, and then not shyly at all, and soon they were laughing together as if they had always been friends.`,
        NOBODY,
      ),
      en(
        (s) =>
          `${s.name} thought of ${s.friend.name}, and something came to ${s.him}: every friend was somebody new, once. So ${s.he} went over and said hello, just like the very first time with ${s.friend.name}. And it worked the same way again: a hello, a smile, and soon they were playing as if they had always known each other.`,
        { ages: ['big'], needs: ['friend'] },
      ),
      en(
        (s) =>
          `${s.name} squeezed ${s.sibling.name}'s hand. "Let's go together," ${s.he} said. Side by side they walked over. "Hello! I'm ${s.name}, and this is ${s.sibling.name}. Can we play too?" "Of course!" And soon they were right in the middle of it.`,
        SIBLING,
      ),
      en(
        (s) =>
          `${s.name} could feel ${s.sibling.name} trembling a little, and somehow that made ${s.name} feel braver. "Watch," ${s.he} whispered. "I'll show you how." ${s.He} walked over, with ${s.sibling.name} close behind, and said, "Hello! Can we join in?" The answer was yes. Before long ${s.sibling.name} had come out from behind ${s.him} and was laughing with everybody else.`,
        SIBLING,
      ),
      en((s) => `"Hello, hello!" says ${s.name}. Somebody new to play with!`, { ages: ['little'] }),
      en((s) => `${s.name} and somebody new play, play, play!`, LITTLE_NOBODY),
      en((s) => `"Hello! Can we play?" ask ${s.name} and ${s.sibling.name}. Yes!`, LITTLE_SIBLING),
    ],
    de: [
      de(
        (s) =>
          `„Sag einfach Hallo“, flüsterte ${s.pal}, „und frag was.“ ${s.name} holte tief Luft. „Hallo! Ich bin ${s.name}. Darf ich mitmachen?“ Und die Antwort war Ja. Bald lachte ${s.name} mit allen anderen mit. Freunde finden, merkte ${s.er}, fängt mit einem mutigen Hallo an.`,
        NOBODY,
      ),
      de(
        (s) =>
          `${s.name} dachte daran, wie schön es ist, wenn einen jemand zum Mitspielen einlädt. Also ging ${s.er} hin und fragte: „Spielen wir zusammen?“, und das neue Gesicht leuchtete auf wie eine Laterne. Als sie weitermussten, hatten sie einen geheimen Handschlag und ein ganz neues Spiel.`,
        NOBODY,
      ),
      de(
        (s) =>
          `„Was kann schon passieren?“, sagte ${s.pal}. „Schlimmstenfalls heißt es Nein, und mutig warst du trotzdem.“ Also ging ${s.name} hin. „Hallo“, sagte ${s.er}. „Ich bin ${s.name}. Wie heißt du?“ Die Antwort kam erst ganz schüchtern und dann gar nicht mehr schüchtern, und bald lachten sie zusammen, als wären sie schon immer Freunde gewesen.`,
        NOBODY,
      ),
      de(
        (s) =>
          `${s.name} dachte an ${s.friend.name}, und dabei fiel ${s.ihm} etwas ein: Jeder Freund war einmal jemand Neues. Also ging ${s.er} hin und sagte Hallo, genau wie beim allerersten Mal mit ${s.friend.name}. Und es klappte wieder genauso: ein Hallo, ein Lächeln, und bald spielten sie, als würden sie sich schon ewig kennen.`,
        { ages: ['big'], needs: ['friend'] },
      ),
      de(
        (s) =>
          `${s.name} drückte ${s.sibling.name} die Hand. „Wir gehen zusammen“, sagte ${s.er}. Seite an Seite gingen sie hin. „Hallo! Ich bin ${s.name}, und das ist ${s.sibling.name}. Dürfen wir mitspielen?“ „Na klar!“ Und bald waren sie mittendrin.`,
        SIBLING,
      ),
      de(
        (s) =>
          `${s.name} spürte, wie ${s.sibling.name} ein bisschen zitterte, und irgendwie machte ${s.ihn} das mutiger. „Pass auf“, flüsterte ${s.er}. „Ich zeig dir, wie das geht.“ ${s.Er} ging hin, ${s.sibling.name} dicht dahinter, und sagte: „Hallo! Dürfen wir mitmachen?“ Die Antwort war Ja. Schon bald kam ${s.sibling.name} hinter ${s.ihm} hervor und lachte mit allen anderen mit.`,
        SIBLING,
      ),
      de((s) => `„Hallo, hallo!“, sagt ${s.name}. Jemand Neues zum Spielen!`, { ages: ['little'] }),
      de((s) => `${s.name} und jemand Neues spielen, spielen, spielen!`, LITTLE_NOBODY),
      de((s) => `„Hallo! Dürfen wir mitspielen?“, fragen ${s.name} und ${s.sibling.name}. Na klar!`, LITTLE_SIBLING),
    ],
  },
};

const lettingOthersChoose: ThemeBeats = {
  id: 'letting-others-choose',
  challenge: {
    en: [
      en(
        (s) =>
          `Some of the little ones ${s.where.again} wanted to play with ${s.name}. "We'll play my game," said ${s.name}, "and you stand there, and you go over there, and nobody's allowed to do it differently!" The little ones went quiet. One of them looked at the ground, and another slowly wandered away.`,
        NOBODY,
      ),
      en(
        (s) =>
          `${s.name} and ${s.pal} were building a little house out of sticks and moss, and ${s.name} decided everything: where the door went, and the window, and which stick went where. When ${s.pal} reached for a stick, ${s.name} said, "No, not like that! Like THIS!" ${s.pal} put the stick down and said nothing at all.`,
        NOBODY,
      ),
      en(
        (s) =>
          `${s.where.creature.The} had an idea for a game, but ${s.name} didn't even let it finish. "No, no, we're doing MY idea," ${s.he} said, and started telling everybody exactly what to do. ${s.where.creature.The} looked at the ground, and ${s.pal} went rather quiet.`,
        NOBODY,
      ),
      en(
        (s) =>
          `${s.sibling.name} wanted to choose the game, just this once. "No," said ${s.name}. "I choose. I always choose. You can be the one who has to find me." ${s.sibling.name}'s face fell, and ${s.sibling.he} sat down and didn't want to play at all.`,
        SIBLING,
      ),
      en((s) => `"My game! My game! My game!" says ${s.name}.`, LITTLE_NOBODY),
      en((s) => `"No, like THIS!" says ${s.name}. ${s.pal} goes quiet.`, LITTLE_NOBODY),
      en((s) => `"I choose!" says ${s.name}. ${s.sibling.name} is sad.`, LITTLE_SIBLING),
    ],
    de: [
      de(
        (s) =>
          `Ein paar Kleine ${s.where.again} wollten mit ${s.name} spielen. „Wir spielen mein Spiel“, sagte ${s.name}, „und du stellst dich da hin, und du gehst da rüber, und keiner darf es anders machen!“ Da wurden die Kleinen ganz still. Eins schaute auf den Boden, und ein anderes ging langsam weg.`,
        NOBODY,
      ),
      de(
        (s) =>
          `${s.name} und ${s.pal} bauten ein kleines Haus aus Stöckchen und Moos, und ${s.name} bestimmte alles: wo die Tür hinkam und das Fenster und welches Stöckchen wohin. Als ${s.pal} nach einem Stöckchen griff, sagte ${s.name}: „Nein, nicht so! SO!“ ${s.pal} legte das Stöckchen wieder hin und sagte gar nichts mehr.`,
        NOBODY,
      ),
      de(
        (s) =>
          `${s.where.creature.Der.nom} hatte eine Idee für ein Spiel, aber ${s.name} ließ ${s.where.creature.er.acc} nicht einmal ausreden. „Nein, nein, wir machen MEINE Idee“, sagte ${s.er} und fing an, allen zu sagen, was sie tun sollten. ${s.where.creature.Der.nom} schaute auf den Boden, und ${s.pal} wurde ganz still.`,
        NOBODY,
      ),
      de(
        (s) =>
          `${s.sibling.name} wollte das Spiel aussuchen, nur dieses eine Mal. „Nein“, sagte ${s.name}. „Ich bestimme. Ich bestimme immer. Du darfst suchen.“ ${s.sibling.name} ließ den Kopf hängen, setzte sich hin und wollte gar nicht mehr mitspielen.`,
        SIBLING,
      ),
      de((s) => `„Mein Spiel! Mein Spiel! Mein Spiel!“, sagt ${s.name}.`, LITTLE_NOBODY),
      de((s) => `„Nein, SO!“, sagt ${s.name}. ${s.pal} wird ganz still.`, LITTLE_NOBODY),
      de((s) => `„Ich bestimme!“, sagt ${s.name}. ${s.sibling.name} ist traurig.`, LITTLE_SIBLING),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `${s.name} looked at the quiet faces and thought for a moment. "What's your idea?" ${s.he} asked. The answer was something ${s.name} would never have thought of, and it was a very good one. Soon everybody was giggling. "Taking turns at choosing means twice as many games," said ${s.name}.`,
        NOBODY,
      ),
      en(
        (s) =>
          `Then ${s.name} saw that nobody was smiling any more, and ${s.his} tummy felt funny. "Your turn to choose," ${s.he} said. The other idea was different from ${s.name}'s, and surprising, and in the end it was just right. "Ours is better than mine," said ${s.name}, and meant it.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} leaned over. "Everything's more fun when everybody gets a say," ${s.palHe} whispered. ${s.name} took a breath. "All right. You choose." It was strange at first, not being in charge. Then it was fun, and then it was lots of fun, and ${s.name} laughed louder than anybody.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} looked at ${s.sibling.name}, sitting there so glum, and felt a little pang. "You choose," ${s.he} said. "Really?" said ${s.sibling.name}. "Really." ${s.sibling.name} chose a silly game, full of hopping and hiding, and it turned out to be the best game of the whole night.`,
        SIBLING,
      ),
      en(
        (s) =>
          `${s.name} thought of ${s.friend.name}, and of the games they played together, and how the best ones were the ones they made up between them. "What would you like to play?" ${s.name} asked. And the game they made up together was better than either of them could have made alone.`,
        { ages: ['big'], needs: ['friend'], unless: ['sibling'] },
      ),
      en((s) => `"Your turn to choose, ${s.pal}!" Fun, fun!`, LITTLE_NOBODY),
      en((s) => `"What would you like?" asks ${s.name}. Yes! Let's play that!`, { ages: ['little'] }),
      en((s) => `"You choose, ${s.sibling.name}!" Hop, hop, hide! Fun, fun!`, LITTLE_SIBLING),
    ],
    de: [
      de(
        (s) =>
          `${s.name} sah die stillen Gesichter an und dachte einen Moment nach. „Und was ist deine Idee?“, fragte ${s.er}. Die Antwort war etwas, auf das ${s.name} nie gekommen wäre, und es war eine richtig gute Idee. Bald kicherten alle. „Wenn wir uns beim Aussuchen abwechseln, gibt es doppelt so viele Spiele“, sagte ${s.name}.`,
        NOBODY,
      ),
      de(
        (s) =>
          `Da sah ${s.name}, dass niemand mehr lächelte, und im Bauch wurde es ganz komisch. „Du darfst aussuchen“, sagte ${s.er}. Die andere Idee war anders als ${s.sein('e')}, überraschend und am Ende genau richtig. „Unseres ist besser als meins“, sagte ${s.name}, und das meinte ${s.er} ernst.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} beugte sich herüber. „Alles macht mehr Spaß, wenn alle mitbestimmen dürfen“, flüsterte ${s.palEr}. ${s.name} holte Luft. „Na gut. Du suchst aus.“ Erst war es komisch, nicht zu bestimmen. Dann machte es Spaß, und dann machte es richtig viel Spaß, und ${s.name} lachte lauter als alle anderen.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} sah ${s.sibling.name} da sitzen, ganz geknickt, und es gab ${s.ihm} einen kleinen Stich. „Du suchst aus“, sagte ${s.er}. „Echt?“, fragte ${s.sibling.name}. „Echt.“ ${s.sibling.name} suchte ein albernes Spiel aus, voller Hüpfen und Verstecken, und es wurde das beste Spiel der ganzen Nacht.`,
        SIBLING,
      ),
      de(
        (s) =>
          `${s.name} dachte an ${s.friend.name} und an die Spiele, die sie zusammen spielten, und dass die besten immer die waren, die sie sich gemeinsam ausdachten. „Was möchtest du spielen?“, fragte ${s.name}. Und das Spiel, das sie sich dann zusammen ausdachten, war besser, als es einer allein je hingekriegt hätte.`,
        { ages: ['big'], needs: ['friend'], unless: ['sibling'] },
      ),
      de((s) => `„Du darfst aussuchen, ${s.pal}!“ Juhu!`, LITTLE_NOBODY),
      de((s) => `„Was möchtest du?“, fragt ${s.name}. Au ja, das spielen wir!`, { ages: ['little'] }),
      de((s) => `„Du suchst aus, ${s.sibling.name}!“ Hüpf, hüpf, versteck dich! Juhu!`, LITTLE_SIBLING),
    ],
  },
};

export const FRIENDSHIP_THEMES: readonly ThemeBeats[] = [beingKind, makingFriends, lettingOthersChoose];
