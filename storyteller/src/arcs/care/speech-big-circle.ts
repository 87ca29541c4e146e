import { de, en, type Passage } from '../types.ts';

// A stammer, for a child of five and over: the listening circle. Everyone takes turns and waits;
// when the child's word takes its time, nobody says it for them, and the circle answers what the
// child told. A little one who asks why the words hop did not know; the child says the night's
// goodnight in their own voice. Practice comes only when the parent asked for it, and is chosen.

export const circleTurns: Passage = {
  en: [
    en(
      (s) =>
        `They sat in a ring, ${s.where.guideName} and ${s.pal} and ${s.name} and all sorts of small night creatures, and the talking stone went round. ${s.where.creature.A} told, in a voice as soft as a sock, about a worm it had met. Someone with a squeaky voice told the same thing twice, because it was good enough for twice. The oldest one of all held the stone for such a long time before speaking that the moon moved a little in the sky. Everyone waited. Then the old one said, "Dew," and everyone nodded, because that was a fine thing to have noticed.`,
    ),
    en(
      (s) =>
        `When they arrived, small creatures of every sort were already sitting in a ring, and ${s.where.guideName} was holding the talking stone. It went from paw to paw. Some told their thing in a rush, some in a whisper. One very small creature could not think of anything for a long time, and everybody waited, and at last it said, "I saw the moon." Then everybody looked up, and there the moon was.`,
    ),
    en(
      (s) =>
        `${s.name} and ${s.pal} found a place in the ring. The talking stone was smooth and grey and just big enough for two hands, and it went round slowly. ${s.where.creature.A} told about a puddle with a star in it. Someone else told about a beetle with a shiny back, and said "beetle" three times, because it was such a good word. Nobody hurried anybody. It was that kind of circle.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Sie saßen im Kreis, ${s.where.guideName} und ${s.pal} und ${s.name} und allerlei kleine Nachttiere, und der Erzählstein ging reihum. ${s.where.creature.Ein.nom} erzählte mit einer Stimme, so weich wie eine Wollsocke, von einem Regenwurm. Jemand mit einer Piepsstimme erzählte alles zweimal, weil es so schön war, dass es für zweimal reichte. Und der Älteste von allen hielt den Stein so lange, bevor er etwas sagte, dass der Mond am Himmel ein Stück weiterrückte. Alle warteten. Dann sagte der Alte: „Tau“, und alle nickten, denn das war eine gute Sache, die man bemerken konnte.`,
    ),
    de(
      (s) =>
        `Als sie ankamen, saßen schon viele kleine Tiere im Kreis, und ${s.where.guideName} hielt den Erzählstein. Er ging von Pfote zu Pfote. Manche erzählten ganz schnell, manche flüsterten. Einem ganz kleinen Tier fiel lange nichts ein, und alle warteten, und schließlich sagte es: „Ich hab den Mond gesehen.“ Da schauten alle nach oben, und da war er, der Mond.`,
    ),
    de(
      (s) =>
        `${s.name} und ${s.pal} fanden einen Platz im Kreis. Der Erzählstein war glatt und grau und gerade groß genug für zwei Hände, und er wanderte langsam herum. ${s.where.creature.Ein.nom} erzählte von einer Pfütze, in der ein Stern lag. Jemand anderes erzählte von einem Käfer mit glänzendem Rücken und sagte dreimal „Käfer“, weil es so ein schönes Wort war. Niemand drängelte. Es war so ein Kreis.`,
    ),
  ],
};

export const childsTurn: Passage = {
  en: [
    en(
      (s) =>
        `Soon the stone came round to ${s.name}. It was warm from all the paws and hands that had held it. In ${s.his} other hand ${s.he} held out ${s.his} find: a feather, grey and white, with one tiny silver spot at the very tip. "I-I-I…" The word stuck. Nobody moved. Nobody looked away. The whole circle simply waited, the way you wait for the moon to come out from behind a cloud, and then the words came: "I found it by the path. It's got a s-silver spot. Right at the end." "A silver spot!" said ${s.where.creature.the}. "Who do you think it belonged to?" "An owl," said ${s.name}. "A very small one." And everyone leaned in to look.`,
    ),
    en(
      (s) =>
        `When the talking stone reached ${s.name}, ${s.he} held it in one hand and ${s.his} find in the other. It was a pebble as round as a button, with a white ring right round its middle, as if someone had drawn it there with chalk. "Th-th-this…" said ${s.name}, and the word took its time, and the circle waited, quiet and comfortable, as if there was all the time in the world. There was. "This is a b-belt stone," said ${s.name}. "It's wearing a belt." The little ones' eyes went round, and ${s.where.guideName} said, "A belt stone! I have lived here all my life and never seen one. Where did you find it?" So ${s.name} told them.`,
    ),
    en(
      (s) =>
        `At last the stone came to ${s.name}. ${s.He} rested it on ${s.his} knee and held up ${s.his} find: an empty snail shell, clean and pale, curled round and round like a tiny staircase. "It's g-g-got…" ${s.name} began, and then the word stuck fast, and the circle waited. Nobody said it for ${s.him}. Nobody fidgeted or looked at the sky. They simply waited, and the word came: "…seven turns. I c-counted." "Seven!" said ${s.where.creature.the}. "Can I count them too?" And it counted, very carefully, and got seven as well.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Dann kam der Stein zu ${s.name}. Er war noch warm von all den Pfoten und Händen, die ihn gehalten hatten. Mit der anderen Hand hielt ${s.name} den Fund hoch: eine Feder, grau und weiß, mit einem winzigen silbernen Punkt ganz an der Spitze. „I-i-ich …“ Das Wort blieb stecken. Niemand rührte sich. Niemand schaute weg. Der ganze Kreis wartete einfach, so wie man wartet, bis der Mond hinter einer Wolke hervorkommt, und dann kamen die Wörter: „Ich hab sie am Weg gefunden. Sie hat einen s-silbernen Punkt. Ganz vorne.“ „Einen silbernen Punkt!“, sagte ${s.where.creature.der.nom}. „Wem die wohl gehört hat?“ „Einer Eule“, sagte ${s.name}. „Einer ganz kleinen.“ Und alle beugten sich vor, um sie anzuschauen.`,
    ),
    de(
      (s) =>
        `Als der Erzählstein bei ${s.name} ankam, hielt ${s.er} ihn in der einen Hand und ${s.sein('en')} Fund in der anderen: einen Kieselstein, rund wie ein Knopf, mit einem weißen Ring um den Bauch, als hätte ihn jemand mit Kreide hingemalt. „D-d-das …“, sagte ${s.name}, und das Wort ließ sich Zeit, und der Kreis wartete, ruhig und gemütlich, als hätten alle alle Zeit der Welt. Die hatten sie auch. „Das ist ein Gürtelstein“, sagte ${s.name}. „Der hat einen G-Gürtel an.“ Den Kleinen wurden die Augen ganz rund, und ${s.where.guideName} sagte: „Ein Gürtelstein! Ich wohne mein Leben lang hier und habe noch nie einen gesehen. Wo lag er denn?“ Also erzählte ${s.name} alles ganz genau.`,
    ),
    de(
      (s) =>
        `Endlich war der Stein bei ${s.name}. Vorsichtig legte ${s.er} ihn aufs Knie und hielt ${s.sein('en')} Fund hoch: ein leeres Schneckenhaus, sauber und hell, das sich rundherum drehte wie eine winzige Wendeltreppe. „Es hat s-s-s …“, fing ${s.name} an, und dann blieb das Wort stecken, ganz fest, und der Kreis wartete. Niemand nahm ${s.ihm} das Wort aus dem Mund. Niemand rutschte herum oder schaute in den Himmel. Alle warteten einfach, und dann kam das Wort: „… sieben Windungen. Hab ich g-gezählt.“ „Sieben!“, sagte ${s.where.creature.der.nom}. „Darf ich auch zählen?“ Und dann zählte ${s.where.creature.er.nom} nach, ganz sorgfältig, und kam auch auf sieben.`,
    ),
  ],
};

export const whyTheyHop: Passage = {
  en: [
    en(
      (s) =>
        `Afterwards, one of the smallest creatures shuffled over. "Why do your words go bumpy?" it asked, not unkindly, the way very small ones ask about everything. ${s.name} thought about it. "That's just how my words come out," ${s.he} said. "It's called a st-stammer. I've still got lots to say." "Oh," said the little one. "I didn't know that. Next time, I'll wait too."`,
    ),
    en(
      (s) =>
        `Earlier, when ${s.name}'s word had stuck, one very young creature had giggled. Now it came over, looking a bit worried. "I didn't know words could do that," it said. "Now you do," said ${s.where.guideName} gently. "Some words hop, and some take their time. We wait for them, and then we find out what they say. That's the best part." The little one looked at ${s.name}. "Will you tell me again? I'll listen properly this time." So ${s.name} did.`,
    ),
    en(
      (s) =>
        `${s.where.guideName} came and sat beside ${s.name} for a moment. "Thank you," ${s.where.guideName} said. "I would have been sorry to miss that." ${s.name} looked down at ${s.his} feet. "My words were b-bumpy," ${s.he} said. "They were your words," said ${s.where.guideName}. "Bumpy or smooth, that's what we were waiting for." And something warm spread right through ${s.name}, from ${s.his} ears to ${s.his} toes.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Hinterher rutschte eines der allerkleinsten Tiere zu ${s.name} herüber. „Warum hüpfen deine Wörter?“, fragte es, gar nicht gemein, so wie die ganz Kleinen eben alles fragen. ${s.name} überlegte. „So kommen meine Wörter eben raus“, sagte ${s.er}. „Das heißt St-Stottern. Ich hab trotzdem ganz viel zu sagen.“ „Ach so“, sagte das Kleine. „Das wusste ich nicht. Nächstes Mal warte ich auch.“`,
    ),
    de(
      (s) =>
        `Vorhin, als ${s.name} ein Wort stecken geblieben war, hatte ein ganz junges Tier gekichert. Jetzt kam es herüber und sah ein bisschen bedrückt aus. „Ich wusste nicht, dass Wörter so was machen“, sagte es. „Jetzt weißt du es“, sagte ${s.where.guideName} freundlich. „Manche Wörter hüpfen, und manche lassen sich Zeit. Wir warten auf sie, und dann erfahren wir, was sie sagen. Das ist das Schönste daran.“ Das Kleine sah ${s.name} an. „Erzählst du es mir noch mal? Diesmal hör ich richtig zu.“ Und ${s.name} erzählte es noch einmal.`,
    ),
    de(
      (s) =>
        `${s.where.guideName} setzte sich einen Moment neben ${s.name}. „Danke“, sagte ${s.where.guideName}. „Das hätte ich nicht verpassen wollen.“ ${s.name} schaute auf die eigenen Füße. „Meine Wörter waren h-holprig“, sagte ${s.er}. „Es waren deine Wörter“, sagte ${s.where.guideName}. „Holprig oder glatt, genau auf die haben wir gewartet.“ Da breitete sich in ${s.name} etwas Warmes aus, von den Ohren bis zu den Zehen.`,
    ),
  ],
};

/** Told only when the parent asked for practice: a game the child may choose, never a repair. */
export const wordGame: Passage = {
  en: [
    en(
      (s) =>
        `On the way out of the circle, ${s.where.guideName} walked beside them for a while. "Some children like to play with their words," ${s.where.guideName} said, "starting a sound very gently, like a sledge sliding onto snow. You don't have to. Only if you'd like to." ${s.name} thought about it, and decided ${s.he} would like to try. "Mmmmoon," ${s.he} said, sliding in softly, and the word came out long and round. Then ${s.he} said it ${s.his} own hopping way, "M-m-moon," just because. "Both of those were the moon," said ${s.pal}, "and both were lovely."`,
      { needs: ['practise'] },
    ),
    en(
      (s) =>
        `"Do you want to know a game?" asked ${s.pal}. "Only if you want." ${s.name} nodded. "You bounce a word on purpose," said ${s.pal}, "nice and easy, like bouncing a ball. Then the bounces are yours. You're the boss of them." So ${s.name} tried it on "star": "S-s-star." Easy bounces, on purpose. Then again. It felt funny, and a bit brave. "You can practise that whenever you like," said ${s.pal}. "And whenever you don't, your words are still your words."`,
      { needs: ['practise'] },
    ),
    en(
      (s) =>
        `${s.where.guideName} had a game, too, for anyone who wanted one. "Choose a word you like," ${s.where.guideName} said, "and let it start gently, as softly as a feather landing." ${s.name} chose "night". "Nnnnight," ${s.he} said, as soft as a feather, and then "N-n-night," the hopping way, and then ${s.he} laughed, because both were the same good word. "Play it when you feel like it," said ${s.where.guideName}. "Never because you have to."`,
      { needs: ['practise'] },
    ),
  ],
  de: [
    de(
      (s) =>
        `Auf dem Rückweg ging ${s.where.guideName} ein Stück neben ihnen her. „Manche Kinder spielen gern mit ihren Wörtern“, sagte ${s.where.guideName}. „Sie lassen den ersten Laut ganz sanft hineingleiten, wie einen Schlitten in den Schnee. Du musst nicht. Nur wenn du Lust hast.“ ${s.name} überlegte und hatte Lust. „Mmmmond“, sagte ${s.er} und glitt ganz weich hinein, und das Wort kam lang und rund heraus. Dann sagte ${s.er} es noch einmal auf die eigene, hüpfende Art, „M-M-Mond“, einfach so. „Beides war der Mond“, sagte ${s.pal}, „und beides war schön.“`,
      { needs: ['practise'] },
    ),
    de(
      (s) =>
        `„Willst du ein Spiel kennenlernen?“, fragte ${s.pal}. „Nur wenn du magst.“ ${s.name} nickte. „Man lässt ein Wort mit Absicht hüpfen“, sagte ${s.pal}, „ganz locker, wie einen Ball, den man auftippt. Dann gehören die Hüpfer dir, und du bestimmst, wann sie kommen.“ Also probierte ${s.name} es mit „Stern“: „S-S-Stern.“ Ganz locker, mit Absicht. Und noch einmal. Es fühlte sich lustig an und ein bisschen mutig. „Das kannst du üben, wann immer du willst“, sagte ${s.pal}. „Und wenn du nicht willst, sind deine Wörter trotzdem genau richtig.“`,
      { needs: ['practise'] },
    ),
    de(
      (s) =>
        `Auch ${s.where.guideName} kannte ein Spiel, für alle, die eins wollten. „Such dir ein Wort aus, das du magst“, sagte ${s.where.guideName}, „und lass es ganz sacht anfangen, so leise, wie eine Feder landet.“ ${s.name} suchte sich „Nacht“ aus. „Nnnnacht“, sagte ${s.name}, so sacht wie eine Feder, und dann „N-N-Nacht“, auf die hüpfende Art, und dann musste ${s.er} lachen, weil beides dasselbe gute Wort war. „Spiel es, wenn dir danach ist“, sagte ${s.where.guideName}. „Nie, weil du musst.“`,
      { needs: ['practise'] },
    ),
  ],
};

export const goodnightWords: Passage = {
  en: [
    en(
      (s) =>
        `"Every night, someone says goodnight for all of us," said ${s.where.guideName}. "Tonight, would you?" ${s.name} stood up. "G-g-goodnight, everyone," ${s.he} said, and the word took its time, and nobody minded one bit. "Goodnight, ${s.name}," the whole circle answered, softly, all together. ${s.where.nightfall}`,
    ),
    en(
      (s) =>
        `Before everyone went home, ${s.where.guideName} turned to ${s.name}. "Would you say the night words tonight?" ${s.name} looked at ${s.pal}, and ${s.pal} nodded. "Night, n-n-night, come softly," said ${s.name}, "and keep everyone w-warm." And it was as if the whole place had been listening. ${s.where.nightfall}`,
    ),
    en(
      (s) =>
        `Then came the last thing of the circle: one voice to say goodnight to the sky. Everyone looked at ${s.name}. ${s.He} held the talking stone and waited for ${s.his} words, and the circle waited with ${s.him}. "G-goodnight, sky," ${s.he} said at last. "Goodnight, everybody." High above, the stars seemed to blink back. ${s.where.nightfall}`,
    ),
  ],
  de: [
    de(
      (s) =>
        `„Jede Nacht sagt einer für uns alle Gute Nacht“, sagte ${s.where.guideName}. „Magst du es heute tun?“ ${s.name} stand auf. „G-g-gute Nacht, ihr alle“, sagte ${s.er}, und das Wort ließ sich Zeit, und niemanden störte das auch nur ein bisschen. „Gute Nacht, ${s.name}“, antwortete der ganze Kreis, leise und alle zusammen. ${s.where.nightfall}`,
    ),
    de(
      (s) =>
        `Bevor alle nach Hause gingen, wandte sich ${s.where.guideName} an ${s.name}. „Sagst du heute den Nachtspruch?“ ${s.name} sah ${s.pal} an, und ${s.pal} nickte. „Nacht, N-N-Nacht, komm ganz sacht“, sagte ${s.name}, „und halt uns alle w-warm.“ Und es war, als hätte alles ringsum zugehört. ${s.where.nightfall}`,
    ),
    de(
      (s) =>
        `Dann kam das Letzte im Erzählkreis: Eine Stimme sagte dem Himmel Gute Nacht. Alle schauten ${s.name} an. ${s.Er} hielt den Erzählstein und wartete auf die eigenen Wörter, und der Kreis wartete mit. „G-gute Nacht, Himmel“, sagte ${s.name} schließlich. „Gute Nacht, ihr alle.“ Hoch oben schienen die Sterne zurückzublinzeln. ${s.where.nightfall}`,
    ),
  ],
};

export const speechGoodnight: Passage = {
  en: [
    en(
      (s) =>
        `Back home, ${s.grownups.names} looked in one last time. "Goodnight, ${s.name}." "G-g-goodnight," said ${s.name}, and ${s.grownups.names} waited for it, the way ${s.grownups.they} always did, and smiled when it came, because it was a good word to end a day on. ${s.pal} curled up close. "${s.lullaby}," ${s.palHe} hummed, and ${s.name}'s eyes closed.`,
      { needs: ['grownups'] },
    ),
    en(
      (s) =>
        `In no time at all, ${s.name} was back under the covers, with ${s.his} find tucked safely under the pillow. "You told it really well," whispered ${s.pal}. "Th-thank you for w-waiting," whispered ${s.name}. "Always," said ${s.pal}. "${s.lullaby}." And ${s.name} was asleep before the song was over.`,
    ),
    en(
      (s) =>
        `Back in bed, ${s.name} found ${s.homePet.name} already snoring at the foot of it. ${s.He} lay and thought about the circle: the stone going round, everyone waiting, and how it had felt when ${s.his} words came out and everybody heard them. "${s.lullaby}," sang ${s.pal}, very softly. ${s.name} smiled, and slept.`,
      { needs: ['homePet'] },
    ),
    en(
      (s) =>
        `Back in ${s.his} own room, ${s.name} said goodnight to ${s.toy.his}, the way ${s.he} did every night. "G-g-goodnight," ${s.he} told it, and it waited, the way toys do, as long as it took. ${s.pal} tucked ${s.palHim}self in beside ${s.name}. "${s.lullaby}," ${s.palHe} sang, so softly it was almost a whisper, and ${s.name} slept.`,
      { needs: ['toy'] },
    ),
    en(
      (s) =>
        `Home again, ${s.name} snuggled down under the covers. Tomorrow ${s.he} would tell somebody something, ${s.he} decided, and if they did not wait, ${s.he} would tell ${s.pal} instead, because ${s.pal} always would. "${s.lullaby}," ${s.pal} sang softly. ${s.name}'s eyelids grew heavy, and closed. Goodnight, ${s.name}.`,
    ),
    en(
      (s) =>
        `Back in bed, with the covers pulled up to ${s.his} chin, ${s.name} whispered one last thing, just for ${s.pal}: "I l-liked the circle." ${s.pal} waited for every word, as ${s.palHe} always would. "So did I," ${s.palHe} whispered back. "${s.lullaby}." And ${s.name} drifted off to sleep.`,
    ),
  ],
  de: [
    de(
      (s) =>
        `Zu Hause ${s.grownups.plural ? 'schauten' : 'schaute'} ${s.grownups.names} noch ein letztes Mal herein. „Gute Nacht, ${s.name}.“ „G-g-gute Nacht“, sagte ${s.name}, und ${s.grownups.names} ${s.grownups.plural ? 'warteten' : 'wartete'} darauf, wie immer, und ${s.grownups.plural ? 'lächelten' : 'lächelte'}, als es kam, denn es war ein gutes Wort für das Ende eines Tages. ${s.pal} kuschelte sich dicht heran. „${s.lullaby}“, summte ${s.palEr}, und ${s.name} fielen die Augen zu.`,
      { needs: ['grownups'] },
    ),
    de(
      (s) =>
        `Im Nu lag ${s.name} wieder unter der Decke, den Fund sicher unter dem Kopfkissen. „Du hast das richtig gut erzählt“, flüsterte ${s.pal}. „D-danke fürs Warten“, flüsterte ${s.name}. „Immer“, sagte ${s.pal}. „${s.lullaby}.“ Und ${s.name} schlief, noch bevor das Lied zu Ende war.`,
    ),
    de(
      (s) =>
        `Als ${s.name} wieder im Bett lag, schnarchte ${s.homePet.name} schon leise am Fußende. ${s.name} dachte an den Kreis, an den Stein, der herumgewandert war, an alle, die gewartet hatten, und daran, wie es sich angefühlt hatte, als die Wörter herauskamen und alle sie hörten. „${s.lullaby}“, sang ${s.pal} ganz leise. ${s.name} lächelte und schlief ein.`,
      { needs: ['homePet'] },
    ),
    de(
      (s) =>
        `Wieder im eigenen Zimmer sagte ${s.name} wie jeden Abend auch ${s.toy.der.dat} Gute Nacht. „G-g-gute Nacht“, sagte ${s.er}, und ${s.toy.der.nom} wartete, wie Spielsachen eben warten, so lange es dauert. ${s.pal} kuschelte sich dicht neben ${s.name}. „${s.lullaby}“, sang ${s.palEr}, so leise, dass es fast ein Flüstern war, und ${s.name} schlief.`,
      { needs: ['toy'] },
    ),
    de(
      (s) =>
        `Wieder zu Hause kuschelte sich ${s.name} unter die Decke. Morgen würde ${s.er} jemandem etwas erzählen, das stand fest, und wenn der nicht wartete, dann würde ${s.er} es eben ${s.pal} erzählen, denn ${s.pal} wartete immer. „${s.lullaby}“, sang ${s.pal} leise. ${s.name} wurden die Lider schwer, und die Augen fielen zu. Gute Nacht, ${s.name}.`,
    ),
    de(
      (s) =>
        `Wieder im Bett, die Decke bis zum Kinn, flüsterte ${s.name} noch etwas, nur für ${s.pal}: „D-der Kreis war schön.“ ${s.pal} wartete auf jedes Wort, wie immer. „Fand ich auch“, flüsterte ${s.palEr} zurück. „${s.lullaby}.“ Und ${s.name} schlummerte ein.`,
    ),
  ],
};
