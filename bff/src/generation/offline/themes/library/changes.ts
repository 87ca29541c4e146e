// Themes about change and loss: moving house, missing someone, goodbye at drop-off, a pet that died.
import type { Language } from '@dreamweaver/contracts';
import type { Theme } from '../types.ts';

const someoneDear =
  '(?:grandma|grandpa|granny|gran|nana|grandad|granddad|grandparents|grandmother|grandfather|best friend|friend|friends|auntie|aunt|uncle|cousin|neighbour|neighbor|nanny|babysitter)';
const jemandLieb = '(?:oma|opa|grosseltern|freund|freundin|freunde|tante|onkel|cousin|cousine|nachbar\\w*)';

/**
 * Someone dear who moves away: missing them, not a goodbye at the door with "grown-ups always come
 * back", nor the child's own move.
 */
const someoneLeaving: Record<Language, RegExp[]> = {
  en: [
    new RegExp(
      `\\b${someoneDear}(?: \\w+)? (?:who |that )?(?:is |are |was )?(?:moving|moves|moved|going|goes|went|leaving|leaves|left) (?:away|abroad|far)\\b|\\b(?:goodbye|bye) to (?:his |her |their |my |our )?(?:\\w+ )?${someoneDear}\\b`,
    ),
  ],
  de: [
    new RegExp(
      `\\b${jemandLieb} (?:\\w+ ){0,3}(?:wegzieht|wegziehen|umzieht|umziehen|weggezogen)\\b|\\b${jemandLieb} (?:\\w+ )?zieh\\w* (?:\\w+ ){0,5}(?:um|weg|fort)\\b|\\babschied (?:von|nehmen von) (?:\\w+ ){0,2}${jemandLieb}\\b`,
    ),
  ],
};

export const moving: Theme = {
  id: 'moving-house',
  unless: someoneLeaving,
  match: {
    en: [
      /\bmov(?:e|es|ing|ed) (?:house|home|homes|to a new|away|to another|abroad|to (?:a )?(?:different|new))\b|\bnew (?:house|home|flat|apartment|town|city|country|neighbourhood|neighborhood)\b|\brelocat\w*|\bmoving\b|\bthe move\b|\b(?:our|his|her|their|the|my) old (?:house|home|flat|apartment|room)\b/,
    ],
    de: [
      /\bumzug\w*|\bumzieh\w*|\bumgezogen\b|\bziehen (?:bald |jetzt )?(?:um|weg)\b|\bzieht (?:bald |jetzt )?(?:um|weg)\b|\bneue[sn]? (?:haus|wohnung|zuhause|stadt|land)\b|\balte[sn]? (?:haus|wohnung|zuhause|zimmer)\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `"Soon we're moving to a new home," ${w.name} told ${w.pal}. "Everything will be packed into boxes, even my bed."`,
        `${w.His} voice wobbled. "What if the new place never feels like home?"`,
      ],
      mastery: [
        `On their way they met a little creature who carried its home wherever it went.`,
        `"Home isn't only a place," the little creature said. "Home is wherever the ones you love are."`,
        `${w.name} thought of the family, the favourite blanket and the bedtime story, all coming along to the new place.`,
        `"Then my home is coming with me," ${w.he} said, and ${w.he} felt light and ready.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.pal} noticed that ${w.name} was very quiet.`,
        `"We're moving away," ${w.name} said at last. "I'll miss my room, and my window, and my friends."`,
      ],
      mastery: [
        `${w.pal} helped ${w.name} make a goodbye list: wave to the old window, hug the old door frame, and thank the old room for all the good nights.`,
        `"And in your new home," said ${w.pal}, "you can make a hello list."`,
        `${w.name} smiled. A goodbye list and a hello list, ${w.he} thought. That felt like a brave and happy way to move.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `„Bald ziehen wir um“, erzählte ${w.name} ${w.pal}. „Alles kommt in Kisten, sogar mein Bett.“`,
        `Dann wackelte ${w.sein('e', w.nameGen)} Stimme. „Und wenn sich das neue Zuhause nie wie zu Hause anfühlt?“`,
      ],
      mastery: [
        `Unterwegs trafen sie ein kleines Wesen, das sein Haus immer mit sich trug, wohin es auch ging.`,
        `„Zuhause ist nicht nur ein Ort“, sagte das kleine Wesen. „Zuhause ist da, wo die sind, die man lieb hat.“`,
        `${w.name} dachte an ${w.sein('e', 'die')} Familie, an ${w.sein('e', 'die')} Lieblingsdecke und an die Gutenachtgeschichte, die alle mit umziehen würden.`,
        `„Dann kommt mein Zuhause ja mit“, sagte ${w.er} und fühlte sich leicht und bereit.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.pal} merkte, dass ${w.name} ganz still war.`,
        `„Wir ziehen weg“, sagte ${w.name} schließlich. „Ich werde mein Zimmer vermissen und mein Fenster und meine Freunde.“`,
      ],
      mastery: [
        `${w.pal} half ${w.name}, eine Abschiedsliste zu machen: dem alten Fenster zuwinken, den alten Türrahmen umarmen und dem alten Zimmer Danke sagen für all die schönen Nächte.`,
        `„Und im neuen Zuhause“, sagte ${w.pal}, „machst du dann eine Hallo-Liste.“`,
        `${w.name} lächelte. Eine Abschiedsliste und eine Hallo-Liste, dachte ${w.er}. So ließ sich ein Umzug mutig und fröhlich schaffen.`,
      ],
    }),
  ],
};

export const petLoss: Theme = {
  id: 'pet-died',
  match: {
    en: [
      /\b(?:pet|dog|doggy|cat|kitty|puppy|kitten|hamster|rabbit|bunny|guinea pig|fish|goldfish|bird|budgie|tortoise|turtle|horse|pony|mouse|rat|gerbil)\b.*\b(?:died|dead|death|dying|passed away|passed on|put down|put to sleep|gone|loss)\b/,
      /\b(?:death|loss) of (?:a |his |her |their |our |the )?(?:pet|dog|cat|hamster|rabbit|fish)\b/,
    ],
    de: [
      /\b(?:hund\w*|katze\w*|kater\w*|hamster\w*|hase\w*|haeschen|kaninchen|meerschweinchen|fisch\w*|goldfisch\w*|vogel|wellensittich\w*|schildkroete|pferd\w*|pony|maus|haustier\w*)\b.*\b(?:gestorben|stirbt|tot|verstorben|eingeschlaefert|nicht mehr da)\b/,
      /\btod (?:des|der|vom|von) (?:hund|katze|hamster|haustier)\w*/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `${w.name} told ${w.pal} about a dear pet at home, who had died not long ago.`,
        `"Sometimes I still look for my pet," ${w.he} said softly. "And then I remember, and I feel sad all over again."`,
        `${w.pal} listened, and stayed very close.`,
      ],
      mastery: [
        `Later the two of them sat together and remembered all the good things: the funny little sounds, the cosy times, the silly games.`,
        `${w.name} laughed at one of the memories, and then cried a little too, and both were all right.`,
        `"Love doesn't go away," said ${w.pal}. "It stays right here, with you." And ${w.name} felt it, warm and safe, tucked inside ${w.his} heart.`,
      ],
    }),
    (w) => ({
      challenge: [
        `A tiny creature scampered past that looked a little like ${w.name}'s pet, the one who had died, and ${w.name}'s eyes filled with tears.`,
        `"I miss my pet so much," ${w.he} whispered.`,
      ],
      mastery: [
        `${w.pal} had an idea. Together they found a small, smooth, shiny something and named it the remembering stone.`,
        `"Whenever you hold it, you can think of all the happy times," said ${w.pal}.`,
        `${w.name} held it tight and remembered, and the sadness grew softer, more like a blanket than a storm.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `${w.name} erzählte ${w.pal} von ${w.sein('em', 'dem')} Haustier, das vor Kurzem gestorben war.`,
        `„Manchmal suche ich es immer noch“, sagte ${w.er} leise. „Und dann fällt es mir wieder ein, und ich bin ganz traurig.“`,
        `${w.pal} hörte zu und blieb ganz nah bei ${w.name}.`,
      ],
      mastery: [
        `Später saßen die beiden beieinander und erinnerten sich an all das Schöne: die lustigen kleinen Geräusche, die gemütlichen Stunden, die albernen Spiele.`,
        `Bei einer Erinnerung musste ${w.name} lachen und dann ein bisschen weinen, und beides war in Ordnung.`,
        `„Liebe geht nicht weg“, sagte ${w.pal}. „Sie bleibt genau hier, bei dir.“ Und ${w.name} spürte sie, warm und geborgen, tief im Herzen.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Ein kleines Wesen huschte vorbei, das ein bisschen aussah wie ${w.nameGen} Haustier, das gestorben war. Da stiegen ${w.ihm} Tränen in die Augen.`,
        `„Ich vermisse es so sehr“, flüsterte ${w.er}.`,
      ],
      mastery: [
        `${w.pal} hatte eine Idee. Die beiden fanden etwas Kleines, Glattes, Glänzendes und tauften es auf den Namen Erinnerungsstein.`,
        `„Immer wenn du ihn in der Hand hältst, kannst du an die schönen Zeiten denken“, sagte ${w.pal}.`,
        `${w.name} hielt ihn ganz fest und erinnerte sich, und die Traurigkeit wurde weicher, eher wie eine Decke als wie ein Sturm.`,
      ],
    }),
  ],
};

export const missing: Theme = {
  id: 'missing-someone',
  match: {
    en: [
      ...someoneLeaving.en,
      /\bmiss(?:es|ing)? (?:his |her |their |my |our )?(?:\w+ )?(?:mum|mom|mummy|mommy|mama|dad|daddy|papa|grandma|grandpa|granny|gran|nana|grandad|granddad|grandparents|grandmother|grandfather|friend|friends|family|father|mother|brother|sister|someone|somebody|people|home|auntie|aunt|uncle|cousin)\b/,
      /\bmissing (?:someone|somebody)\b|\bhomesick\w*|\b(?:mum|mom|dad|daddy|mummy|papa) (?:is )?(?:away|works away|travels|travelling|deployed)\b|\bgrief\b|\bgrieving\b|\bdied\b|\bdying\b|\bdeath\b|\bpassed away\b/,
    ],
    de: [
      ...someoneLeaving.de,
      /\b(?:papa|mama|vater|mutter) (?:\w+ ){0,3}(?:weg|verreist|unterwegs|auf reisen|im ausland)\b|\bvermiss\w*|\bsehnsucht\b|\bheimweh\b|\b(?:papa|mama|oma|opa) ist (?:weg|verreist|unterwegs|gestorben|tot)\b|\bfehlt (?:ihm|ihr)\b|\btrauer\w*|\bgestorben\b|\bverstorben\b|\btod\b|\bstirbt\b|\bsterben\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `${w.name} went quiet, and ${w.pal} asked what was wrong.`,
        `"I miss someone," said ${w.name}. "Someone I love very much, who isn't here right now."`,
        `${w.pal} snuggled up close and said nothing at all for a while, which was exactly right.`,
      ],
      mastery: [
        `Later, ${w.pal} pointed at a bright little twinkle far away. "When you miss someone, you can send them a goodnight thought," ${w.pal} said. "It travels faster than anything."`,
        `${w.name} closed both eyes tight and sent the warmest goodnight thought in the world.`,
        `The missing didn't go away, but it felt softer now, like a hug ${w.he} could keep.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} told ${w.pal} about someone far away who was missed very much.`,
        `"Sometimes missing feels like a little ache, right here," ${w.he} said, and laid a hand on ${w.his} heart.`,
      ],
      mastery: [
        `${w.pal} had an idea. Along the way they collected tiny things to show that special someone one day: something shiny, something funny and something very, very small.`,
        `"Now you have a missing box," said ${w.pal}. "Every time you miss them, you can put a happy thought inside."`,
        `${w.name} smiled. The ache was still there, but it was smaller now, and full of love.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `${w.name} wurde ganz still, und ${w.pal} fragte, was los sei.`,
        `„Ich vermisse jemanden“, sagte ${w.name}. „Jemanden, den ich ganz doll lieb habe und der gerade nicht da ist.“`,
        `${w.pal} kuschelte sich ganz nah heran und sagte eine Weile gar nichts, und genau das war richtig.`,
      ],
      mastery: [
        `Später zeigte ${w.pal} auf ein helles, kleines Funkeln in der Ferne. „Wenn du jemanden vermisst, kannst du einen Gute-Nacht-Gedanken schicken“, sagte ${w.pal}. „Der ist schneller als alles andere.“`,
        `${w.name} schloss die Augen und schickte den wärmsten Gute-Nacht-Gedanken, den es gab.`,
        `Das Vermissen ging nicht ganz weg, aber es fühlte sich jetzt weicher an, wie eine Umarmung, die man behalten darf.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} erzählte ${w.pal} von jemandem, der ganz schrecklich fehlte.`,
        `„Manchmal tut das Vermissen genau hier ein bisschen weh“, sagte ${w.er} und legte die Hand aufs Herz.`,
      ],
      mastery: [
        `${w.pal} hatte eine Idee. Unterwegs sammelten die beiden winzige Dinge, um sie diesem besonderen Menschen eines Tages zu zeigen: etwas Glänzendes, etwas Lustiges und etwas ganz, ganz Kleines.`,
        `„Jetzt hast du eine Vermiss-Schachtel“, sagte ${w.pal}. „Immer wenn du jemanden vermisst, kannst du einen schönen Gedanken hineinlegen.“`,
        `${w.name} lächelte. Das Wehtun war noch da, aber es war kleiner geworden und ganz voller Liebe.`,
      ],
    }),
  ],
};

export const goodbye: Theme = {
  id: 'saying-goodbye',
  unless: someoneLeaving,
  match: {
    en: [
      /\bgoodbyes?\b|\bgood bye\b|\bsay(?:ing)? bye\b|\bdrop ?offs?\b|\bdropped off\b|\bseparation\w*|\bclingy\b|\bwhen (?:mum|mom|dad|mummy|daddy|mommy|i) leaves?\b|\bletting (?:mum|mom|dad|mummy|daddy) go\b|\b(?:mum|mom|dad|mummy|daddy|mommy|mama|papa) (?:goes|going|leaves|leaving|is at|at) (?:to |for )?work\b|\b(?:mum|mom|dad|mummy|daddy|mommy|mama|papa) (?:\w+ )?(?:always )?comes? back\b/,
    ],
    de: [
      /\babschied\w*|\bverabschied\w*|\btschuess\w*|\bloslassen\b|\b(?:mama|papa) (?:geht|weggeht|gehen lassen|gehen zu lassen)\b|\btrennung\w*|\bwenn (?:mama|papa|ich) geht\b|\b(?:mama|papa) (?:\w+ )?(?:zur|in die) arbeit\b|\bbringen\b.*\b(?:kita|kindergarten)\b.*\bweinen\b|\bklammer\w*|\b(?:mama|papa) (?:\w+ )?(?:wieder|zurueck)(?:kommt|kommen)\b|\b(?:mama|papa) (?:\w+ ){0,2}wiederkommt\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `At the door of a busy, happy place, a little one was clinging to its grown-up and crying, "Don't go!"`,
        `${w.name} knew that feeling. Goodbyes at the door always made ${w.his} tummy go tight.`,
      ],
      mastery: [
        `${w.name} went over and showed the little one a trick: a goodbye kiss to keep in your pocket until home time.`,
        `"And grown-ups always, always come back," said ${w.name}.`,
        `The little one sniffed and smiled. ${w.name} felt proud, because next time ${w.he} could use the pocket kiss too.`,
      ],
    }),
    (w) => ({
      challenge: [
        `"The hardest bit," ${w.name} told ${w.pal}, "is when my grown-up waves goodbye and goes."`,
        `"Then my tummy goes all wobbly," ${w.he} added, "and I don't want to let go."`,
      ],
      mastery: [
        `${w.pal} thought of something special, a secret goodbye. Two squeezes of the hand mean "I love you", and three mean "See you soon".`,
        `${w.name} practised it with ${w.pal}: squeeze, squeeze, and squeeze, squeeze, squeeze.`,
        `"Now goodbye has a secret in it," said ${w.name} happily, because the grown-ups always came back.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `An der Tür eines fröhlichen, belebten Ortes klammerte sich ein Kleines an die Mama und weinte: „Geh nicht weg!“`,
        `${w.name} kannte dieses Gefühl. Beim Abschied von den Großen wurde es auch in ${w.nameGen} Bauch immer ganz eng.`,
      ],
      mastery: [
        `${w.name} ging hinüber und zeigte dem Kleinen einen Trick: einen Abschiedskuss für die Hosentasche, zum Aufheben bis zum Abholen.`,
        `„Und die Großen kommen immer, immer wieder“, sagte ${w.name}.`,
        `Das Kleine schniefte und lächelte. ${w.name} war stolz. Beim nächsten Abschied würde der Taschenkuss wieder helfen, ganz bestimmt.`,
      ],
    }),
    (w) => ({
      challenge: [
        `„Das Schwierigste“, erzählte ${w.name} ${w.pal}, „ist der Moment, wenn die Großen Tschüss winken und gehen.“`,
        `„Dann wird mein Bauch ganz wackelig“, fügte ${w.er} hinzu, „und ich will nicht loslassen.“`,
      ],
      mastery: [
        `${w.pal} dachte sich etwas Besonderes aus, einen geheimen Abschied. Zweimal Händedrücken heißt „Ich hab dich lieb“, und dreimal heißt „Bis gleich“.`,
        `${w.name} übte es mit ${w.pal}: drück, drück, und drück, drück, drück.`,
        `„Jetzt steckt im Abschied ein Geheimnis“, sagte ${w.name} fröhlich und wusste, dass die Großen immer wiederkamen.`,
      ],
    }),
  ],
};
