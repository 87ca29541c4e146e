// Themes about the body and growing up: the doctor, the dentist, the toilet, getting dressed,
// giving up the dummy, biting one's nails, dry nights, a wobbly tooth, new glasses.
import type { EnWords, Theme } from '../types.ts';

export const doctor: Theme = {
  id: 'doctor-visit',
  match: {
    en: [
      /\bdoctors?\b|\bhospital\b|\bvaccin\w*|\binjections?\b|\bshots?\b|\bjabs?\b|\bcheck ?ups?\b|\bblood test\b|\bnurse\b|\boperation\b|\bmedicine\b/,
    ],
    de: [
      /\barzt\b|\baerzt\w*|\barztbesuch\w*|\bkinderarzt\w*|\bkinderaerztin\b|\bkrankenhaus\w*|\bimpf\w*|\bspritze\w*|\bpieks\w*|\buntersuchung\w*|\bblut ?abnehmen\b|\boperation\b|\bmedizin\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `"Soon I have to go to the doctor," ${w.name} told ${w.pal}. "What if it hurts?"`,
        `${w.pal} thought for a moment. "Shall we practise?" ${w.pal} asked.`,
      ],
      mastery: [
        `So they played doctors. ${w.name} listened to ${w.pal}'s heartbeat, measured how tall ${w.pal} was and counted to three for a pretend little pinch.`,
        `"Doctors help us stay well," said ${w.pal}. "And if something pinches, it's over before you can say marshmallow."`,
        `${w.name} giggled. Now a visit to the doctor sounded like an adventure, a brave and curious one.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} thought of the doctor's waiting room, and ${w.his} tummy went tight.`,
        `"I don't like being checked," ${w.he} told ${w.pal}. "Especially the prickly bit."`,
      ],
      mastery: [
        `${w.pal} taught ${w.name} the balloon breath: breathe in slowly and make your tummy big like a balloon, then let the air out slowly, slowly.`,
        `${w.name} tried it, and ${w.his} shoulders went soft and ${w.his} tummy went calm.`,
        `"I'll do balloon breaths at the doctor's," ${w.he} said, "and I'll be as brave as brave can be." ${w.He} felt proud just thinking about it.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `„Bald muss ich zum Arzt“, erzählte ${w.name} ${w.pal}. „Und wenn es wehtut?“`,
        `${w.pal} überlegte kurz. „Wollen wir üben?“, fragte ${w.pal}.`,
      ],
      mastery: [
        `Also spielten die beiden Arztpraxis. ${w.name} hörte ${w.palGen} Herz ab, maß nach, wie groß ${w.pal} war, und zählte bis drei für einen kleinen Pieks zum Spaß.`,
        `„Ärzte helfen uns, gesund zu bleiben“, sagte ${w.pal}. „Und wenn es mal pikst, ist es vorbei, bevor man Marshmallow sagen kann.“`,
        `${w.name} kicherte. ${w.Er} fühlte sich bereit für den eigenen Arztbesuch, mutig und neugierig.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} dachte an das Wartezimmer beim Arzt, und im Bauch wurde es ganz eng.`,
        `„Ich mag es nicht, wenn ich untersucht werde“, erzählte ${w.er} ${w.pal}. „Vor allem nicht den Pieks.“`,
      ],
      mastery: [
        `${w.pal} zeigte ${w.name} den Luftballon-Atem: langsam einatmen und den Bauch groß machen wie einen Luftballon, dann die Luft ganz langsam wieder hinauslassen.`,
        `${w.name} probierte es aus, und die Schultern wurden weich und der Bauch ganz ruhig.`,
        `„Beim Arzt mache ich Luftballon-Atem“, sagte ${w.er}, „und dann bin ich so tapfer, wie man nur sein kann.“ Schon beim Gedanken daran war ${w.name} stolz.`,
      ],
    }),
  ],
};

export const dentist: Theme = {
  id: 'dentist-visit',
  match: {
    en: [/\bdentists?\b|\bdental\b|\borthodontist\b/],
    de: [/\bzahnaerzt\w*|\bzahnarzt\w*|\bkieferorthop\w*/],
  },
  en: [
    (w) => ({
      challenge: [
        `${w.pal} asked why ${w.name} looked so thoughtful. "I have to go to the dentist," said ${w.name}. "I have to open my mouth really wide, and there's a big chair and a bright light."`,
        `"That does sound a bit strange," said ${w.pal}.`,
      ],
      mastery: [
        `So they played dentists. ${w.pal} counted ${w.name}'s teeth with a pretend little mirror: one, two, three, all the way to twenty.`,
        `"All sparkly and strong," said ${w.pal}. "The dentist just wants to say hello to them."`,
        `${w.name} laughed, and the big chair didn't seem so big any more. ${w.He} felt ready to open wide and be brave.`,
      ],
    }),
    (w) => ({
      challenge: [
        `"What does a dentist actually do?" asked ${w.name}, a little worried.`,
        `"Hmm," said ${w.pal}. "I think a dentist is a kind of tooth detective."`,
      ],
      mastery: [
        `All along the way, ${w.name} and ${w.pal} imagined the tooth detective at work, looking for sugar bugs, counting and checking, and polishing every tooth until it shone.`,
        `"I'll be the bravest visitor the tooth detective has ever seen," said ${w.name}.`,
        `And ${w.he} felt proud and curious, and not one bit scared.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `${w.pal} fragte, warum ${w.name} so nachdenklich war. „Ich muss zum Zahnarzt“, sagte ${w.name}. „Da muss ich den Mund ganz weit aufmachen, und es gibt einen großen Stuhl und eine helle Lampe.“`,
        `„Das klingt wirklich ein bisschen seltsam“, sagte ${w.pal}.`,
      ],
      mastery: [
        `Also spielten die beiden Zahnarzt. ${w.pal} zählte mit einem Spielzeugspiegel ${w.nameGen} Zähne: eins, zwei, drei, bis zwanzig.`,
        `„Alle glänzend und stark“, sagte ${w.pal}. „Der Zahnarzt will ihnen nur Hallo sagen.“`,
        `${w.name} lachte. Auf einmal sah der große Stuhl gar nicht mehr so groß aus. ${w.Er} fühlte sich bereit, den Mund weit aufzumachen und tapfer zu sein.`,
      ],
    }),
    (w) => ({
      challenge: [
        `„Was macht ein Zahnarzt eigentlich?“, fragte ${w.name} ein bisschen besorgt.`,
        `„Hm“, sagte ${w.pal}. „Ich glaube, ein Zahnarzt ist so etwas wie ein Zahndetektiv.“`,
      ],
      mastery: [
        `Den ganzen Weg über stellten sich ${w.name} und ${w.pal} den Zahndetektiv bei der Arbeit vor, wie er nach Zuckermonstern sucht, zählt und nachschaut und jeden Zahn poliert, bis er glänzt.`,
        `„Ich werde der tapferste Besuch, den der Zahndetektiv je hatte“, sagte ${w.name}.`,
        `Und ${w.er} fühlte sich stolz und neugierig und kein bisschen ängstlich.`,
      ],
    }),
  ],
};

/** A haircut ("brave at the hairdresser", „mutig sein beim Friseur“): the scissors only tickle, and hair feels nothing. */
export const hairdresser: Theme = {
  id: 'hairdresser',
  match: {
    en: [
      /\bhair ?dressers?\b|\bhair ?dresser s\b|\bbarbers?\b|\bhair ?cuts?\b|\bhair ?cutting\b|\b(?:cut|cutting|trim|trimming) (?:his |her |their |my )?hair\b/,
    ],
    de: [/\bfriseu?r\w*|\bfrisoer\w*|\bhaare? ?schneiden\b|\bhaareschneiden\b|\bhaarschnitt\w*/],
  },
  en: [
    (w) => ({
      challenge: [
        `"Tomorrow I have to go to the hairdresser," said ${w.name} with a crumpled little face. "The scissors go snip right by my ears."`,
        `"Snip, snip, right by your ears?" said ${w.pal}. "That does sound a bit tickly."`,
      ],
      mastery: [
        `So they played hairdressers. ${w.pal} was the hairdresser and snipped the air with two fingers, snip, snip, ever so gently.`,
        `"And a little more off the top for the bravest customer of all!" said ${w.pal}, and ${w.name} giggled and giggled.`,
        `Then ${w.name} sat as still as a statue and counted the snips: one, two, three. Scissors weren't scary at all, only tickly.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} tugged at a strand of hair and sighed. "I don't want a haircut. What if it hurts?"`,
        `"Does it hurt when your hair grows?" asked ${w.pal}. ${w.name} thought about it. "No. I don't even notice."`,
      ],
      mastery: [
        `"Then it won't hurt when it's cut, either," said ${w.pal}. "Hair can't feel a thing. It's like mowing the grass."`,
        `${w.name} imagined a little lawn of hair and the hairdresser as a gardener with tiny, careful scissors, and laughed.`,
        `"I'll sit as still as a garden gnome," said ${w.name}, and felt brave and ready.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `„Morgen muss ich zum Friseur“, sagte ${w.name} und zog die Nase kraus. „Da schnippelt die Schere ganz nah an meinen Ohren.“`,
        `„Schnipp, schnapp, ganz nah an den Ohren?“, sagte ${w.pal}. „Das klingt wirklich ein bisschen kitzelig.“`,
      ],
      mastery: [
        `Also spielten die beiden Friseur. ${w.pal} war der Friseur und schnippte mit zwei Fingern ganz vorsichtig durch die Luft: schnipp, schnapp.`,
        `„Und oben noch ein bisschen kürzer für die mutigste Kundschaft von allen!“, sagte ${w.pal}, und ${w.name} kicherte und kicherte.`,
        `Dann saß ${w.name} still wie eine Statue und zählte die Schnipser: eins, zwei, drei. Eine Schere war gar nicht schlimm, nur ein bisschen kitzelig.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} fasste sich an die Haare und seufzte. „Ich will nicht zum Haareschneiden“, sagte ${w.er}. „Und wenn es wehtut?“`,
        `„Tut es weh, wenn deine Haare wachsen?“, fragte ${w.pal}. ${w.name} überlegte. „Nein. Das merke ich gar nicht.“`,
      ],
      mastery: [
        `„Dann tut es auch nicht weh, wenn man sie schneidet“, sagte ${w.pal}. „Haare spüren nichts. Das ist wie Rasenmähen.“`,
        `${w.name} stellte sich ${w.sein('e', 'die')} Haare als kleinen Rasen vor und die Friseurin als Gärtnerin mit einer winzigen, vorsichtigen Schere und musste lachen.`,
        `„Ich sitze still wie ein Gartenzwerg“, sagte ${w.name} und fühlte sich mutig und bereit.`,
      ],
    }),
  ],
};

/**
 * Dry nights („nachts trocken werden“, "stop wetting the bed"): bodies learn at night too; in the
 * dream the child wakes at the feeling and finds the way, and a night that does not work is fine.
 */
export const dryNights: Theme = {
  id: 'dry-nights',
  match: {
    en: [
      /\bwet(?:s|ting)? (?:the |his |her |their |my )?bed\b|\bbed ?wetting\b|\bdry (?:at night|nights?|through the night|in the night)\b|\bnight ?time (?:dry|toilet|potty)\b|\btoilet at night\b|\bnight nappies?\b|\bnight diapers?\b|\bpull-?ups?\b/,
    ],
    de: [
      /\bins bett (?:mach|pinkel|pieseln)\w*|\bbettnaess\w*|\bnachts trocken\w*|\btrocken werden\b|\bnachts (?:aufs|auf die|zur|aufs) (?:klo|toilette)\b|\bnachtwindel\w*/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `${w.name} told ${w.pal} a secret, very quietly. "Sometimes I wake up and the bed is all wet," ${w.he} whispered. "I don't like it."`,
        `"Lots of children's bodies are still learning that," said ${w.pal} softly. "Bodies learn at night too, while you sleep."`,
      ],
      mastery: [
        `Later, in the middle of the dream, ${w.name} felt a little tickle of a feeling, the one that means "toilet, please".`,
        `Instead of sleeping on, ${w.name} opened both eyes, followed a row of tiny glowing lights all the way to the toilet, just in time, and padded back to bed.`,
        `"My body is learning," ${w.name} whispered, "and if it forgets one night, that's all right too." ${w.pal} curled up close, warm and proud.`,
      ],
    }),
    (w) => ({
      challenge: [
        `"Do you ever have accidents at night?" ${w.name} asked ${w.pal}, looking at the floor.`,
        `"When I was little, lots of times," said ${w.pal}. "Then my body learned to wake me up. Yours will learn too."`,
      ],
      mastery: [
        `That night, when the feeling came, ${w.name} listened to it, just as ${w.pal} had said.`,
        `Up, quietly, along the glowing path, to the toilet and back again, and into the warm, dry bed.`,
        `"I did it," ${w.name} whispered, snuggling down, "and one day it will be every night." ${w.pal} gave a sleepy, happy sigh.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `${w.name} verriet ${w.pal} ganz leise ein Geheimnis. „Manchmal wache ich auf, und das Bett ist ganz nass“, flüsterte ${w.er}. „Das mag ich nicht.“`,
        `„Das lernt der Körper bei vielen Kindern noch“, sagte ${w.pal} sanft. „Der Körper lernt auch nachts, während du schläfst.“`,
      ],
      mastery: [
        `Später, mitten im Traum, spürte ${w.name} ein kleines Kribbeln, das Gefühl, das „Klo, bitte“ bedeutet.`,
        `Statt weiterzuschlafen, machte ${w.name} die Augen auf, folgte einer Reihe winziger leuchtender Lichter bis zur Toilette, gerade rechtzeitig, und tapste zurück ins Bett.`,
        `„Mein Körper lernt das“, flüsterte ${w.name}, „und wenn er es eine Nacht vergisst, ist das auch in Ordnung.“ ${w.pal} kuschelte sich warm und stolz heran.`,
      ],
    }),
    (w) => ({
      challenge: [
        `„Passiert dir nachts auch manchmal ein Missgeschick?“, fragte ${w.name} ${w.pal} und schaute auf den Boden.`,
        `„Als ich klein war, ganz oft“, sagte ${w.pal}. „Dann hat mein Körper gelernt, mich aufzuwecken. Deiner lernt das auch.“`,
      ],
      mastery: [
        `In dieser Nacht hörte ${w.name} auf das Gefühl, als es kam, genau wie ${w.pal} gesagt hatte.`,
        `Leise aufstehen, den leuchtenden Weg entlang, zur Toilette und wieder zurück, hinein ins warme, trockene Bett.`,
        `„Geschafft“, flüsterte ${w.name} und kuschelte sich ein, „und eines Tages klappt es jede Nacht.“ ${w.pal} seufzte müde und glücklich.`,
      ],
    }),
  ],
};

export const potty: Theme = {
  id: 'potty',
  match: {
    en: [
      /\bpott(?:y|ies)\b|\btoilet\w*|\bloo\b|\bnapp(?:y|ies)\b|\bdiapers?\b|\bpull ?ups\b|\bdry (?:at night|all night|nights)\b|\bwet(?:ting)? the bed\b|\bbed ?wetting\b/,
    ],
    de: [/\btoepfchen\b|\btoilette\w*|\bklo\b|\bwindel\w*|\btrocken\w*|\bins bett machen\b|\bbettnaessen\b|\bpipi\b/],
  },
  en: [
    (w) => ({
      challenge: [
        `In the middle of a game, ${w.name} suddenly needed the toilet.`,
        `${w.He} wanted to keep on playing and playing, but the feeling got bigger and bigger.`,
      ],
      mastery: [
        `"Pause the game!" ${w.name} called. "I'll be right back!" And off ${w.he} went to the toilet, ${w.allBySelf}, just in time.`,
        `When ${w.he} came back, ${w.pal} cheered. "You listened to your body!"`,
        `${w.name} felt as tall as a tower. No more nappies, not for ${w.him}.`,
      ],
    }),
    (w) => ({
      challenge: [
        `"Nappies are for babies," said ${w.name}, "but the toilet is so big. What if I fall in?"`,
        `${w.pal} giggled, but kindly. "You won't fall in. But I understand."`,
      ],
      mastery: [
        `Together they made up a toilet song, with one verse for sitting down, one for waiting and one for washing hands.`,
        `Later ${w.name} sat proudly on the toilet and sang it, and everything worked perfectly.`,
        `"I did it!" ${w.he} called, and ${w.pal} did a happy little dance.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Mitten im Spiel musste ${w.name} auf einmal ganz dringend mal.`,
        `${w.Er} wollte weiterspielen und immer weiterspielen, aber das Gefühl wurde größer und größer.`,
      ],
      mastery: [
        `„Spielpause!“, rief ${w.name}. „Ich bin gleich wieder da!“ Und schon lief ${w.er} ganz allein zum Klo, gerade noch rechtzeitig.`,
        `Als ${w.er} zurückkam, jubelte ${w.pal}. „Du hast auf deinen Körper gehört!“`,
        `${w.name} fühlte sich so groß wie ein Turm. Windeln brauchte ${w.er} keine mehr.`,
      ],
    }),
    (w) => ({
      challenge: [
        `„Windeln sind für Babys“, sagte ${w.name}, „aber das Klo ist so groß. Und wenn ich da reinfalle?“`,
        `${w.pal} kicherte, aber ganz lieb. „Du fällst nicht rein. Aber ich verstehe dich.“`,
      ],
      mastery: [
        `Zusammen dachten sich die beiden ein Klolied aus, mit einer Strophe fürs Hinsetzen, einer fürs Warten und einer fürs Händewaschen.`,
        `Später saß ${w.name} ganz stolz auf dem Klo und sang es, und alles klappte prima.`,
        `„Geschafft!“, rief ${w.er}, und ${w.pal} machte einen kleinen Freudentanz.`,
      ],
    }),
  ],
};

export const dressing: Theme = {
  id: 'getting-dressed',
  match: {
    en: [
      /\bget(?:ting)? dressed\b|\bdress(?:ing)? (?:him|her|them|my)sel\w*|\bput(?:ting)? on (?:his |her |their |my )?(?:own )?(?:clothes|socks|shoes|jacket|coat|trousers|pants|pyjamas|pajamas)\b|\bti(?:e|es|ing) (?:his |her |their |my )?(?:own )?shoe\w*|\bshoe ?laces?\b|\bzip\w* (?:up )?(?:his |her |their |my )?(?:coat|jacket)\b|\bbuttons\b/,
    ],
    de: [
      /\banzieh\w*|\banzuziehen\b|\bangezogen\b|\bzieht sich\b.*\ban\b|\bschuhe (?:zu)?binden\b|\bschleife binden\b|\breissverschluss\b|\bknoepfe\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `Before they could set off, ${w.name} had to put on a jacket and shoes. "Can you do it for me?" ${w.he} sighed. "It's too tricky."`,
        `But ${w.pal} just smiled. "I think you can do more than you know," ${w.pal} said.`,
      ],
      mastery: [
        `So ${w.name} tried. One arm in, then the other. One foot in, then the other.`,
        `The jacket was a bit crooked and one shoe was on the wrong foot, so ${w.he} swapped them and tried again, until everything fitted just right.`,
        `"I did it all by myself!" said ${w.name}, twirling round, as proud as a peacock.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Before they could go on exploring ${w.where}, ${w.name} had to pull on a warm jumper and a pair of socks, and sighed. Socks were wriggly, buttons were fiddly, and sleeves always got twisted.`,
        `"Getting dressed is the hardest job in the world," ${w.he} grumbled.`,
      ],
      mastery: [
        `${w.pal} turned it into a game. The sock was a tunnel and the foot was a train, chugging all the way through; the sleeve was a cave and the hand was an explorer.`,
        `${w.name} laughed and chugged and explored, and before ${w.he} knew it, ${w.he} ${w.was} dressed from top to toe.`,
        `"Ta-da!" said ${w.name}, feeling big and clever and proud.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Bevor es losgehen konnte, musste ${w.name} Jacke und Schuhe anziehen. „Kannst du das für mich machen?“, seufzte ${w.er}. „Das ist so schwierig.“`,
        `Aber ${w.pal} lächelte nur. „Ich glaube, du kannst mehr, als du denkst“, sagte ${w.pal}.`,
      ],
      mastery: [
        `Also versuchte ${w.name} es. Ein Arm hinein, dann der andere. Ein Fuß hinein, dann der andere.`,
        `Die Jacke saß ein bisschen schief, und ein Schuh war am falschen Fuß, also tauschte ${w.name} die Schuhe und versuchte es noch einmal, bis alles richtig passte.`,
        `„Ganz allein geschafft!“, rief ${w.name} und drehte sich stolz im Kreis.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Bevor sie ${w.where} weiterziehen konnten, musste ${w.name} einen warmen Pulli und ein Paar Socken anziehen und seufzte. Socken waren zappelig, Knöpfe waren fummelig, und Ärmel verdrehten sich immer.`,
        `„Anziehen ist die schwerste Arbeit der Welt“, brummte ${w.er}.`,
      ],
      mastery: [
        `${w.pal} machte ein Spiel daraus. Die Socke war ein Tunnel, und der Fuß war ein Zug, der hindurchtuckerte; der Ärmel war eine Höhle, und die Hand war eine Entdeckerin.`,
        `Lachend, tuckernd und staunend ging es weiter, und ehe man sich’s versah, war ${w.name} von Kopf bis Fuß angezogen.`,
        `„Tadaa!“, rief ${w.name} und fühlte sich groß und klug und stolz.`,
      ],
    }),
  ],
};

export const dummy: Theme = {
  id: 'giving-up-the-dummy',
  match: {
    en: [
      /\bdumm(?:y|ies)\b|\bpacifiers?\b|\bbinky\b|\bsoother\b|\bpaci\b|\bthumb ?suck\w*|\bsuck\w* (?:his |her |their |my )?thumb\b/,
    ],
    de: [/\bschnuller\w*|\bnuckel\w*|\bdaumen ?lutsch\w*|\bam daumen\b|\bdaumen\b/],
  },
  en: [
    (w) => ({
      challenge: [
        `${w.name} told ${w.pal} a secret. "I still have my dummy at night," ${w.he} said. "It helps me fall asleep."`,
        `"But soon I'll be too big for it," ${w.he} went on, "and I don't know how to sleep without it."`,
      ],
      mastery: [
        `Later they met a tiny baby creature who was crying and crying. "It needs something to help it sleep," said ${w.pal}.`,
        `${w.name} thought for a long moment. Then ${w.he} said, "I think it needs my dummy more than I do."`,
        `${w.He} gave it away, and the tiny one snuggled down and fell asleep at once. ${w.name} felt warm and grown-up and very, very proud.`,
      ],
    }),
    (w) => ({
      challenge: [
        `"The dummy fairy is coming soon," said ${w.name}. "She collects dummies for the new babies."`,
        `"But what if I can't sleep without mine?" ${w.he} asked in a small voice.`,
      ],
      mastery: [
        `${w.pal} helped ${w.name} find a new sleepy helper instead, a special soft corner of ${w.his} blanket to stroke, round and round.`,
        `${w.name} tried it, stroking slowly and breathing slowly, and ${w.his} eyes grew heavy all by themselves.`,
        `"I'm ready for the dummy fairy," ${w.he} said proudly.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `${w.name} verriet ${w.pal} ein Geheimnis. „Nachts habe ich noch meinen Schnuller“, sagte ${w.er}. „Damit schlafe ich besser ein.“`,
        `„Aber bald bin ich zu groß dafür“, fuhr ${w.er} fort, „und ich weiß nicht, wie ich ohne ihn schlafen soll.“`,
      ],
      mastery: [
        `Später trafen sie ein winziges Babywesen, das weinte und weinte. „Es braucht etwas zum Einschlafen“, sagte ${w.pal}.`,
        `${w.name} dachte lange nach. Dann sagte ${w.er}: „Ich glaube, es braucht meinen Schnuller mehr als ich.“`,
        `${w.name} verschenkte den Schnuller, und das Kleine kuschelte sich hin und schlief sofort ein. ${w.name} fühlte sich warm und groß und ganz, ganz stolz.`,
      ],
    }),
    (w) => ({
      challenge: [
        `„Bald kommt die Schnullerfee“, sagte ${w.name}. „Sie sammelt Schnuller für die neuen Babys.“`,
        `„Aber was, wenn ich ohne meinen nicht schlafen kann?“, fragte ${w.er} ganz leise.`,
      ],
      mastery: [
        `${w.pal} half ${w.name}, einen neuen Einschlafhelfer zu finden, einen besonders weichen Zipfel der Kuscheldecke, den man ganz langsam streicheln kann, rundherum.`,
        `${w.name} probierte es aus, streichelte langsam und atmete langsam, und die Augen wurden ganz von allein schwer.`,
        `„Ich bin bereit für die Schnullerfee“, sagte ${w.er} stolz.`,
      ],
    }),
  ],
};

export const wobblyTooth: Theme = {
  id: 'wobbly-tooth',
  match: {
    en: [
      /\b(?:wobbly|loose|wiggly) tooth\b|\blos(?:e|ing) (?:a |his |her |their |the |my )?(?:first )?(?:baby )?tooth\b|\btooth fairy\b|\bbaby teeth\b|\bteeth (?:falling|fall|coming) out\b/,
    ],
    de: [
      /\bwackelzahn\w*|\bzahn (?:wackelt|verlieren|zu verlieren)\b|\bzahnfee\b|\bmilchzaehne?\w*|\bmilchzahn\w*|\bzahnluecke\b|\bzaehne (?:verlieren|ausfallen|fallen aus)\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `Wiggle, wiggle went the wobbly tooth, all day long, and ${w.name} could not leave it alone.`,
        `"What if it hurts when it comes out?" ${w.he} asked ${w.pal}. "What if I swallow it?"`,
      ],
      mastery: [
        `"Wobbly teeth are very clever," said ${w.pal}. "They know exactly when it's time to go, and it means a big new tooth is on its way."`,
        `Later, while ${w.name} was crunching a snack, there was a tiny plink, and there was the little tooth, out all by itself, and it hadn't hurt one bit.`,
        `${w.name} grinned a gap-toothed grin and felt enormously proud.`,
      ],
    }),
    (w) => ({
      challenge: [
        `The wobbly tooth wiggled every time ${w.name} talked. "It's taking forever," ${w.he} sighed. "And I'm a bit scared."`,
        `${w.pal} looked at it with great interest. "A wobbly tooth means you're growing up," ${w.pal} said.`,
      ],
      mastery: [
        `That evening they made a plan for the tooth fairy, with a tiny note and a cosy little box to keep the tooth safe.`,
        `"When it comes out, I'll be ready," said ${w.name}, and this time ${w.he} felt more excited than scared.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `${w.name} wackelte immer wieder mit der Zunge an ${w.sein('em', 'dem')} Wackelzahn.`,
        `„Und wenn es wehtut, wenn er rausfällt?“, fragte ${w.er} ${w.pal}. „Oder wenn ich ihn verschlucke?“`,
      ],
      mastery: [
        `„Wackelzähne sind sehr schlau“, sagte ${w.pal}. „Die wissen genau, wann es Zeit ist, und es heißt, dass ein großer, neuer Zahn unterwegs ist.“`,
        `Später, als ${w.name} gerade etwas knabberte, machte es ganz leise plink, und da war der kleine Zahn, ganz von allein herausgefallen, und es hatte kein bisschen wehgetan.`,
        `${w.name} grinste mit Zahnlücke und war riesig stolz.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.nameGen} Wackelzahn wackelte bei jedem Wort. „Das dauert ewig“, seufzte ${w.name}. „Und ein bisschen Angst habe ich auch.“`,
        `${w.pal} betrachtete den Zahn ganz interessiert. „Ein Wackelzahn heißt, dass du groß wirst“, sagte ${w.pal}.`,
      ],
      mastery: [
        `Am Abend schmiedeten die beiden einen Plan für die Zahnfee, mit einem winzigen Brief und einer gemütlichen kleinen Dose, in der der Zahn sicher aufgehoben ist.`,
        `„Wenn er rausfällt, bin ich bereit“, sagte ${w.name}, diesmal mehr gespannt als ängstlich.`,
      ],
    }),
  ],
};

/** "her fingers" when the pronoun is known; "the fingers", not "Jonas' fingers" again after the name. */
const own = (w: EnWords) => (/^(?:his|her|their)$/.test(w.his) ? w.his : 'the');

/** Biting one's nails when worried: the fingers get something else to do (a smooth pebble, three squeezes). */
export const nailBiting: Theme = {
  id: 'nail-biting',
  match: {
    en: [
      /\b(?:finger ?)?nails?\b|\bnail ?bit\w*/,
      /\bbit(?:e|es|ing) (?:his |her |their |my )?fingers\b|\bchew\w* (?:his |her |their |my )?fingers\b/,
    ],
    de: [
      /\b(?:finger)?naegel\w*|\bnagelkau\w*|\b(?:kaut?|kauen|knabbert?|knabbern) (?:an )?(?:den |seinen |ihren )?fingern\b/,
      /\ban (?:den |seinen |ihren )?fingern (?:zu )?(?:kauen|knabbern)\b/,
    ],
  },
  en: [
    (w) => ({
      challenge: [
        `Whenever something felt a little bit tricky, ${w.name}'s fingers crept up, and nibble, nibble went the nails.`,
        `${w.pal} noticed. "Do your fingers get worried too?" ${w.pal} asked gently.`,
        `${w.name} quickly hid both hands. "They just do it by themselves," ${w.he} mumbled.`,
        `Then ${w.pal} found a smooth, round pebble and pressed it into ${w.his} hand. "For worried fingers," ${w.pal} said. "They can hold this instead."`,
      ],
      mastery: [
        `Later the little worry came back, and the fingers started to creep up, but this time ${w.name} remembered.`,
        `${w.He} rubbed the smooth pebble round and round, until the worry felt small and soft.`,
        `${w.name} looked down at ${own(w)} fingers and smiled. "They stayed with me," ${w.he} said, and ${w.pal} gave ${w.him} a proud little nudge.`,
      ],
    }),
    (w) => ({
      challenge: [
        `While they waited for something exciting to happen, ${w.name} nibbled and nibbled at ${own(w)} fingernails without even noticing.`,
        `"Ouch," said ${w.name} all of a sudden, and looked at a sore little finger.`,
        `"I know a secret for busy fingers," whispered ${w.pal}. "When they want to nibble, squeeze them tight, three times, like this."`,
      ],
      mastery: [
        `Later, when everyone was holding their breath, ${w.name}'s fingers wanted to nibble again.`,
        `Instead, ${w.he} squeezed them tight, one, two, three, just as ${w.pal} had shown, and they stayed still and safe.`,
        `"My fingers are getting braver," said ${w.name}, and ${w.pal} laughed a happy laugh.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `Immer wenn etwas ein bisschen schwierig war, wanderten ${w.nameGen} Finger zum Mund, und knabber, knabber ging es an den Fingernägeln.`,
        `${w.pal} merkte es. „Machen sich deine Finger auch manchmal Sorgen?“, fragte ${w.pal} sanft.`,
        `${w.name} versteckte beide Hände hinter dem Rücken. „Die machen das ganz von allein“, murmelte ${w.er}.`,
        `Da fand ${w.pal} einen glatten, runden Kieselstein und legte ihn ${w.ihm} in die Hand. „Für besorgte Finger“, sagte ${w.pal}. „Die können stattdessen den hier halten.“`,
      ],
      mastery: [
        `Später kam die kleine Sorge zurück, und die Finger wollten schon zum Mund wandern, aber diesmal dachte ${w.name} daran.`,
        `${w.Er} rieb den glatten Kieselstein mit dem Daumen rundherum, bis sich die Sorge klein und weich anfühlte.`,
        `${w.name} schaute auf die Finger und lächelte. „Sie sind bei mir geblieben“, sagte ${w.er}, und ${w.pal} gab einen stolzen kleinen Stups.`,
      ],
    }),
    (w) => ({
      challenge: [
        `Während sie darauf warteten, dass etwas Spannendes passierte, knabberte ${w.name} an den Fingernägeln, ohne es überhaupt zu merken.`,
        `„Aua“, sagte ${w.name} plötzlich und schaute auf einen wunden kleinen Finger.`,
        `„Ich kenne ein Geheimnis für unruhige Finger“, flüsterte ${w.pal}. „Wenn sie knabbern wollen, drück sie dreimal ganz fest, so.“`,
      ],
      mastery: [
        `Später, als alle vor Spannung den Atem anhielten, wollten ${w.nameGen} Finger wieder knabbern.`,
        `Stattdessen drückte ${w.name} sie ganz fest zusammen, eins, zwei, drei, so wie ${w.pal} es gezeigt hatte, und sie blieben still und sicher.`,
        `„Meine Finger werden mutiger“, sagte ${w.name}, und ${w.pal} lachte fröhlich.`,
      ],
    }),
  ],
};

export const glasses: Theme = {
  id: 'new-glasses',
  match: {
    en: [/\b(?:new |his |her |their |my |wear\w* )?glasses\b|\bspectacles\b|\bspecs\b/],
    de: [/\bbrille\w*/],
  },
  en: [
    (w) => ({
      challenge: [
        `${w.name} had new glasses, and ${w.he} was not sure about them at all.`,
        `"What if everyone laughs?" ${w.he} asked ${w.pal}.`,
      ],
      mastery: [
        `Later they met a wise old creature wearing the roundest, shiniest glasses ${w.name} had ever seen.`,
        `"These are my star-seeing glasses," it said. "With them I can see every star in the sky." So ${w.name} set the glasses straight and looked up too.`,
        `And there they were: every single star, sharp and twinkling. ${w.name} grinned. Glasses, ${w.he} decided, were a little bit magic.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} kept taking the new glasses off. "They feel funny on my nose," ${w.he} grumbled.`,
        `Without them, everything far away looked soft and fuzzy, like a picture in the rain.`,
      ],
      mastery: [
        `Then ${w.pal} pointed into the distance. "Look, what's that over there?"`,
        `${w.name} put the glasses back on, and far away a tiny glowing bird appeared, clear as anything.`,
        `"I'd never have seen it without them," ${w.he} said, and from then on the glasses felt just right.`,
      ],
    }),
  ],
  de: [
    (w) => ({
      challenge: [
        `${w.name} hatte eine neue Brille und war sich damit noch gar nicht so sicher.`,
        `„Und wenn alle lachen?“, fragte ${w.er} ${w.pal}.`,
      ],
      mastery: [
        `Später trafen sie ein weises altes Wesen mit der rundesten, glänzendsten Brille, die ${w.name} je gesehen hatte.`,
        `„Das ist meine Sternenbrille“, sagte es. „Damit sehe ich jeden Stern am Himmel.“ Also rückte ${w.name} die eigene Brille zurecht und schaute auch hinauf.`,
        `Und da waren sie: alle Sterne, klar und funkelnd. ${w.name} grinste. Eine Brille, fand ${w.er}, war ein kleines bisschen Zauberei.`,
      ],
    }),
    (w) => ({
      challenge: [
        `${w.name} nahm die neue Brille immer wieder ab. „Die fühlt sich komisch an auf der Nase“, brummte ${w.er}.`,
        `Ohne Brille sah alles in der Ferne weich und verschwommen aus, wie ein Bild im Regen.`,
      ],
      mastery: [
        `Da zeigte ${w.pal} in die Ferne. „Schau mal, was ist das da drüben?“`,
        `${w.name} setzte die Brille wieder auf, und weit weg erschien ein winziger leuchtender Vogel, ganz klar und deutlich.`,
        `„Ohne Brille hätte ich den nie gesehen“, sagte ${w.er}, und von da an fühlte sich die Brille genau richtig an.`,
      ],
    }),
  ],
};
