import { capitalise as c, genitiveDe, nominativeDe, opensWithTime } from '../grammar.ts';
import { activityNounDe, cross, otherInterest, quietActivity, ridesCompanion } from '../mix.ts';
import type { Slot, Words } from '../types.ts';
import { crumbly, warm } from '../food.ts';
import { numberWord } from '../../number-words.ts';
import {
  companionLeadsIn,
  feared,
  goalPerson,
  walker,
  carried,
  is,
  keptQuiet,
  masteryTells,
  inward,
  memoryInWords,
  memoryThought,
  toldAloud,
  masterySpoke,
  spoke,
  sharesWith,
  tender,
  cheers,
} from '../goal-beats.ts';

// Deutsch: die Szenen um jeden Plot (Anfang, Begleiter, Lieblingsdinge, Ziel, Heimweg, Schlaf)
// für Kindergarten- und Schulkinder. Präteritum, mehrere Sätze je Platz.

const way = (w: Words) => w.place.way.replace(/,$/, '');
/** Die Herausforderung nennt schon den Ort („Zum Abendessen tischten die neuen Freunde im Zauberwald …“). */
const placed = (w: Words) => (w.goal?.challenge.join(' ') ?? '').includes(w.place.in);
/** The challenge itself says the child went quiet, or has the child call out („Ich! Ich!“): the opener does not say the child went quiet. */
const hushed = (w: Words) =>
  /\bstill\b|\b(?:rief|schrie|brüllte|stampfte)\b|!“/i.test(w.goal?.challenge.join(' ') ?? '');
/** The lead-in may name the companion (not when the child must make up with it), and tells no action the mastery tells. */
const leadsIn = (w: Words, action: RegExp) =>
  companionLeadsIn(w.goal, w.pet) && !masteryTells(w.goal, action) && !contrasts(w);
/** The mastery opens against the challenge ("Aber …"): it follows the challenge, with no lead-in between. */
const contrasts = (w: Words) => /^Aber\b/.test(w.goal?.mastery[0] ?? '');
const friendWord = (w: Words) => (w.species.it.nom === 'sie' ? 'beste Freundin' : 'bester Freund');

const companionIntroDe: Slot = [
  (w) =>
    w.companionKind === 'pet' &&
    `Ganz in der Nähe lag ${w.pet} zusammengerollt, ${w.poss} ${w.speciesWord}, und hielt ein Auge offen.`,
  (w) =>
    w.companionKind === 'pet' && `${w.pet} wartete schon, als wüsste ${w.petHe}, dass gleich etwas geschehen würde.`,
  (w) =>
    w.companionKind === 'toy' &&
    `Auf dem Kissen saß ${w.pet}, ${w.poss} ${w.speciesWord} aus Stoff, und heute Nacht blinzelte ${w.petHe}, streckte sich und kletterte ganz allein herunter.`,
  (w) =>
    w.companionKind === 'toy' &&
    `Da gähnte ${w.pet} ganz leise, ${w.poss} Kuscheltier, und wurde lebendig, nur für diese Nacht.`,
  (w) =>
    w.companionKind === 'friend' &&
    `Auf dem Fensterbrett saß ${w.species.a.nom} namens ${w.pet}, der ${w.name} abholen wollte.`.replace(
      /, der /,
      w.species.it.nom === 'sie' ? ', die ' : w.species.it.nom === 'es' ? ', das ' : ', der ',
    ),
  (w) =>
    w.companionKind === 'friend' &&
    `„Psst!“, flüsterte eine leise Stimme, und da war ${w.pet}, ${w.species.a.nom} mit einer Laterne, so klein wie ein Fingerhut.`,
  (w) =>
    w.companionKind === 'friend' &&
    `${w.pet}, ${w.species.a.nom}, war ${w.poss} ${friendWord(w)} und nie weit weg, nicht einmal zur Schlafenszeit.`,
];

/** Der Begleiter, wenn die Geschichte nicht im Kinderzimmer beginnt (im Garten, am Rand des Landes): kein Fensterbrett, kein Kissen. */
const companionIntroAwayDe: Slot = [
  (w) =>
    w.companionKind === 'pet' &&
    `${w.pet}, ${w.poss} ${w.speciesWord}, war auch schon da und schnupperte in die Abendluft.`,
  (w) =>
    w.companionKind === 'pet' && `${w.pet} wartete schon, als wüsste ${w.petHe}, dass gleich etwas geschehen würde.`,
  (w) =>
    w.companionKind === 'toy' &&
    `Da gähnte ${w.pet} ganz leise, ${w.poss} Kuscheltier, und wurde lebendig, nur für diese Nacht.`,
  (w) =>
    w.companionKind === 'toy' &&
    `${w.pet}, ${w.poss} ${w.speciesWord} aus Stoff, zappelte sich aus ${w.poss} Armen frei, streckte sich und stand ganz allein da.`,
  (w) =>
    w.companionKind === 'friend' &&
    `Hinter einem Stein lugte ${w.pet} hervor, ${w.species.a.nom}, und hatte schon auf ${w.name} gewartet.`,
  (w) =>
    w.companionKind === 'friend' &&
    `„Psst!“, flüsterte eine leise Stimme, und da war ${w.pet}, ${w.species.a.nom} mit einer Laterne, so klein wie ein Fingerhut.`,
  (w) =>
    w.companionKind === 'friend' &&
    `${w.pet}, ${w.species.a.nom}, war ${w.poss} ${friendWord(w)} und nie weit weg, nicht einmal zur Schlafenszeit.`,
];

const colourLine: Slot = [
  (w) => `${w.name} trug schon den ${w.colour}en Schlafanzug, den weichen mit den kleinen Sternen.`,
  ...cross(
    [
      (w) => `${w.name} zog die ${w.colour}e Decke bis ans Kinn`,
      (w) =>
        `${w.name} hatte gerade ${w.he === 'er' ? 'seine' : w.he === 'sie' ? 'ihre' : 'die'} warmen ${w.colour}en Socken für die Nacht angezogen`,
      (w) => `Das ${w.colour}e Nachtlicht leuchtete neben dem Bett`,
      (w) =>
        `${w.name} kuschelte sich tiefer in ${w.he === 'er' ? 'seinen' : w.he === 'sie' ? 'ihren' : 'den'} ${w.colour}en Schlafanzug`,
      (w) => `Ein ${w.colour}er Schimmer vom Nachtlicht lag auf dem Fußboden`,
    ],
    [
      () => ` und lauschte dem Abend.`,
      (w) => `, und ${w.name} war hellwach.`,
      () => `, aber der Schlaf wollte einfach nicht kommen.`,
      () => `, und draußen war die Nacht voller Geflüster.`,
      (w) => `, und ${w.name} dachte an Geschichten ${w.place.dreamOf}.`,
      () => `, und im ganzen Haus war es still geworden.`,
    ],
  ).map((line) => (w: Words) => {
    const text = line(w);
    // „zog die Decke bis ans Kinn und lauschte“ braucht dasselbe Subjekt: nur nach einem Satz mit dem Kind vorn.
    if (typeof text !== 'string') return text;
    if (/ und lauschte dem Abend\.$/.test(text) && !text.startsWith(w.name)) return undefined;
    // The child already opens the sentence: „Jonas zog die Decke bis ans Kinn und war hellwach“, never „…, und Jonas war“.
    return text.startsWith(w.name) ? text.replace(`, und ${w.name} `, ' und ') : text;
  }),
];

const aged = (w: Words) => w.age !== undefined && w.age > 0 && w.age < 13;
const years = (w: Words) => (w.age === 1 ? 'ein Jahr' : `${numberWord(w.age!, 'de')} Jahre`);
const ageHeads: Slot = [
  (w) => aged(w) && `${w.name} war ${years(w)} alt und`,
  (w) => aged(w) && `${w.name}, ${years(w)} alt,`,
];
const ageTails: Slot = [
  (w) => ` hatte den Kopf voller Fragen, die meisten über die Nacht ${w.place.in}.`,
  (w) => ` wusste schon, dass die schönsten Dinge oft erst im Dunkeln passieren, ganz besonders ${w.place.in}.`,
  (w) => ` wollte heute Abend unbedingt wissen, was ${w.place.in} los war.`,
  (w) => ` fand, dass ${w.colour}e Dinge im Dunkeln am schönsten leuchten.`,
  (w) => ` hatte ${w.colour}e Socken an und tausend Fragen im Kopf.`,
  (w) => ` hatte schon viele Geschichten ${w.place.dreamOf} gehört und glaubte jede einzelne.`,
  (w) =>
    ` fand, dass die Schlafenszeit für so ein großes Kind viel zu früh kam, und wackelte entschlossen mit allen zehn Zehen in ${w.colour}en Socken.`,
  (w) => ` mochte ${w.colour}e Sachen am allerliebsten und Abenteuer am zweitliebsten.`,
  (w) => ` war kein bisschen müde, ganz egal, was die Uhr sagte, und träumte mit offenen Augen ${w.place.dreamOf}.`,
  (w) => ` hatte den ganzen Tag darauf gewartet, dass es endlich Nacht wurde, Nacht ${w.place.in}.`,
  (w) => ` wollte ${w.place.in} einmal alles mit eigenen Augen sehen.`,
];
const ageLine: Slot = cross(ageHeads, [
  ...ageTails,
  (w) => ` zählte die ${w.colour}en Sterne an der Zimmerdecke und wartete auf die Nacht.`,
]);
/** Fern vom Kinderzimmer (im Garten, am Rand des Landes): keine Sterne an der Zimmerdecke. */
const ageLineAway: Slot = cross(ageHeads, ageTails);
const homeLine: Slot = [
  (w) => w.home && `${w.name} wohnte ${w.home}, und heute Abend war dort alles still.`,
  (w) => w.home && `Draußen vor dem kleinen Haus ${w.home} summte der Wind.`,
  (w) => w.home && `Daheim ${w.home} waren die ${w.colour}en Vorhänge zugezogen, aber ${w.name} lugte hinaus.`,
  (w) => w.home && `${w.name} wohnte ${w.home}, wo die Nächte lang und voller ${w.colour}er Träume waren.`,
];

const toyLine: Slot = [
  (w) => w.toy && `${c(w.toy)} war wie immer mit dabei.`,
  (w) => w.toy && `${c(w.toy)} kam natürlich auch mit.`,
];

/** Das eigene Haustier, das nicht der Begleiter ist, bleibt zu Hause: genannt in der Eröffnung. */
const petAtHomeLine: Slot = [
  (w) => w.homePet && `${c(w.homePet)} schlief schon tief und fest und würde morgen alles erfahren.`,
  (w) => w.homePet && `${c(w.homePet)} döste schon und hielt ein verschlafenes Auge auf ${w.name}.`,
];

const fearLine: Slot = [
  (w) =>
    w.fear &&
    `Manchmal hatte ${w.name} ein bisschen Angst ${w.fear}, aber mit ${w.pet} an der Seite fiel das Mutigsein leichter.`,
  (w) =>
    w.fear &&
    // The thing feared, not the label: „dachte daran, wie sie sich manchmal vor Gewitter fürchtete“, never
    // „dachte an die Angst vor Gewitter“ (the fear is kept as its phrase: „vor Gewitter“, „im Dunkeln“, „beim Baden“).
    `${w.name} dachte daran, ${w.he === w.name ? `wie sehr man sich ${w.fear} fürchten kann` : `wie ${w.he} sich manchmal ${w.fear} fürchtete`}, und spürte ein kleines Zittern, aber ${w.pet} legte ${w.limb.a} auf ${w.poss} Hand, und das Zittern wurde kleiner.`,
];

const setOff: Slot = [
  // Das Versprechen, auf das sich ein späterer Satz beruft („…, genau wie Pip gesagt hatte“): nur, wo die Geschichte dem Führer begegnet.
  (w) =>
    w.metGuide &&
    `„Heute Nacht wirst du Wunderbares sehen und jemand Besonderes kennenlernen“, versprach ${w.pet}, und los ging es.`,
  (w) => w.magic && `Mit einem Wirbel aus Silberfunken ging es für ${w.name} und ${w.pet} los.`,
  (w) => w.magic && `Ein Band aus Sternenlicht legte sich um ${w.name} und ${w.pet}, und schon flogen sie davon.`,
  (w) => w.magic && `Die Luft prickelte um ${w.name} und ${w.pet} herum wie Brause, und los ging es.`,
  (w) => w.magic && `${w.pet} zählte bis drei, ein ${w.colour}er Funke sprang auf, und schon ging es los.`,
  (w) => !w.magic && `${w.pet} ging voraus, ${w.name} hinterher, und das ${w.colour}e Nachtlicht blieb zurück.`,
  (w) => !w.magic && `Langsam und leise, Seite an Seite, machten sich ${w.name} und ${w.pet} auf den Weg.`,
  (w) => !w.magic && `Schritt für leisen Schritt zogen ${w.name} und ${w.pet} los.`,
  (w) =>
    !w.magic && `Sie schlichen zusammen hinaus, leise wie zwei Mäuse, ${w.name} vorneweg und ${w.pet} dicht dahinter.`,
  (w) =>
    w.magic &&
    `${w.pet} flüsterte ein Wort, das wie ein Glöckchen klang, und schon schwebten ${w.name} und ${w.pet} ${w.place.into}.`,
  (w) =>
    w.magic &&
    `Ein Wölkchen aus ${w.colour}em Glitzer, ein Kichern von ${w.pet}, und schon waren sie unterwegs ${w.place.into}.`,
  (w) =>
    w.magic &&
    `${w.name} kniff die Augen zu, und als sie wieder aufgingen, waren alle schon unterwegs ${w.place.into}.`,
  (w) =>
    !w.magic &&
    `${w.pet} ging voraus ${w.place.into}, und ${w.name} folgte, einen vorsichtigen Schritt nach dem anderen.`,
  (w) =>
    !w.magic && `Ganz leise, um niemanden zu wecken, machten sich ${w.name} und ${w.pet} auf den Weg ${w.place.into}.`,
];

export const frameDe = {
  'start-home': [
    [
      (w: Words) => `Kurz nach dem Zubettgehen klopfte ein winziges ${w.colour}es Licht dreimal an ${w.poss} Fenster.`,
      (w: Words) =>
        `Als die Sonne hinter den Dächern verschwunden war, saß ${w.name} im ${w.colour}en Schlafanzug am Fenster und sah den ersten Stern aufgehen.`,
      (w: Words) => `Die Zähne waren geputzt, und ${w.name} lag im ${w.colour}en Schein des Nachtlichts und lauschte.`,
      // Der Abend, dann was das Kind gerade tat: viele Anfänge aus wenigen Teilen.
      ...cross(
        [
          (w) => `Es war die stille Stunde zwischen Dämmerung und Träumen`,
          (w) => `Das Haus summte sein Abendsummen`,
          (w) => `Die Nacht schlich gerade durch den Garten`,
          (w) => `Der Mond lugte gerade über die Schornsteine`,
          (w) => `Der letzte Vogel war verstummt`,
        ],
        [
          (w) => `, und ${w.name} war noch kein bisschen müde.`,
          (w) => `, und ${w.name} suchte sich ein Buch mit ${w.colour}em Umschlag aus dem Regal.`,
          (w) => `, und ${w.name} hörte ein Klopfen am Fenster, gleich neben den ${w.colour}en Vorhängen.`,
          (w) => `, und ${w.name} sah zu, wie ${w.colour}e Schatten an der Zimmerdecke tanzten.`,
          (w) => `, und ${w.name} kletterte mit ${w.colour}en Socken ins Bett.`,
          (w) => `, und ${w.name} lag im ${w.colour}en Schein des Nachtlichts und lauschte.`,
        ],
      ),
    ],
    colourLine,
    homeLine,
    ageLine,
    companionIntroDe,
    toyLine,
    petAtHomeLine,
    [
      (w: Words) => `Draußen vor dem Fenster leuchtete ${way(w)}, bereit für die Reise ${w.place.into}.`,
      (w: Words) => `Hinter dem Gartentor wartete ${way(w)}, bereit, die beiden ${w.place.into} zu bringen.`,
      (w: Words) => `„Schau“, flüsterte ${w.pet} und zeigte hinaus. Dort wartete ${way(w)}.`,
      (w: Words) => `Gleich hinter dem Fenster wartete ${way(w)}, und ${w.pet} sagte, damit gehe es ${w.place.into}.`,
      (w: Words) => `${w.pet} zog den Vorhang zur Seite, und da war ${way(w)} und wartete auf ${w.name}.`,
    ],
    fearLine,
    setOff,
  ],
  'start-garden': [
    cross(
      [
        (w: Words) => `Der Abend war warm`,
        (w: Words) => `Das Baden konnte noch fünf Minuten warten`,
        (w: Words) => `Der Garten roch nach frisch gemähtem Gras und warmen Steinen`,
        (w: Words) => `Die Dämmerung legte sich über den Garten`,
        (w: Words) => `Die ersten Fledermäuse flogen schon`,
      ],
      [
        (w: Words) => `, und ${w.name} war in ${w.colour}en Gummistiefeln noch draußen im Garten.`,
        (w: Words) => `, und ${w.name} suchte mit einer ${w.colour}en Taschenlampe den ersten Stern.`,
        (w: Words) => `, und ${w.name} zählte im ${w.colour}en Schlafanzug Glühwürmchen.`,
        (w: Words) =>
          `, und ganz hinten im Garten fand ${w.name} etwas ${c(w.colour)}es, das mittags noch nicht da gewesen war.`,
        (w: Words) => `, und die ${w.colour}e Schaukel hinten im Garten schaukelte noch, ganz von allein.`,
      ],
    ),
    homeLine,
    ageLineAway,
    companionIntroAwayDe,
    [
      (w: Words) => `Genau dort, wo die Hecke endete, wartete ${way(w)}, und damit ging es ${w.place.into}.`,
      (w: Words) => `Zwischen den Beeten wartete auf einmal ${way(w)}, wie eine Einladung nur für ${w.name}.`,
      (w: Words) => `Hinter der ${w.colour}en Gießkanne begann ${way(w)}, und ${w.pet} stand schon darauf.`,
      (w: Words) => `Direkt neben dem Gartenhäuschen wartete ${way(w)}, bereit, die beiden ${w.place.into} zu bringen.`,
    ],
    toyLine,
    petAtHomeLine,
    fearLine,
    setOff,
  ],
  'start-edge': [
    [
      (w: Words) =>
        `Das Erste, was ${w.name} bemerkte, war der Duft der Abendluft, und das Zweite war, dass dies nicht mehr das Kinderzimmer mit den ${w.colour}en Vorhängen war.`,
      (w: Words) => `${w.name} blinzelte, und das Kinderzimmer mit den ${w.colour}en Vorhängen war verschwunden.`,
      // Wo das Kind ankam, dann der Abend dort: viele Anfänge aus wenigen Teilen.
      ...cross(
        [
          (w) => `Diese Geschichte beginnt ganz am Rand einer Welt, und zwar ${w.place.in}`,
          (w) => `Niemand wusste genau, wie es geschehen war, aber nun war ${w.name} da, ${w.place.in}`,
          (w) => `Eben noch zu Hause gegähnt, und im nächsten Augenblick stand ${w.name} schon ${w.place.in}`,
        ],
        [
          (w) => `, gerade als die Sonne unterging.`,
          (w) => `, und es war fast Nacht.`,
          (w) => `, und ringsum war schon Abend.`,
          (w) => `, wo der Abend ${w.colour} und golden leuchtete.`,
          (w) => `, und die ganze Nacht steckte voller Abenteuer.`,
        ],
      ),
    ],
    companionIntroAwayDe,
    ageLineAway,
    homeLine,
    toyLine,
    [(w: Words) => w.place.sights[0], (w: Words) => w.place.sights[3] ?? w.place.sights[1]],
    fearLine,
  ],
  'start-dream': [
    [
      (w: Words) =>
        `${w.name} lag warm zugedeckt im Bett, die Augen schon schwer, als sich die Zimmerdecke mit ${w.colour}en Sternen füllte.`,
      (w: Words) =>
        `Irgendwo zwischen Wachen und Schlafen spürte ${w.name}, wie das Bett sanft schaukelte, wie ein Boot.`,
      (w: Words) =>
        `Die letzte Seite des Gutenachtbuchs war gelesen, das Licht war aus, und ${w.name} war fast, fast eingeschlafen.`,
    ],
    colourLine,
    ageLine,
    companionIntroDe,
    toyLine,
    petAtHomeLine,
    fearLine,
  ],
  guide: [
    [
      (w: Words) => !/\.$/.test(w.place.guide) && w.place.guide,
      (w: Words) =>
        /\.$/.test(w.place.guide) && w.place.guide.replace(/\.$/, `, und ${w.name} winkte, und ${w.pet} auch.`),
      (w: Words) => /\.$/.test(w.place.guide) && w.place.guide.replace(/\.$/, `, genau wie ${w.pet} gesagt hatte.`),
      (w: Words) => /\.$/.test(w.place.guide) && w.place.guide.replace(/\.$/, `, und ${w.pet} winkte zurück.`),
      (w: Words) =>
        /\.$/.test(w.place.guide) &&
        w.place.guide.replace(/\.$/, `, und ${w.pet} machte eine kleine, schüchterne Verbeugung.`),
    ],
    [
      (w: Words) => !/\.$/.test(w.place.greeting(w.name)) && w.place.greeting(w.name),
      (w: Words) =>
        /\.$/.test(w.place.greeting(w.name)) && w.place.greeting(w.name).replace(/\.$/, `, und ${w.pet} strahlte.`),
      (w: Words) =>
        /\.$/.test(w.place.greeting(w.name)) &&
        w.place.greeting(w.name).replace(/\.$/, `, und ${w.pet} machte vor Freude einen kleinen Hüpfer.`),
      (w: Words) =>
        /\.$/.test(w.place.greeting(w.name)) &&
        w.place.greeting(w.name).replace(/\.$/, `, und die beiden sagten zusammen Hallo.`),
      (w: Words) =>
        /\.$/.test(w.place.greeting(w.name)) &&
        w.place.greeting(w.name).replace(/\.$/, `, und ${w.pet} flüsterte: „Hab ich’s nicht gesagt?“`),
    ],
    [
      (w: Words) => `„Wir haben schon auf dich gewartet, und auf ${w.pet} auch.“`,
      (w: Words) => `„Wer mit ${w.pet} befreundet ist, ist auch unser Freund“, sagte ${w.place.guideName}.`,
      (w: Words) => `„Kommt mit, ${w.name} und ${w.pet}, heute Nacht gibt es so viel zu sehen.“`,
      (w: Words) => `„Alle ${w.place.in} warten auf euch zwei“, sagte ${w.place.guideName} zu ${w.pet}.`,
      (w: Words) =>
        `„Schöne ${w.colour}e Socken hast du“, sagte ${w.place.guideName} zu ${w.name}, und ${w.pet} kicherte.`,
      (w: Words) =>
        `„Du bist also der berühmte ${w.pet}“, sagte ${w.place.guideName}, und ${w.pet} sah sehr zufrieden aus.`.replace(
          'der berühmte',
          w.petHe === 'sie' ? 'die berühmte' : 'der berühmte',
        ),
    ],
  ],
  activity: [
    [
      (w: Words) =>
        w.activity && `Unterwegs erzählte ${w.name} ${w.pet}, was ${w.he} am allerliebsten machte: ${w.activity}.`,
      (w: Words) =>
        w.activity &&
        /^\p{Ll}+$|\s\p{Ll}+(?:en|eln|ern)$/u.test(w.activity) &&
        `„Können wir ${w.activity}?“, fragte ${w.name}, und ${w.pet} sagte, genau darauf habe ${w.petHe} gehofft.`,
      (w: Words) =>
        !w.activity &&
        w.interests[0] &&
        `Unterwegs erzählte ${w.name} ${w.pet} alles über ${w.interestsTold[0]}, und ${w.pet} wollte alles ganz genau wissen.`,
      (w: Words) =>
        !w.activity &&
        w.interests[0] &&
        `„Weißt du, was ich liebe, ${w.pet}?“, fragte ${w.name}, und dann ging es nur noch um ${w.interestsTold[0]}. Und ${w.pet} hörte mit großen Augen zu.`,
      (w: Words) =>
        w.activity && `„Was machst du am liebsten?“, fragte ${w.pet}, und ${w.name} sagte sofort: „${c(w.activity)}!“`,
      (w: Words) => w.activity && `Nichts sei schöner als ${activityNounDe(w.activity)}, erklärte ${w.name} ${w.pet}.`,
      (w: Words) =>
        !w.activity &&
        w.interests[0] &&
        `${w.pet} fragte, was ${w.name} am liebsten mochte, und die Antwort war natürlich: ${nominativeDe(w.interestsTold[0])}.`,
      (w: Words) =>
        !w.activity &&
        w.interests[0] &&
        `Über ${w.interestsTold[0]} konnte ${w.name} stundenlang erzählen, und ${w.pet} hörte gern zu.`,
    ],
    [
      (w: Words) =>
        ridesCompanion(w) &&
        `Also kletterte ${w.name} auf ${genitiveDe(w.pet)} Rücken, und los ging es ${w.place.in}, klipp-klapp, klipp-klapp.`,
      (w: Words) =>
        w.activity &&
        !ridesCompanion(w) &&
        `Also fing ${w.name} gleich ${w.place.in} damit an, und bald machte ${w.pet} mit.`,
      (w: Words) =>
        w.activity &&
        !ridesCompanion(w) &&
        `${w.pet} probierte es auch, erst ein bisschen ungeschickt, und beide lachten, ${w.pet} am lautesten.`,
      (w: Words) =>
        !w.activity &&
        `Bald spielten alle ein Spiel rund um ${w.interestsTold[0]}, und ${w.name} zeigte ${w.pet} die besten Stellen.`,
      (w: Words) =>
        !w.activity &&
        `So viel wie ${w.name} wusste niemand über ${w.interestsTold[0]}, da war sich ${w.pet} ganz sicher.`,
      (w: Words) =>
        w.activity &&
        !ridesCompanion(w) &&
        `Also zeigte ${w.name} ${w.pet} gleich ${w.place.in}, wie es geht, und ${w.pet} machte alles nach.`,
      (w: Words) =>
        w.activity &&
        !ridesCompanion(w) &&
        `${w.name} und ${w.pet} probierten es zusammen, und es machte Spaß wie nie.`,
      (w: Words) =>
        !w.activity && `${w.pet} stellte eine Frage nach der anderen, und ${w.name} wusste auf jede eine Antwort.`,
      (w: Words) => !w.activity && `Am Ende wusste sogar ${w.pet} eine ganze Menge über ${w.interestsTold[0]}.`,
    ],
    [
      (w: Words) => {
        const other = otherInterest(w);
        return other && `Danach erzählte ${w.name} ${w.pet} auch noch alles über ${other}.`;
      },
      (w: Words) => {
        const other = otherInterest(w);
        return other && `Und dann musste ${w.pet} unbedingt auch noch alles über ${other} erfahren.`;
      },
      (w: Words) => {
        const other = otherInterest(w);
        return other && `Den Rest des Weges ${w.place.in} ging es um ${other}, und ${w.pet} hörte gespannt zu.`;
      },
      // Nothing else to tell about: the favourite activity goes on.
      (w: Words) =>
        w.activity &&
        !otherInterest(w) &&
        (quietActivity(w)
          ? `Sie machten ${w.place.in} noch lange weiter, und ${w.pet} wurde es kein bisschen langweilig.`
          : `Sie machten ${w.place.in} immer weiter, bis ${w.pet} ganz außer Atem war.`),
      (w: Words) =>
        w.activity && !otherInterest(w) && `„Noch mal!“, rief ${w.pet}, und also ging alles noch einmal von vorn los.`,
      (w: Words) =>
        w.activity &&
        !otherInterest(w) &&
        `Am Ende konnte ${w.pet} es fast so gut wie ${w.name}, und beide waren mächtig stolz.`,
    ],
  ],
  food: [
    [
      (w: Words) =>
        `Als ihnen die Mägen knurrten, stand plötzlich ein kleiner Tisch mit einem ${w.colour}en Tuch und einem zugedeckten Teller da.`,
      (w: Words) =>
        `Sie setzten sich zu einem Mondscheinpicknick auf ein weiches Plätzchen, und ${w.pet} hob den Deckel vom Korb.`,
      (w: Words) =>
        `Da duftete es plötzlich ganz köstlich, und ${w.pet} folgte dem Duft mit zuckender Nase, bis zu einem kleinen Körbchen.`,
      (w: Words) =>
        `${w.poss} Bauch knurrte so laut, dass ${w.pet} zusammenzuckte; beide lachten, und direkt vor ihnen stand ein zugedeckter Teller.`,
      (w: Words) => `Da stand ein Körbchen mit ${w.colour}er Schleife und einem Zettel: Für ${w.name} und ${w.pet}.`,
    ],
    [
      (w: Words) => `${c(w.food!)}, ${w.poss} Lieblingsessen, sogar hier ${w.place.in}!`,
      (w: Words) => `Es gab ${w.food}, und ${w.name} und ${w.pet} konnten es kaum glauben.`,
      (w: Words) =>
        `Da gab es ${w.food}${warm(w.food) ? ', noch warm,' : ','} und ${w.pet} schnupperte zweimal, um ganz sicher zu sein.`,
      (w: Words) =>
        `„${c(w.food!)}!“, rief ${w.name}, und ${w.pet} wollte wissen, ob es ${w.place.in} genauso gut schmeckte wie zu Hause.`,
    ],
    [
      (w: Words) =>
        crumbly(w.food)
          ? `${w.pet} bekam auch ein Stückchen und schleckte jeden Krümel auf.`
          : `${w.pet} durfte auch probieren und wollte gleich noch mehr.`,
      (w: Words) => `Sie teilten gerecht, ein Bissen für ${w.name}, ein Bissen für ${w.pet}.`,
      (w: Words) =>
        `${c(w.place.in)} schmeckte es noch besser als zu Hause, fand ${w.name}, und ${w.pet} nickte mit vollem Mund.`,
      (w: Words) =>
        crumbly(w.food) &&
        `${w.pet} aß so schnell, dass Krümel auf ${w.petHe === 'sie' ? 'ihrer' : 'seiner'} Nase landeten.`,
      (w: Words) =>
        !crumbly(w.food) &&
        `${c(w.place.in)} probierte ${w.pet} ein kleines bisschen und machte große, glückliche Augen.`,
    ],
  ],
  achievement: [
    [
      (w: Words) => `Während sie sich ausruhten, sah ${w.pet} ${w.name} an und lächelte.`,
      (w: Words) =>
        w.metGuide &&
        !memoryThought(w) &&
        `${w.place.guideName} fragte ${w.name}, was das Schönste an dieser Woche gewesen war.`,
      (w: Words) => `Als es neben ${w.pet} einen Moment ganz still war, fiel ${w.name} etwas ein.`,
      (w: Words) =>
        !memoryThought(w) &&
        `Sie machten eine kleine Rast ${w.place.in}, und ${w.pet} bat ${w.name} um eine Geschichte, eine wahre.`,
      (w: Words) => `${w.pet} lehnte sich an ${w.name}, und beide dachten an etwas, das ein Lächeln machte.`,
      (w: Words) => `${w.pet} gähnte ein kleines bisschen, und ${w.name} fiel auf einmal etwas Schönes ein.`,
    ],
    [(w: Words) => w.memory?.[0]],
    [
      // Die Erinnerung wird erzählt, nicht hier erlebt: niemand am Ort der Geschichte jubelt ihr zu.
      (w: Words) => memoryInWords(w) && `${w.pet} hörte jedes Wort und machte vor Freude ein kleines Tänzchen.`,
      (w: Words) =>
        !memoryThought(w) && !w.memoryHappened && `„Das war mutig und klug“, sagte ${w.pet}, und meinte jedes Wort.`,
      (w: Words) =>
        !memoryThought(w) &&
        !w.memoryHappened &&
        `„Ich wusste, dass du das kannst“, sagte ${w.pet}, und ${w.name} leuchtete vor Stolz.`,
      (w: Words) =>
        !memoryThought(w) &&
        w.memoryHappened &&
        `„Was für ein großer Tag das war“, sagte ${w.pet}, und ${w.name} leuchtete vor Stolz.`,
      (w: Words) =>
        memoryInWords(w) && `${w.pet} wollte alles noch einmal hören, und ${w.name} erzählte es gleich zweimal.`,
      (w: Words) =>
        !memoryInWords(w) &&
        !memoryThought(w) &&
        `„Noch einmal!“, sagte ${w.pet}, und ${w.name} lachte und fing noch einmal an, noch leiser.`,
      (w: Words) =>
        !memoryThought(w) && `„Das musst du allen ${w.place.in} erzählen“, sagte ${w.pet}, und ${w.name} lachte.`,
      // Eine Erinnerung, an die nur gedacht wurde, behält das Kind lächelnd für sich.
      ...cross(
        [
          (w: Words) => memoryThought(w) && `Bei dem Gedanken wurde es ${w.name} ganz warm`,
          (w: Words) => memoryThought(w) && `Die Erinnerung machte ${w.name} ganz froh`,
          (w: Words) => memoryThought(w) && `Der Gedanke wärmte ${w.name} von innen`,
        ],
        [
          (w: Words) => `, und ${w.pet} kuschelte sich ein bisschen näher.`,
          (w: Words) => `, und ${w.pet} blieb ganz nah dabei.`,
          (w: Words) => `, und ${w.pet} summte leise vor sich hin.`,
        ],
      ),
      (w: Words) =>
        memoryThought(w) &&
        `Das war eine schöne Erinnerung, und ${w.name} hielt sie fest wie einen warmen Kieselstein.`,
      (w: Words) =>
        memoryThought(w) &&
        `${w.pet} merkte auch ohne ein einziges Wort, dass es etwas Schönes war, und blieb ganz nah.`,
      (w: Words) =>
        memoryThought(w) && `${w.name} behielt die Erinnerung ganz für sich, warm wie eine ${w.colour}e Laterne.`,
    ],
  ],
  challenge: [
    [
      // Die Herausforderung geschieht hier, am Ort der Geschichte: ein Satz ohne ihn nur, wenn die Herausforderung ihn nennt.
      (w: Words) =>
        inward(w) && !hushed(w) && placed(w) && `Dann wurde ${w.name} auf einmal ganz still, und ${w.pet} wartete.`,
      (w: Words) =>
        !inward(w) && `Genau in diesem Moment, ${w.place.in}, geschah etwas, womit ${w.name} nicht gerechnet hatte.`,
      (w: Words) => inward(w) && placed(w) && `${w.pet} merkte, dass ${w.name} nicht mehr lächelte.`,
      (w: Words) => `Auch ${w.place.in} war nicht alles leicht, und ${w.pet} merkte es zuerst.`,
      // Vor etwas, das geschieht: die Wendung der Nacht, nicht die Stimmung des Kindes.
      (w: Words) => !inward(w) && `Doch ${w.place.in} hielt die Nacht noch etwas für ${w.name} bereit.`,
      (w: Words) => !inward(w) && `Dann kam ${w.place.in} ein Moment, der nicht so leicht war.`,
      (w: Words) =>
        inward(w) &&
        !hushed(w) &&
        placed(w) &&
        `${w.pet} legte den Kopf schief, denn ${w.name} war auf einmal ganz still geworden.`,
      (w: Words) =>
        inward(w) && !hushed(w) && `Dann, ${w.place.in}, wurde ${w.name} auf einmal ganz still, und ${w.pet} wartete.`,
      (w: Words) => inward(w) && `${c(w.place.in)} merkte ${w.pet}, dass ${w.name} nicht mehr lächelte.`,
      (w: Words) =>
        inward(w) &&
        !hushed(w) &&
        `${c(w.place.in)} legte ${w.pet} den Kopf schief, denn ${w.name} war auf einmal ganz still geworden.`,
    ],
    // Wen das Ziel nennt, der ist dabei („Spielsachen mit ihrer Cousine teilen“: die Cousine kam mit).
    [
      (w: Words) => walker(w) && `${c(goalPerson(w) ?? '')} war auch mitgekommen und blieb ganz nah bei ${w.name}.`,
      (w: Words) => walker(w) && `${c(goalPerson(w) ?? '')} war auch da, direkt neben ${w.name}.`,
      (w: Words) =>
        walker(w) && `Auch ${goalPerson(w)} war dabei und schaute ${w.name} und ${w.pet} mit großen Augen zu.`,
      (w: Words) =>
        walker(w) && `${c(goalPerson(w) ?? '')} war mit ${w.name} und ${w.pet} mitgekommen und stand ganz in der Nähe.`,
      // Ein Baby wird mitgenommen, in einem Korb ganz nah.
      (w: Words) =>
        carried(w) &&
        `${c(goalPerson(w) ?? '')} war auch mitgekommen, warm eingekuschelt in einem kleinen Korb ganz nah bei ${w.name}.`,
      (w: Words) =>
        carried(w) &&
        `${c(goalPerson(w) ?? '')} war auch da, in einem kuscheligen Korb direkt neben ${w.name}, und blinzelte in die Welt.`,
      (w: Words) =>
        carried(w) &&
        `${c(goalPerson(w) ?? '')} war auch mitgekommen, in eine weiche Decke gewickelt, in einem Korb neben ${w.name}.`,
      (w: Words) =>
        carried(w) && `Ganz nah bei ${w.name} stand ein kleiner Korb, und darin lag ${goalPerson(w)}, hellwach.`,
    ],
    [(w: Words) => w.goal?.challenge[0]],
    // The rest of the challenge together: its last sentence is often the hard moment itself ("It's mine," Mia said).
    [(w: Words) => w.goal?.challenge.slice(1).join(' ')],
    [
      (w: Words) => `${w.pet} lachte nicht und drängelte nicht, ${w.petHe} blieb einfach ganz nah.`,
      (w: Words) => keptQuiet(w) && `${w.pet} legte ${w.limb.a} auf ${w.poss} Hand und sagte nichts.`,
      (w: Words) => feared(w) && spoke(w) && `„Ich bin da“, sagte ${w.pet}. „Und ohne dich gehe ich nirgendwohin.“`,
      (w: Words) =>
        feared(w) &&
        spoke(w) &&
        `„So fühlt sich manchmal sogar ${w.species.the.nom.replace(/^(der|die|das) kleine /, (_m, a: string) => `${a} mutigste `)}“, flüsterte ${w.pet}.`,
      (w: Words) =>
        feared(w) &&
        `${w.pet} kuschelte sich warm und ruhig an ${w.name}, bis jeder Atemzug wieder langsam und gleichmäßig ging.`,
      (w: Words) =>
        feared(w) &&
        spoke(w) &&
        toldAloud(w) &&
        `„Schwere Dinge werden kleiner, wenn man sie einem Freund erzählt“, flüsterte ${w.pet}.`,
      (w: Words) =>
        is(w, 'try') &&
        spoke(w) &&
        `${w.pet} setzte sich ganz nah dazu und sagte: „Wir versuchen es zusammen, einen kleinen Schritt nach dem anderen.“`,
      (w: Words) =>
        is(w, 'try') &&
        spoke(w) &&
        `„Beim ersten Mal klappt es bei niemandem, ${w.name}, nicht einmal bei ${w.species.a.dat}“, sagte ${w.pet}.`,
      (w: Words) => is(w, 'try') && spoke(w) && `„Ein winziger Versuch reicht für heute“, flüsterte ${w.pet}.`,
      (w: Words) => is(w, 'kind') && spoke(w) && `„Das Freundliche ist oft das Schwere“, flüsterte ${w.pet}.`,
      (w: Words) =>
        is(w, 'kind') &&
        spoke(w) &&
        `„Denk daran, wie es den anderen geht, ${w.name}“, flüsterte ${w.pet}, „dann weißt du es.“`,
      (w: Words) =>
        is(w, 'feeling') && spoke(w) && `„Große Gefühle ziehen vorbei wie Wolken, ${w.name}“, flüsterte ${w.pet}.`,
      (w: Words) => is(w, 'feeling') && spoke(w) && `„Atme mit mir, ${w.name}. Ein und aus“, sagte ${w.pet}.`,
      (w: Words) =>
        !feared(w) &&
        `${w.pet} wartete still neben ${w.name}, so wie gute Freunde warten, und schaute, was nun geschah.`,
      (w: Words) =>
        !feared(w) &&
        spoke(w) &&
        `„Lass dir Zeit, ${w.name}“, sagte ${w.pet}. „Ich warte hier ${w.place.in} auf dich.“`,
      (w: Words) =>
        !feared(w) &&
        keptQuiet(w) &&
        `${w.pet} sagte gar nichts und sah ${w.name} nur freundlich und geduldig an, als hätten sie alle Zeit der Welt.`,
    ],
  ],
  mastery: [
    [
      (w: Words) =>
        !opensWithTime(w.goal?.mastery[0], 'de') &&
        !contrasts(w) &&
        // „Noch einmal“ nur, wo etwas versucht wurde und noch nicht klappte, nicht nach einer Angst oder einem Kummer.
        (is(w, 'try')
          ? `Und dann, ${w.place.in}, kam der Moment, es noch einmal zu versuchen.`
          : `Und dann, ${w.place.in}, kam der richtige Moment.`),
      (w: Words) => leadsIn(w, /\bLuft\b|\batme/i) && `${w.name} holte tief Luft, so wie ${w.pet} es gezeigt hatte.`,
      (w: Words) => leadsIn(w, /\bdrückte\b/i) && `${w.name} drückte ${w.pet} einmal ganz fest, für den Mut.`,
      (w: Words) =>
        leadsIn(w, /\bnickte\b/i) &&
        `${w.pet} nickte aufmunternd, und ${w.name} spürte: Jetzt war der richtige Moment gekommen.`,
      (w: Words) =>
        !opensWithTime(w.goal?.mastery[0], 'de') &&
        !contrasts(w) &&
        companionLeadsIn(w.goal, w.pet) &&
        (is(w, 'try')
          ? `Ein bisschen später, mit ${w.pet} ganz nah, kam die Gelegenheit, es noch einmal zu versuchen.`
          : `Ein bisschen später, mit ${w.pet} ganz nah, fühlte sich ${w.name} bereit.`),
    ],
    [(w: Words) => w.goal?.mastery[0]],
    [(w: Words) => w.goal?.mastery.slice(1).join(' ')],
    [
      (w: Words) =>
        goalPerson(w) &&
        (sharesWith(w)
          ? `Und auch ${goalPerson(w)} ${sharesWith(w) === 'share' ? 'ging nicht leer aus' : 'kam an die Reihe'}, und ${w.name} freute sich mit.`
          : carried(w)
            ? `Aus dem Korb schenkte ${goalPerson(w)} ${w.name} ein breites, zahnloses Lächeln.`
            : `${c(goalPerson(w) ?? '')} hatte alles gesehen und strahlte ${w.name} an.`),
      (w: Words) =>
        goalPerson(w) &&
        (sharesWith(w)
          ? `${c(goalPerson(w) ?? '')} ${sharesWith(w) === 'share' ? 'ging auch nicht leer aus' : 'kam auch an die Reihe'}, und ${w.pet} freute sich mit.`
          : carried(w)
            ? `Im Korb gluckste ${goalPerson(w)}, als hätte ${w.name} etwas ganz Wunderbares getan.`
            : `${c(goalPerson(w) ?? '')} hatte alles mit angesehen und lächelte ${w.name} und ${w.pet} stolz zu.`),
    ],
    [
      (w: Words) => cheers(w) && `${w.pet} klatschte vor Freude, und ${w.name} fühlte sich größer als der größte Turm.`,
      (w: Words) =>
        cheers(w) &&
        !masterySpoke(w) &&
        `„Du hast es geschafft!“, rief ${w.pet}, und ${w.name} strahlte über das ganze Gesicht.`,
      (w: Words) =>
        cheers(w) && `${w.pet} schlug vor Freude einen Purzelbaum, und ${w.name} lachte laut ${w.place.in}.`,
      (w: Words) =>
        cheers(w) &&
        !masterySpoke(w) &&
        !masteryTells(w.goal, /leucht|strahl|\bhell/i) &&
        `„Ich hab’s gewusst“, flüsterte ${w.pet}, und in ${w.name} leuchtete es hell wie eine ${w.colour}e Laterne.`,
      (w: Words) => cheers(w) && `${w.name} und ${w.pet} tanzten ein kleines Tänzchen, gleich dort ${w.place.in}.`,
      // Nach Vermissen oder Verlust ist der Kummer kleiner, nicht weg: ein stiller Moment, kein Jubel.
      (w: Words) => tender(w) && `${w.pet} lehnte sich ganz nah heran, und eine Weile sagten beide gar nichts.`,
      (w: Words) =>
        tender(w) &&
        `${w.name} fühlte sich ein kleines bisschen leichter, und ${w.pet} blieb ganz nah, für alle Fälle.`,
      (w: Words) => tender(w) && `„Schön, dass du es mir erzählt hast“, sagte ${w.pet} leise, und ${w.name} nickte.`,
      (w: Words) =>
        tender(w) &&
        `Seite an Seite sahen ${w.name} und ${w.pet} eine Weile in die Nacht, und die Nacht fühlte sich freundlich an.`,
    ],
  ],
  homecoming: [
    [
      (w: Words) => `Inzwischen stand der Mond hoch am Himmel, und für ${w.name} und ${w.pet} war es Zeit heimzugehen.`,
      (w: Words) => `„Zeit für den Heimweg“, sagte ${w.pet} und gähnte so groß wie eine Höhle.`,
      (w: Words) =>
        `Die Sterne wurden einer nach dem anderen blasser, und ${w.name} und ${w.pet} machten sich auf den Heimweg.`,
      (w: Words) => `${w.pet} gähnte, ${w.name} gähnte, und beide wussten, was das hieß: nach Hause.`,
    ],
    [
      (w: Words) =>
        `${c(way(w))} brachte ${w.name} und ${w.pet} zurück, sanft und langsam, an allem vorbei, was sie gesehen hatten.`,
      (w: Words) =>
        // Not „winkten allen zum Abschied“: in some stories nobody was met.
        `${w.name} und ${w.pet} winkten ${w.place.in} ein letztes Mal über die Schulter zurück und folgten dem Weg bis nach Hause.`,
    ],
  ],
  // Der Schluss wird ruhig (Issue 28): kurze Sätze, ein Gähnen, wieder im Bett, noch einmal das
  // leise Lied der Geschichte (der Assembler fügt es ein), dann Schlaf.
  sleep: [
    cross(
      [
        (w: Words) => `Zu Hause kuschelte sich ${w.name} gähnend ins Bett`,
        (w: Words) => `Bald lag ${w.name} wieder im Bett und gähnte`,
        (w: Words) => `Daheim kletterte ${w.name} mit einem Gähnen ins Bett`,
        (w: Words) => `Eingekuschelt lag ${w.name} gähnend im Bett`,
        (w: Words) => `${w.name} schlüpfte gähnend ins warme Bett`,
        (w: Words) => `${w.name} gähnte bis ins Bett`,
      ],
      [
        (w: Words) => `, ${w.pet} ganz nah.`,
        (w: Words) => `, unter der ${w.colour}en Decke.`,
        (w: Words) => `, und ${w.pet} gähnte auch.`,
        (w: Words) => `, und ${w.pet} rollte sich daneben ein.`,
        (w: Words) => `, warm und sicher neben ${w.pet}.`,
        (w: Words) => `, und ${w.pet} hüpfte hinterher.`,
      ],
    ),
    [
      (w: Words) => w.toy && `${c(w.toy)} wurde auch zugedeckt.`,
      (w: Words) => w.toy && w.toyAcc && `${w.name} drückte ${w.toyAcc} noch einmal verschlafen an sich.`,
    ],
    [
      (w: Words) => w.homePet && `${c(w.homePet)} schlief schon ganz in der Nähe und träumte eigene Träume.`,
      (w: Words) =>
        w.homePetSighs &&
        `Ganz in der Nähe seufzte ${w.homePet} einmal verschlafen, froh, dass ${w.name} wieder da war.`,
    ],
    cross(
      [
        (w: Words) => `„Gute Nacht, ${w.pet}“, flüsterte ${w.name}`,
        (w: Words) => `„Danke für heute Nacht, ${w.pet}“, flüsterte ${w.name}`,
        (w: Words) => `„Kommst du morgen wieder, ${w.pet}?“, murmelte ${w.name}`,
        (w: Words) => `„Das war schön, ${w.pet}“, murmelte ${w.name}`,
        (w: Words) => `„Bis morgen, ${w.pet}“, sagte ${w.name}`,
      ],
      [
        (w: Words) => ` ins Kissen.`,
        (w: Words) => `, und ${w.pet} seufzte müde.`,
        (w: Words) => `, und ${w.pet} kuschelte sich näher.`,
        (w: Words) => `, und ${w.pet} blinzelte langsam.`,
        (w: Words) => `, und ${w.pet} nickte schläfrig.`,
        (w: Words) => `, die Augen halb zu.`,
      ],
    ),
    cross(
      [
        (w: Words) => `Langsam, ganz langsam schlief ${w.name} ein`,
        (w: Words) => `Atemzug für Atemzug schlief ${w.name} ein`,
        (w: Words) => `Das Haus wurde still, und ${w.name} schlief ein`,
        (w: Words) => `Bald schlief ${w.name} tief und fest`,
        (w: Words) => `Ganz ruhig atmend schlief ${w.name} ein`,
      ],
      [
        (w: Words) => ` und träumte mit ${w.pet} ${w.place.dreamOf}.`,
        (w: Words) => `, ganz nah bei ${w.pet}.`,
        (w: Words) => `, eine Hand auf ${w.pet}.`,
      ],
    ),
    [
      (w: Words) => w.magic && `Ein letzter ${w.colour}er Funke landete zwischen ${w.name} und ${w.pet}.`,
      (w: Words) => `Draußen hielt der Mond Wache über ${w.name} und ${w.pet}.`,
      (w: Words) => `Schlaf gut, ${w.name}, und du auch, ${w.pet}.`,
      (w: Words) => `Träum süß, ${w.name}, und du auch, ${w.pet}.`,
      (w: Words) => `Gute Nacht, ${w.name}, gute Nacht, ${w.pet}.`,
      (w: Words) => `Das ${w.colour}e Nachtlicht leuchtete für ${w.pet}, leise und warm.`,
      (w: Words) => `Und die Nacht hütete ${w.poss} Träume und ${genitiveDe(w.pet)} gleich mit.`,
    ],
  ],
} satisfies Record<string, Slot[]>;
