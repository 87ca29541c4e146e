// Themes about big feelings: bad dreams, being brave, anger, trying again, thunder, big dogs, bees and
// spiders, losing a game.
import type { Theme } from '../types.ts';

export const badDreams: Theme = {
  id: 'bad-dreams',
  match: {
    en: [
      /\bmonsters?\b|\bghosts?\b|\b(?:bad|scary|frightening|horrible) dreams?\b|\bnightmares?\b|\bnight terrors?\b|\bwak\w* up (?:scared|crying|frightened|at night)\b/,
    ],
    de: [
      /\bmonster\w*|\bgespenst\w*|\bal[bp](?:traum|traeume|traeumen)\b|\b(?:boese|schlechte|schlimme|gruselige)[nr]? traeume?n?\b|\bschlecht (?:ge)?traeum\w*|\bnachtschreck\w*|\bnachts (?:weinend )?aufwach\w*/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `That evening ${w.name} told ${w.pal} a secret. "Sometimes I have bad dreams," ${w.he} said quietly. "They feel so real, and then I wake up all alone."`,
        `${w.pal} moved a little closer. "Bad dreams are very good at pretending," ${w.pal} said.`,
      ],
      mastery: [
        `Later, ${w.pal} taught ${w.name} a dream trick. "If a bad dream comes, you can change it. Give the monster a silly hat, or turn it into a tiny, squeaky mouse."`,
        `${w.name} imagined it and giggled. A monster in a silly hat was not scary at all.`,
        `"Now I'm in charge of my dreams," ${w.he} said, and ${w.he} felt brave and safe.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Along the way they passed a shadowy shape that looked just like the monster from ${w.name}'s bad dream.`,
        `${w.name} froze, and ${w.his} heart began to race.`,
      ],
      mastery: [
        `${w.name} took a deep breath and looked again, properly this time. It was only an old, crooked shape, and the monster's teeth were nothing but shadows.`,
        `"Dreams are like that," said ${w.pal}. "Scary on the outside, and nothing at all on the inside."`,
        `${w.name} laughed, and the last bit of the bad dream floated away like a soap bubble.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `An diesem Abend verriet ${w.name} ${w.pal} ein Geheimnis. „Manchmal habe ich böse Träume“, sagte ${w.er} leise. „Die fühlen sich so echt an, und dann wache ich ganz allein auf.“`,
        `${w.pal} rückte ein Stück näher. „Böse Träume können sehr gut so tun, als ob“, sagte ${w.pal}.`,
      ],
      mastery: [
        `Später verriet ${w.pal} ${w.name} einen Traumtrick. „Wenn ein böser Traum kommt, kannst du ihn verändern. Setz dem Monster einen lustigen Hut auf oder verwandle es in eine winzige, quiekende Maus.“`,
        `${w.name} stellte es sich vor und musste kichern. Ein Monster mit einem lustigen Hut war überhaupt nicht gruselig.`,
        `„Jetzt bestimme ich, was ich träume“, sagte ${w.er} und fühlte sich mutig und sicher.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Unterwegs kamen sie an einem schattigen Umriss vorbei, der genauso aussah wie das Monster aus ${w.nameGen} bösem Traum.`,
        `${w.name} erstarrte, das Herz klopfte wie wild.`,
      ],
      mastery: [
        `${w.name} atmete tief durch und sah noch einmal hin, diesmal ganz genau. Es war nur ein alter, krummer Umriss, und die Zähne des Monsters waren bloß Schatten.`,
        `„So sind Träume“, sagte ${w.pal}. „Außen gruselig und innen gar nichts.“`,
        `${w.name} lachte, und der letzte Rest des bösen Traums schwebte davon wie eine Seifenblase.`,
      ],
    }),
  ],
};

export const thunder: Theme = {
  id: 'thunderstorm',
  match: {
    en: [/\bthunder\w*|\blightning\b|\bstorms?\b/],
    de: [/\bgewitter\w*|\bdonner\w*|\bblitz\w*|\bunwetter\b/],
  },
  en: [
    (w) => ({
      challenge: [
        `All of a sudden a great BOOM rolled all around them, and then another, rumbling and grumbling.`,
        `${w.name} covered both ears. "Thunder!" ${w.he} cried. "I don't like thunder."`,
      ],
      mastery: [
        `${w.pal} snuggled in close and began to count slowly. "One elephant, two elephants, three elephants." The next boom came softer, further away.`,
        `"The storm is walking away," said ${w.pal}. "Thunder is just the sky's big drum."`,
        `${w.name} took both hands away and listened. Boom, softer now. Boom, far, far away. ${w.He} smiled, calm and brave.`,
      ],
    }),
    (w) => ({
      challenge: [
        `A flash lit up everything around them, bright as day, and then came a rumble so loud that ${w.name} jumped.`,
        `"Is it coming to get us?" ${w.he} whispered.`,
      ],
      mastery: [
        `"Thunder can't get anybody," said ${w.pal}. "It's only clouds bumping into each other, like giant pillows having a pillow fight."`,
        `${w.name} imagined the clouds bumping and bouncing and laughed out loud.`,
        `When the next rumble came, ${w.he} only giggled. "Pillow fight!" ${w.he} said, and ${w.he} ${w.wasnt} scared at all.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Plötzlich rollte ein gewaltiges Rumms um sie herum, und dann noch eins, grollend und brummend.`,
        `${w.name} hielt sich die Ohren zu. „Donner!“, rief ${w.er}. „Ich mag kein Gewitter.“`,
      ],
      mastery: [
        `${w.pal} kuschelte sich ganz nah heran und begann langsam zu zählen. „Einundzwanzig, zweiundzwanzig, dreiundzwanzig.“ Der nächste Donner klang schon leiser, weiter weg.`,
        `„Das Gewitter zieht weiter“, sagte ${w.pal}. „Der Donner ist nur die große Trommel des Himmels.“`,
        `${w.name} nahm die Hände von den Ohren und lauschte. Rumms, schon leiser. Rumms, ganz weit weg. ${w.Er} lächelte, ruhig und mutig.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Ein Blitz machte alles um sie herum taghell, und dann grollte es so laut, dass ${w.name} zusammenzuckte.`,
        `„Kommt das zu uns?“, flüsterte ${w.er}.`,
      ],
      mastery: [
        `„Donner kann niemandem etwas tun“, sagte ${w.pal}. „Das sind nur Wolken, die aneinanderstoßen, wie riesige Kissen bei einer Kissenschlacht.“`,
        `${w.name} stellte sich die hüpfenden, stoßenden Wolken vor und musste laut lachen.`,
        `Als es das nächste Mal grollte, kicherte ${w.er} nur. „Kissenschlacht!“, rief ${w.er} und hatte überhaupt keine Angst mehr.`,
      ],
    }),
  ],
};

/** A spider named in the parent's words (folded): the web and the little spider, else a buzzing bee. */
const spidery = (said: string) => /spider|spinne/.test(said);

/**
 * Being afraid of bees, wasps or spiders („keine Angst vor Bienen“, "scared of spiders"): the bee is
 * only looking for flowers, the spider only busy with its web; the child stays still and looks.
 */
export const crawlies: Theme = {
  id: 'bees-and-spiders',
  match: {
    en: [/\b(?:bumble ?)?bees?\b|\bwasps?\b|\bspiders?\b|\binsects?\b|\bcreepy ?crawl\w*|\bbeetles?\b|\bcreepy bugs\b/],
    de: [/\bbienen?\b|\bwespen?\b|\bspinnen?\b|\binsekt\w*|\bkaefer\w*|\bkrabbeltier\w*|\bhummeln?\b/],
  },
  // Wanting to learn about bees, with no fear named, is curiosity (\`curious-learner\`), not a fear of them.
  unless: {
    en: [
      /^(?!.*\b(?:afraid|scared|fear\w*|frighten\w*|panic\w*|nervous|worr\w*)\b).*\b(?:learn\w*|curio\w*|find(?:ing)? out|interest\w*|discover\w*)\b/,
    ],
    de: [
      /^(?!.*\b(?:angst\w*|fuercht\w*|aengstlich\w*|panik\w*)).*\b(?:lern\w*|neugier\w*|erfahr\w*|interessier\w*|entdeck\w*|wissen)\b/,
    ],
  },
  en: [
    (w, said) =>
      spidery(said)
        ? {
            challenge: [
              `Right beside the path hung a big web, and in the middle of it sat a spider with long, long legs.`,
              `${w.name} took a big step back. "I don't like spiders," ${w.he} whispered. "They're creepy."`,
              `"Look at the web first," said ${w.pal} softly. "Not the spider. Just the web."`,
            ],
            mastery: [
              `${w.name} looked, and the web was full of tiny dewdrops, glittering like a necklace of stars.`,
              `The spider sat very still and mended a thread, as careful as a grandma knitting.`,
              `"It's just busy, like me when I build things," said ${w.name}, and the creepy feeling was gone.`,
            ],
          }
        : {
            challenge: [
              `Bzzz! A fat, fuzzy bee came buzzing past, right in front of ${w.name}'s nose.`,
              `${w.name} froze. "A bee!" ${w.he} squeaked, and wanted to flap and run.`,
              `"Stand still like a tree," whispered ${w.pal}. "Bees are busy. They're only looking for flowers."`,
            ],
            mastery: [
              `When the bee came buzzing back, ${w.name} stood as still as a tree, just as ${w.pal} had said.`,
              `The bee bumbled past, landed on a flower and wiggled about until its fuzzy legs were golden with pollen.`,
              `"It didn't even want me," ${w.name} whispered, and gave it a brave little wave goodbye.`,
            ],
          },
    (w, said) =>
      spidery(said)
        ? {
            challenge: [
              `A tiny spider dangled down on a silver thread, lower and lower, right in front of ${w.name}.`,
              `"Take it away!" ${w.name} squeaked, and hid behind ${w.pal}.`,
              `"It's lost," said ${w.pal}. "It wanted to go outside, and now it can't find the way."`,
            ],
            mastery: [
              `${w.name} took a deep breath, held out a big leaf, and the little spider climbed onto it, tickle, tickle.`,
              `Very carefully, ${w.name} carried the leaf to a bush and let the spider climb off into the leaves.`,
              `"Off you go, little one," said ${w.name}, and felt as tall as a tree.`,
            ],
          }
        : {
            challenge: [
              `Near a puddle, something was buzzing in a sad little circle: a bumblebee had fallen in and could not fly out.`,
              `${w.name} stayed far away. "Bees sting," ${w.he} whispered. "I don't want to go near it."`,
              `"It's far too busy being stuck to sting anyone," said ${w.pal}. "It needs a friend."`,
            ],
            mastery: [
              `${w.name} picked up a long twig, took a deep breath and held it out to the bumblebee, slowly, slowly.`,
              `The bumblebee climbed on, shook its wet wings, and with a happy bzzz it flew off into the night.`,
              `"I helped a bee," said ${w.name} in wonder, and the scared feeling had flown away with it.`,
            ],
          },
  ],
  de: [
    (w, said) =>
      spidery(said)
        ? {
            challenge: [
              `Direkt neben dem Weg hing ein großes Netz, und in der Mitte saß eine Spinne mit langen, langen Beinen.`,
              `${w.name} machte einen großen Schritt zurück. „Ich mag keine Spinnen“, flüsterte ${w.er}. „Die sind gruselig.“`,
              `„Schau dir zuerst das Netz an“, sagte ${w.pal} leise. „Nicht die Spinne. Nur das Netz.“`,
            ],
            mastery: [
              `${w.name} schaute hin, und das Netz war voller winziger Tautropfen, die glitzerten wie eine Kette aus Sternen.`,
              `Die Spinne saß ganz still da und flickte einen Faden, so sorgfältig wie eine Oma beim Stricken.`,
              `„Die hat einfach viel zu tun, so wie ich, wenn ich etwas baue“, sagte ${w.name}, und das gruselige Gefühl war weg.`,
            ],
          }
        : {
            challenge: [
              `Summ! Eine dicke, pelzige Biene brummte vorbei, direkt vor ${w.nameGen} Nase.`,
              `${w.name} erstarrte. „Eine Biene!“, quiekte ${w.er} und wollte mit den Armen fuchteln und wegrennen.`,
              `„Steh still wie ein Baum“, flüsterte ${w.pal}. „Bienen haben viel zu tun. Sie suchen nur nach Blumen.“`,
            ],
            mastery: [
              `Als die Biene zurückgebrummt kam, stand ${w.name} so still wie ein Baum, genau wie ${w.pal} gesagt hatte.`,
              `Die Biene brummelte vorbei, landete auf einer Blume und wackelte herum, bis ihre pelzigen Beinchen voller goldenem Blütenstaub waren.`,
              `„Die wollte gar nichts von mir“, flüsterte ${w.name} und winkte ihr mutig hinterher.`,
            ],
          },
    (w, said) =>
      spidery(said)
        ? {
            challenge: [
              `Eine winzige Spinne seilte sich an einem silbernen Faden herunter, tiefer und tiefer, direkt vor ${w.name}.`,
              `„Mach sie weg!“, quiekte ${w.name} und versteckte sich hinter ${w.pal}.`,
              `„Die hat sich verlaufen“, sagte ${w.pal}. „Sie wollte nach draußen und findet den Weg nicht mehr.“`,
            ],
            mastery: [
              `${w.name} holte tief Luft und hielt ein großes Blatt hin, und die kleine Spinne krabbelte darauf, kitzel, kitzel.`,
              `Ganz vorsichtig trug ${w.name} das Blatt zu einem Busch und ließ die Spinne in die Blätter klettern.`,
              `„Lauf los, du Kleine“, sagte ${w.name} und fühlte sich so groß wie ein Baum.`,
            ],
          }
        : {
            challenge: [
              `An einer Pfütze brummte etwas traurig im Kreis: Eine Hummel war hineingefallen und kam nicht mehr heraus.`,
              `${w.name} blieb weit weg. „Bienen stechen“, flüsterte ${w.er}. „Da will ich nicht hin.“`,
              `„Die steckt viel zu sehr fest, um irgendwen zu stechen“, sagte ${w.pal}. „Sie braucht einen Freund.“`,
            ],
            mastery: [
              `${w.name} hob einen langen Zweig auf, holte tief Luft und hielt ihn der Hummel hin, langsam, ganz langsam.`,
              `Die Hummel krabbelte hinauf, schüttelte ihre nassen Flügel und flog mit einem fröhlichen Summ in die Nacht davon.`,
              `„Ich habe einer Hummel geholfen“, sagte ${w.name} staunend, und die Angst war mit ihr davongeflogen.`,
            ],
          },
  ],
};

/** Being afraid of big dogs ("scared of big dogs", „mutig sein, wenn ein großer Hund kommt“): a big dog comes, and the child stays calm. */
export const dogs: Theme = {
  id: 'big-dogs',
  match: {
    en: [
      /\b(?:afraid|scared|frightened|fear\w*|nervous|worried|brave)\b(?:[\s,]+\p{L}+){0,4}[\s,]+(?:dogs?|doggies?|puppies)\b/u,
      /\b(?:dogs?|doggies?)\b(?:[\s,]+\p{L}+){0,3}[\s,]+(?:scare|frighten)\w*/u,
    ],
    de: [
      /(?:angst|fürcht\p{L}*|mutig|erschr\p{L}*|schreck\p{L}*)(?:[\s,]+\p{L}+){0,5}[\s,]+hund\p{L}*/u,
      /(?<!\p{L})hund\p{L}*(?:[\s,]+\p{L}+){0,4}[\s,]+(?:angst|fürcht\p{L}*|mutig)/u,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `Then a big, shaggy dog came padding towards them, much bigger than ${w.name}.`,
        `${w.name} froze and held on to ${w.pal}. "What if it jumps at me?" ${w.he} whispered.`,
        `${w.pal} stayed close. "Let's stand still and watch it for a moment," said ${w.pal}.`,
      ],
      mastery: [
        `The big dog sat down a little way off, wagged its tail slowly and yawned an enormous, sleepy yawn.`,
        `${w.name} stood still and tall, let the dog sniff the air and said in a calm voice, "Hello, big dog."`,
        `The dog thumped its tail on the ground, and ${w.name} felt brave, calm and steady all the way through.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Somewhere close by a dog barked, loud and deep, and ${w.name} jumped.`,
        `"I don't like big dogs," ${w.name} said in a small voice. "They're so loud."`,
      ],
      mastery: [
        `Round the corner came the dog, big and woolly, and all it wanted was to say hello, wagging so hard that it wobbled.`,
        `${w.name} remembered what to do: stand still, hands low and quiet, and let the dog come. The dog sniffed politely and sat down.`,
        `"You were calm and brave," said ${w.pal}, and ${w.name} knew it was true.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Da kam ein großer, zotteliger Hund herangetrottet, viel größer als ${w.name}.`,
        `${w.name} blieb wie angewurzelt stehen und hielt sich an ${w.pal} fest. „Und wenn er mich anspringt?“, flüsterte ${w.er}.`,
        `${w.pal} blieb ganz nah. „Lass uns still stehen bleiben und ihn erst einmal anschauen“, sagte ${w.pal}.`,
      ],
      mastery: [
        `Der große Hund setzte sich ein Stückchen entfernt hin, wedelte langsam mit dem Schwanz und gähnte ein riesiges, müdes Gähnen.`,
        `${w.name} stand still und aufrecht, ließ den Hund schnuppern und sagte mit ruhiger Stimme: „Hallo, großer Hund.“`,
        `Der Hund klopfte mit dem Schwanz auf den Boden, und ${w.name} fühlte sich mutig, ruhig und ganz fest.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Ganz in der Nähe bellte ein Hund, laut und tief, und ${w.name} zuckte zusammen.`,
        `„Ich mag keine großen Hunde“, sagte ${w.name} ganz leise. „Die sind so laut.“`,
      ],
      mastery: [
        `Um die Ecke kam der Hund, groß und wuschelig, wollte nur Hallo sagen und wedelte so doll, dass der ganze Hund wackelte.`,
        `${w.name} wusste, was zu tun war: still stehen, die Hände ruhig unten lassen und den Hund kommen lassen. Der Hund schnupperte höflich und setzte sich hin.`,
        `„Du warst ruhig und mutig“, sagte ${w.pal}, und ${w.name} wusste, dass es stimmte.`,
      ],
    }),
  ],
};

export const tryAgain: Theme = {
  id: 'trying-again',
  match: {
    en: [
      /\btry(?:ing)? again\b|\bnot (?:to )?giv\w* up\b|\bdon t give up\b|\bgiv\w* up\b|\bpersever\w*|\bpersist\w*|\bfail\w*|\bmistakes?\b|\bkeep (?:on )?trying\b|\bresilien\w*|\bperfect\w*/,
    ],
    de: [
      /\baufgeben\b|\baufzugeben\b|\bgibt (?:schnell |immer )?auf\b|\b(?:noch ?mal|noch einmal|wieder) (?:zu )?(?:versuchen|probieren)\b|\bdranbleiben\b|\bdurchhalten\b|\bfehler\w*|\bscheiter\w*|\bfrust\w*|\bklappt nicht\b|\bperfekt\w*/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `${w.pal} showed ${w.name} how to fold a paper bird that could really fly.`,
        `${w.name} folded and folded, but the bird crumpled up and flopped straight down. ${w.He} tried again, and it flopped again.`,
        `"It's no good," ${w.he} said, and pushed it away. "I can't do it."`,
      ],
      mastery: [
        `A little later, ${w.name} picked up the crumpled paper bird and smoothed it out. "One more try," ${w.he} whispered.`,
        `Fold, crease, fold, and this time, when ${w.he} let it go, the little bird soared and swooped and landed right next to ${w.pal}.`,
        `"I didn't give up!" cried ${w.name}, and ${w.he} felt prouder than if it had worked the very first time.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.pal} knew a game: hop from one glowing spot to the next without wobbling.`,
        `${w.name} tried, but at the third spot ${w.he} wobbled and tumbled off. ${w.He} tried again and tumbled again.`,
        `Cross, tired tears came into ${w.his} eyes. "I'm no good at this," ${w.he} mumbled.`,
      ],
      mastery: [
        `"Everyone wobbles while they're learning," said ${w.pal}. So ${w.name} tried once more, slowly, with ${w.his} arms stretched out wide.`,
        `One spot, two spots, three spots, four, all the way to the end!`,
        `${w.name} threw both arms up high. Trying again, ${w.he} thought, is a kind of magic.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `${w.pal} zeigte ${w.name}, wie man einen Papiervogel faltet, der richtig fliegen kann.`,
        `${w.name} faltete und faltete, aber der Vogel zerknitterte und plumpste einfach hinunter. ${w.Er} versuchte es noch einmal, und wieder plumpste der Vogel hinunter.`,
        `„Das wird nie was“, sagte ${w.er} und schob ihn weg. „Ich kann das nicht.“`,
      ],
      mastery: [
        `Ein bisschen später nahm ${w.name} den zerknitterten Papiervogel wieder in die Hand und strich ihn glatt. „Noch ein Versuch“, flüsterte ${w.er}.`,
        `Falten, knicken, falten, und als ${w.er} ihn diesmal losließ, segelte der kleine Vogel hoch hinauf und landete genau neben ${w.pal}.`,
        `„Ich hab nicht aufgegeben!“, rief ${w.name} und war stolzer, als wenn es gleich beim ersten Mal geklappt hätte.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.pal} kannte ein Spiel: von einem leuchtenden Fleck zum nächsten hüpfen, ohne zu wackeln.`,
        `${w.name} versuchte es, wackelte aber beim dritten Fleck und purzelte hinunter. ${w.Er} versuchte es noch einmal und purzelte wieder.`,
        `Wütende, müde Tränen stiegen ${w.ihm} in die Augen. „Ich kann das einfach nicht“, murmelte ${w.er}.`,
      ],
      mastery: [
        `„Beim Lernen wackelt jeder“, sagte ${w.pal}. Also versuchte es ${w.name} noch einmal, ganz langsam und mit weit ausgebreiteten Armen.`,
        `Ein Fleck, zwei Flecken, drei Flecken, vier, bis ganz ans Ende!`,
        `${w.name} riss die Arme hoch. Es noch einmal zu versuchen, dachte ${w.er}, ist eine Art Zauberei.`,
      ],
    }),
  ],
};

export const anger: Theme = {
  id: 'calming-down',
  match: {
    en: [
      /\bang(?:er|ry|rier)\b|\btemper\b|\btantrums?\b|\bcalm\w*\b|\bmeltdowns?\b|\bcross\b|\bmad\b|\bhitting\b|\bbit(?:e|es|ing)\b|\bscream\w*|\bshout\w*|\byell\w*|\bself ?control\b|\bemotions\b|\bbig feelings\b|\bfeelings\b/,
    ],
    de: [
      /\bwut\w*|\bwuetend\w*|\bzorn\w*|\bsauer\b|\b(?:sich )?beruhig\w*|\bausrast\w*|\bausraster\b|\btrotz\w*|\bschrei(?:en|t)\b|\bbruell\w*|\bhauen\b|\bbeiss\w*|\bhaut\b|\bschlagen\b|\bruhig\w*|\bgefuehle\w*/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `When the puzzle they were doing just would not fit together, ${w.name} felt a hot, fizzy feeling rising up, up, up.`,
        `${w.His} cheeks went red. Oh, how ${w.he} wanted to throw every single piece, far, far away!`,
        `"I'm so cross!" ${w.he} shouted.`,
      ],
      mastery: [
        `${w.pal} sat down close by. "Let's blow out some pretend birthday candles," ${w.pal} said. "Big breath in, and whoosh."`,
        `${w.name} breathed in deeply and blew, once, twice, three times, and the hot, fizzy feeling grew smaller and smaller.`,
        `Then, together, they found the piece that fit. "I was angry, and then I made it small again," said ${w.name} proudly.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Someone knocked over the tower ${w.name} had built so carefully, and anger roared up like a storm.`,
        `${w.He} clenched both fists and wanted to roar right back.`,
      ],
      mastery: [
        `But then ${w.name} remembered the storm trick: put both hands on your tummy and feel the storm slowly pass.`,
        `${w.He} breathed in slowly and out slowly, and the storm inside grew quieter and quieter, until only a gentle breeze was left.`,
        `"I'm still a little bit cross," ${w.he} said, "but now I can say it with words." ${w.pal} beamed, and ${w.name} felt strong in a new, calm way.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Als das Puzzle, an dem die beiden saßen, einfach nicht zusammenpassen wollte, stieg in ${w.name} ein heißes, sprudelndes Gefühl auf.`,
        `Die Wangen wurden ganz rot, und am liebsten hätte ${w.er} jedes einzelne Teil weit weggeworfen.`,
        `„Ich bin so wütend!“, rief ${w.er}.`,
      ],
      mastery: [
        `${w.pal} setzte sich ganz nah dazu. „Lass uns Geburtstagskerzen auspusten“, sagte ${w.pal}. „Tief einatmen, und dann pusten.“`,
        `${w.name} atmete tief ein und pustete, einmal, zweimal, dreimal, und das heiße, sprudelnde Gefühl wurde kleiner und kleiner.`,
        `Dann fanden die beiden zusammen das Teil, das passte. „Ich war wütend, und dann habe ich die Wut wieder klein gemacht“, sagte ${w.name} stolz.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Jemand stieß den Turm um, den ${w.name} so sorgfältig gebaut hatte, und auf einmal brauste die Wut auf wie ein Sturm.`,
        `${w.Er} ballte die Fäuste und wollte am liebsten zurückbrüllen.`,
      ],
      mastery: [
        `Doch dann erinnerte sich ${w.name} an den Sturmtrick: beide Hände auf den Bauch legen und spüren, wie der Sturm langsam vorüberzieht.`,
        `${w.Er} atmete langsam ein und langsam aus, und der Sturm wurde leiser und leiser, bis nur noch ein leichtes Lüftchen übrig war.`,
        `„Ich bin noch ein bisschen sauer“, sagte ${w.er}, „aber jetzt kann ich es mit Worten sagen.“ ${w.pal} strahlte, und ${w.name} fühlte sich stark, auf eine neue, ruhige Art.`,
      ],
    }),
  ],
};

export const losingGames: Theme = {
  id: 'losing-a-game',
  match: {
    en: [
      /\blos(?:e|es|ing) (?:a |at )?(?:game|games|board games|races?|match)\b|\b(?:bad|good|sore|gracious) (?:loser|sport)\b|\bwinning\b|\balways (?:wants to |has to )?win\b/,
      /\b(?:ok|okay|fine|alright|all right|cope|coping|deal|dealing|handle|handling|happy) (?:with|about|when) (?:losing|(?:he|she|they|i) los(?:e|es))\b/,
    ],
    de: [
      /\bspiel\w*\b.*\bverlier\w*|\bverlier\w*\b.*\bspiel\w*|\bverlierer\w*|\bverlieren (?:koennen|lernen)\b|\b(?:nicht|immer) gewinnen\b|\bgewinnen wollen\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `${w.name} and ${w.pal} played a racing game, and ${w.pal} won. Then ${w.pal} won again.`,
        `${w.name}'s face went hot. "That's not fair!" ${w.he} cried. "I always want to win."`,
      ],
      mastery: [
        `They played one more round, and this time ${w.pal} won by just a tiny bit.`,
        `${w.name} took a breath, and then ${w.he} smiled. "Well done," ${w.he} said. "That was close. Again?"`,
        `${w.pal} grinned, and ${w.name} found that the fun had been in the playing all along. ${w.He} felt big and kind and proud.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Their new friends were playing a guessing game, and ${w.name} guessed wrong, and then wrong again.`,
        `"I don't want to play any more," ${w.name} grumbled, and sat down with a thump.`,
      ],
      mastery: [
        `But the game looked like so much fun that ${w.name} came back. This time the wrong guesses were funny, and everyone laughed along, ${w.name} loudest of all.`,
        `In the end somebody else won, and ${w.name} cheered the loudest of all.`,
        `Losing wasn't so bad after all, ${w.name} thought. Playing together was the best part.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `${w.name} und ${w.pal} spielten ein Wettrennspiel, und ${w.pal} gewann. Dann gewann ${w.pal} noch einmal.`,
        `${w.name} wurde ganz heiß im Gesicht. „Das ist unfair!“, rief ${w.er}. „Ich will immer gewinnen.“`,
      ],
      mastery: [
        `Sie spielten noch eine Runde, und diesmal gewann ${w.pal} nur ganz knapp.`,
        `${w.name} schluckte einmal und lächelte dann. „Gut gemacht“, sagte ${w.er}. „Das war knapp. Noch mal?“`,
        `${w.pal} grinste, und ${w.name} merkte, dass der Spaß die ganze Zeit im Spielen gesteckt hatte. ${w.Er} fühlte sich groß und freundlich und stolz.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Die neuen Freunde spielten ein Ratespiel, und ${w.name} lag falsch und gleich noch einmal falsch.`,
        `„Ich will nicht mehr mitspielen“, brummte ${w.name} und setzte sich mit einem Plumps hin.`,
      ],
      mastery: [
        `Aber das Spiel sah so lustig aus, dass ${w.name} zurückkam. ${w.Er} lachte über die eigenen falschen Antworten, und alle lachten mit.`,
        `Am Ende gewann jemand anderes, und ${w.name} jubelte am lautesten.`,
        `Verlieren war gar nicht so schlimm, dachte ${w.name}. Das Schönste war das gemeinsame Spielen.`,
      ],
    }),
  ],
};

export const brave: Theme = {
  id: 'being-brave',
  match: {
    en: [
      /\btry(?:ing)? new things\b|\bbrave\w*|\bcourage\w*|\bbravery\b|\bfears?\b|\bafraid\b|\bscared\b|\bfearless\b|\bconfiden\w*|\bshy\w*\b|\bnervous\b|\banxi\w*|\bworr\w*/,
    ],
    de: [
      /\bneue(?:s)? (?:sachen|dinge)?\s?(?:aus)?probieren\b|\bneues ausprobieren\b|\bmutig\w*|\bmut\b|\btapfer\w*|\bangst\w*|\bfuercht\w*|\bselbstvertrauen\b|\bselbstbewusst\w*|\btrau\w*|\bsorgen\b|\baengstlich\w*/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `Then they came to a high step, much higher than anything ${w.name} had ever jumped down from.`,
        `${w.pal} hopped down easily, but ${w.name} stood at the edge, ${w.his} knees all wobbly.`,
        `"I can't," ${w.he} whispered. "It's too high."`,
      ],
      mastery: [
        `Later they came to the high step again, and this time ${w.name} took a deep breath, counted one, two, three, and jumped.`,
        `${w.He} landed softly, right next to ${w.pal}. "I did it!" ${w.he} shouted.`,
        `Being brave, ${w.name} discovered, doesn't mean not being scared. It means being scared and doing it anyway.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Suddenly they heard a loud, rumbling noise close by, and ${w.name} wanted to hide.`,
        `"What if it's something big and scary?" ${w.he} whispered, holding on tight to ${w.pal}.`,
      ],
      mastery: [
        `${w.name} took a deep breath and peeked around the corner, with ${w.pal} close behind.`,
        `It was only a big, sleepy creature, snoring so loudly that everything shook. ${w.name} giggled with relief.`,
        `"I looked," ${w.he} said proudly. "Even though I was scared, I looked!" And ${w.he} felt as brave as a lion.`,
      ],
    }),
    (w) => ({
      challenge: [
        `High up, out of reach, a little creature was stuck and calling for help, and the only way up was a wobbly ladder.`,
        `${w.name}'s legs felt like jelly. "I'm not brave enough," ${w.he} whispered.`,
      ],
      mastery: [
        `But the little creature called again, and ${w.name} took a deep breath. One rung, two rungs, three, without looking down.`,
        `${w.He} reached out, the little creature climbed gratefully into ${w.his} arms, and together they came down, one careful step at a time.`,
        `"You were so brave," said ${w.pal}. And ${w.name} knew it was true: brave is what you do even when your legs feel like jelly.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Dann kamen sie an eine hohe Stufe, viel höher als alles, wovon ${w.name} je hinuntergesprungen war.`,
        `${w.pal} hüpfte mühelos hinunter, aber ${w.name} blieb mit ganz wackeligen Knien am Rand stehen.`,
        `„Ich kann das nicht“, flüsterte ${w.er}. „Das ist zu hoch.“`,
      ],
      mastery: [
        `Später kamen sie wieder an die hohe Stufe, und diesmal holte ${w.name} tief Luft, zählte eins, zwei, drei und sprang.`,
        `${w.Er} landete ganz weich, direkt neben ${w.pal}. „Ich hab’s geschafft!“, rief ${w.er}.`,
        `Mutig sein, merkte ${w.name}, heißt nicht, keine Angst zu haben. Es heißt, Angst zu haben und es trotzdem zu tun.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Plötzlich hörten sie ganz in der Nähe ein lautes, grollendes Geräusch, und ${w.name} wollte sich am liebsten verstecken.`,
        `„Und wenn das etwas Großes, Gruseliges ist?“, flüsterte ${w.er} und hielt sich an ${w.pal} fest.`,
      ],
      mastery: [
        `${w.name} holte tief Luft und spähte um die Ecke, ${w.pal} dicht dahinter.`,
        `Es war nur ein großes, verschlafenes Wesen, das so laut schnarchte, dass alles wackelte. ${w.name} kicherte vor Erleichterung.`,
        `„Ich hab nachgeschaut“, sagte ${w.er} stolz. „Obwohl ich Angst hatte!“ Und ${w.er} fühlte sich so mutig wie ein Löwe.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Hoch oben, unerreichbar, saß ein kleines Wesen fest und rief um Hilfe, und der einzige Weg hinauf war eine wackelige Leiter.`,
        `${w.nameGen} Beine fühlten sich an wie Wackelpudding. „Dafür bin ich nicht mutig genug“, flüsterte ${w.er}.`,
      ],
      mastery: [
        `Aber das kleine Wesen rief noch einmal, und ${w.name} holte tief Luft. Eine Sprosse, zwei Sprossen, drei, ohne nach unten zu schauen.`,
        `${w.Er} streckte die Arme aus, das kleine Wesen kletterte dankbar hinein, und gemeinsam ging es wieder hinunter, Schritt für vorsichtigen Schritt.`,
        `„Du warst so mutig“, sagte ${w.pal}. Und ${w.name} wusste, dass es stimmte: Mut ist das, was man tut, auch wenn die Beine wackeln.`,
      ],
    }),
  ],
};

export const selfBelief: Theme = {
  id: 'believing-in-yourself',
  match: {
    en: [
      /\bbeliev\w* in (?:him|her|them|your|my|one)sel(?:f|ves)\b|\bself[- ]?(?:belief|esteem|worth|confiden\w*)\b|\b(?:can|could) do (?:hard|difficult|big) things\b|\bnot good enough\b|\bconfiden\w*|\bproud of (?:him|her|them|my|your)sel(?:f|ves)\b/,
    ],
    de: [
      /\ban sich (?:selbst )?glaub\w*|\bselbstvertrauen\b|\bselbstbewusst\w*|\bselbstwert\w*|\bsich (?:mehr |etwas |was )?zu(?:zu)?trauen\b|\bzutraut\b|\bnicht gut genug\b|\bstolz auf sich\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `On a big flat stone lay a puzzle of glowing pieces, and a little sign read: "For clever hands only."`,
        `${w.name} looked at it and shook ${w.his} head. "I'm no good at puzzles," ${w.he} said. "Everyone else is much better than me."`,
      ],
      mastery: [
        `Later they came back to the glowing puzzle. "Just one piece," said ${w.pal}. "Only one." So ${w.name} found a corner piece and set it in its place.`,
        `Then another, and another, and slowly, piece by piece, a picture of a shining star appeared.`,
        `"I did it," ${w.name} said, surprised. "I can do much more than I thought." The thought felt warm and strong, like a little lantern inside.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} sighed. "Everyone else is good at things," ${w.he} told ${w.pal}. "I can't do anything properly."`,
        `${w.pal} thought about that for a long moment.`,
      ],
      mastery: [
        `Later ${w.pal} asked, "What can you do?" At first ${w.name} could think of only one thing.`,
        `But then came another, and another: climbing, counting, making people laugh, being there for others. Soon there were more than fingers to count them on.`,
        `"See?" said ${w.pal}. ${w.name} smiled a slow, proud smile. There were so many things ${w.he} could do, and even more to learn.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Auf einem großen, flachen Stein lag ein Puzzle aus leuchtenden Teilen, und auf einem kleinen Schild stand: „Nur für geschickte Hände.“`,
        `${w.name} sah es an und schüttelte den Kopf. „Ich kann keine Puzzles“, sagte ${w.er}. „Alle anderen können das viel besser als ich.“`,
      ],
      mastery: [
        `Später kamen sie wieder an dem leuchtenden Puzzle vorbei. „Nur ein Teil“, sagte ${w.pal}. „Nur ein einziges.“ Also fand ${w.name} ein Eckteil und legte es an seinen Platz.`,
        `Dann noch eins und noch eins, und langsam, Stück für Stück, erschien das Bild eines leuchtenden Sterns.`,
        `„Ich hab’s geschafft“, sagte ${w.name} erstaunt. „Ich kann viel mehr, als ich dachte.“ Der Gedanke fühlte sich warm und stark an, wie eine kleine Laterne im Innern.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} seufzte. „Alle anderen können etwas richtig gut“, erzählte ${w.er} ${w.pal}. „Nur ich kann gar nichts richtig.“`,
        `${w.pal} dachte eine ganze Weile darüber nach.`,
      ],
      mastery: [
        `Später fragte ${w.pal}: „Was kannst du alles?“ Zuerst fiel ${w.name} nur eine einzige Sache ein.`,
        `Aber dann kam noch eine und noch eine: klettern, zählen, andere zum Lachen bringen, für andere da sein. Bald waren es mehr, als Finger zum Zählen da waren.`,
        `„Siehst du?“, sagte ${w.pal}. ${w.name} lächelte ein langsames, stolzes Lächeln. Es gab so vieles, was ${w.er} konnte, und noch viel mehr zu lernen.`,
      ],
    }),
  ],
};

export const beingDifferent: Theme = {
  id: 'being-different',
  match: {
    en: [
      /\b(?:being|be|is|are|it's|its) (?:a (?:bit|little) )?different\b|\bdifferent is (?:ok|okay|good|fine)\b|\bunique\b|\bbeing (?:him|her|them)sel(?:f|ves)\b|\baccept\w* (?:him|her|them)sel(?:f|ves)\b|\bself[- ]acceptance\b|\blov\w* (?:him|her|them)sel(?:f|ves)\b|\b(?:feel\w* good|happy|confident) (?:about|in|with) (?:his|her|their|my|your) (?:own )?(?:body|skin|looks|hair)\b|\bbody (?:confidence|positiv\w*)\b/,
      /\b(?:proud of|happy with|like|likes|love|loves) who (?:he|she|they|i) (?:is|are|am)\b|\bjust the way (?:he|she|they|i) (?:is|are|am)\b/,
    ],
    de: [
      /\banders (?:sein|ist|zu sein)\b|\bist anders\b|\banderssein\b|\beinzigartig\w*|\bso wie (?:er|sie|es|du) (?:ist|bist)\b|\bsich selbst (?:moegen|mag|lieben|liebt|annehmen|akzeptieren)\b|\bkoerper\b.*\bwohl ?fuehl\w*|\bwohl ?fuehl\w*.*\bkoerper\b|\b(?:seinen|ihren) koerper (?:moegen|mag|lieben)\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `${w.name} told ${w.pal} a secret worry.`,
        `"I'm not like the others," ${w.he} whispered. "I'm different."`,
      ],
      mastery: [
        `Later they came to a garden of glowing lanterns, and not one was like another: round ones, tall ones, spotty ones, stripy ones.`,
        `"Which one is the most beautiful?" asked ${w.pal}. ${w.name} looked and looked. "All of them," ${w.he} said. "Because they're different."`,
        `"Just like you," said ${w.pal}, and ${w.name} smiled a big, warm smile.`,
      ],
    }),
    (w) => ({
      challenge: [
        `On the way they met a little creature with one blue ear and one green ear, hiding round a corner. "The others say I look funny," it whispered.`,
        `${w.name} knew that feeling, and ${w.his} tummy went tight.`,
      ],
      mastery: [
        `When they passed the little creature again, ${w.name} went over and said, "I like your ears. Blue and green are the best colours together."`,
        `The little creature peeked out and smiled, and soon they were all playing together.`,
        `Different is good, ${w.name} thought. Different is what makes everyone special, ${w.self} too.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `${w.name} erzählte ${w.pal} eine geheime Sorge.`,
        `„Ich bin nicht wie die anderen“, flüsterte ${w.er}. „Ich bin anders.“`,
      ],
      mastery: [
        `Später kamen sie an einen Garten voller leuchtender Laternen, und keine war wie die andere: runde, hohe, gepunktete, gestreifte.`,
        `„Welche ist die schönste?“, fragte ${w.pal}. ${w.name} schaute und schaute. „Alle“, sagte ${w.er}. „Weil sie verschieden sind.“`,
        `„Genau wie du“, sagte ${w.pal}, und ${w.name} lächelte ein großes, warmes Lächeln.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Unterwegs trafen sie ein kleines Wesen mit einem blauen und einem grünen Ohr, das sich hinter einer Ecke versteckte. „Die anderen sagen, ich sehe komisch aus“, flüsterte es.`,
        `${w.name} kannte dieses Gefühl, und im Bauch wurde es ganz eng.`,
      ],
      mastery: [
        `Als sie wieder an dem kleinen Wesen vorbeikamen, ging ${w.name} hinüber und sagte: „Ich mag deine Ohren. Blau und Grün passen am allerbesten zusammen.“`,
        `Das kleine Wesen lugte hervor und lächelte, und bald spielten alle zusammen.`,
        `Anders ist gut, dachte ${w.name}. Anders macht jeden besonders, auch ${w.ihn}.`,
      ],
    }),
  ],
};
