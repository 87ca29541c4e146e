import type { ThemeBeats } from '../types.ts';
import { de, en } from '../types.ts';
import { BIG, LITTLE } from './ages.ts';

// Kindergarten and school days: starting kindergarten and school (played through once, so the day
// is known), speaking up (finding one's voice in a circle or to ask for help, not a stammer: that
// is the sensitive `speech` arc) and reading (one sound at a time until the word clicks).

const kindergarten: ThemeBeats = {
  id: 'kindergarten',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.sight()} Behind a round little door, the young ones ${s.where.again} had a playroom all of their own, full of building blocks and paint pots, with a big soft rug, and they called out, "Come and play!" ${s.name} stopped in the doorway and held on to ${s.pal} with both hands. "I don't know anyone," ${s.he} whispered. "And soon I'm starting kindergarten, and I won't know anyone there either."`,
        BIG,
      ),
      en(
        (s) =>
          `"Soon I'm starting kindergarten," ${s.name} told ${s.pal}. "What if the grown-ups go home and I have to stay?" Just saying it made ${s.his} tummy feel full of fluttery butterflies.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} asked what ${s.name} was looking forward to. "Kindergarten," said ${s.name}. Then, more quietly: "But I don't know where anything is there, or what you do all day."`,
        BIG,
      ),
      en((s) => `A new room. New toys. New faces. ${s.name} holds on to ${s.pal}. Tight, tight.`, LITTLE),
      en((s) => `Bye-bye at the door? Oh, oh, ${s.name}.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.sight()} Hinter einer runden kleinen Tür hatten die Kleinen ${s.where.again} ein eigenes Spielzimmer, voller Bauklötze und Farbtöpfe und mit einem großen, weichen Teppich, und sie riefen: „Komm spielen!“ ${s.name} blieb in der Tür stehen und hielt sich mit beiden Händen an ${s.pal} fest. „Ich kenne hier niemanden“, flüsterte ${s.er}. „Und bald komme ich in den Kindergarten, und da kenne ich auch niemanden.“`,
        BIG,
      ),
      de(
        (s) =>
          `„Bald komme ich in den Kindergarten“, erzählte ${s.name}. „Und wenn die Großen dann nach Hause gehen, und ich muss dableiben?“ Schon beim Sagen kribbelte es im Bauch wie von lauter Schmetterlingen.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} fragte, worauf sich ${s.name} freute. „Auf den Kindergarten“, sagte ${s.name}. Und dann leiser: „Aber ich weiß gar nicht, wo da alles ist und was man da den ganzen Tag macht.“`,
        BIG,
      ),
      de(
        (s) => `Ein neuer Raum. Neue Spielsachen. Neue Gesichter. ${s.name} hält sich an ${s.pal} fest. Fest, fest.`,
        LITTLE,
      ),
      de((s) => `Tschüss sagen an der Tür? Oh, oh, ${s.name}.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `A little later they met a shy little creature peeping out from behind a corner, new here too. ${s.name} remembered exactly how that felt, so ${s.he} smiled and said, "Hello! Do you want to play with us?" The little one smiled back, and soon they were all building the tallest tower ever. "You see?" said ${s.pal}. "You're good at new places." And ${s.name} felt ready, brave and happy.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} showed ${s.name} a secret trick. "When you miss someone, put your hand on your heart and count to three. Then you can feel them, right there." ${s.name} tried it. One, two, three. It was true: all the love was tucked away inside, safe and warm, and it would come along to kindergarten too. "I can do kindergarten," ${s.he} said, like someone who really meant it.`,
        BIG,
      ),
      en(
        (s) =>
          `"Shall we play it?" asked ${s.pal}. So they played kindergarten: hanging a coat on a peg, waving goodbye at the door, singing a morning song, building with blocks, a snack, a little rest on a soft mat, and then, at the end, the door opening and somebody coming to fetch you. They played it twice, and the second time ${s.name} was the one who knew where everything was. Any butterflies left in ${s.his} tummy turned into happy ones.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} thought of ${s.friend.name}. Once, the two of them hadn't known each other either, and now ${s.friend.name} was a real friend. "Kindergarten is full of people who don't know each other yet," said ${s.pal}. ${s.name} smiled. That sounded like a lot of friends, waiting.`,
        { needs: ['friend'], ages: ['big'] },
      ),
      en((s) => `Wave, wave, bye-bye! ${s.name} plays with the blocks. Build, build, up!`, LITTLE),
      en((s) => `Hello, hello! A new friend for ${s.name}. Play, play, play!`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `Ein bisschen später trafen sie ein schüchternes kleines Wesen, das hinter einer Ecke hervorlugte, auch ganz neu hier. ${s.name} wusste noch genau, wie sich das anfühlt. Also lächelte ${s.er} und sagte: „Hallo! Willst du mit uns spielen?“ Das Kleine lächelte zurück, und bald bauten alle zusammen den höchsten Turm, den es je gab. „Siehst du?“, sagte ${s.pal}. „Neue Orte kannst du richtig gut.“ Und ${s.name} fühlte sich bereit, mutig und froh.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} zeigte ${s.ihm} einen geheimen Trick. „Wenn du jemanden vermisst, leg die Hand aufs Herz und zähl bis drei. Dann spürst du ihn ganz nah.“ ${s.name} probierte es aus. Eins, zwei, drei. Es stimmte: Die ganze Liebe war dort drinnen gut aufgehoben, warm und sicher, und sie würde mit in den Kindergarten kommen. „Ich schaffe das mit dem Kindergarten“, sagte ${s.name}, und es war ganz ernst gemeint.`,
        BIG,
      ),
      de(
        (s) =>
          `„Sollen wir es spielen?“, fragte ${s.pal}. Also spielten sie Kindergarten: die Jacke an einen Haken hängen, an der Tür tschüss winken, ein Morgenlied singen, mit Klötzen bauen, etwas essen, ein bisschen ausruhen auf einer weichen Matte, und am Ende geht die Tür auf, und jemand kommt und holt einen ab. Sie spielten es zweimal, und beim zweiten Mal wusste ${s.name} schon, wo alles war. Aus den Schmetterlingen im Bauch wurden fröhliche.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} dachte an ${s.friend.name}. Früher hatten die beiden sich auch nicht gekannt, und jetzt spielten sie am liebsten zusammen. „Im Kindergarten sind lauter Kinder, die sich noch nicht kennen“, sagte ${s.pal}. ${s.name} lächelte. Das klang nach ganz vielen Freunden, die schon warteten.`,
        { needs: ['friend'], ages: ['big'] },
      ),
      de((s) => `Winke, winke, tschüss! ${s.name} baut mit Klötzen. Bau, bau, hoch!`, LITTLE),
      de((s) => `Hallo, hallo! Ein neuer Freund für ${s.name}. Spielen, spielen, spielen!`, LITTLE),
    ],
  },
};

const school: ThemeBeats = {
  id: 'school',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.sight()} ${s.where.guideName} was giving the young ones ${s.where.again} a lesson that night: letters drawn in the air with glowing fingers. "Come and join in," called ${s.where.guideName}. But ${s.name} stayed right at the back. "Soon I'm starting real school," ${s.he} whispered to ${s.pal}. "What if it's too hard?"`,
        BIG,
      ),
      en(
        (s) =>
          `"Soon I'm starting school," said ${s.name}. "A real school, with a school bag and everything." Then ${s.his} voice went small. "But what if I can't find my way around? What if everyone else already knows everything?"`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} asked about school, and ${s.name} fiddled with a button. "Everything will be new," ${s.he} said. "The classroom, the teacher, all the children. Even the toilets."`,
        BIG,
      ),
      en((s) => `A big school. A big bag. Oh, oh, ${s.name}!`, LITTLE),
      en((s) => `So many doors! Which one, ${s.pal}? ${s.name} holds on tight.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.sight()} ${s.where.guideName} gab den Kleinen ${s.where.again} in dieser Nacht Unterricht: Buchstaben, mit leuchtenden Fingern in die Luft gemalt. „Mach doch mit“, rief ${s.where.guideName}. Aber ${s.name} blieb ganz hinten stehen. „Bald komme ich in die richtige Schule“, flüsterte ${s.er}. „Und wenn es da zu schwer ist?“`,
        BIG,
      ),
      de(
        (s) =>
          `„Bald komme ich in die Schule“, sagte ${s.name}. „In eine richtige Schule, mit Schulranzen und allem.“ Dann wurde die Stimme ganz klein. „Aber wenn ich mich da nicht zurechtfinde? Wenn die anderen schon alles können?“`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} fragte nach der Schule, und ${s.name} drehte an einem Knopf herum. „Da ist alles neu“, sagte ${s.er}. „Das Klassenzimmer, die Lehrerin, all die Kinder. Sogar die Klos.“`,
        BIG,
      ),
      de((s) => `Eine große Schule. Ein großer Ranzen. Oh, oh, ${s.name}!`, LITTLE),
      de((s) => `So viele Türen! Welche denn, ${s.pal}? ${s.name} hält sich fest.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `Later they came across a little sign covered in squiggly letters, and ${s.name} spotted one that was already an old friend: the first letter of ${s.his} own name. "I can read that one!" ${s.he} said. "You see?" said ${s.pal}. "You already know lots of things, and at school you'll learn even more." ${s.name} pictured the new school bag and the new classroom, and felt tall instead of small.`,
        BIG,
      ),
      en(
        (s) =>
          `Again and again ${s.name} practised saying "Good morning!" in a big, clear voice, and every time ${s.pal} answered, "Good morning! What's your name?" "I'm ${s.name}," said ${s.name}. "Shall we be friends?" They practised until it was easy. "That's what I'll say on my first day," ${s.name} decided. School was going to be an adventure too.`,
        BIG,
      ),
      en(
        (s) =>
          `"Let's play school," said ${s.pal}. ${s.name} packed a pretend school bag: a pencil case, a drink, a snack for break time. Then ${s.he} found a place to sit, put up a hand and wrote ${s.his} own name in the air, letter by letter. "Look at you," said ${s.pal}. "A real school child." ${s.name} sat up straight and found that the worry had shrunk to the size of a pea.`,
        BIG,
      ),
      en((s) => `Big, big steps! ${s.name} goes to school. Hello, teacher!`, LITTLE),
      en((s) => `"Good morning!" says ${s.name}. "Good morning!" say the children. Hello, hello!`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `Später kamen sie an einem kleinen Schild voller krakeliger Buchstaben vorbei, und ${s.name} entdeckte einen, der schon ein alter Freund war: den ersten Buchstaben des eigenen Namens. „Den kann ich lesen!“, rief ${s.er}. „Siehst du?“, sagte ${s.pal}. „Du weißt schon so viel, und in der Schule lernst du noch viel mehr.“ ${s.name} dachte an den neuen Schulranzen und das neue Klassenzimmer und fühlte sich groß statt klein.`,
        BIG,
      ),
      de(
        (s) =>
          `Immer wieder übte ${s.name}, mit lauter, klarer Stimme „Guten Morgen!“ zu sagen, und ${s.pal} antwortete jedes Mal: „Guten Morgen! Wie heißt du denn?“ „Ich bin ${s.name}“, sagte ${s.name}. „Wollen wir Freunde sein?“ Sie übten, bis es ganz leicht ging. „Das sage ich am ersten Schultag“, beschloss ${s.name}. Die Schule würde auch ein Abenteuer werden.`,
        BIG,
      ),
      de(
        (s) =>
          `„Wir spielen Schule“, sagte ${s.pal}. ${s.name} packte einen ausgedachten Schulranzen: Federmäppchen, Trinkflasche, ein Brot für die Pause. Dann suchte ${s.er} sich einen Platz, meldete sich und schrieb den eigenen Namen in die Luft, Buchstabe für Buchstabe. „Sieh mal einer an“, sagte ${s.pal}. „Ein richtiges Schulkind.“ ${s.name} setzte sich gerade hin und merkte, dass die Sorge auf Erbsengröße geschrumpft war.`,
        BIG,
      ),
      de((s) => `Große, große Schritte! ${s.name} geht zur Schule. Hallo, Lehrerin!`, LITTLE),
      de((s) => `„Guten Morgen!“, sagt ${s.name}. „Guten Morgen!“, sagen die Kinder. Hallo, hallo!`, LITTLE),
    ],
  },
};

const speakingUp: ThemeBeats = {
  id: 'speaking-up',
  challenge: {
    en: [
      en(
        (s) =>
          `A little later, all the folk ${s.where.again} sat in a circle, because ${s.where.guideName} had a question for them: "Who knows how we can get the lantern back up to the very top?" ${s.name} knew the answer. It was right there, on the tip of ${s.his} tongue. But the words hid somewhere deep down, and ${s.he} stayed quiet, with hot cheeks.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.sight()} ${s.name} wanted to reach a shiny little bell that hung far too high, and all around, everyone ${s.where.again} was busy with their own things. Asking for help would have been easy, but the words stuck like a pebble in ${s.his} throat. "What if they think it's silly?" ${s.he} whispered to ${s.pal}.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.where.guideName} asked everyone in turn what they had seen on the way. One by one the others answered, loud and clear. When it was ${s.name}'s turn, ${s.he} knew exactly what to say, but ${s.his} voice had crept off to hide, and all that came out was a tiny squeak. ${s.name} looked down at ${s.his} feet.`,
        BIG,
      ),
      en((s) => `${s.name} knows it! But the words hide. A tiny, tiny voice.`, LITTLE),
      en((s) => `Help? ${s.name} wants to ask. Shh, the words are shy.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `Ein bisschen später saßen alle ${s.where.again} im Kreis, denn ${s.where.guideName} hatte eine Frage: „Wer weiß, wie wir die Laterne wieder ganz nach oben bekommen?“ ${s.name} wusste die Antwort. Sie lag ${s.ihm} schon auf der Zunge. Aber die Worte versteckten sich ganz tief drinnen, und ${s.name} blieb still, mit heißen Wangen.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.sight()} ${s.name} wollte an ein glänzendes Glöckchen, das viel zu hoch hing, und ringsum waren alle ${s.where.again} mit ihren eigenen Sachen beschäftigt. Um Hilfe bitten wäre leicht gewesen, aber die Worte steckten wie ein Kieselstein im Hals fest. „Und wenn sie das albern finden?“, flüsterte ${s.er}.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.where.guideName} fragte alle der Reihe nach, was sie unterwegs gesehen hatten. Einer nach dem anderen antwortete, laut und deutlich. Als ${s.name} an der Reihe war, wusste ${s.er} genau, was ${s.er} sagen wollte, aber die Stimme hatte sich verkrochen, und heraus kam nur ein winziges Piepsen. ${s.name} schaute auf die Füße.`,
        BIG,
      ),
      de((s) => `${s.name} weiß es! Aber die Worte verstecken sich. Ein ganz, ganz leises Stimmchen.`, LITTLE),
      de((s) => `Hilfe? ${s.name} will fragen. Pst, die Worte sind schüchtern.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `"Say it to me first," whispered ${s.pal}. "Just to me." So ${s.name} whispered it into ${s.pal}'s ear, very softly. "That's good," said ${s.pal}. "A small voice is still a voice." Then ${s.name} took a breath, lifted ${s.his} chin and said it again, a little wobbly at first and then loud and clear. Everyone turned to listen. ${s.where.guideName} nodded slowly. "Thank you, ${s.name}," was all ${s.where.guideName} said, and that was plenty.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.pal} stayed close. "Just one sentence," ${s.palHe} said. "I'm right here." ${s.name} put up a hand, the way you do at school, and waited until ${s.where.guideName} looked. Then ${s.he} said it, clear as a bell. It was over in a moment, and nobody laughed, and nobody thought it was silly. Somebody even said, "Good idea!" ${s.name} let out a long breath and found that ${s.his} cheeks had cooled right down.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} remembered a trick: a big breath in, a big breath out, then find one kind face and say it to that face only. ${s.He} found ${s.pal}'s face, and said it. ${s.His} voice came out small, then a little bigger, then just the right size. Everyone listened. When ${s.he} had finished, ${s.name} felt ten times braver than before, and a little bit surprised.`,
        BIG,
      ),
      en((s) => `A big breath, and: "Hello!" Loud and clear, ${s.name}!`, LITTLE),
      en((s) => `"Please help me!" says ${s.name}. And everyone helps.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `„Sag es zuerst nur mir“, flüsterte ${s.pal}. Also flüsterte ${s.name} es ${s.palIhm} ganz leise ins Ohr. „Das ist gut“, sagte ${s.pal}. „Eine kleine Stimme ist auch eine Stimme.“ Dann holte ${s.name} Luft, hob das Kinn und sagte es noch einmal, erst ein bisschen wackelig und dann laut und deutlich. Alle drehten sich um und hörten zu. ${s.where.guideName} nickte langsam. „Danke, ${s.name}“, war alles, was ${s.where.guideName} sagte, und das war genug.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.pal} blieb ganz dicht daneben. „Nur ein Satz“, sagte ${s.palEr}. „Ich bin hier.“ ${s.name} meldete sich, so wie in der Schule, und wartete, bis ${s.where.guideName} herschaute. Dann sagte ${s.er} es, klar wie ein Glöckchen. Im Nu war es vorbei, und niemand lachte, und niemand fand es albern. Jemand sagte sogar: „Gute Idee!“ ${s.name} atmete lange aus und merkte, dass die Wangen wieder ganz kühl waren.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} erinnerte sich an einen Trick: einmal tief ein, einmal tief aus, und dann in ein freundliches Gesicht schauen und es nur diesem einen Gesicht sagen. ${s.Er} suchte sich das Gesicht von ${s.pal} aus und sagte es. Die Stimme kam erst klein heraus, dann ein bisschen größer und dann genau richtig. Alle hörten zu. Als ${s.name} fertig war, fühlte ${s.er} sich zehnmal mutiger als vorher und ein kleines bisschen überrascht.`,
        BIG,
      ),
      de((s) => `Tief Luft holen, und: „Hallo!“ Laut und deutlich, ${s.name}!`, LITTLE),
      de((s) => `„Hilf mir bitte!“, sagt ${s.name}. Und alle helfen.`, LITTLE),
    ],
  },
};

const reading: ThemeBeats = {
  id: 'reading',
  challenge: {
    en: [
      en(
        (s) =>
          `${s.sight()} They found a little signpost with words on it, and ${s.pal} asked ${s.name} what it said. ${s.name} looked at the letters. They jumbled and wiggled, and ${s.his} cheeks went hot. "I can't read it," ${s.he} mumbled.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.where.guideName} handed ${s.name} a tiny book with a moon on the cover. "Would you read it to us?" ${s.name} opened it, and closed it again. "The words are so long," ${s.he} said, "and the letters keep swapping places."`,
        BIG,
      ),
      en(
        (s) =>
          `Somebody had left them a note, folded very small, and ${s.pal} held it out. "You read it," ${s.palHe} said. "I can't read at all." ${s.name} unfolded it and stared, and stared, and the letters just stared back.`,
        BIG,
      ),
      en((s) => `A book, a book! What does it say, ${s.name}?`, LITTLE),
      en((s) => `Letters, letters, all in a row. ${s.name} can't read them. Not yet.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `${s.sight()} Sie fanden einen kleinen Wegweiser mit Wörtern darauf, und ${s.pal} fragte, was da stand. ${s.name} schaute auf die Buchstaben. Sie purzelten und wackelten durcheinander, und ${s.name} wurde ganz heiß im Gesicht. „Ich kann das nicht lesen“, murmelte ${s.er}.`,
        BIG,
      ),
      de(
        (s) =>
          `Von ${s.where.guideName} bekam ${s.name} ein winziges Buch mit einem Mond auf dem Umschlag. „Liest du es uns vor?“ ${s.name} klappte es auf und gleich wieder zu. „Die Wörter sind so lang“, sagte ${s.er}, „und die Buchstaben tauschen immer die Plätze.“`,
        BIG,
      ),
      de(
        (s) =>
          `Jemand hatte ihnen einen Zettel dagelassen, ganz klein gefaltet, und ${s.pal} hielt ihn hin. „Lies du“, sagte ${s.palEr}. „Ich kann überhaupt nicht lesen.“ ${s.name} faltete ihn auseinander und starrte und starrte, und die Buchstaben starrten einfach zurück.`,
        BIG,
      ),
      de((s) => `Ein Buch, ein Buch! Was steht da drin, ${s.name}?`, LITTLE),
      de((s) => `Buchstaben, Buchstaben, alle in einer Reihe. ${s.name} kann sie nicht lesen. Noch nicht.`, LITTLE),
    ],
  },
  mastery: {
    en: [
      en(
        (s) =>
          `"Let's do it one sound at a time," said ${s.pal}. So ${s.name} put a finger under the first letter and said its sound, slowly. Mmm. Then the next. Ooo. Then the last. Nnn. "Mmm… ooo… nnn," said ${s.name}, faster and faster, and suddenly the sounds clicked together like building bricks. "Moon! It says moon!" A rush of pride went right through ${s.him}. Reading, ${s.he} decided, is like unlocking a tiny door.`,
        BIG,
      ),
      en(
        (s) =>
          `"Words are like puzzles," said ${s.pal}, "and you love puzzles." So they played a letter game, finding something for every letter they met: b for bright, s for sleepy, m for magic. ${s.name} found more and more, and every letter looked friendlier than the one before. Then ${s.he} tried the first word again, and this time it let ${s.him} in. "I'm getting better at this," ${s.he} said, with a smile as wide as an open book.`,
        BIG,
      ),
      en(
        (s) =>
          `${s.name} started with the words ${s.he} already knew: a little one, "the", and then another, "and", like stepping stones across a stream. In between, the long words didn't look so long any more. One by one ${s.he} sounded them out, while ${s.pal} waited patiently and did not help at all, until the whole line was read. Then ${s.name} read it again, out loud, just for the joy of it.`,
        BIG,
      ),
      en((s) => `Mmm, ooo, nnn: moon! ${s.name} reads a word!`, LITTLE),
      en((s) => `Page, page, turn the page! ${s.name} reads with ${s.pal}.`, LITTLE),
    ],
    de: [
      de(
        (s) =>
          `„Lass es uns Laut für Laut machen“, sagte ${s.pal}. Also legte ${s.name} einen Finger unter den ersten Buchstaben und sprach ganz langsam den Laut dazu. Mmm. Dann den nächsten. Ooo. Dann noch einen. Nnn. Und den letzten. D. „Mmm … ooo … nnn … d“, sagte ${s.name}, schneller und schneller, und plötzlich rasteten die Laute ineinander wie Bauklötze. „Mond! Da steht Mond!“ Der Stolz stieg ganz warm in ${s.ihm} auf. Lesen, fand ${s.er}, ist wie eine winzige Tür aufschließen.`,
        BIG,
      ),
      de(
        (s) =>
          `„Wörter sind wie Rätsel“, sagte ${s.pal}, „und du magst doch Rätsel.“ Also spielten sie ein Buchstabenspiel und fanden zu jedem Buchstaben etwas: H wie hell, S wie schläfrig, Z wie Zauber. ${s.name} fand immer mehr, und jeder Buchstabe sah freundlicher aus als der davor. Dann versuchte ${s.er} es noch einmal mit dem ersten Wort, und diesmal ließ es ${s.ihn} hinein. „Ich werde immer besser“, sagte ${s.er}, mit einem Lächeln so breit wie ein aufgeschlagenes Buch.`,
        BIG,
      ),
      de(
        (s) =>
          `${s.name} fing mit den Wörtern an, die ${s.er} schon kannte: mit einem kleinen, „und“, und noch einem, „die“, wie mit Trittsteinen über einen Bach. Dazwischen sahen die langen Wörter gar nicht mehr so lang aus. Eins nach dem anderen nahm ${s.er} sich vor, Laut für Laut, und ${s.pal} wartete geduldig und half kein bisschen, bis die ganze Zeile gelesen war. Dann las ${s.name} sie noch einmal laut vor, einfach weil es so schön war.`,
        BIG,
      ),
      de((s) => `Mmm, ooo, nnn, d: Mond! ${s.name} liest ein Wort!`, LITTLE),
      de((s) => `Blättern, blättern, umblättern! ${s.name} liest mit ${s.pal}.`, LITTLE),
    ],
  },
};

export const SCHOOL_DAY_THEMES: readonly ThemeBeats[] = [kindergarten, school, speakingUp, reading];
