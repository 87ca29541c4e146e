import type { Gender } from './animals.ts';
import { assembleScenes, capitalise, Picker, wordCount } from './compose.ts';
import { moreSights } from './more-sights.ts';
import type { Beat, StoryPlan } from './story-plan.ts';

// German story text: whole-sentence templates, several variants for every slot, picked from the
// seed without ever telling the same sentence twice. The hero is named, never referred to by a
// gendered pronoun; the companion is introduced with a declined noun phrase. Interests are stored
// in the accusative ("Züge", "den Weltraum"), so they only follow "liebt", "über" and "an".
// Three registers follow the child's age, as in English.

const numberWords = ['null', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];

/** "Mias", but "Max’" and "Jens’" (Duden: apostrophe after s, ß, x, z). */
export function genitive(name: string): string {
  return /[sßxz]$/i.test(name) ? `${name}’` : `${name}s`;
}

/** "ein kleiner Fuchs", "eine kleine Katze", "ein kleines Pferd" (nominative). */
export function littleOne(noun: string, gender: Gender): string {
  const article = { m: 'ein kleiner', f: 'eine kleine', n: 'ein kleines' }[gender];
  return `${article} ${noun}`;
}

/** "Mias eigener Hund", "Mias eigene Katze", "Mias eigenes Pferd". */
function ownPet(name: string, noun: string, gender: Gender): string {
  return `${genitive(name)} ${{ m: 'eigener', f: 'eigene', n: 'eigenes' }[gender]} ${noun}`;
}

interface Words {
  name: string;
  /** The parent named the colour (see StoryFacts.colourGiven). */
  colourGiven: boolean;
  pet: string;
  /** "ein kleiner Fuchs" */
  aPet: string;
  animal: string;
  gender: Gender;
  colour: string;
  gen: string;
  place: StoryPlan['facts']['place']['de'];
  magic: boolean;
  /** At the start of a sentence: "Teddy Mo", "Der Teddy". */
  toy?: string;
  interests: string[];
  fear?: string;
  achievement?: string;
  home?: string;
}

/** A quick-form achievement written about the child ("hat sich allein die Schuhe gebunden"): it follows the name as a sentence, never inside the child's own „Ich habe …“. */
function isPredicateDe(achievement: string): boolean {
  return /^(?:hat|ist|kann|konnte|darf|durfte|war|fährt|schwimmt|liest|geht|spielt|schläft)\s/u.test(achievement);
}

function wordsOf(plan: StoryPlan): Words {
  const f = plan.facts;
  const toy = f.personal.toys[0];
  const article = toy ? { m: 'Der', f: 'Die', n: 'Das' }[toy.gender] : '';
  return {
    colourGiven: f.colourGiven,
    name: f.name,
    pet: f.petName,
    aPet: littleOne(f.animal.de, f.animal.gender),
    animal: f.animal.de,
    gender: f.animal.gender,
    colour: f.colour.de,
    gen: genitive(f.name),
    place: f.place.de,
    magic: f.storyType === 'custom',
    toy: toy ? (toy.name ? `${toy.de} ${toy.name}` : `${article} ${toy.de}`) : undefined,
    interests: f.personal.interests.map((i) => i.de),
    fear: f.personal.fears[0],
    achievement:
      f.personal.achievements[0] ??
      (f.achievement && /^[\p{L} ]{1,60} (gelernt|geschafft|gewonnen|bekommen|verloren|gebaut|bestanden)$/u.test(f.achievement) ? f.achievement : undefined),
    home: f.personal.home,
  };
}

// ---------------------------------------------------------------- titles and openings

function titles(w: Words): string[] {
  const { name, pet, gen, place } = w;
  if (w.magic) {
    return [
      `${gen} Zaubertraum ${place.in}`,
      `${name}, ${pet} und der Wunschstern`,
      `${name} und der silberne Schlüssel`,
      `Die Nacht, in der ${name} den Zauber fand`,
      `${name}, ${pet} und das funkelnde Geheimnis`,
      `${gen} Wunsch ${place.in}`,
      `Wie ${name} und ${pet} einen Mondstrahl fingen`,
      `${name} und die Tür der Träume`,
      `${gen} verzauberte Reise`,
      `${name} und die Laterne der Wünsche`,
    ];
  }
  return [
    `${gen} sanfte Nacht ${place.in}`,
    `${name}, ${pet} und der stille Mond`,
    `Gute Nacht, ${name}`,
    `${name} und ${pet} unter den Sternen`,
    `Ein verschlafenes Abenteuer für ${name}`,
    `${gen} Reise durch die Sternennacht`,
    `${name} und der Schlafliedpfad`,
    `Als ${name} nicht einschlafen konnte`,
    `${name}, ${pet} und der leise Nachtwind`,
    `${gen} kleiner Nachtspaziergang`,
  ];
}

function openings(w: Words, toddler: boolean): string[] {
  const { name, colour: c, gen } = w;
  if (toddler) {
    return w.magic
      ? [
          `Funkel, funkel! Ein Stern in ${c} ist am Fenster.`,
          `Kling, kling! Ein Glöckchen läutet für ${name}.`,
          `Schau, ${name}! Das Nachtlicht leuchtet in ${c}.`,
          `Glitzer, glitzer! ${name} sieht Zauber.`,
          'Klopf, klopf, klopf! Wer ist am Fenster?',
          `Pst! Ein Mondstrahl in ${c} kommt herein.`,
          `Oh! ${gen} Hausschuhe funkeln.`,
          `Huiii! Ein Zauberwind sagt Hallo zu ${name}.`,
        ]
      : [
          `Es ist Nacht, und ${name} ist müde.`,
          `Gähn, gähn! ${name} will schlafen.`,
          'Die Sonne geht runter, runter, runter.',
          'Das Bad ist vorbei. Plitsch, platsch!',
          `${name} zieht den Schlafanzug in ${c} an.`,
          `Tick, tack, Schlafenszeit für ${name}.`,
          'Der Mond kommt hoch, hoch, hoch.',
          'Pst, pst, das Haus ist still.',
        ];
  }
  return w.magic
    ? [
        `In einer Nacht, in der die Sterne zu summen schienen, fand ${name} auf dem Fensterbrett eine leuchtende Feder in ${c}.`,
        `Kurz nach dem Zubettgehen klopfte ein winziges Licht in ${c} dreimal an ${gen} Fenster.`,
        `Es war einmal eine funkelnde Nacht, in der ${gen} Nachtlicht in ${c} heller leuchtete als je zuvor.`,
        `Alles begann, als ein Mondstrahl in ${c} unter der Tür hindurchglitt und sich am Fußende des Bettes zusammenrollte.`,
        `An diesem Abend flüsterten die Sterne vor ${gen} Fenster, und einer von ihnen leuchtete in ${c}.`,
        `Als die Uhr acht schlug, begannen ${gen} Hausschuhe in ${c} ganz von allein zu funkeln.`,
        `Es war einmal, in der zauberhaftesten Nacht des Jahres, da hörte ${name} ein winziges silbernes Glöckchen läuten.`,
        `Auf ${gen} Kopfkissen lag eine Traumkarte, gezeichnet mit Tinte in ${c}, als ${name} ins Bett kam.`,
        `Irgendwo zwischen Wachsein und Schlafen sah ${name}, wie sich die Zimmerdecke mit Sternen in ${c} füllte.`,
      ]
    : [
        `Als die Sonne hinter den Dächern verschwunden war, saß ${name} im kuscheligen Schlafanzug in ${c} am Fenster.`,
        `Es war die stille Stunde zwischen Abenddämmerung und Träumen, und ${name} hatte sich in eine weiche Decke in ${c} gekuschelt.`,
        `Der letzte Vogel hatte sein Gutenachtlied gesungen, und ${name} putzte sich mit einer Zahnbürste in ${c} die Zähne.`,
        `An einem ruhigen Abend, als der Himmel die Farbe von Pfirsichen annahm, tapste ${name} in Socken in ${c} ins Bett.`,
        `Im Haus war es abendlich still, und ${name} suchte sich ein Buch aus dem Regal in ${c} aus.`,
        `Die Nacht schlich gerade auf Zehenspitzen durch den Garten, als ${name} unter eine Bettdecke in ${c} kletterte.`,
        `Der Mond lugte gerade über die Schornsteine, als ${name} einen Schlafanzug in ${c} mit kleinen Sternen darauf anzog.`,
        `Das Bad war vorbei, die Handtücher waren warm, und ${name} kuschelte sich in einen Bademantel in ${c}.`,
        `Draußen gingen die Straßenlaternen eine nach der anderen an, und ${name} stand im Schlafanzug in ${c} bereit fürs Bett.`,
      ];
}

// ---------------------------------------------------------------- preschool and school register

function moreSightsOf(plan: StoryPlan, language: 'en' | 'de'): (string | undefined)[] {
  const landscape = plan.facts.place.landscape;
  return landscape === 'dreamland' ? [] : moreSights[landscape][language];
}

function ageSentence(w: Words, age: number | undefined, school: boolean): string[] {
  if (age === undefined || age < 1) return [];
  const years = age === 1 ? 'ein Jahr alt' : `${numberWords[age] ?? String(age)} Jahre alt`;
  return school
    ? [`${w.name} war ${years}, alt genug, um tausend Fragen über die Welt zu stellen, und jung genug, um zu glauben, dass es auf jede davon eine wunderbare Antwort gibt.`]
    : [`${w.name} war ${years} und hatte ein Herz voller Neugier.`, `${w.name} war ${years} und wollte alles ganz genau wissen.`, `${w.name} war ${years}, und heute war ein langer, fröhlicher Tag gewesen.`];
}

function companionLines(w: Words, isPet: boolean): string[] {
  const { name, pet, aPet, animal, gender, gen } = w;
  const friend = gender === 'f' ? 'beste Freundin' : 'bester Freund';
  return isPet
    ? [
        `Ganz in der Nähe hatte sich ${pet} zusammengerollt, ${ownPet(name, animal, gender)}.`,
        `${pet}, ${ownPet(name, animal, gender)}, wartete schon auf dem Bett.`,
        `Am Fußende des Bettes lag ${pet}, ${ownPet(name, animal, gender)}, und schnarchte leise.`,
      ]
    : [
        `Ganz in der Nähe hatte sich ${gen} ${friend} zusammengerollt: ${aPet} namens ${pet}.`,
        `Am Fußende des Bettes schlummerte ${pet}, ${aPet} und ${gen} aller${friend}.`,
        `Neben ${name} saß ${pet}, ${aPet} mit den weichsten Ohren und den freundlichsten Augen.`,
        `${pet}, ${aPet}, war nie weit weg von ${name}, nicht einmal zur Schlafenszeit.`,
      ];
}

function middleBeat(beat: Beat, plan: StoryPlan, w: Words, p: Picker, school: boolean): (string | undefined | false)[] {
  const f = plan.facts;
  const { name, pet, gen, place, magic } = w;
  const way = place.way.replace(/,$/, '');
  switch (beat) {
    case 'opening':
      return [
        p.one(openings(w, false)),
        w.home && p.one([`${name} wohnte in einem kleinen Haus ${w.home}.`, `${gen} Zuhause war ein gemütliches Haus ${w.home}.`, `${name} wohnte ${w.home}, und heute Abend war dort alles ganz still.`]),
        p.one(ageSentence(w, f.age, school).slice(0, 1)),
        p.one(companionLines(w, f.companionIsPet)),
        w.toy && p.one([`${w.toy} lag wie immer in ${gen} Arm.`, `${w.toy} saß schon auf dem Kopfkissen, bereit für die Nacht.`]),
        p.one(
          magic
            ? [`„Heute Nacht liegt Zauber in der Luft“, flüsterte ${name}, und draußen zwinkerte ein einzelner Stern.`, `„Heute passiert etwas Wunderbares“, flüsterte ${pet}.`, 'Draußen summte der Wind eine geheime Melodie.']
            : ['Draußen zirpten leise die Grillen, und das ganze Haus war ruhig und still.', 'Unten summte jemand leise vor sich hin, und der Wasserkessel seufzte müde.', 'Die Vorhänge wehten sanft, und die Nacht duftete nach frisch gemähtem Gras und Regen.'],
        ),
      ];
    case 'departure':
      return [
        p.one(
          school
            ? [`Gerade als ${name} die Augen schließen wollte, geschah draußen vor dem Fenster etwas Wunderbares und ganz und gar Unerwartetes.`, `${pet} setzte sich kerzengerade auf, spitzte die Ohren und stupste ${name} sanft, aber ziemlich entschlossen an.`, 'Gerade da begannen die Vorhänge zu flattern und sich zu bauschen, obwohl jedes Fenster im Haus fest verschlossen war.']
            : ['Da geschah etwas Wunderbares.', `${pet} stupste ${name} sanft an.`, 'Plötzlich klopfte es leise ans Fenster.', `„Wollen wir los?“, flüsterte ${pet}.`, 'Gerade da bewegten sich die Vorhänge, obwohl kein Fenster offen war.'],
        ),
        p.one([
          `Hinter dem Gartentor wartete ${way}, bereit, ${name} und ${pet} ${place.into} zu bringen.`,
          `Vor dem Fenster schimmerte ${way} und führte den ganzen Weg ${place.into}.`,
          `Genau dort, wo der Garten endete, begann ${way}, und es ging ${place.into}.`,
        ]),
        w.fear && p.one([`${name} hatte manchmal ein bisschen Angst ${w.fear}, aber mit ${pet} an der Seite war es leichter, mutig zu sein.`, `${name} dachte an die Angst ${w.fear} und spürte ein kleines Zittern im Bauch, aber ${pet} drückte ganz fest eine Pfote, und das Zittern wurde kleiner.`]),
        p.one(
          magic
            ? ['Mit einem Rauschen aus silbernem Glitzer ging es los.', 'Ein Band aus Sternenlicht legte sich um die beiden, und schon flogen sie davon.', 'Die Luft prickelte wie Limonade, und los ging es.']
            : ['Langsam und leise, Hand in Pfote, machten sich die beiden auf den Weg.', 'Schritt für leisen Schritt zogen die beiden Freunde los.', 'Auf Zehenspitzen schlichen die beiden hinaus, leise wie zwei Mäuschen.'],
        ),
      ];
    case 'guide':
      return [
        p.fixed(place.guide),
        p.fixed(place.greeting(name)),
        p.one([school && `„Wir haben schon auf dich gewartet, und auf ${pet} auch, seit heute Abend der erste Stern aufgegangen ist.“`, '„Wir haben schon auf dich gewartet.“', '„Wir haben gehofft, dass du heute kommst.“', `„Wer mit ${pet} befreundet ist, ist auch unser Freund.“`, '„Komm mit, es gibt so viel zu sehen.“']),
      ];
    case 'sight-0':
    case 'sight-1':
    case 'sight-2': {
      const second = w.interests[2] ?? w.interests[1] ?? w.interests[0];
      return [
        p.one([place.sights[Number(beat.slice(-1))](name), moreSightsOf(plan, 'de')[Number(beat.slice(-1))]]),
        p.one(school ? [
          `${name} stand ganz still neben ${pet}, versuchte, jede Kleinigkeit auf einmal zu erfassen, und spürte ein Kribbeln reiner Freude.`,
          `„Ich hätte nie gedacht, dass so etwas wirklich sein kann“, flüsterte ${name}, und ${pet} nickte feierlich.`,
          `${name} und ${pet} setzten sich auf einen glatten, kühlen Stein und schauten einfach lange zu, ohne ein einziges Wort zu sagen.`,
          `${pet} stupste ${name} an und zeigte auf eine winzige Kleinigkeit, die sonst niemand bemerkt hatte, und beide lächelten.`,
          `Es war noch schöner, als ${name} es sich vorgestellt hatte, und ${name} hatte sich auf dem Weg hierher eine Menge vorgestellt.`,
        ] : [
          `${name} drückte ${pet} fest an sich und staunte.`,
          `„Schau nur, ${pet}!“, flüsterte ${name}.`,
          `${name} und ${pet} standen ganz still, um bloß nichts zu verpassen.`,
          `„Oh!“, hauchte ${name} mit großen Augen.`,
          `${pet} zeigte mit einer kleinen Pfote darauf, und ${name} lächelte.`,
          `„Das vergesse ich nie“, sagte ${name} leise.`,
          `Es war noch schöner, als ${name} es sich vorgestellt hatte.`,
        ]),
        second && beat === 'sight-1' ? p.one([`Sogar hier dachte ${name} an ${second} und lächelte.`, `${name} musste an ${second} denken, und ${pet} kicherte.`]) : undefined,
      ];
    }
    case 'activity': {
      // An interest from the free text that the favourite activity does not already name.
      const extra = w.interests.find((i) => !f.activity?.toLowerCase().includes(i.toLowerCase()));
      if (f.activity) {
        return [
          p.one([`Dann war es Zeit für ${gen} liebste Sache auf der ganzen Welt: ${f.activity}.`, `„Was machen wir jetzt?“, fragte ${pet}, und ${name} wusste es sofort: ${f.activity}.`]),
          p.one([`${pet} machte mit, und bald machten auch alle neuen Freunde ${place.in} mit.`, `${pet} probierte es auch, und alle lachten und klatschten.`]),
          extra && p.one([`„Und weißt du, was ich noch liebe?“, fragte ${name}. „${capitalise(extra)}!“`, `Danach erzählte ${name} ${pet} alles über ${extra}.`]),
        ];
      }
      if (w.interests.length > 0) {
        const topic = w.interests[0];
        return [
          p.one([
            `Die Freunde ${place.in} hatten gehört, dass ${name} ${topic} liebt, und hatten eine Überraschung vorbereitet.`,
            `„Wir wissen, was du liebst“, sagte ${pet} und zwinkerte. „${capitalise(topic)}!“`,
            `Dann erzählte ${name} allen ${place.in} alles über ${topic}.`,
          ]),
          p.one([
            `Bald spielten alle ein Spiel rund um ${topic}, und ${name} kannte die besten Tricks.`,
            `Alle hörten mit großen, runden Augen zu, denn niemand wusste so viel über ${topic} wie ${name}.`,
            `Zusammen erfanden sie eine Geschichte über ${topic}, und ${pet} lachte so sehr, dass ${name} mitlachen musste.`,
          ]),
          w.interests[1] &&
            p.one([
              `Danach erzählte ${name} ${pet} alles über ${w.interests[1]}, und ${pet} wollte alles ganz genau wissen.`,
              `„Und weißt du, was ich noch liebe?“, fragte ${name}. „${capitalise(w.interests[1])}!“`,
            ]),
        ];
      }
      return [
        p.one([`Dann spielten alle ${place.in} ein langsames, leises Versteckspiel.`, `Dann brachten die neuen Freunde ${place.in} ${name} ein Klatschlied bei.`]),
        p.one([`${pet} versteckte sich immer an derselben Stelle, und ${name} fand ${pet} dort jedes Mal wieder.`, `${pet} klatschte mit, immer einen Takt zu spät, und alle kicherten.`]),
      ];
    }
    case 'food':
      return [
        p.one(['Bald setzten sich alle zu einem Picknick im Mondschein, und was lag wohl auf der Decke?', 'Dann erschien ein kleiner gedeckter Tisch, und es duftete herrlich.']),
        p.fixed(`${capitalise(f.food!)}, ${gen} Lieblingsessen!`),
        p.one([`${pet} bekam auch ein kleines Stück ab.`, `${pet} schleckte jeden Krümel von einem winzigen Teller.`]),
      ];
    case 'achievement': {
      const proud = !w.achievement && isPredicateDe(f.achievement!)
        ? p.one([`Während die beiden sich ausruhten, erzählte ${pet} allen stolz: ${name} ${f.achievement}.`, `„Wisst ihr was?“, sagte ${pet} stolz. „${name} ${f.achievement}!“`])
        : !w.achievement
        ? p.one([`Während die beiden sich ausruhten, erzählte ${name} allen stolz von einem großen Moment: ${f.achievement}.`, `„Wisst ihr was?“, sagte ${name}. „Ich habe etwas Großes erlebt: ${f.achievement}!“`])
        : p.one([`Während die beiden sich ausruhten, erzählte ${name} stolz: „Ich habe ${w.achievement}!“`, `„Wisst ihr was?“, sagte ${name}. „Ich habe ${w.achievement}!“`]);
      return [proud, p.one([`Alle Freunde ${place.in} jubelten, und ${pet} tanzte ein fröhliches Tänzchen.`, `Alle klatschten, und ${pet} schlug vor Freude einen Purzelbaum.`])];
    }
    case 'wish':
      return [
        p.one([`Als die Nacht tiefer wurde, fragte ${pet}, was sich ${name} am meisten wünschte.`, `„Was ist dein größter Wunsch?“, fragte ${pet} leise.`, `Unter einer Sternschnuppe flüsterte ${pet}: „Wünsch dir was, ${name}.“`]),
        p.fixed(`${name} überlegte kurz und antwortete: „${capitalise(f.goal ?? (w.fear ? `Ganz mutig zu sein, auch wenn die Angst ${w.fear} kommt` : 'Mich immer geborgen und geliebt zu fühlen'))}.“`),
        w.fear && p.one([`Und die Angst ${w.fear}? Heute Nacht war sie ganz klein geworden, denn ${name} wusste jetzt, wie mutig ein Herz sein kann.`, `${name} dachte noch einmal an die Angst ${w.fear}, und diesmal zitterte nichts mehr, da war nur ein warmes, mutiges Leuchten.`]),
        p.one(
          magic
            ? [`Da fiel ein Schauer goldener Funken vom Himmel, und der Wunsch begann wahr zu werden: ${name} spürte es, warm und hell, wie ein kleines Licht im Inneren.`, 'Der Stern leuchtete heller und heller, und der Wunsch ließ sich sanft in ihren Herzen nieder.']
            : [`Und genau dort, ${place.in}, begann der Wunsch wahr zu werden: ${name} spürte es, warm und sicher, wie ein kleines Licht im Inneren.`, `Der Wunsch stieg auf wie eine Seifenblase, und ${name} wurde es ganz warm.`],
        ),
      ];
    case 'homecoming':
      return [
        p.one(['Schließlich stieg der Mond hoch hinauf, und es war Zeit, nach Hause zurückzukehren.', `„Zeit, nach Hause zu gehen“, sagte ${pet} und gähnte.`, 'Die Sterne wurden blasser, einer nach dem anderen, und die Freunde machten sich auf den Heimweg.']),
        p.one([
          `${capitalise(way)} brachte ${name} und ${pet} sanft und langsam zurück, vorbei an schlafenden Bäumen und funkelnden Sternen.`,
          `Sie winkten allen ${place.in} zum Abschied, und ${way} brachte sie den ganzen Weg nach Hause.`,
        ]),
      ];
    case 'sleep':
      return [
        p.one([
          `Zu Hause kuschelte sich ${name} tief unter die weiche Decke in ${w.colour}, und ${pet} rollte sich ganz nah daneben zusammen.`,
          `Bald lag ${name} wieder im Bett, warm und geborgen, und ${pet} schnarchte leise auf dem Kopfkissen.`,
          `Das Bett war noch genauso warm wie vorher, und ${name} und ${pet} schlüpften unter die Decke.`,
        ]),
        w.toy && p.one([`${w.toy} kuschelte sich mit dazu.`, `${w.toy} bekam noch eine schläfrige Umarmung.`]),
        p.one([`„Gute Nacht, ${pet}“, flüsterte ${name}. „Gute Nacht, ${name}“, kam die schläfrige Antwort.`, `„Danke für heute Nacht“, flüsterte ${name}, und ${pet} seufzte ein letztes Mal zufrieden.`]),
        p.one([
          `${gen} Augen wurden schwer, der Atem wurde ruhig, und bald schlief ${name} tief und fest und träumte ${place.dreamOf}.`,
          `Ein langsamer Atemzug, noch einer, und schon schlief ${name} tief und fest und träumte ${place.dreamOf}.`,
        ]),
        p.one(magic ? ['Ein letzter goldener Funke ließ sich auf dem Kissen nieder und bewahrte den Zauber bis zum Morgen.', 'Und der kleine Stern vor dem Fenster hielt die ganze Nacht lang Wache.'] : ['Schlaf gut, kleiner Schatz, und träum süß.', 'Im Haus war es still, und der Mond hielt Wache bis zum Morgen.']),
      ];
  }
}

function toneLines(w: Words): string[] {
  const { name, pet, colour, gen } = w;
  return w.magic
    ? [
        'Winzige Zauberfunken tanzten durch die Luft wie goldene Glühwürmchen.',
        `Wo immer ${name} hintrat, blühten kleine Blumen aus Licht auf und klingelten leise.`,
        `${pet} begann im Sternenstaub zu schimmern, und die beiden Freunde kicherten vor Staunen.`,
        'Ein Regenbogen aus Mondlicht spannte sich über ihnen, heller als jeder Traum.',
        'Irgendwo läutete eine Wunschglocke, und die Luft duftete nach Zimt und Sternenlicht.',
        w.colourGiven ? `Der Nachthimmel schimmerte in ${colour}, ${gen} allerliebster Farbe, als wüsste der Zauber Bescheid.` : `Der Nachthimmel schimmerte sanft in ${colour}, als hätte der Zauber ihn angemalt.`,
        'Alles funkelte, als hätte jemand die ganze Welt mit Zucker und Sternen bestäubt.',
        'Eine kleine Wolke schwebte vorbei und ließ winzige Schneeflocken aus Licht rieseln.',
        'Der Mond summte eine Melodie, die nur Freunde hören konnten.',
      ]
    : [
        'Hier ging alles ganz langsam, als würde sich die ganze Welt fürs Bett fertig machen.',
        `Eine sanfte Brise summte ein Schlaflied, und ${name} gähnte glücklich.`,
        'Der Mond lächelte herab, rund und freundlich, wie ein Nachtlicht am Himmel.',
        `${pet} gähnte ganz groß und müde, und ${name} musste auch gähnen.`,
        'Ringsum war die Nacht still und warm wie ein frisch bezogenes Bett.',
        'Die Sterne blinzelten langsam, einer nach dem anderen, als würden auch sie müde.',
        'Jeder Schritt fühlte sich leichter und ruhiger an, wie ein Schweben auf einer Wolke.',
        'Irgendwo in der Ferne rief leise eine Eule, und die Blätter flüsterten zurück.',
        'Die Luft war kühl und süß, und alles fühlte sich sicher an.',
      ];
}

/** Longer, richer sentences for school-age children, one added to most scenes. */
function richLines(w: Words): string[] {
  const { name, pet } = w;
  return [
    `${name} bemerkte, wie sich die Schatten dehnten und verschoben, als würde die Nacht selbst langsam ein- und ausatmen, ruhig und riesengroß und kein bisschen unheimlich.`,
    `${name} fiel ein, dass jeder einzelne Stern dort oben eine eigene Sonne ist, unvorstellbar weit entfernt, und dass manche von ihnen vielleicht gerade auf andere Kinder scheinen, die einschlafen.`,
    `${pet} erklärte in einem sehr ernsten Flüsterton, dass an den stillsten Orten der Welt oft die erstaunlichsten Dinge geschehen, wenn man sich nur die Zeit nimmt, genau hinzusehen.`,
    `In der Luft lag eine merkwürdige Mischung aus Düften, warme Erde und kühler Tau und etwas Süßes, für das ${name} keinen Namen fand, wie die Erinnerung an einen Sommernachmittag.`,
    `${name} versuchte, sich jede Kleinigkeit zu merken, die Farben und die Geräusche und den sanften Takt von ${genitive(pet)} Schritten, um morgen beim Frühstück alles erzählen zu können.`,
    'Irgendwo in der Ferne schlug eine Uhr, obwohl niemand sagen konnte, wo sie stand, und mit jedem Schlag wurde die Nacht ein wenig sanfter und ein wenig geheimnisvoller.',
    `${name} verstand, dass Mutigsein nicht bedeutet, nie aufgeregt zu sein, sondern aufgeregt zu sein und trotzdem den nächsten kleinen Schritt zu wagen, mit einem Freund an der Seite.`,
    'Alles hier schien einem eigenen, langsamen und friedlichen Rhythmus zu folgen, als hätte die Zeit selbst beschlossen, die Schuhe auszuziehen und sich eine Weile auszuruhen.',
    `${pet} entdeckte ein Sternbild, das wie eine schlafende Katze aussah, und gemeinsam erfanden die beiden eine lange und ziemlich alberne Geschichte darüber, wie es an den Himmel gekommen war.`,
    'Das Mondlicht malte alles in Silber und Hellblau und verwandelte gewöhnliche Steine und Blätter in Schätze, die glitzerten wie der Inhalt einer Piratenkiste.',
    `${name} fragte sich, ob Tiere wohl träumen, und wenn ja, ob ${pet} in all den Nächten zu Hause von genau solchen Abenteuern wie diesem träumte.`,
    'Hoch über ihnen zog ein blasser Wolkenschleier über den Mond, und für einen Augenblick hielt die ganze Landschaft den Atem an, silbern und lautlos und vollkommen still.',
    `${name} beschloss, dass dies genau die Art von Ort war, über die eine Entdeckerin oder ein Entdecker in einem Notizbuch aus Leder schreiben würde, mit sorgfältigen Zeichnungen und sehr vielen Ausrufezeichen.`,
    'Von irgendwo hinter den Hügeln kam ein sanfter Wind und trug leise Musik mit sich, als würde ein Orchester aus Grillen und Fröschen gerade ein Schlaflied nur für die beiden proben.',
  ];
}

// ---------------------------------------------------------------- toddler register

function toddlerBeat(beat: Beat, plan: StoryPlan, w: Words, p: Picker): (string | undefined | false)[] {
  const f = plan.facts;
  const { name, pet, aPet, place, magic } = w;
  const way = place.way.replace(/,$/, '');
  switch (beat) {
    case 'opening':
      return [
        p.one(openings(w, true)),
        w.home && p.fixed(`${name} wohnt ${w.home}.`),
        f.age !== undefined && f.age >= 1 && p.fixed(f.age === 1 ? `${name} ist eins.` : `${name} ist ${numberWords[f.age]}.`),
        p.one([`Hier ist ${pet}. ${pet} ist ${aPet}.`, `Hallo, ${pet}!`, `${pet} ist auch da.`]),
        w.toy && p.fixed(`Und hier ist ${w.toy.replace(/^(Der|Die|Das) /, (a) => a.toLowerCase())}. Drück, drück!`),
      ];
    case 'departure':
      return [
        p.one([`Schau, ${name}! Schau!`, `${pet} sagt: „Komm, komm!“`, 'Klopf, klopf! Was ist das?']),
        p.one([`Da ist ${way}.`, `Los geht es ${place.into}.`, `Schau! ${capitalise(way)}!`]),
        w.fear && p.fixed(`${name} hat ein bisschen Angst ${w.fear}. Aber ${pet} ist da.`),
        p.one(magic ? ['Huiii, huiii! Hoch und weg!', 'Sausen, sausen, sausen!', 'Flieg, flieg, flieg davon!'] : ['Tapp, tapp, tapp.', 'Tipp, tapp, tipp, tapp.', 'Trippel, trappel, kleine Füße.']),
      ];
    case 'guide':
      return [p.one(['Wer ist das? Ein Freund!', 'Klopf, klopf! Wer ist da?', 'Oh, oh! Da kommt jemand!']), p.one([`„Hallo, ${name}! Hallo, ${pet}!“`, `„Hallo, ${name}! Komm, spiel mit!“`, `„Willkommen, willkommen, ${name}!“`])];
    case 'sight-0':
    case 'sight-1':
    case 'sight-2':
      return [
        p.one([`So viel zu sehen ${place.in}!`, 'Schau hoch, ganz hoch!', 'Die Sterne machen funkel, funkel.', 'So ein großer, großer Baum!', 'Plitsch, platsch, ein kleiner Bach!', 'Oh, ein winziges, winziges Licht!']),
        p.one([`„Oh!“, sagt ${name}.`, `„Wow!“, sagt ${pet}.`, `${name} klatscht. Klatsch, klatsch, klatsch!`, `${pet} hüpft. Hopp, hopp, hopp!`, `„Schau!“, sagt ${name}.`]),
      ];
    case 'activity': {
      const topic = f.activity ?? w.interests[0];
      return topic
        ? [
            f.activity ? p.fixed(`${name} mag am liebsten: ${f.activity}!`) : p.one([`${name} liebt ${topic}!`, `Schau mal! ${name} liebt ${topic}!`, `Hurra! ${name} liebt ${topic} so sehr!`]),
            p.one([`${pet} auch!`, `„Ich auch!“, sagt ${pet}.`, `${pet} findet das auch toll.`]),
            w.interests[1] && !f.activity ? p.fixed(`Und ${w.interests[1]}! Juhu!`) : undefined,
            p.one(['Juhu, juhu, juhu!', 'Noch mal, noch mal!']),
          ]
        : [p.one(['Kuckuck! Wo sind alle?', 'Verstecken! Eins, zwei, drei!', 'Rundherum tanzen alle.']), p.one([`Da ist ${pet}! Hihi!`, `Gefunden, ${pet}! Haha!`, `${pet} dreht sich. Huiii!`])];
    }
    case 'food':
      return [p.one([`Mjam, mjam! ${capitalise(f.food!)}!`, `${capitalise(f.food!)}! Mjam, mjam, mjam!`]), p.one([`${pet} isst auch. Mampf, mampf.`, `Knusper, knusper, macht ${pet}.`])];
    case 'achievement':
      return [!w.achievement ? p.fixed(isPredicateDe(f.achievement!) ? `${name} ${f.achievement}! So stolz!` : `${name} ist stolz: ${f.achievement}!`) : p.fixed(`„Ich habe ${w.achievement}!“, sagt ${name}.`), p.one(['Hurra! Klatsch, klatsch, klatsch!', 'Juhu! Toll gemacht, toll gemacht!', 'Hipp, hipp, hurra!'])];
    case 'wish':
      return [
        p.one([`Ein Stern! ${name} wünscht sich was.`, `Schau, eine Sternschnuppe! Wünsch dir was, ${name}.`, 'Funkel, funkel, Wunschstern.']),
        f.goal ? p.fixed(`„${capitalise(f.goal)}“, sagt ${name}.`) : p.one(['Pst, das ist ein geheimer Wunsch.', 'Der Wunsch ist geheim. Pst!', 'So ein großer, großer Wunsch!']),
        w.fear && p.one([`${name} ist jetzt mutig. Mutig, mutig!`, `Keine Angst mehr! Mutig, mutig, ${name}!`]),
      ];
    case 'homecoming':
      return [p.one(['Jetzt geht es nach Hause.', 'Zeit, nach Hause zu gehen.', `„Jetzt nach Hause“, sagt ${pet}.`]), p.one(['Nach Hause, nach Hause.', 'Zurück, zurück, zurück.', 'Huiii, zurück nach Hause!'])];
    case 'sleep':
      return [
        p.one([`Ab ins Bett, ${name}. Kuschel, kuschel.`, `Kuschel dich ein, ${name}. Warm, warm.`, `Wieder im Bett, ${name}. Schön warm.`]),
        w.toy && p.fixed(`${w.toy} ist auch im Bett.`),
        p.one([`„Gute Nacht, ${pet}.“ „Gute Nacht, ${name}.“`, `„Schlaf schön, ${pet}.“ „Schlaf schön, ${name}.“`, `Küsschen, Küsschen. Gute Nacht, ${pet}.`]),
        p.one([`Jetzt schläft ${name} tief und fest.`, `${name} schläft jetzt tief und fest.`, `Bald schläft ${name} tief und fest.`]),
        p.one(['Pst. Schlaf gut.', 'Schnarch, schnarch, schnarch.']),
      ];
  }
}

function toddlerTones(w: Words): string[] {
  return w.magic
    ? ['Funkel, funkel!', 'Glitzer, glitzer, überall.', 'Kling, kling, kling!', 'Blubb, blubb! Zauberblasen.', 'Die Lichter tanzen hin und her.']
    : ['Gähn, gähn.', 'Pst, pst, sagt der Wind.', 'Sch, sch, sagen die Bäume.', 'Leise, leise, leise.', 'Der Mond sagt Hallo.'];
}

export function writeGerman(plan: StoryPlan): { title: string; summary: string; scenes: string[] } {
  const f = plan.facts;
  const w = wordsOf(plan);
  const p = new Picker(plan.random.fork('text-de'));
  const quietBeats: Beat[] = ['opening', 'departure', 'wish', 'sleep'];
  const toddler = f.ageGroup === 'toddler';
  const school = f.ageGroup === 'school';
  const tones = toddler ? toddlerTones(w) : toneLines(w);
  const rich = richLines(w);
  // What the parent told us is never dropped for being short.
  const facts = [f.place.de.guide, f.place.de.greeting(f.name), w.home, w.toy, w.fear, w.achievement, ...w.interests, f.food && capitalise(f.food), f.goal && capitalise(f.goal), f.activity].filter((x): x is string => Boolean(x));
  const scenes = plan.beats.map((beat) => {
    let sentences = toddler ? toddlerBeat(beat, plan, w, p) : middleBeat(beat, plan, w, p, school);
    // School children get the longer sentences only (but always the line that carries the scene).
    if (school) sentences = sentences.filter((s, i) => !s || i === 0 || wordCount(s) >= 10 || facts.some((fact) => s.toLowerCase().includes(fact.toLowerCase())));
    if (!quietBeats.includes(beat)) sentences.push(p.one(tones));
    if (school && beat !== 'sleep') sentences.push(p.one(rich));
    if (school && beat.startsWith('sight')) sentences.push(p.one(rich));
    return sentences;
  });
  const title = plan.random.fork('title-de').pick(titles(w));
  const summary = `${f.name} und ${f.petName}, ${littleOne(f.animal.de, f.animal.gender)}, reisen ${f.place.de.into}, ${
    f.storyType === 'classic' ? 'erleben ein ruhiges, gemütliches Abenteuer' : 'entdecken eine Welt voller Zauber und Wunder'
  } und schlafen am Ende selig ein.`;
  return { title, summary, scenes: assembleScenes(scenes) };
}
