// Themes about getting along: tidying up, listening, kindness, waiting one's turn, helping,
// telling the truth, please and thank you, gentleness with animals, making friends, being thankful.
import type { Theme } from '../types.ts';

export const tidying: Theme = {
  id: 'tidying-up',
  match: {
    en: [
      /\btid(?:y|ying|ies|ied)\b|\bclean(?:ing)? up\b|\bput(?:ting)? (?:away|back) (?:his |her |their |my |the )?(?:toys|things|stuff)\b|\bmess(?:y)?\b|\borgani[sz]\w*/,
    ],
    de: [
      /\baufraeum\w*|\baufzuraeumen\b|\braeumt\b.*\bauf\b|\bordnung\b|\bunordnung\b|\bchaos\b|\bwegraeumen\b|\bwegzuraeumen\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `When they wanted to play a new game, they couldn't find a single piece of it. Everything was in one big, muddled heap.`,
        `"Oh no," sighed ${w.name}. "Tidying up is so boring."`,
      ],
      mastery: [
        `${w.pal} had an idea. "Let's make it a race! Everything back in its home before I count to twenty."`,
        `${w.name} whizzed and dashed and sorted, and by the time ${w.pal} reached nineteen, every last thing was back where it belonged.`,
        `"Now we can find everything," said ${w.name}, looking around proudly. A tidy place, ${w.he} thought, feels like a deep, happy breath.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Their new friends had a cosy little corner, but it was so full of jumbled things that there was no room left to sit.`,
        `"Who's going to tidy all this up?" asked ${w.name}, hoping very much that the answer was somebody else.`,
      ],
      mastery: [
        `But then ${w.name} rolled up both sleeves. "If we all help, it'll be quick," ${w.he} said.`,
        `${w.He} put the soft things in one pile and the round things in another, and sang a tidying song while ${w.he} worked.`,
        `Soon there was room for everyone to snuggle in, and ${w.name} felt useful and proud.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Als sie ein neues Spiel spielen wollten, fanden sie kein einziges Teil davon. Alles lag in einem großen, wirren Haufen.`,
        `„Oh nein“, seufzte ${w.name}. „Aufräumen ist so langweilig.“`,
      ],
      mastery: [
        `${w.pal} hatte eine Idee. „Wir machen ein Wettrennen! Alles muss an seinen Platz, bevor ich bis zwanzig gezählt habe.“`,
        `${w.name} flitzte und sauste und sortierte, und als ${w.pal} bei neunzehn war, lag alles wieder da, wo es hingehörte.`,
        `„Jetzt finden wir alles“, sagte ${w.name} und sah sich stolz um. Ein aufgeräumter Ort, dachte ${w.er}, fühlt sich an wie einmal tief und glücklich Luft holen.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Die neuen Freunde hatten eine gemütliche Ecke, aber die war so voller Krimskrams, dass niemand mehr Platz zum Sitzen fand.`,
        `„Wer soll denn das alles aufräumen?“, fragte ${w.name} und hoffte sehr, dass es jemand anderes sein würde.`,
      ],
      mastery: [
        `Aber dann krempelte ${w.name} die Ärmel hoch. „Wenn alle helfen, geht es schnell“, sagte ${w.er}.`,
        `${w.Er} legte die weichen Sachen auf einen Haufen und die runden auf einen anderen und sang dabei ein Aufräumlied.`,
        `Bald hatten alle Platz zum Kuscheln, und ${w.name} fühlte sich nützlich und stolz.`,
      ],
    }),
  ],
};

export const listening: Theme = {
  id: 'listening',
  match: {
    en: [
      /\blisten\w*|\bdo(?:ing)? what (?:he|she|they|i|we) (?:is|are|am) told\b|\bfollow(?:ing)? (?:instructions|directions|the rules|rules)\b|\bobey\w*|\bpay(?:ing)? attention\b|\b(?:accept\w*|hear\w*|tak\w*) (?:a )?no\b|\bno for an answer\b|\bsay\w* no to everything\b|\bsay\w* no all the time\b/,
    ],
    de: [
      /\bauf\b(?: \w+){1,4} (?:zu )?hoer(?:en|t)\b/,
      /\bzuhoer\w*|\bzuzuhoeren\b|\bhoer\w* (?:auf|zu)\b|\bauf (?:mama|papa|die eltern|uns|erwachsene) (?:zu )?hoer\w*|\bgehorch\w*|\bfolgen\b|\bregeln\b|\bnein akzeptieren\b|\bimmer nein sag\w*|\bzu allem nein\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `${w.pal} explained the rules of a tricky game. "Step only on the shiny spots, and stop when you hear the bell."`,
        `But ${w.name} was far too excited to listen properly. ${w.He} ran off at once, stepped on all the wrong spots and got completely muddled.`,
      ],
      mastery: [
        `"Let's try again," said ${w.pal}. This time ${w.name} looked at ${w.pal}, kept very still and listened to every single word.`,
        `Shiny spot, shiny spot, and at the ding of the bell, ${w.he} stopped, just in time.`,
        `"Listening made it easy!" said ${w.name}, and ${w.he} felt clever and proud.`,
      ],
    }),
    (w) => ({
      challenge: [
        `"Wait, ${w.name}!" called ${w.pal}. "Listen first!" But ${w.name} was already hurrying ahead.`,
        `And soon there ${w.he} stood, stuck at a dead end, while ${w.pal} had known the right way all along.`,
      ],
      mastery: [
        `Later, when ${w.pal} began to explain something, ${w.name} stopped, turned around and listened with ${w.his} ears wide open.`,
        `And because ${w.he} listened, they found the way straight away.`,
        `"Listening is a bit like a superpower," said ${w.name}, and ${w.pal} agreed. ${w.name} felt proud and very grown-up.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `${w.pal} erklärte die Regeln eines kniffligen Spiels. „Nur auf die glänzenden Flecken treten, und stehen bleiben, wenn die Glocke klingt.“`,
        `Aber vor lauter Aufregung hörte ${w.name} nicht richtig zu. ${w.Er} rannte sofort los, trat auf die falschen Flecken und kam ganz durcheinander.`,
      ],
      mastery: [
        `„Versuchen wir es noch einmal“, sagte ${w.pal}. Diesmal sah ${w.name} ${w.pal} an, hielt ganz still und hörte jedes einzelne Wort.`,
        `Glänzender Fleck, glänzender Fleck, und beim Klingeln der Glocke blieb ${w.er} stehen, genau rechtzeitig.`,
        `„Mit Zuhören war es ganz leicht!“, rief ${w.name} und fühlte sich klug und stolz.`,
      ],
    }),
    (w) => ({
      challenge: [
        `„Warte, ${w.name}!“, rief ${w.pal}. „Hör erst mal zu!“ Aber ${w.name} eilte schon voraus.`,
        `Und bald stand ${w.er} in einer Sackgasse, während ${w.pal} die ganze Zeit den richtigen Weg gekannt hatte.`,
      ],
      mastery: [
        `Als ${w.pal} später etwas erklären wollte, blieb ${w.name} stehen, drehte sich um und hörte mit ganz offenen Ohren zu.`,
        `Und weil ${w.er} zuhörte, fanden die beiden sofort den richtigen Weg.`,
        `„Zuhören ist fast wie eine Superkraft“, sagte ${w.name}, und ${w.pal} fand das auch. ${w.name} fühlte sich stolz und ganz schön groß.`,
      ],
    }),
  ],
};

export const kindness: Theme = {
  id: 'being-kind',
  match: {
    en: [
      /^ kind $|\bkindness\b|\bkindly\b|\b(?:be|being|is|are|more|so|very|really|stay|staying|always) kind(?:er)?\b|\bkind(?:er)? (?:to|and|towards|hearted)\b|\bbe(?:ing)? nice\b|\bnicer\b|\bcaring\b|\bempath\w*|\bcompassion\w*|\bthoughtful\w*|\bconsiderate\b|\bfriendly\b|\bmean\b|\bunkind\b|\bgenerous\b|\b(?:kind|nice|gentle|friendly) words\b/,
    ],
    de: [
      /\bfreundlich\w*|\bnett\w*|\blieb (?:sein|zu)\b|\bliebevoll\w*|\bruecksicht\w*|\bmitgefuehl\w*|\bgemein\b|\bguete\b|\bgut zu anderen\b|\bliebe worte\b|\bnette worte\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `On their way they met a small creature sitting all alone, looking sad.`,
        `${w.name} wanted to hurry on to the next exciting thing. "Come on," ${w.he} said to ${w.pal}. "We haven't got time."`,
      ],
      mastery: [
        `But ${w.name} looked back, and the little creature looked so lonely that ${w.he} turned round.`,
        `"Would you like to come with us?" ${w.he} asked, and the little creature's whole face lit up.`,
        `Being kind, ${w.name} noticed, warms two hearts at once, the other one's and your own.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.pal} tripped, tumbled and landed in a funny heap, and some of their new friends laughed.`,
        `${w.name} started to laugh too, but then ${w.he} saw ${w.pal}'s face, and the laugh got stuck.`,
      ],
      mastery: [
        `${w.name} went straight over and helped ${w.pal} up. "Are you all right?" ${w.he} asked gently.`,
        `${w.pal} smiled a wobbly smile. "Thank you. That was kind."`,
        `${w.name} felt something warm and bright inside, bigger than any laugh. Kindness, ${w.he} thought, is its own sort of magic.`,
      ],
    }),
    (w) => ({
      challenge: [
        `A little creature dropped a whole basket of shiny things, and they rolled everywhere.`,
        `Everyone hurried past, and ${w.name} almost hurried past too.`,
      ],
      mastery: [
        `But then ${w.name} stopped, crouched down and began to pick up the shiny things, one by one.`,
        `${w.pal} joined in, and soon the basket was full again. The little creature gave a shy, happy smile. "Thank you," it whispered.`,
        `${w.name} felt warm right through. Such a small thing, ${w.he} thought, and such a big smile.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Unterwegs trafen sie ein kleines Wesen, das ganz allein dasaß und traurig aussah.`,
        `${w.name} wollte schnell weiter zum nächsten spannenden Abenteuer. „Komm“, sagte ${w.er} zu ${w.pal}. „Wir haben keine Zeit.“`,
      ],
      mastery: [
        `Aber ${w.name} schaute zurück, und das kleine Wesen sah so einsam aus, dass es kein Weitergehen gab.`,
        `„Möchtest du mit uns kommen?“, fragte ${w.er}, und da leuchtete das ganze Gesicht des kleinen Wesens auf.`,
        `Freundlich sein, merkte ${w.name}, macht zwei Herzen auf einmal warm, das andere und das eigene.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.pal} stolperte, purzelte und landete in einem komischen Haufen, und ein paar der neuen Freunde lachten.`,
        `${w.name} fing auch an zu lachen, doch dann fiel der Blick auf ${w.palGen} Gesicht, und das Lachen blieb stecken.`,
      ],
      mastery: [
        `${w.name} ging sofort hin und half ${w.pal} auf. „Hast du dir wehgetan?“, fragte ${w.er} sanft.`,
        `${w.pal} lächelte ein wackeliges Lächeln. „Danke. Das war lieb von dir.“`,
        `${w.name} spürte etwas Warmes, Helles, größer als jedes Lachen. Freundlichkeit, dachte ${w.er}, ist auch eine Art Zauber.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Einem kleinen Wesen fiel der ganze Korb mit glänzenden Sachen herunter, und alles kullerte durcheinander.`,
        `Alle eilten vorbei, und fast wäre auch ${w.name} einfach weitergegangen.`,
      ],
      mastery: [
        `Doch dann blieb ${w.name} stehen, hockte sich hin und sammelte die glänzenden Sachen auf, eine nach der anderen.`,
        `${w.pal} half mit, und bald war der Korb wieder voll. Das kleine Wesen lächelte scheu und glücklich. „Danke“, flüsterte es.`,
        `${w.name} wurde es ganz warm ums Herz. So eine kleine Sache, dachte ${w.er}, und so ein großes Lächeln.`,
      ],
    }),
  ],
};

export const waiting: Theme = {
  id: 'waiting-your-turn',
  match: {
    en: [
      /\bwait(?:ing|s)?\b|\btak(?:e|ing) turns\b|\bturn taking\b|\b(?:his|her|their|my) turn\b|\bpatien(?:ce|t)\b|\binterrupt\w*|\bimpatien\w*/,
    ],
    de: [
      /\bwarten\w*|\babwarten\b|\bwartet\b|\bgeduld\w*|\bungeduld\w*|\bdran (?:sein|ist|kommen)\b|\bder reihe nach\b|\babwechseln\w*|\bunterbrech\w*|\breinred\w*/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `Everyone was lining up for a ride on a big, gentle creature who gave the best rides in the world.`,
        `${w.name} wanted to go first, right now. "Me! Me! My turn!" ${w.he} called, hopping from foot to foot.`,
      ],
      mastery: [
        `When it was nearly ${w.his} turn, a very little one began to cry, afraid of missing out.`,
        `${w.name} took a deep breath. "You go first," ${w.he} said. "I can wait."`,
        `And when ${w.name}'s turn came at last, the ride felt even better. Waiting, ${w.he} found, makes good things twice as sweet.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.pal} was telling a long, exciting story, and ${w.name} had something very important to say, right now.`,
        `${w.He} bounced and wriggled and nearly burst. "But, but, but," ${w.he} kept saying.`,
      ],
      mastery: [
        `Then ${w.name} remembered the waiting trick: hold the important thing in your head, like a little bird in a nest.`,
        `${w.name} held the thought gently and listened until ${w.pal} had finished.`,
        `"Now it's your turn," said ${w.pal}, and ${w.name}'s words came out calm and clear. ${w.He} felt proud of waiting so well.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Alle stellten sich an, um auf einem großen, sanften Wesen zu reiten, das die schönsten Ritte der Welt machte.`,
        `${w.name} wollte als Erstes dran sein, und zwar sofort. „Ich! Ich! Ich bin dran!“, rief ${w.er} und hüpfte von einem Fuß auf den anderen.`,
      ],
      mastery: [
        `Als ${w.name} fast an der Reihe war, fing ein ganz Kleines an zu weinen, weil es Angst hatte, leer auszugehen.`,
        `${w.name} holte tief Luft. „Du zuerst“, sagte ${w.er}. „Ich kann warten.“`,
        `Und als ${w.name} endlich dran war, war der Ritt sogar noch schöner. Warten, merkte ${w.er}, macht schöne Dinge doppelt so süß.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.pal} erzählte eine lange, spannende Geschichte, und ${w.name} hatte etwas ganz Wichtiges zu sagen, und zwar sofort.`,
        `${w.Er} zappelte und hibbelte und platzte fast. „Aber, aber, aber“, sagte ${w.er} immer wieder.`,
      ],
      mastery: [
        `Dann fiel ${w.name} der Wartetrick ein: das Wichtige im Kopf festhalten wie einen kleinen Vogel im Nest.`,
        `${w.name} hielt den Gedanken ganz sanft fest und hörte zu, bis ${w.pal} fertig war.`,
        `„Jetzt bist du dran“, sagte ${w.pal}, und ${w.nameGen} Worte kamen ruhig und klar heraus. ${w.name} war stolz, so gut gewartet zu haben.`,
      ],
    }),
  ],
  withPerson: {
    en: [
      (w) => ({
        challenge: [
          `Everyone was lining up for a ride on a big, gentle creature who gave the best rides in the world, and ${w.p} was in the line too.`,
          `${w.name} wanted to go first, right now. "Me! Me! My turn!" ${w.he} called, hopping from foot to foot.`,
        ],
        mastery: [
          `When it was nearly ${w.his} turn, ${w.name} saw how much ${w.p} wanted a ride too.`,
          `${w.name} took a deep breath. "You go first," ${w.he} said. "I can wait."`,
          `And when ${w.name}'s turn came at last, the ride felt even better. Waiting, ${w.he} found, makes good things twice as sweet.`,
        ],
      }),
    ],
    de: [
      (w) => ({
        challenge: [
          `Alle stellten sich an, um auf einem großen, sanften Wesen zu reiten, das die schönsten Ritte der Welt machte, und ${w.p} stand auch in der Reihe.`,
          `${w.name} wollte als Erstes dran sein, und zwar sofort. „Ich! Ich! Ich bin dran!“, rief ${w.er} und hüpfte von einem Fuß auf den anderen.`,
        ],
        mastery: [
          `Als ${w.name} fast an der Reihe war, sah ${w.er}, wie gern ${w.p} auch reiten wollte.`,
          `${w.name} holte tief Luft. „Du zuerst“, sagte ${w.er}. „Ich kann warten.“`,
          `Und als ${w.name} endlich dran war, war der Ritt sogar noch schöner. Warten, merkte ${w.er}, macht schöne Dinge doppelt so süß.`,
        ],
      }),
    ],
  },
};

export const helping: Theme = {
  id: 'helping-at-home',
  match: {
    en: [
      /\bhelp(?:ing|s)? (?:at home|around the house|out|with (?:chores|the housework|the dishes|cooking|the baby|the laundry|the shopping))\b|\bchores\b|\bhelpful\w*|\bhelp(?:ing|s)? (?:mum|mom|dad|mummy|mommy|daddy|others|grandma|grandpa|the family)\b|\blend(?:ing)? a hand\b|\bset(?:ting)? the table\b/,
    ],
    de: [
      /\bhelf\w*|\bhilft\b|\bmithelf\w*|\bmitzuhelfen\b|\bhilfsbereit\w*|\bim haushalt\b|\bmit anpacken\b|\btisch decken\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `When they reached their new friends' home, everyone was busy getting a big supper ready, carrying and stirring and laying the table.`,
        `${w.name} wanted to keep on playing. "Helping is boring," ${w.he} whispered to ${w.pal}.`,
      ],
      mastery: [
        `But then ${w.name} saw how much there was still to do, so ${w.he} picked up a pile of cups and carried them, very carefully, to the table.`,
        `"Thank you!" everyone said. "What a wonderful helper!"`,
        `Supper tasted extra good that night, and ${w.name} felt proud and warm and tall. Helping, ${w.he} thought, makes you part of the team.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.pal} had a great big heap of things to sort out, far too much for one.`,
        `${w.name} watched for a while and thought about going off to play instead.`,
      ],
      mastery: [
        `Then ${w.name} said, "I'll help you!" and the two of them sorted and carried and stacked together.`,
        `What would have taken ${w.pal} ages alone was done in no time at all.`,
        `"We make a good team," said ${w.pal}. ${w.name} smiled, proud and happy. Helping had made the job quick and the day bright.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Als sie beim Zuhause der neuen Freunde ankamen, bereiteten alle gerade ein großes Abendessen vor, sie trugen und rührten und deckten den Tisch.`,
        `${w.name} wollte lieber weiterspielen. „Helfen ist langweilig“, flüsterte ${w.er} ${w.pal} zu.`,
      ],
      mastery: [
        `Doch dann sah ${w.name}, wie viel noch zu tun war, nahm einen Stapel Becher und trug ihn ganz vorsichtig zum Tisch.`,
        `„Danke!“, riefen alle. „Was für eine wunderbare Hilfe!“`,
        `An diesem Abend schmeckte das Essen besonders gut, und ${w.name} war stolz bis in die Zehenspitzen. Wer hilft, dachte ${w.er}, gehört richtig dazu.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.pal} hatte einen riesigen Haufen Sachen zu sortieren, viel zu viel für einen allein.`,
        `${w.name} sah eine Weile zu und hätte eigentlich lieber gespielt.`,
      ],
      mastery: [
        `Dann sagte ${w.name}: „Ich helfe dir!“ Und die beiden sortierten und trugen und stapelten zusammen.`,
        `Wofür ${w.pal} allein ewig gebraucht hätte, war im Nu erledigt.`,
        `„Wir sind ein gutes Team“, sagte ${w.pal}. ${w.name} lächelte, stolz und froh. Helfen hatte die Arbeit schnell und den Tag hell gemacht.`,
      ],
    }),
  ],
};

export const truth: Theme = {
  id: 'telling-the-truth',
  match: {
    en: [/\btruth\w*|\bhonest\w*|\blie\b|\blies\b|\blying\b|\bfib\w*|\bown(?:ing)? up\b/],
    de: [/\bwahrheit\w*|\behrlich\w*|\bluege\w*|\bluegen\b|\bluegt\b|\bschwindel\w*|\bflunker\w*/],
  },
  en: [
    (w) => ({
      challenge: [
        `While they were playing, ${w.name} knocked over ${w.pal}'s favourite little jar, and it cracked.`,
        `When ${w.pal} came back and asked what had happened, ${w.name} said quickly, "It wasn't me!"`,
        `But the words sat heavy and sticky in ${w.his} tummy, like a stone.`,
      ],
      mastery: [
        `${w.name} couldn't bear the sticky feeling any longer. "${w.pal}," ${w.he} said in a small voice, "it was me. I'm sorry. I was scared you'd be cross."`,
        `${w.pal} was quiet for a moment, then smiled. "Thank you for telling me the truth. We can mend it together."`,
        `As they mended the little jar, the heavy stone inside ${w.name} melted away. Telling the truth felt light and clean and brave.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} had eaten the last honey cake, the one that was meant for everyone.`,
        `When everyone looked around for it, ${w.name} thought about saying nothing at all.`,
      ],
      mastery: [
        `But ${w.he} took a deep breath. "I ate it," ${w.he} said. "I'm sorry. Next time I'll ask."`,
        `Nobody was angry. "Thank you for being honest," said ${w.pal}. "That was brave."`,
        `${w.name} felt as light as a feather. The truth, ${w.he} discovered, makes your heart feel bright.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Beim Spielen stieß ${w.name} ${w.palGen} liebstes kleines Glas um, und es bekam einen Sprung.`,
        `Als ${w.pal} zurückkam und fragte, was passiert war, sagte ${w.name} schnell: „Ich war’s nicht!“`,
        `Aber die Worte lagen schwer und klebrig im Bauch, wie ein Stein.`,
      ],
      mastery: [
        `${w.name} hielt das klebrige Gefühl nicht mehr aus. „${w.pal}“, sagte ${w.er} mit ganz kleiner Stimme, „ich war es doch. Es tut mir leid. Ich hatte Angst, dass du böse bist.“`,
        `${w.pal} war einen Moment still und lächelte dann. „Danke, dass du mir die Wahrheit sagst. Wir reparieren es zusammen.“`,
        `Während die beiden das kleine Glas wieder heil machten, schmolz der schwere Stein in ${w.nameGen} Bauch dahin. Die Wahrheit zu sagen fühlte sich leicht und sauber und mutig an.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} hatte das letzte Honigküchlein gegessen, das eigentlich für alle gedacht war.`,
        `Als alle danach suchten, überlegte ${w.name}, ob es nicht einfacher wäre, gar nichts zu sagen.`,
      ],
      mastery: [
        `Aber dann holte ${w.name} tief Luft. „Ich hab es gegessen“, sagte ${w.er}. „Es tut mir leid. Nächstes Mal frage ich vorher.“`,
        `Niemand war böse. „Danke, dass du ehrlich bist“, sagte ${w.pal}. „Das war mutig.“`,
        `${w.name} fühlte sich federleicht. Die Wahrheit, merkte ${w.er}, macht das Herz ganz hell.`,
      ],
    }),
  ],
};

export const manners: Theme = {
  id: 'please-and-thank-you',
  match: {
    en: [
      /\bplease\b.*\bthank\w*|\bthank you\w*|\bthanks\b|\bmanners\b|\bpolite\w*|\brude\w*|\bmagic words?\b|\bwhin\w*|\bask\w* nicely\b|\bdemanding\b|\b(?:bad|rude|naughty|swear) words?\b|\bswear\w*/,
    ],
    de: [
      /\bbitte\b.*\bdanke\w*|\bdanke\w*|\bhoeflich\w*|\bmanieren\b|\bzauberwort\w*|\bbenehmen\b|\bunhoeflich\w*|\bquengel\w*|\bnett (?:zu )?fragen\b|\bfreundlich (?:zu )?fragen\b|\bschimpfw\w*|\bboese(?:n)? woert\w*|\bfluch\w*/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `They came to a grand door with a little bell, and behind it lived someone who made the most wonderful warm cocoa.`,
        `"Give us some cocoa!" called ${w.name}, without even saying hello. The door stayed firmly shut.`,
      ],
      mastery: [
        `${w.pal} whispered, "Maybe it needs the magic words."`,
        `So ${w.name} rang the bell again, gently this time. "Hello! Could we please have some cocoa?" The door swung open at once, and out came two steaming cups.`,
        `"Thank you very much," said ${w.name}, and ${w.he} felt how those little words made everything warm and friendly.`,
      ],
    }),
    (w) => ({
      challenge: [
        `A friendly creature gave ${w.name} a shiny little present, and ${w.name}, far too excited to say a word, just took it and ran off.`,
        `The friendly creature looked a little sad.`,
      ],
      mastery: [
        `${w.name} stopped. Something was missing. ${w.He} turned round and went back.`,
        `"Thank you so much," ${w.he} said. "It's beautiful." The friendly creature beamed all over.`,
        `${w.name} smiled too. Two little words, ${w.he} thought, and everybody's day gets brighter.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Sie kamen an eine große Tür mit einer kleinen Glocke, und dahinter wohnte jemand, der den allerbesten warmen Kakao machte.`,
        `„Gib uns Kakao!“, rief ${w.name}, ohne auch nur Hallo zu sagen. Die Tür blieb fest verschlossen.`,
      ],
      mastery: [
        `${w.pal} flüsterte: „Vielleicht fehlt das Zauberwort.“`,
        `Also läutete ${w.name} noch einmal, diesmal ganz sanft. „Hallo! Dürfen wir bitte einen Kakao haben?“ Sofort schwang die Tür auf, und heraus kamen zwei dampfende Becher.`,
        `„Vielen Dank“, sagte ${w.name} und spürte, wie warm und freundlich diese kleinen Worte alles machten.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Ein freundliches Wesen schenkte ${w.name} etwas Kleines, Glänzendes. Vor lauter Aufregung schnappte ${w.er} es sich und lief einfach davon.`,
        `Das freundliche Wesen schaute ein bisschen traurig.`,
      ],
      mastery: [
        `${w.name} blieb stehen. Irgendetwas fehlte. ${w.Er} drehte sich um und ging zurück.`,
        `„Vielen, vielen Dank“, sagte ${w.er}. „Das ist wunderschön.“ Das freundliche Wesen strahlte über das ganze Gesicht.`,
        `Da lächelte ${w.name} auch. Zwei kleine Worte, dachte ${w.er}, und schon ist der Tag für alle heller.`,
      ],
    }),
  ],
};

export const gentleAnimals: Theme = {
  id: 'gentle-with-animals',
  match: {
    en: [
      /\b(?:gentle|kind|nice)\b.*\b(?:animals?|pets?|dogs?|cats?|puppy|kitten|creatures?|hamster|rabbit|bunny)\b|\b(?:animals?|pets?|dogs?|cats?|puppy|kitten|hamster|rabbit|bunny)\b.*\b(?:gentle|gently|carefully|softly|kind)\b/,
      /\bsoft hands\b|\bpull\w* (?:the )?(?:cat|dog)\w*|\bstrok(?:e|es|ing) (?:the )?(?:cat|dog|animals?|pets?)\b|\brespect\w* (?:for )?animals\b|\bbe(?:ing)? gentle\b|\bgentle\b/,
    ],
    de: [
      /\b(?:tiere?n?|haustiere?n?|hund\w*|katze\w*|hamster|kaninchen|hasen?)\b.*\b(?:sanft\w*|vorsichtig\w*|lieb\w*|zart\w*|streichel\w*|behutsam\w*)\b|\b(?:sanft\w*|vorsichtig\w*|lieb\w*|zart\w*|behutsam\w*)\b.*\b(?:tiere?n?|haustiere?n?|hund\w*|katze\w*|hamster|kaninchen|hasen?)\b/,
      /\bsanft\w*|\bbehutsam\w*|\bstreichel\w*/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `A tiny, fluffy creature peeped out and came closer, and ${w.name}, all excited, reached out and grabbed at it.`,
        `The tiny creature squeaked in fright and darted away to hide.`,
      ],
      mastery: [
        `"Little creatures like slow, soft hands," whispered ${w.pal}. "Let it come to you."`,
        `So ${w.name} sat very still, held out one hand, flat and open, and waited. After a while the tiny creature crept back and nuzzled the outstretched fingers.`,
        `${w.name} stroked it ever so gently, and it began to hum with happiness. ${w.name} felt proud and careful and kind.`,
      ],
    }),
    (w) => ({
      challenge: [
        `They met a sleepy old creature, and ${w.name} wanted to play with it at once, poking and pulling and squeezing it tight.`,
        `The old creature gave a grumpy little rumble and turned away.`,
      ],
      mastery: [
        `"Maybe it would like gentle," said ${w.pal}. So ${w.name} crouched down and stroked it softly and slowly, from head to tail.`,
        `The old creature sighed happily and leaned against ${w.him}, warm and heavy.`,
        `"Gentle is the best way to make friends with animals," said ${w.name}, and ${w.he} felt a quiet, proud glow.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Ein winziges, flauschiges Wesen lugte hervor und kam näher, und vor lauter Aufregung griff ${w.name} gleich danach.`,
        `Das winzige Wesen quiekte erschrocken und huschte davon, um sich zu verstecken.`,
      ],
      mastery: [
        `„Kleine Tiere mögen langsame, sanfte Hände“, flüsterte ${w.pal}. „Lass es zu dir kommen.“`,
        `Also setzte sich ${w.name} ganz still hin, hielt die Hand flach und offen hin und wartete. Nach einer Weile kroch das winzige Wesen zurück und schmiegte sich an ${w.sein('e', w.nameGen)} Finger.`,
        `${w.name} streichelte es ganz, ganz sanft, und es begann vor Freude zu summen. ${w.name} war stolz und vorsichtig und lieb.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Sie trafen ein verschlafenes, altes Wesen, und ${w.name} wollte sofort damit spielen, stupste es, zog daran und drückte es ganz fest.`,
        `Das alte Wesen brummte grummelig und drehte sich weg.`,
      ],
      mastery: [
        `„Vielleicht wünscht es sich, dass man sanft ist“, sagte ${w.pal}. Also hockte sich ${w.name} hin und streichelte es ganz sacht und langsam, vom Kopf bis zum Schwanz.`,
        `Das alte Wesen seufzte zufrieden und lehnte sich an ${w.ihn}, warm und schwer.`,
        `„Sanft sein ist der beste Weg, mit Tieren Freundschaft zu schließen“, sagte ${w.name} und spürte ein leises, stolzes Leuchten.`,
      ],
    }),
  ],
};

export const friends: Theme = {
  id: 'making-friends',
  match: {
    en: [
      /\bmak(?:e|ing) (?:new )?friends\b|\bfriend(?:s|ship|ships)?\b|\bshy\w*\b|\bplay(?:ing)? with others\b|\bjoin(?:ing)? in\b|\blonely\b|\bfitting in\b|\bsocial\w*/,
    ],
    de: [
      /\bfreund(?:e|en|in|innen|schaft\w*)?\b|\bschuechtern\w*|\bmitspielen\b|\beinsam\w*|\banschluss\b|\bmit anderen (?:kindern )?spielen\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `They came upon a group of little creatures playing a wonderful game, laughing and tumbling together.`,
        `${w.name} wanted to join in so much, but ${w.his} feet stayed stuck and ${w.his} voice went very small. "What if they don't want me?" ${w.he} whispered.`,
      ],
      mastery: [
        `${w.pal} gave ${w.him} a gentle nudge. "Just say hello, and ask what the game is called," ${w.pal} whispered.`,
        `${w.name} took a deep breath. "Hello! What's your game called? Can I play too?" And the little creatures cheered. "Yes! You can be on our team!"`,
        `Soon ${w.name} was laughing and tumbling along with everyone else. Making friends, ${w.he} found, starts with one brave hello.`,
      ],
    }),
    (w) => ({
      challenge: [
        `A little way off stood someone new, all alone and shy, just the way ${w.name} sometimes felt.`,
        `${w.name} wasn't sure what to do. Talking to someone new felt scary.`,
      ],
      mastery: [
        `But ${w.name} remembered how nice it felt to be asked to play.`,
        `So ${w.he} walked over and said, "Do you want to play with us?" The new one's face lit up like a lantern.`,
        `By the end of the night they were the best of friends, and ${w.name} felt warm and brave and happy.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} saw someone building something wonderful all alone and wanted to help, but didn't know how to ask.`,
        `"What if they say no?" ${w.he} whispered to ${w.pal}.`,
      ],
      mastery: [
        `"Then you'll still have been brave," said ${w.pal}. So ${w.name} went over and said, "That looks amazing. Can I help?"`,
        `The little builder beamed. "Yes, please! I need someone to hold this bit."`,
        `Soon they were building and laughing together as if they had always been friends, and ${w.name} felt warm and proud.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Sie stießen auf eine Gruppe kleiner Wesen, die ein wunderbares Spiel spielten und dabei lachten und herumpurzelten.`,
        `${w.name} wollte so gern mitmachen, aber die Füße blieben wie festgeklebt, und die Stimme wurde ganz leise. „Und wenn sie mich nicht wollen?“, flüsterte ${w.er}.`,
      ],
      mastery: [
        `${w.pal} gab ${w.ihm} einen sanften Schubs. „Sag einfach Hallo und frag, wie das Spiel heißt“, flüsterte ${w.pal}.`,
        `${w.name} holte tief Luft. „Hallo! Wie heißt euer Spiel? Darf ich mitspielen?“ Und die kleinen Wesen jubelten. „Ja! Du kannst in unserer Mannschaft sein!“`,
        `Bald lachte und purzelte ${w.name} mit allen anderen zusammen. Freunde finden, merkte ${w.er}, fängt mit einem mutigen Hallo an.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Ein kleines Stück abseits stand jemand Neues, ganz allein und schüchtern, genau so, wie ${w.name} sich manchmal fühlte.`,
        `${w.name} wusste nicht recht, was nun zu tun war. Jemand Neues anzusprechen war unheimlich.`,
      ],
      mastery: [
        `Aber ${w.name} erinnerte sich, wie schön es war, wenn jemand zum Mitspielen einlud.`,
        `Also ging ${w.er} hinüber und fragte: „Willst du mit uns spielen?“ Da leuchtete das Gesicht des Neuen auf wie eine Laterne.`,
        `Bis zum Ende der Nacht waren die beiden die besten Freunde, und ${w.name} fühlte sich warm und mutig und glücklich.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} sah jemanden, der ganz allein etwas Wunderbares baute, und wollte so gern mithelfen, wusste aber nicht, wie man fragt.`,
        `„Und wenn ich ein Nein bekomme?“, flüsterte ${w.er} ${w.pal} zu.`,
      ],
      mastery: [
        `„Dann warst du trotzdem mutig“, sagte ${w.pal}. Also ging ${w.name} hinüber und sagte: „Das sieht toll aus. Darf ich helfen?“`,
        `Der kleine Baumeister strahlte. „Ja, gern! Ich brauche jemanden, der das hier festhält.“`,
        `Bald bauten und lachten die beiden zusammen, als wären sie schon immer Freunde gewesen, und ${w.name} fühlte sich warm und stolz.`,
      ],
    }),
  ],
};

export const gratitude: Theme = {
  id: 'gratitude',
  match: {
    en: [
      /\bgrateful\w*|\bgratitude\b|\bthankful\w*|\bappreciat\w*|\bcount(?:ing)? (?:\w+ )?blessings\b|\bspoilt\b|\bspoiled\b|\bnever (?:enough|satisfied)\b/,
    ],
    de: [/\bdankbar\w*|\bwertschaetz\w*|\bzufrieden\w*|\bnie genug\b|\bverwoehnt\w*/],
  },
  en: [
    (w) => ({
      challenge: [
        `${w.name} was a little grumpy that night.`,
        `"Nothing good happened today," ${w.he} told ${w.pal}. "Nothing at all."`,
      ],
      mastery: [
        `Later ${w.pal} held up a tiny glass jar. "Let's catch the good things," said ${w.pal}. "One for each good thing today, however small."`,
        `${w.name} thought. The sunshine this morning: a spark as bright as a firefly flew into the jar. A hug: another. A joke that made ${w.him} giggle: a third. Soon the jar glowed so brightly that everything around them shimmered.`,
        `"There were lots of good things after all," ${w.name} whispered, and a warm, thankful feeling settled deep inside.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} only wanted more: more sweets, more toys, more of everything.`,
        `"It's never enough," ${w.he} sighed.`,
      ],
      mastery: [
        `${w.pal} and ${w.name} sat down together and looked around at everything, very slowly.`,
        `"Let's count what we already have," said ${w.pal}. A cosy bed. Someone who reads stories. A friend right here. The list grew longer and longer.`,
        `${w.name} smiled. Being thankful for what is already there, ${w.he} found, makes the heart feel full.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `${w.name} war an diesem Abend ein bisschen grummelig.`,
        `„Heute ist gar nichts Schönes passiert“, erzählte ${w.er} ${w.pal}. „Überhaupt nichts.“`,
      ],
      mastery: [
        `Später hielt ${w.pal} ein winziges Glas hoch. „Lass uns die schönen Dinge einfangen“, sagte ${w.pal}. „Eins für jedes schöne Ding von heute, egal wie klein.“`,
        `${w.name} überlegte. Der Sonnenschein am Morgen: Ein Funke, hell wie ein Glühwürmchen, flog ins Glas. Eine Umarmung: noch einer. Ein Witz zum Kichern: ein dritter. Bald leuchtete das Glas so hell, dass alles ringsum schimmerte.`,
        `„Es gab ja doch ganz viel Schönes“, flüsterte ${w.name}, und ein warmes, dankbares Gefühl machte sich ganz tief drinnen breit.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} wollte immer nur mehr: mehr Süßes, mehr Spielsachen, mehr von allem.`,
        `„Es ist nie genug“, seufzte ${w.er}.`,
      ],
      mastery: [
        `${w.pal} und ${w.name} setzten sich zusammen hin und schauten sich in aller Ruhe um.`,
        `„Lass uns zählen, was wir schon haben“, sagte ${w.pal}. Ein kuscheliges Bett. Jemand, der Geschichten vorliest. Ein Freund, genau hier. Die Liste wurde länger und länger.`,
        `${w.name} lächelte. Dankbar sein für das, was schon da ist, merkte ${w.er}, macht das Herz ganz voll.`,
      ],
    }),
  ],
};
