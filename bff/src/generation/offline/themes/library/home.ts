// Themes about life at home: bedtime itself, screens, doing things by oneself, two homes.
import type { Theme } from '../types.ts';

export const bedtime: Theme = {
  id: 'bedtime',
  match: {
    en: [
      /\bbed ?times?\b|\bgo(?:ing)? to bed\b|\bgo(?:ing)? to sleep\b|\bfall(?:ing)? asleep\b|\bsleep(?:ing|s)?\b|\bstay(?:ing)? in bed\b|\bsettl\w* (?:down )?(?:at night|for bed)\b|\btired\b|\bnap(?:s|time)?\b/,
    ],
    de: [
      /\bschlafenszeit\b|\bzubettgeh\w*|\bins bett\b|\beinschlaf\w*|\beinzuschlafen\b|\bschlaf\w*|\bmuede\b|\babendritual\b|\bmittagsschlaf\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `"I don't want to go to sleep," said ${w.name}. "Sleeping is boring, and I might miss something exciting."`,
        `${w.pal} yawned an enormous yawn. "Even adventurers need to sleep," ${w.pal} said.`,
      ],
      mastery: [
        `Later they watched the whole world getting ready for bed: little ones snuggling down, lights going soft, everything growing slow and quiet.`,
        `"Sleep is where tomorrow's adventures come from," whispered ${w.pal}. "You fill up with energy, like a lantern filling up with light."`,
        `${w.name} gave a big, slow yawn and smiled. Going to sleep didn't feel like missing out any more; it felt like getting ready for something wonderful.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Every night at home, ${w.name} asked for one more story, one more drink, one more cuddle, and then one more after that.`,
        `"Bedtime just feels so long," ${w.he} told ${w.pal}.`,
      ],
      mastery: [
        `${w.pal} taught ${w.name} a sleepy game: say goodnight to everything, one thing at a time, from your toes to your nose.`,
        `"Goodnight, toes. Goodnight, knees. Goodnight, tummy," whispered ${w.name}, and before the goodnights reached the nose, ${w.his} eyes were already closing.`,
        `Bedtime, ${w.he} decided, could be cosy instead of long. ${w.He} felt calm and proud.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} was wide awake, even though it was very late. "My eyes just won't close," ${w.he} said.`,
        `${w.pal} snuggled close. "Shall I tell you how the sleepy clouds work?"`,
      ],
      mastery: [
        `"Every night a sleepy cloud floats down and tucks itself around you," whispered ${w.pal}. "But it only comes when you lie very still and breathe very slowly."`,
        `So ${w.name} lay very still and breathed very slowly, in and out, in and out.`,
        `And sure enough, something soft and heavy settled over ${w.him}, and ${w.his} eyes grew heavy too. "It's here," ${w.he} murmured, proud and cosy.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `„Ich will nicht schlafen“, sagte ${w.name}. „Schlafen ist langweilig, und vielleicht verpasse ich etwas Spannendes.“`,
        `${w.pal} gähnte riesengroß. „Auch Abenteurer brauchen Schlaf“, sagte ${w.pal}.`,
      ],
      mastery: [
        `Später sahen die beiden zu, wie sich die ganze Welt bettfertig machte: Kleine kuschelten sich ein, die Lichter wurden weich, und alles wurde langsam und still.`,
        `„Im Schlaf entstehen die Abenteuer von morgen“, flüsterte ${w.pal}. „Du füllst dich mit Kraft, wie eine Laterne, die sich mit Licht füllt.“`,
        `${w.name} gähnte groß und langsam und lächelte. Schlafen fühlte sich nicht mehr nach Verpassen an, sondern danach, sich auf etwas Wunderbares vorzubereiten.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Jeden Abend zu Hause wollte ${w.name} noch eine Geschichte, noch einen Schluck Wasser, noch einmal kuscheln und danach noch einmal.`,
        `„Die Schlafenszeit ist so lang“, erzählte ${w.er} ${w.pal}.`,
      ],
      mastery: [
        `${w.pal} brachte ${w.name} ein Schlafspiel bei: allem Gute Nacht sagen, einem nach dem anderen, von den Zehen bis zur Nase.`,
        `„Gute Nacht, Zehen. Gute Nacht, Knie. Gute Nacht, Bauch“, flüsterte ${w.name}, und bei der Nase fielen die Augen schon von ganz allein zu.`,
        `Die Schlafenszeit, fand ${w.name}, konnte auch gemütlich sein statt lang. ${w.Er} fühlte sich ruhig und stolz.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} war hellwach, obwohl es schon sehr spät war. „Meine Augen wollen einfach nicht zugehen“, sagte ${w.er}.`,
        `${w.pal} kuschelte sich an. „Soll ich dir erzählen, wie die Schlafwolken funktionieren?“`,
      ],
      mastery: [
        `„Jeden Abend schwebt eine Schlafwolke herab und legt sich um dich“, flüsterte ${w.pal}. „Aber sie kommt nur, wenn du ganz still liegst und ganz langsam atmest.“`,
        `Also lag ${w.name} ganz still und atmete ganz langsam, ein und aus, ein und aus.`,
        `Und wirklich, etwas Weiches, Schweres legte sich auf ${w.ihn}, und die Augen wurden schwer. „Sie ist da“, murmelte ${w.er}, stolz und gemütlich.`,
      ],
    }),
  ],
};

/** Less time on screens („weniger Zeit am Tablet“, "less screen time"): a night without one, and the fun found instead. */
export const screens: Theme = {
  id: 'screen-time',
  match: {
    en: [
      /\bscreens?\b|\bscreen ?time\b|\btablets?\b|\bipad\b|\btv\b|\btelevision\b|\bvideo ?games?\b|\byoutube\b|\bcartoons\b/,
    ],
    de: [
      /\bbildschirm\w*|\btablet\w*|\bipad\b|\bfernseh\w*|\bhandy\w*|\bvideospiel\w*|\bkonsole\b|\byoutube\b|\bmedienzeit\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `"At home I always want the tablet," ${w.name} told ${w.pal}. "Just one more game, and then one more, and then it's bedtime and I'm cross."`,
        `"Tonight there's no tablet," said ${w.pal}. "Let's see what we find instead."`,
      ],
      mastery: [
        `They built a den of soft cushions, told each other stories and made shadow animals dance in the light of ${w.pal}'s lantern.`,
        `By the time the moon was high, ${w.name} had not thought about the tablet once.`,
        `"Playing with you is better than any screen," ${w.name} said, and ${w.pal} beamed.`,
      ],
    }),
    (w) => ({
      challenge: [
        `"But what do we do without a screen?" asked ${w.name}, a little lost.`,
        `${w.pal} only smiled and pointed up at the sky.`,
      ],
      mastery: [
        `There were stars to count, a story to make up together and a game of I-spy in the moonlight.`,
        `"The best pictures are the ones in my head," said ${w.name} with a yawn, and the screen was quite forgotten.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `„Zu Hause will ich immer das Tablet“, erzählte ${w.name} ${w.pal}. „Noch ein Spiel und noch eins, und dann ist Schlafenszeit, und ich bin sauer.“`,
        `„Heute Nacht gibt es kein Tablet“, sagte ${w.pal}. „Mal sehen, was wir stattdessen finden.“`,
      ],
      mastery: [
        `Sie bauten eine Höhle aus weichen Kissen, erzählten sich Geschichten und ließen im Licht von ${w.palGen} Laterne Schattentiere tanzen.`,
        `Als der Mond hoch am Himmel stand, hatte ${w.name} kein einziges Mal an das Tablet gedacht.`,
        `„Mit dir spielen ist schöner als jeder Bildschirm“, sagte ${w.name}, und ${w.pal} strahlte.`,
      ],
    }),
    (w) => ({
      challenge: [
        `„Und was machen wir ohne Bildschirm?“, fragte ${w.name} ein bisschen ratlos.`,
        `${w.pal} lächelte nur und zeigte nach oben zum Himmel.`,
      ],
      mastery: [
        `Da gab es Sterne zum Zählen, eine Geschichte, die sie sich zusammen ausdachten, und „Ich sehe was, was du nicht siehst“ im Mondlicht.`,
        `„Die schönsten Bilder sind die in meinem Kopf“, sagte ${w.name} gähnend, und der Bildschirm war ganz vergessen.`,
      ],
    }),
  ],
};

export const independence: Theme = {
  id: 'doing-it-myself',
  match: {
    en: [
      /\bindependen\w*|\b(?:by|for) (?:him|her|them|my)sel(?:f|ves)\b|\bon (?:his|her|their|my) own\b|\bself ?relian\w*|\bgrowing up\b|\bbig (?:boy|girl|kid)\b|\bdo(?:ing)? it (?:myself|alone)\b|\beat\w* with a (?:fork|spoon|knife)\b|\buse (?:a )?(?:fork|spoon|knife|cutlery)\b/,
    ],
    de: [
      /\bselbst(?:st)?aendig\w*|\bselber machen\b|\bselbst machen\b|\b(?:allein|alleine) (?:machen|schaffen)\b|\bgross werden\b|\bgrosse[rsn]? (?:junge|maedchen|kind)\b|\bmit (?:der |dem )?(?:gabel|loeffel|besteck|messer)\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `${w.pal} asked ${w.name} to pour the drinks for their picnic.`,
        `"I can't," said ${w.name}. "A grown-up always does it for me."`,
        `${w.pal} just held out the jug and waited.`,
      ],
      mastery: [
        `So ${w.name} held the jug with both hands and poured slowly, slowly, watching carefully.`,
        `Not one drop was spilled. "I did it myself!" ${w.he} said, and poured a second cup, just to be sure.`,
        `${w.name} felt tall and capable and very proud. So many things were easy now, without any help at all.`,
      ],
    }),
    (w) => ({
      challenge: [
        `When they came to a door with a little puzzle lock, ${w.name} turned to ${w.pal} at once. "You do it," ${w.he} said.`,
        `"Why don't you try first?" said ${w.pal} with a smile.`,
      ],
      mastery: [
        `${w.name} looked at the lock and thought hard. Twist, turn, push, and with a click the door swung open.`,
        `"I worked it out all by myself!" ${w.he} cried.`,
        `From then on, ${w.name} tried first whenever something tricky came along, and felt braver and bigger every time.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `${w.pal} bat ${w.name}, die Becher für das Picknick einzuschenken.`,
        `„Das kann ich nicht“, sagte ${w.name}. „Das machen immer die Großen für mich.“`,
        `${w.pal} hielt ${w.ihm} nur die Kanne hin und wartete.`,
      ],
      mastery: [
        `Also hielt ${w.name} die Kanne mit beiden Händen fest und goss langsam, ganz langsam ein.`,
        `Kein einziger Tropfen ging daneben. „Ich hab’s selbst gemacht!“, rief ${w.er} und schenkte gleich noch einen zweiten Becher ein, nur um sicherzugehen.`,
        `${w.name} fühlte sich groß und geschickt und richtig stolz. Es gab so viele Dinge, die ${w.er} schon allein konnte.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Als sie an eine Tür mit einem kleinen Rätselschloss kamen, drehte sich ${w.name} sofort zu ${w.pal} um. „Mach du das“, sagte ${w.er}.`,
        `„Warum probierst du es nicht zuerst?“, fragte ${w.pal} lächelnd.`,
      ],
      mastery: [
        `${w.name} sah sich das Schloss genau an und dachte scharf nach. Drehen, wenden, drücken, und mit einem Klick schwang die Tür auf.`,
        `„Ich hab es ganz allein herausgefunden!“, rief ${w.er}.`,
        `Von da an probierte ${w.name} es immer zuerst selbst, wenn etwas Kniffliges kam, und fühlte sich jedes Mal mutiger und größer.`,
      ],
    }),
  ],
};

export const twoHomes: Theme = {
  id: 'two-homes',
  match: {
    en: [
      /\bdivorc\w*|\bseparated\b|\bparents (?:are |have )?(?:separat\w*|splitting|split up|breaking up|living apart)\b|\btwo homes\b|\btwo houses\b|\bstep ?(?:dad|mum|mom|father|mother|parents?|family|brother|sister)\b|\b(?:dad|daddy|mum|mummy|mom|mommy)s (?:house|home|place)\b|\bco ?parent\w*|\b(?:mum|mom|mummy|mommy|dad|daddy) and (?:mum|mom|mummy|mommy|dad|daddy) (?:are |have )?(?:splitting|split up|breaking up|separat\w*|living apart)\b/,
    ],
    de: [
      /\bscheidung\w*|\bgeschieden\b|\beltern (?:\w+ )?trenn\w*|\btrennen sich\b|\btrennung der eltern\b|\beltern (?:haben sich |sind |leben )?(?:getrennt|geschieden)\b|\bzwei zuhause\b|\bzwei wohnungen\b|\bstief(?:vater|mutter|papa|mama|familie|bruder|schwester|geschwister)\b|\bpatchwork\w*|\bwechselmodell\b|\bbei papa und bei mama\b|\b(?:mama und papa|papa und mama) (?:\w+ )?(?:trennen sich|getrennt)\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `"Now I have two homes," ${w.name} told ${w.pal} quietly. "Sometimes I'm in one, and sometimes in the other."`,
        `"And sometimes I worry that it's my fault," ${w.he} added, "or that the love got split in half too."`,
      ],
      mastery: [
        `${w.pal} thought about that very carefully. "Do you know what I think?" ${w.pal} said. "Love doesn't split in half. It doubles. And none of it is ever, ever your fault."`,
        `"Two homes means two places where someone loves you," ${w.pal} went on, "two beds to dream in and two doors that are always open for you."`,
        `${w.name} leaned against ${w.pal} and let out a long breath. ${w.He} felt held and safe, in both homes at once.`,
      ],
    }),
    (w) => ({
      challenge: [
        `The little bag was packed to go from one home to the other, and ${w.name} felt wobbly inside.`,
        `"I always miss someone," ${w.he} said. "Whichever home I'm in."`,
      ],
      mastery: [
        `${w.pal} had an idea, a goodnight wave that could travel all the way from one home to the other.`,
        `That night ${w.name} waved towards the other home and whispered goodnight, and ${w.he} could almost feel the goodnight coming back.`,
        `Missing someone, ${w.name} decided, just meant being loved in two places. ${w.He} felt warm and cosy and whole.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `„Ich habe jetzt zwei Zuhause“, erzählte ${w.name} ${w.pal} leise. „Manchmal bin ich im einen und manchmal im anderen.“`,
        `„Und manchmal habe ich Angst, dass ich schuld bin“, fügte ${w.er} hinzu, „oder dass die Liebe jetzt auch halbiert ist.“`,
      ],
      mastery: [
        `${w.pal} dachte ganz genau darüber nach. „Weißt du, was ich glaube?“, sagte ${w.pal}. „Liebe wird nicht halbiert. Sie verdoppelt sich. Und schuld bist du niemals, niemals.“`,
        `„Zwei Zuhause heißt zwei Orte, an denen dich jemand lieb hat“, sagte ${w.pal}, „zwei Betten zum Träumen und zwei Türen, die immer für dich offen sind.“`,
        `${w.name} lehnte sich an ${w.pal} und atmete lang aus. ${w.Er} fühlte sich gehalten und geborgen, in beiden Zuhause zugleich.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} hatte ${w.sein('e', 'die')} kleine Tasche gepackt, um von einem Zuhause ins andere zu wechseln, und im Bauch war es ganz wackelig.`,
        `„Irgendwen vermisse ich immer“, sagte ${w.er}. „Egal, wo ich gerade bin.“`,
      ],
      mastery: [
        `${w.pal} hatte eine Idee, einen Gute-Nacht-Gruß, der von einem Zuhause zum anderen reisen kann.`,
        `An diesem Abend winkte ${w.name} in Richtung des anderen Zuhauses und flüsterte Gute Nacht, und fast war zu spüren, wie der Gruß zurückkam.`,
        `Jemanden zu vermissen, fand ${w.name}, hieß einfach, an zwei Orten geliebt zu werden. ${w.Er} fühlte sich warm und geborgen und ganz.`,
      ],
    }),
  ],
};
