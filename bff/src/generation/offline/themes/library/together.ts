// Themes about living with others: sharing, a sibling, a new baby, saying sorry.
import type { DeWords, EnWords, Theme } from '../types.ts';
import { thingFirstDe, thingFirstEn } from './shared-thing.ts';

/** The sibling the parent named ("his little sister"), as the hero's own, or undefined. */
function siblingEn(w: EnWords, said: string): string | undefined {
  const age = /\b(?:little|baby|younger|small)\b/.test(said)
    ? 'little '
    : /\b(?:big|older|elder)\b/.test(said)
      ? 'big '
      : '';
  if (/\bsiblings\b|\bbrothers and sisters\b/.test(said)) return `${w.his} brothers and sisters`;
  if (/\bsister\b/.test(said)) return `${w.his} ${age}sister`;
  if (/\bbrother\b/.test(said)) return `${w.his} ${age}brother`;
  return undefined;
}

function siblingDe(w: DeWords, said: string): string | undefined {
  const little = /\b(?:klein\w*|juenger\w*|baby)\b|chen\b/.test(said);
  const big = /\b(?:gross\w*|aelter\w*)\b/.test(said);
  if (/\bgeschwister\b/.test(said)) return `${w.sein('e', w.nameGen)} Geschwister`;
  if (/\bschwester\w*/.test(said))
    return `${w.sein('e', w.nameGen)} ${little ? 'kleine ' : big ? 'große ' : ''}Schwester`;
  if (/\bbrueder\w*|\bbruder\b/.test(said))
    return `${w.sein('', w.nameGen)} ${little ? 'kleiner ' : big ? 'großer ' : ''}Bruder`;
  return undefined;
}

export const sharing: Theme = {
  id: 'sharing',
  match: {
    en: [/\bshar(?:e|es|ed|ing)\b/, /\bgiv(?:e|es|ing) (?:some|a bit|part) (?:away|of)\b/],
    de: [/\b(?:ab|auf|ver)?teil(?:en|t|te|ten|st)\b/, /\b(?:abgeben|abzugeben|abgibt|hergeben|herzugeben)\b/],
  },
  en: thingFirstEn.companion([
    (w) => ({
      challenge: [
        `Along the way, ${w.pal}'s tummy gave a loud rumble. "Oh dear," said ${w.pal}. "I didn't bring anything to eat."`,
        `${w.name} had a little bag of honey biscuits, ${w.his} very favourite kind, and there were only four left.`,
        `${w.He} held the bag close and said nothing, because sharing felt very big just then.`,
      ],
      mastery: [
        `A little later, ${w.pal}'s tummy rumbled again, and this time ${w.name} did not wait.`,
        `${w.He} opened the bag and held it out. "Two for you and two for me," ${w.he} said.`,
        `They munched side by side, and the biscuits tasted even sweeter shared. ${w.name} felt warm from head to toe.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} had brought a little spinning top from home, the one that hummed as it twirled.`,
        `"Can I have a turn?" asked ${w.pal}, watching it spin.`,
        `${w.name} scooped it up quickly. "It's mine," ${w.he} said, but saying it did not feel nice at all.`,
      ],
      mastery: [
        `When they stopped to rest, ${w.name} took out the spinning top and set it down between the two of them.`,
        `"You go first," ${w.he} said. ${w.pal} gave it a twirl, and it hummed and danced, and both of them laughed and laughed.`,
        `Sharing makes a game twice as much fun, ${w.name} thought, and ${w.his} heart felt big and bright.`,
      ],
    }),
    (w) => ({
      challenge: [
        `When it grew a little chilly, ${w.name} snuggled into a soft, warm scarf from home.`,
        `Beside ${w.him}, ${w.pal} gave a little shiver.`,
        `The scarf was long enough for two, ${w.name} knew that. But it was ${w.his} very own scarf, and sharing it did not feel easy at all.`,
      ],
      mastery: [
        `The next time ${w.pal} shivered, ${w.name} unwound the long scarf and wrapped one end around ${w.pal}.`,
        `"There," ${w.he} said. "Now we're both cosy." ${w.pal} snuggled in with a happy sigh.`,
        `${w.name} smiled. Sharing had not made ${w.him} any colder at all; ${w.he} felt warmer than ever.`,
      ],
    }),
  ]),
  de: thingFirstDe.companion([
    (w) => ({
      challenge: [
        `Unterwegs knurrte ${w.palGen} Bauch ganz laut. „Oje“, sagte ${w.pal}, „ich habe gar nichts zu essen dabei.“`,
        `${w.name} hatte ein kleines Säckchen Honigkekse dabei, ${w.sein('e', 'die')} allerliebsten, und es waren nur noch vier darin.`,
        `${w.Er} hielt das Säckchen fest und sagte nichts, denn Teilen fühlte sich in diesem Moment ganz schön schwer an.`,
      ],
      mastery: [
        `Ein bisschen später knurrte ${w.palGen} Bauch schon wieder, und diesmal wartete ${w.name} nicht lange.`,
        `${w.Er} öffnete das Säckchen und hielt es ${w.pal} hin. „Zwei für dich und zwei für mich“, sagte ${w.er}.`,
        `Die beiden knabberten nebeneinander, und geteilt schmeckten die Kekse noch süßer. ${w.name} wurde es ganz warm ums Herz.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} hatte ${w.sein('en', 'den')} kleinen Kreisel dabei, der beim Tanzen leise summte.`,
        `„Darf ich auch mal?“, fragte ${w.pal} und sah dem Kreisel mit großen Augen zu.`,
        `Schnell nahm ${w.name} den Kreisel an sich. „Der gehört mir“, sagte ${w.er}, aber das fühlte sich gar nicht gut an.`,
      ],
      mastery: [
        `Als die beiden eine Pause machten, holte ${w.name} den Kreisel hervor und stellte ihn genau zwischen sich und ${w.pal}.`,
        `„Du fängst an“, sagte ${w.er}. ${w.pal} drehte den Kreisel, und er summte und tanzte, und die beiden lachten und lachten.`,
        `Zusammen macht ein Spiel doppelt so viel Spaß, dachte ${w.name}, und im Herzen wurde es ganz groß und hell.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Als es ein wenig kühl wurde, kuschelte sich ${w.name} in ${w.sein('en', 'den')} weichen, warmen Schal.`,
        `Neben ${w.ihm} zitterte ${w.pal} ein kleines bisschen.`,
        `Der Schal war lang genug für zwei, das wusste ${w.name}. Aber es war ${w.sein('', 'der eigene')} Schal, und teilen wollte ${w.er} ihn eigentlich nicht.`,
      ],
      mastery: [
        `Als ${w.pal} das nächste Mal fröstelte, wickelte ${w.name} den langen Schal ab und legte ein Ende um ${w.pal}.`,
        `„So“, sagte ${w.name}. „Jetzt haben wir es beide warm.“ ${w.pal} kuschelte sich mit einem glücklichen Seufzer hinein.`,
        `${w.name} lächelte. Vom Teilen war es ${w.ihm} kein bisschen kälter geworden, im Gegenteil, es war wärmer als je zuvor.`,
      ],
    }),
  ]),
  withPerson: {
    en: thingFirstEn.person([
      (w) => ({
        challenge: [
          ...w.cameAlong,
          `${w.name} had brought a little spinning top from home, the one that hummed as it twirled.`,
          `"Can I have a turn?" asked ${w.p}, watching it spin.`,
          `${w.name} scooped it up quickly. "It's mine," ${w.he} said, but saying it did not feel nice at all.`,
        ],
        mastery: [
          `When they stopped to rest, ${w.name} took out the spinning top and held it out to ${w.p}.`,
          `"You go first," ${w.he} said. ${w.P} gave it a twirl, and it hummed and danced, and everyone laughed and laughed.`,
          `Sharing makes a game twice as much fun, ${w.name} thought, and ${w.his} heart felt big and bright.`,
        ],
      }),
      (w) => ({
        challenge: [
          ...w.cameAlong,
          `Along the way came a loud rumble, and ${w.p} giggled. "Oh dear, that was my tummy. I didn't bring anything to eat."`,
          `${w.name} had a little bag of honey biscuits, ${w.his} very favourite kind, and there were only four left.`,
          `${w.He} held the bag close and said nothing, because sharing felt very big just then.`,
        ],
        mastery: [
          `A little later the rumble came again, and this time ${w.name} did not wait.`,
          `${w.He} opened the bag and held it out to ${w.p}. "Two for you and two for me," ${w.he} said.`,
          `They munched side by side, and the biscuits tasted even sweeter shared. ${w.name} felt warm from head to toe.`,
        ],
      }),
    ]),
    de: thingFirstDe.person([
      (w) => ({
        challenge: [
          ...w.cameAlong,
          `${w.name} hatte ${w.sein('en', 'den')} kleinen Kreisel dabei, der beim Tanzen leise summte.`,
          `„Darf ich auch mal?“, fragte ${w.p} und sah dem Kreisel mit großen Augen zu.`,
          `Schnell nahm ${w.name} den Kreisel an sich. „Der gehört mir“, sagte ${w.er}, aber das fühlte sich gar nicht gut an.`,
        ],
        mastery: [
          `Als alle eine Pause machten, holte ${w.name} den Kreisel hervor und hielt ihn ${w.pDat} hin.`,
          `„Du fängst an“, sagte ${w.er}. ${w.P} drehte ihn, und er summte und tanzte, und alle lachten und lachten.`,
          `Zusammen macht ein Spiel doppelt so viel Spaß, dachte ${w.name}, und im Herzen wurde es ganz groß und hell.`,
        ],
      }),
      (w) => ({
        challenge: [
          ...w.cameAlong,
          `Unterwegs knurrte es auf einmal ganz laut, und ${w.p} kicherte: „Oje, das war mein Bauch. Ich habe gar nichts zu essen dabei.“`,
          `${w.name} hatte ein kleines Säckchen Honigkekse dabei, ${w.sein('e', 'die')} allerliebsten, und es waren nur noch vier darin.`,
          `${w.Er} hielt das Säckchen fest und sagte nichts, denn Teilen fühlte sich in diesem Moment ganz schön schwer an.`,
        ],
        mastery: [
          `Ein bisschen später knurrte es schon wieder, und diesmal wartete ${w.name} nicht lange.`,
          `${w.Er} öffnete das Säckchen und hielt es ${w.pDat} hin. „Zwei für dich und zwei für mich“, sagte ${w.er}.`,
          `Sie knabberten nebeneinander, und geteilt schmeckten die Kekse noch süßer. ${w.name} wurde es ganz warm ums Herz.`,
        ],
      }),
    ]),
  },
};

/** The baby is still to come: "on the way", "look forward to", „freut sich auf“, „bald“, „schwanger“. */
const BABY_COMING = {
  en: /\b(?:on the way|coming|due|pregnan\w*|expecting|soon|going to (?:be|have)|will (?:be|have)|look\w* forward)\b/,
  de: /\bfreu\w* (?:sich )?auf\b|\bauf (?:das|ein|unser) (?:neue )?baby freu\w*|\bunterwegs\b|\bkommt\b|\bbald\b|\bschwanger\w*|\bbekomm\w*|\bwird\b|\berwart\w*/,
};

export const newSibling: Theme = {
  id: 'new-sibling',
  match: {
    en: [
      /\bnew (?:baby|sibling|little brother|little sister|brother|sister|twins)\b/,
      /\bbaby (?:brother |sister )?(?:is )?(?:coming|arriving|on the way|due)\b/,
      /\bpregnan/,
      /\b(?:mummy|mommy|mum|mom|mama|mother|we|our family) (?:is |are )?(?:having|expecting|getting) a (?:new )?baby\b/,
      /\b(?:be|being|become|becoming|becomes|to be) (?:a )?(?:good )?(?:big|older) (?:brother|sister|sibling)\b/,
      /\bjealous\w*\b.*\bbaby\b/,
      /\b(?:happy|excited) about the (?:new )?baby\b|\blook\w* forward to the (?:new )?baby\b/,
    ],
    de: [
      /\bneue[snm]? (?:baby|geschwister\w*|bruder|schwester|bruederchen|schwesterchen)\b/,
      /\bgrosse[rs]? (?:bruder|schwester|geschwister\w*) (?:werden|wird|sein|zu werden|zu sein)\b/,
      /\bbaby (?:kommt|unterwegs)\b|\bschwanger|\b(?:mama|mami|mutti|wir) (?:(?:bekommt|bekommen|kriegt|kriegen) (?:ein|noch ein) baby|(?:ein|noch ein) baby (?:bekommt|bekommen|kriegt|kriegen))\b/,
      /\beifersu\w*\b.*\bbaby\b|\bbaby\b.*\beifersu/,
      /\bfreu\w* (?:sich )?auf (?:das|ein|unser) (?:neue )?baby\b|\bauf (?:das|ein|unser) (?:neue )?baby freu\w*/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `Quietly, ${w.name} told ${w.pal} that a baby was on the way, and that soon ${w.he} would not be the littlest one at home any more.`,
        `"Everyone keeps talking about the baby," ${w.he} said. "What if they forget about me?"`,
        `${w.pal} listened and didn't say anything for a while, but stayed close beside ${w.him}.`,
      ],
      mastery: [
        `Later ${w.name} and ${w.pal} met a family of little creatures, and the biggest one was helping the tiniest one to climb up high so it could see far away.`,
        `"Big ones are so important," said ${w.pal}. "Little ones look up to them more than to anyone else."`,
        `${w.name} stood up a little taller. "I'm going to be a big ${w.sibling}," ${w.he} said, and ${w.his} heart felt full and proud.`,
      ],
    }),
    // A baby still to come („sich auf das neue Baby freuen“) is not one that already cries at home.
    (w, said, typed) =>
      BABY_COMING.en.test(said)
        ? newSibling.en[0](w, said, typed)
        : {
            challenge: [
              `${w.pal} asked what was new at home, and ${w.name} sighed. "A baby," ${w.he} said. "It cries, and it sleeps, and everybody wants to hold it."`,
              `"Sometimes I feel a bit left out," ${w.he} added in a small voice.`,
            ],
            mastery: [
              `Then ${w.pal} leaned close and whispered, "Did you know that babies love their big brothers and sisters more than anyone? They watch everything you do."`,
              `${w.name} pictured the baby's tiny face and tiny fingers, and how it might giggle one day when ${w.he} pulled a silly face.`,
              `"I'll teach the baby all the best games," ${w.name} said, and ${w.he} felt warm and proud and very important.`,
            ],
          },
    (w) => ({
      challenge: [
        `They met a mother rocking a tiny baby, and all of a sudden ${w.name} felt a little jealous, without quite knowing why.`,
        `"Babies get all the cuddles," ${w.he} muttered to ${w.pal}.`,
      ],
      mastery: [
        `The mother smiled at ${w.name}. "Would you like to help me sing the baby to sleep?" the mother asked.`,
        `So ${w.name} hummed the softest song there was, and the baby's eyes slowly closed.`,
        `"You have a magic voice," whispered the mother. ${w.name} glowed. Being the big one, ${w.he} decided, was a special job, and ${w.he} ${w.was} good at it.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `„Bald bekommen wir ein Baby“, erzählte ${w.name} leise.`,
        `„Alle reden nur noch vom Baby“, sagte ${w.er}. „Was ist, wenn sie mich dann vergessen?“`,
        `${w.pal} hörte zu, sagte eine Weile gar nichts und blieb ganz nah bei ${w.ihm}.`,
      ],
      mastery: [
        `Später begegneten sie einer Familie kleiner Wesen, und das größte half gerade dem allerkleinsten, hoch hinaufzuklettern, damit es weit schauen konnte.`,
        `„Die Großen sind so wichtig“, sagte ${w.pal}. „Zu niemandem schauen die Kleinen so sehr auf.“`,
        `${w.name} richtete sich ein Stück auf. „Ich werde ${w.grosses}“, sagte ${w.er}, das Herz ganz voll und stolz.`,
      ],
    }),
    // Ein Baby, das erst kommt, weint noch nicht zu Hause.
    (w, said, typed) =>
      BABY_COMING.de.test(said)
        ? newSibling.de[0](w, said, typed)
        : {
            challenge: [
              `${w.pal} fragte, was es zu Hause Neues gab, und ${w.name} seufzte. „Ein Baby“, sagte ${w.er}. „Es weint und schläft, und alle wollen es auf den Arm nehmen.“`,
              `„Manchmal fühle ich mich ein bisschen vergessen“, fügte ${w.er} ganz leise hinzu.`,
            ],
            mastery: [
              `Dann beugte sich ${w.pal} ganz nah heran und flüsterte: „Weißt du was? Babys lieben ihre großen Geschwister mehr als alle anderen. Sie schauen sich alles bei dir ab.“`,
              `${w.name} dachte an das winzige Gesicht und die winzigen Finger und daran, wie das Baby eines Tages über die lustigsten Grimassen der Welt lachen würde.`,
              `„Ich bringe dem Baby die allerbesten Spiele bei“, sagte ${w.name} und fühlte sich warm und stolz und sehr wichtig.`,
            ],
          },
    (w) => ({
      challenge: [
        `Sie trafen eine Mama, die ihr winziges Baby sanft hin und her wiegte, und plötzlich war ${w.name} ein bisschen eifersüchtig, ohne genau zu wissen, warum.`,
        `„Babys kriegen immer das ganze Kuscheln ab“, brummte ${w.er} ${w.pal} zu.`,
      ],
      mastery: [
        `Die Mama lächelte ${w.name} an. „Möchtest du mir helfen, das Baby in den Schlaf zu singen?“, fragte sie.`,
        `Also summte ${w.name} das allerleiseste Lied der Welt, und dem Baby fielen langsam die Augen zu.`,
        `„Du hast eine Zauberstimme“, flüsterte die Mama. ${w.name} strahlte. Groß zu sein war eine besondere Aufgabe, und darin war ${w.er} richtig gut.`,
      ],
    }),
  ],
};

export const siblingPatience: Theme = {
  id: 'sibling-patience',
  match: {
    en: [
      /\b(?:patien\w*|nice\w*|gentle\w*|kind\w*|get\w* along|fight\w*|argu\w*|play\w* nicely|bicker\w*|hit\w*|rough\w*|push\w*|snatch\w*|share\w* (?:more )?with|calm\w*|soft\w*|careful\w*|mean)\b.*\b(?:siblings?|brothers?|sisters?)\b/,
      /\b(?:siblings?|brothers?|sisters?)\b.*\b(?:patien\w*|fight\w*|argu\w*|get\w* along|bicker\w*|hit\w*|bit\w*)\b/,
      /\bjealous\w*\b.*\b(?:siblings?|brothers?|sisters?)\b/,
      // The baby is here already: gentle with the little one, as with a small sibling (not with animals).
      /\b(?:gentle|careful|kind|nice|patient|soft)\b.*\b(?:the|his|her|their|our|a) (?:little )?baby\b/,
    ],
    de: [
      /\b(?:geduld\w*|nett\w*|lieb\w*|sanft\w*|vertrag\w*|streit\w*|zank\w*|haut|hauen|schlagen|grob\w*|schubs\w*|vorsichtig\w*|ruhig\w*|gemein\w*)\b.*\b(?:schwester\w*|brueder\w*|bruder\w*|geschwister\w*)\b/,
      /\b(?:schwester\w*|brueder\w*|bruder\w*|geschwister\w*)\b.*\b(?:geduld\w*|vertrag\w*|streit\w*|zank\w*|nett\w*|haut|hauen|schlagen|schlaegt|beiss\w*|schubs\w*|grob\w*|gemein\w*|aergern|aergert)\b/,
      /\beifersu\w*\b.*\b(?:schwester\w*|brueder\w*|bruder\w*|geschwister\w*)\b/,
      /\b(?:vorsichtig\w*|sanft\w*|behutsam\w*|lieb\w*|nett\w*|geduld\w*)\b.*\b(?:dem|das|zum|mit dem|unserem|seinem|ihrem) baby\b/,
    ],
  },
  en: [
    (w, said) => ({
      challenge: [
        `Soon a very small friend of ${w.pal}'s came toddling after them, wanting to do everything ${w.name} did${siblingEn(w, said) ? `, just like ${siblingEn(w, said)} at home` : ''}.`,
        `When ${w.name} built a tall, wobbly tower, the little one bumped into it, and down it tumbled.`,
        `${w.name} felt hot and cross inside. "You spoil everything!" ${w.he} wanted to shout.`,
      ],
      mastery: [
        `Later the little one tugged at ${w.name} again. "Play with me?" it asked.`,
        `This time ${w.name} took a slow, deep breath, the way ${w.he} had practised. "All right," ${w.he} said. "Let's build one together, and you can put the top on."`,
        `The tower wobbled, but it stood, and the little one squealed with joy. ${w.name} felt patient and proud and very grown-up.`,
      ],
    }),
    (w, said) => ({
      challenge: [
        `A tiny little one, no bigger than a teacup, wanted to come along with ${w.name} and ${w.pal}, but it was ever so slow.`,
        `"Hurry up!" groaned ${w.name}. It was hard to wait for someone so small.`,
        `${w.pal} said nothing, but looked at ${w.name} as if to say, "Remember how small you once were?"`,
      ],
      mastery: [
        `When the way grew tricky, ${w.name} and ${w.pal} stopped and waited for the tiny one to catch up.`,
        `"Hold on to me," ${w.he} said gently, and together they went on, one small step at a time.`,
        `A soft, proud glow spread through ${w.name}. Being patient, ${w.he} thought, is a way of being strong${siblingEn(w, said) ? `, and soon ${siblingEn(w, said)} would see it too` : ''}.`,
      ],
    }),
    (w, said) => ({
      challenge: [
        `On the way, a little one with big, curious eyes joined ${w.name} and ${w.pal} and asked "Why?" about everything.`,
        `"Why is it dark? Why are you going that way? Why, why, why?" By the tenth "why", ${w.name} wanted to cover both ears.`,
      ],
      mastery: [
        `When the little one asked "Why?" once more, ${w.name} stopped and thought of a really good answer.`,
        `"Because the night is tucking everyone in," ${w.he} said, and the little one smiled a huge, happy smile.`,
        `${w.pal} beamed. Answering the hundredth question kindly was a big, patient thing to do${siblingEn(w, said) ? `, just like at home with ${siblingEn(w, said)}` : ''}.`,
      ],
    }),
  ],
  de: [
    (w, said) => ({
      challenge: [
        `Bald tapste ein ganz kleiner Freund von ${w.pal} hinter ihnen her und wollte alles genauso machen wie ${w.name}${siblingDe(w, said) ? `, genau wie ${siblingDe(w, said)} zu Hause` : ''}.`,
        `Als ${w.name} einen hohen, wackeligen Turm baute, stieß der Kleine dagegen, und der Turm purzelte um.`,
        `In ${w.name} brodelte es heiß und wütend. „Du machst immer alles kaputt!“, wollte ${w.er} rufen.`,
      ],
      mastery: [
        `Später zupfte der Kleine wieder an ${w.name}. „Spielst du mit mir?“, fragte er.`,
        `Diesmal atmete ${w.name} ganz langsam und tief ein, genau wie geübt. „Na gut“, sagte ${w.er}. „Wir bauen zusammen einen, und du darfst die Spitze draufsetzen.“`,
        `Der Turm wackelte, aber er blieb stehen, und der Kleine quietschte vor Freude. ${w.name} fühlte sich geduldig und stolz und ganz schön groß.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Ein winzig kleines Wesen, nicht größer als eine Teetasse, wollte unbedingt mitkommen, aber es war so schrecklich langsam.`,
        `„Beeil dich doch!“, stöhnte ${w.name}. Auf jemanden so Kleinen zu warten, war ganz schön schwer.`,
        `${w.pal} sagte nichts, sah ${w.name} aber an, als wollte ${w.pal} fragen: „Weißt du noch, wie klein du mal warst?“`,
      ],
      mastery: [
        `Als der Weg schwierig wurde, blieb ${w.name} stehen und wartete, bis das winzige Wesen aufgeholt hatte.`,
        `„Halt dich an mir fest“, sagte ${w.er} sanft, und dann ging es gemeinsam weiter, einen kleinen Schritt nach dem anderen.`,
        `In ${w.name} breitete sich ein warmes, stolzes Gefühl aus. Geduldig sein ist auch eine Art, stark zu sein, dachte ${w.er}.`,
      ],
    }),
    (w, said) => ({
      challenge: [
        `Unterwegs schloss sich ein kleines Wesen mit neugierigen Augen ${w.name} und ${w.pal} an und fragte bei allem nach dem Warum.`,
        `„Warum ist es dunkel? Warum geht ihr da lang? Warum, warum, warum?“ Beim zehnten Warum hätte sich ${w.name} am liebsten die Ohren zugehalten.`,
      ],
      mastery: [
        `Als das Kleine noch einmal „Warum?“ fragte, blieb ${w.name} stehen und dachte sich eine richtig gute Antwort aus.`,
        `„Weil die Nacht jetzt alle zudeckt“, sagte ${w.er}, und das Kleine lächelte über das ganze Gesicht.`,
        `${w.pal} strahlte. Auch die hundertste Frage freundlich zu beantworten, war etwas Großes und Geduldiges${siblingDe(w, said) ? `, genau wie zu Hause mit ${siblingDe(w, said)}` : ''}.`,
      ],
    }),
  ],
  withPerson: {
    en: [
      (w) => ({
        challenge: [
          ...w.cameAlong,
          `${w.name} built a tall, wobbly tower, and then ${w.p} bumped into it, and down it tumbled.`,
          `${w.name} felt hot and cross inside, so cross that ${w.his} hands curled up tight. "You spoil everything!" ${w.he} wanted to shout.`,
        ],
        mastery: [
          `Later ${w.p} came over again. "Play with me?"`,
          `This time ${w.name} took a slow, deep breath, the way ${w.he} had practised, and let ${w.his} hands go soft. "All right," ${w.he} said. "Let's build one together, and you can put the top on."`,
          `The tower wobbled, but it stood, and ${w.p} squealed with joy, and ${w.name} laughed too.`,
        ],
      }),
    ],
    de: [
      (w) => ({
        challenge: [
          ...w.cameAlong,
          `${w.name} baute einen hohen, wackeligen Turm, und dann stieß ${w.p} dagegen, und der Turm purzelte um.`,
          `${w.name} wurde ganz heiß und wütend, so wütend, dass sich die Hände zu Fäusten ballten. „Du machst immer alles kaputt!“, wollte ${w.er} rufen.`,
        ],
        mastery: [
          `Später kam ${w.p} wieder an. „Spielst du mit mir?“`,
          `Diesmal holte ${w.name} langsam und tief Luft, so wie ${w.er} es geübt hatte, und die Fäuste wurden wieder weiche Hände. „Na gut“, sagte ${w.er}. „Wir bauen einen zusammen, und du darfst die Spitze draufsetzen.“`,
          `Der Turm wackelte, aber er blieb stehen, und ${w.p} quietschte vor Freude, und ${w.name} lachte mit.`,
        ],
      }),
    ],
  },
};

export const sorry: Theme = {
  id: 'saying-sorry',
  match: {
    en: [/\bsorry\b|\bapologi[sz]\w*|\bapology\b/, /\bmak\w* up after (?:a )?(?:fight|quarrel|argument)\b/],
    de: [/\bentschuldig\w*/, /\btut (?:mir|ihm|ihr|uns) leid\b|\bleid (?:tun|zu tun)\b|\bverzeih\w*/],
  },
  en: [
    (w) => ({
      challenge: [
        `While they were playing, ${w.name} got cross and said something unkind to ${w.pal}, something ${w.he} didn't really mean.`,
        `${w.pal} went very quiet and turned away.`,
        `A heavy, prickly feeling settled in ${w.name}'s tummy, but the word "sorry" seemed stuck somewhere deep inside.`,
      ],
      mastery: [
        `After a while, ${w.name} went over to ${w.pal} and sat down close by.`,
        `"I'm sorry," ${w.he} said softly. "I didn't mean it. You're my friend."`,
        `${w.pal} turned around and smiled, and the prickly feeling melted away. Saying sorry, ${w.name} thought, is small and brave at the same time.`,
      ],
    }),
    (w) => ({
      challenge: [
        `In a hurry, ${w.name} bumped into a little tower that someone had built, and it tumbled down.`,
        `A small creature looked at the pieces with big, sad eyes.`,
        `${w.name} wanted to run away and pretend it hadn't happened.`,
      ],
      mastery: [
        `But ${w.he} didn't run. ${w.name} crouched down beside the little creature.`,
        `"I'm sorry I knocked it over," ${w.he} said. "Can I help you build it again?"`,
        `Together they built it even taller than before. ${w.name} felt light and warm, as if saying sorry had made ${w.his} heart bigger.`,
      ],
    }),
    (w) => ({
      challenge: [
        `In the middle of a game, ${w.name} grabbed the shiniest marble before a small creature could have its turn, and the small creature's lip began to wobble.`,
        `${w.name} held the marble tight and looked the other way, as if nothing had happened.`,
      ],
      mastery: [
        `All the while, the wobbly lip kept coming back into ${w.his} thoughts.`,
        `${w.name} went back and held out the marble. "I'm sorry I grabbed it. You go first."`,
        `The small creature's face lit up like a lantern, and ${w.pal} hugged ${w.name} proudly.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Beim Spielen wurde ${w.name} wütend und sagte etwas Gemeines zu ${w.pal}, etwas, das gar nicht so gemeint war.`,
        `${w.pal} wurde ganz still und drehte sich weg.`,
        `In ${w.nameGen} Bauch piekste ein schweres, stacheliges Gefühl, aber das Wort „Entschuldigung“ schien irgendwo tief drinnen festzustecken.`,
      ],
      mastery: [
        `Nach einer Weile ging ${w.name} zu ${w.pal} hinüber und setzte sich ganz nah daneben.`,
        `„Es tut mir leid“, sagte ${w.er} leise. „Ich habe es nicht so gemeint. Ich hab dich doch lieb.“`,
        `${w.pal} drehte sich um und lächelte, und das stachelige Gefühl schmolz dahin. Sich zu entschuldigen ist klein und mutig zugleich, dachte ${w.name}.`,
      ],
    }),
    (w) => ({
      challenge: [
        `In der Eile stieß ${w.name} gegen einen kleinen Turm, den jemand gebaut hatte, und er purzelte um.`,
        `Ein kleines Wesen sah mit großen, traurigen Augen auf die Teile.`,
        `Am liebsten wäre ${w.name} weggelaufen und hätte so getan, als wäre nichts passiert.`,
      ],
      mastery: [
        `Aber ${w.name} lief nicht weg, sondern hockte sich neben das kleine Wesen.`,
        `„Entschuldigung, dass ich ihn umgeworfen habe“, sagte ${w.er}. „Soll ich dir helfen, ihn wieder aufzubauen?“`,
        `Zusammen bauten sie ihn noch höher als vorher. ${w.name} fühlte sich leicht und warm, als wäre das Herz durch die Entschuldigung ein Stück größer geworden.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Mitten im Spiel schnappte sich ${w.name} die glänzendste Murmel, bevor ein kleines Wesen an der Reihe war, und dem kleinen Wesen fing die Unterlippe an zu zittern.`,
        `${w.name} hielt die Murmel fest und schaute woandershin, ganz so, als wäre nichts gewesen.`,
      ],
      mastery: [
        `Die zitternde Unterlippe ging ${w.ihm} einfach nicht mehr aus dem Kopf.`,
        `${w.name} ging zurück und hielt die Murmel hin. „Entschuldigung, dass ich sie mir geschnappt habe. Du bist dran.“`,
        `Das Gesicht des kleinen Wesens leuchtete auf wie eine Laterne, und ${w.pal} umarmte ${w.ihn} stolz.`,
      ],
    }),
  ],
};
