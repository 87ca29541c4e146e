import { capitalise as c } from '../grammar.ts';
import type { Slot, Words } from '../types.ts';

// Deutsch: die eigenen Szenen der Plots (Kindergarten- und Schulkinder), mehrere Sätze je Platz.

const g = (w: Words) => w.place.guideName;
/** Who gives the dream gift: the guide when the story met it, else the companion (no guide greeting anyone at the very end). */
const giver = (w: Words) => (w.metGuide ? g(w) : w.pet);
const cr = (w: Words) => w.place.creature;
const tr = (w: Words) => w.place.treasure;
const gift = (w: Words) => w.place.gift;
/** The relative pronoun for a noun: der/die/das. */
const which = (n: { it: { nom: string } }) => ({ er: 'der', sie: 'die', es: 'das' })[n.it.nom] ?? 'das';
/** „einen Freund“ or „eine Freundin“, as the creature's gender says. */
const aFriend = (w: Words) => (cr(w).it.nom === 'sie' ? 'eine Freundin' : 'einen Freund');

export const plotsDe = {
  'lost-missing': [
    [
      // Nur einmal getroffen: nach der eigenen Szene des Begleiters ist er schon da.
      (w: Words) =>
        !w.metGuide &&
        `Bald trafen sie ${g(w)}, der seufzend den Boden absuchte.`.replace(
          ', der ',
          /^(Eulalia|Marina|Bronte)$/.test(g(w)) ? ', die ' : ', der ',
        ),
      (w: Words) => !w.metGuide && `Nicht weit entfernt fanden sie ${g(w)}, ganz besorgt, unter jedem Stein suchend.`,
      (w: Words) => w.metGuide && `Ein Stück weiter blieb ${g(w)} stehen und suchte seufzend den Boden ab.`,
      (w: Words) => `Plötzlich kam ihnen ${g(w)} entgegengeeilt und sah sehr bekümmert aus.`,
    ],
    [
      (w: Words) =>
        `„Ich habe ${tr(w).the.acc} verloren“, sagte ${g(w)}. „Ohne ${tr(w).it.acc} ist die Nacht ${w.place.in} nicht dieselbe.“`,
      (w: Words) =>
        `„${c(tr(w).the.nom)} ist weg“, sagte ${g(w)} traurig. „Bei Sonnenuntergang war ${tr(w).it.nom} noch da, und jetzt finde ich ${tr(w).it.acc} nirgends.“`,
      (w: Words) => `${c(tr(w).the.nom)} war verschwunden, und ${g(w)} hatte schon zweimal überall gesucht.`,
    ],
    [
      (w: Words) => `„Wir helfen dir suchen“, sagte ${w.name} sofort.`,
      (w: Words) =>
        `${w.name} und ${w.pet} sahen sich an und nickten: Sie würden es finden, ${w.place.in} ging so leicht nichts verloren.`,
      (w: Words) => `„Im Finden sind wir richtig gut“, sagte ${w.pet}, und ${w.name} nickte.`,
    ],
  ],
  'lost-search': [
    [
      (w: Words) =>
        `Sie suchten oben und unten, vorne und hinten, ${w.name} auf der einen Seite und ${w.pet} auf der anderen.`,
      (w: Words) =>
        `${w.name} schaute überall dort, wohin etwas Kleines rollen könnte, und ${w.pet} schnüffelte überall sonst.`,
      (w: Words) => `Immer im Kreis gingen sie, riefen leise, hoben alles hoch und spähten in jede Ecke.`,
    ],
    [(w: Words) => w.place.sights[2], (w: Words) => w.place.sights[4], (w: Words) => w.place.sights[1]],
    [
      (w: Words) => `Aber ${tr(w).the.nom} war nirgends zu sehen.`,
      (w: Words) => `„Hier nicht“, seufzte ${w.pet}. „Und da auch nicht.“`,
      (w: Words) => `${w.name} fragte sich schon, ob es für immer verloren war.`,
    ],
  ],
  'lost-clue': [
    [
      (w: Words) =>
        `Da bemerkte ${w.name} etwas, an dem alle anderen vorbeigelaufen waren: eine winzige Glitzerspur auf dem Boden.`,
      (w: Words) =>
        `„Wartet“, sagte ${w.name} und kniete sich hin. „Hier war jemand, und er hat etwas Glänzendes getragen.“`,
    ],
    [
      (w: Words) =>
        `Sie folgten der Spur, einem Hinweis nach dem anderen, bis sie an einem ganz unerwarteten Ort endete.`,
      (w: Words) =>
        `Die Hinweise führten sie in einem großen Kreis herum, und ${w.pet} lachte, als sie merkten, dass sie wieder am Anfang standen.`,
    ],
    [
      (w: Words) =>
        `„Es wurde gar nicht gestohlen“, sagte ${w.name} langsam. „Jemand hat es ausgeliehen und wollte es zurückbringen.“`,
      (w: Words) => `„Dann war es nie wirklich verloren“, sagte ${w.pet}. „Es war nur auf einem kleinen Abenteuer.“`,
    ],
  ],
  'lost-found': [
    [
      (w: Words) => `Und da lag ${tr(w).it.nom}, glitzernd im Mondlicht: ${tr(w).the.nom}!`,
      (w: Words) => `${w.pet} quiekte, und ${w.name} hob ${tr(w).the.acc} behutsam auf.`,
      (w: Words) =>
        `Endlich entdeckte ${w.name} ${tr(w).it.acc}, gut versteckt an einer Stelle, an die niemand gedacht hatte.`,
    ],
    [
      (w: Words) => `${g(w)} freute sich so sehr, dass ${w.name} das größte Dankeschön der ganzen Nacht bekam.`,
      (w: Words) =>
        `Als ${w.name} ${tr(w).it.acc} zurückgab, lächelte ${g(w)} so breit, dass die ganze Nacht heller wurde.`,
    ],
    [
      (w: Words) => `„Was täte ich nur ohne euch zwei?“, sagte ${g(w)}.`,
      (w: Words) => `${w.name} wurde es warm bis in die Zehenspitzen.`,
    ],
  ],
  'home-meet': [
    [
      (w: Words) => `Sie waren noch nicht weit gekommen, als sie ein leises Schniefen hörten.`,
      (w: Words) => `Am Wegrand saß jemand ganz Kleines, ganz allein, und ${w.pet} sah es zuerst.`,
      (w: Words) => `${w.pet} blieb stehen und lauschte: Ganz in der Nähe weinte jemand leise.`,
    ],
    [
      (w: Words) => `Es war ${cr(w).a.nom}, und ${cr(w).it.nom} fand nicht mehr nach Hause.`,
      (w: Words) => `Da saß ${cr(w).a.nom}, zitterte ein bisschen und wusste den Weg nach Hause nicht mehr.`,
    ],
    [
      (w: Words) => `„Keine Angst“, sagte ${w.name} sanft. „${w.pet} und ich bringen dich nach Hause.“`,
      (w: Words) => `${w.name} kniete sich hin und fragte: „Wo wohnst du? Wir helfen dir hin.“`,
      (w: Words) => `${w.pet} streckte ${w.limb.a} aus, und das Kleine hörte auf zu weinen.`,
    ],
  ],
  'home-way': [
    [
      (w: Words) =>
        `Also machten sie sich auf den Weg, ${w.name} trug ${cr(w).the.acc} ganz vorsichtig, und ${w.pet} ging voraus.`,
      (w: Words) => `${c(cr(w).the.nom)} saß auf ${w.poss} Schulter und zeigte mal hierhin, mal dorthin.`,
      (w: Words) => `Sie gingen langsam, damit ${cr(w).the.nom} keine Angst bekam.`,
    ],
    [(w: Words) => w.place.sights[0], (w: Words) => w.place.sights[1], (w: Words) => w.place.sights[3]],
    [
      (w: Words) => `„Ist es noch weit?“, fragte ${w.name}, und ein feines Stimmchen sagte: „Nur noch ein bisschen.“`,
      (w: Words) => `Damit alle fröhlich blieben, summte ${w.name} ein Lied, und ${cr(w).the.nom} summte mit.`,
    ],
  ],
  'home-fork': [
    [
      (w: Words) => `Dann teilte sich der Weg, und ${cr(w).the.nom} wusste nicht mehr, welcher der richtige war.`,
      (w: Words) => `An einer Weggabelung mussten sie stehen bleiben: links oder rechts?`,
    ],
    [
      (w: Words) =>
        `${w.name} dachte scharf nach und fragte: „Was hörst du nachts von zu Hause?“ Das Kleine lauschte und zeigte nach links.`,
      (w: Words) =>
        `${w.name} fiel ein, dass ein Zuhause dort ist, wo die Lichter warm sind, und suchte das wärmste Leuchten.`,
    ],
    [
      (w: Words) => `„Gut überlegt“, sagte ${w.pet}, und sie nahmen den linken Weg.`,
      (w: Words) => `Es war eine gute und kluge Idee, und bald hörten sie vertraute Stimmen.`,
    ],
  ],
  'home-arrive': [
    [
      (w: Words) => `Und endlich waren sie da, bei ${w.place.creatureHome}.`,
      (w: Words) =>
        // Not „das Zuhause des Kleinen, ganz nah bei ihrem Türchen“: the home is the place, and the little one may be a she.
        `Gerade als der Mond über ihnen aufging, kamen sie bei ${w.place.creatureHome} an.`,
    ],
    [
      (w: Words) => `Alle kamen herausgelaufen, um das Kleine zu drücken, und es gab Freudentränen.`,
      (w: Words) => `Die ganze Familie hatte gewartet, und das Umarmen wollte gar nicht mehr aufhören.`,
    ],
    [
      (w: Words) => `„Danke, ${w.name}, danke, ${w.pet}“, sagten alle.`,
      (w: Words) => `${c(cr(w).the.nom)} winkte und winkte, bis ${w.name} und ${w.pet} nicht mehr zu sehen waren.`,
    ],
  ],
  'fear-shadow': [
    [
      (w: Words) => `Da blieb ${w.name} so plötzlich stehen, dass ${w.pet} von hinten dagegenstieß.`,
      (w: Words) => `Alles war friedlich, bis ${w.pet} ${w.poss} Ärmel packte.`,
    ],
    [(w: Words) => w.place.shadow],
    [
      (w: Words) => `${w.poss} Herz klopfte wie eine Trommel, und ${w.pet} drückte sich ganz dicht heran.`,
      (w: Words) => `„Was ist das?“, flüsterte ${w.name} und hielt ${w.pet} ganz fest.`,
      (w: Words) => `${w.pet} schluckte, und ${w.name} schluckte auch.`,
    ],
  ],
  'fear-closer': [
    [
      (w: Words) => `„Sollen wir nachsehen?“, fragte ${w.name}, obwohl die Knie ein bisschen wackelten.`,
      (w: Words) =>
        `${w.name} holte tief Luft, und ${w.pet} rückte ganz nah heran. „Große Dinge sind von nahem oft kleiner“, sagte ${w.he}.`,
    ],
    [
      (w: Words) => `Schritt für Schritt schlichen sie näher, und ${w.name} hielt ${w.pet} ganz fest.`,
      (w: Words) => `Ein kleiner Schritt, dann noch einer, und ${w.pet} zählte sie flüsternd mit.`,
    ],
    [
      (w: Words) => `Je näher ${w.name} und ${w.pet} kamen, desto kleiner schien der Schatten zu werden.`,
      (w: Words) => `Und das Seltsame war: Mit jedem Schritt sah die Gestalt ein bisschen weniger gruselig aus.`,
    ],
  ],
  'fear-voice': [
    [
      (w: Words) =>
        `Da kam ein feines Stimmchen aus dem Dunkeln: „Bitte habt keine Angst vor mir, ${w.name} und ${w.pet}. Ich habe doch Angst vor dir, ${w.pet}!“`,
    ],
    [
      (w: Words) => `${w.name} musste vor Überraschung fast lachen. Da hatte jemand noch mehr Angst!`,
      (w: Words) => `${w.name} und ${w.pet} sahen sich an: Daran hatte niemand gedacht, nicht einmal ${w.pet}.`,
    ],
    [
      (w: Words) =>
        `„Wir sind Freunde“, sagte ${w.name} freundlich. „Du kannst herauskommen, ${w.pet} tut dir nichts.“`,
    ],
  ],
  'fear-small': [
    [(w: Words) => w.place.shadowTruth],
    [
      (w: Words) => `${w.name} lachte, ${w.pet} lachte, und bald lachte auch das kleine Wesen mit.`,
      (w: Words) => `„Das ist alles?“, kicherte ${w.pet}, und ${w.name} kicherte mit.`,
    ],
    [
      (w: Words) =>
        `In dieser Nacht ${w.place.in} lernte ${w.name} etwas: Schatten sind immer größer als das, was sie wirft.`,
      (w: Words) =>
        `Von da an dachte ${w.name} bei jedem großen Schatten daran, wie klein er in Wirklichkeit gewesen war.`,
    ],
  ],
  'surprise-idea': [
    [
      (w: Words) =>
        `„Psst“, flüsterte ${w.pet}. „Weißt du was? Morgen hat ${g(w)} Geburtstag, und niemand hat daran gedacht.“`,
      (w: Words) =>
        `${w.pet} hatte ein Geheimnis, und es war ein großes: ${g(w)} fühlte sich in letzter Zeit ein bisschen einsam.`,
    ],
    // Idee und Plan in einem Platz: Wer gerade gesprochen hat, spricht ohne zweites „sagte Ida“ weiter.
    [
      (w: Words) =>
        `„Lass uns eine Überraschung machen“, sagte ${w.name} mit leuchtenden Augen. Sie beschlossen, ${gift(w).a.acc} zu basteln und es bis zum allerletzten Moment geheim zu halten.`,
      (w: Words) =>
        `„Lass uns eine Überraschung machen“, sagte ${w.name} mit leuchtenden Augen. „Wir basteln ${gift(w).a.acc}. Und niemand darf es wissen!“`,
      (w: Words) =>
        `${w.name} überlegte kurz und hatte dann die beste Idee des ganzen Abends. Sie beschlossen, ${gift(w).a.acc} zu basteln und es bis zum allerletzten Moment geheim zu halten.`,
      (w: Words) =>
        `${w.name} überlegte kurz und hatte dann die beste Idee des ganzen Abends. „Wir machen ${gift(w).a.acc}“, sagte ${w.name}. „Und niemand darf es wissen!“`,
    ],
  ],
  'surprise-make': [
    [
      (w: Words) =>
        `Sie arbeiteten leise und flink, ${w.name} mit beiden Händen und ${w.pet} mit den ${w.limb.withMany}.`,
      (w: Words) => `Schnipp, falt, knot: ${w.name} und ${w.pet} arbeiteten Seite an Seite.`,
      (w: Words) => `Es war schwerer als gedacht, aber sie machten weiter und kicherten leise vor sich hin.`,
    ],
    [
      (w: Words) => `Andere kamen zum Helfen, und alle versprachen, das Geheimnis zu bewahren.`,
      (w: Words) => `Einmal ließ ${w.pet} alles scheppernd fallen, und beide erstarrten, aber niemand kam.`,
    ],
    [
      (w: Words) => `Stück für Stück wurde ${gift(w).the.nom} schöner.`,
      (w: Words) => `Als der Mond hoch stand, war ${gift(w).the.nom} fertig.`,
    ],
  ],
  'surprise-almost': [
    [
      (w: Words) => `Plötzlich hörten sie Schritte: ${g(w)} kam!`,
      (w: Words) => `„Versteck es!“, zischte ${w.pet}, als ${g(w)} um die Ecke bog.`,
    ],
    [
      (w: Words) =>
        `${w.name} setzte sich schnell auf die Überraschung und versuchte, ganz, ganz gewöhnlich auszusehen.`,
      (w: Words) =>
        `${w.name} fing schnell an, über das Wetter zu reden, denn so schnell fiel einem nichts anderes ein.`,
    ],
    [(w: Words) => `${g(w)} sah sie ein wenig verwundert an und ging weiter, und ${w.pet} flüsterte: „Das war knapp!“`],
  ],
  'surprise-reveal': [
    [
      (w: Words) =>
        `Dann versammelten sich alle, und ${w.name} rief ${g(w)} herbei. „Augen zu, bitte, und nicht schummeln!“`,
      (w: Words) =>
        `Als alles bereit war, holte ${w.pet} ${g(w)} herbei. „Augen zu, nicht schummeln!“, sagte ${w.pet}.`,
    ],
    [
      (w: Words) => `„Überraschung!“, riefen alle, und ${w.name} überreichte ${gift(w).the.acc}.`,
      (w: Words) => `${g(w)} öffnete die Augen und sah ${gift(w).the.acc}, und alle riefen: „Überraschung!“`,
    ],
    [
      (w: Words) =>
        `${g(w)} war so gerührt, dass eine Freudenträne kullerte, und dann gab es eine große Umarmung für alle.`,
      (w: Words) => `„So etwas Liebes hat noch nie jemand für mich getan“, sagte ${g(w)} leise.`,
    ],
  ],
  'rescue-call': [
    [
      (w: Words) => `Plötzlich hörte ${w.pet} es: ein dünnes Stimmchen, das rief: „Hilfe, bitte!“`,
      (w: Words) =>
        `${w.pet} blieb stehen und lauschte. Irgendwo ${w.place.in} rief jemand um Hilfe, ganz in der Nähe.`,
    ],
    [
      (w: Words) => `${w.name} überlegte keine Sekunde und rief: „Komm, ${w.pet}!“`,
      (w: Words) => `${w.name} und ${w.pet} folgten der Stimme, so schnell sie konnten, aber vorsichtig.`,
    ],
  ],
  'rescue-stuck': [
    [
      (w: Words) => `Da war ${cr(w).a.nom}, ${which(cr(w))} in ${w.place.snag} feststeckte und zitterte.`,
      (w: Words) =>
        `Sie fanden ${cr(w).a.acc}, ${which(cr(w))} in ${w.place.snag} festhing, sich nicht mehr bewegen konnte und sie mit großen, ängstlichen Augen ansah.`,
    ],
    [
      (w: Words) =>
        `„Halt still, Kleines“, sagte ${w.name} mit der sanftesten Stimme. „Jetzt sind ${w.pet} und ich da.“`,
      (w: Words) =>
        `„Hab keine Angst“, flüsterte ${w.pet}. „Ich bin ${w.pet}, und so etwas kann ${w.name} richtig gut.“`,
    ],
  ],
  'rescue-plan': [
    [
      (w: Words) => `Ziehen hätte wehgetan, also dachte sich ${w.name} etwas Klügeres aus.`,
      (w: Words) => `„Wir brauchen einen Plan“, sagte ${w.name}. „Einen sanften.“`,
    ],
    [
      (w: Words) => `${w.pet} hielt das Kleine ganz sanft fest, während ${w.name} es Stück für Stück befreite.`,
      (w: Words) => `Sie bauten eine kleine, weiche Rampe, und ${w.name} sprach die ganze Zeit ruhig mit dem Kleinen.`,
    ],
    [
      (w: Words) =>
        `Es brauchte Geduld, viel mehr, als ${w.name} und ${w.pet} gedacht hatten, aber Geduld war genau das Richtige.`,
    ],
  ],
  'rescue-free': [
    [
      (w: Words) => `Mit einem letzten sanften Ruck war ${cr(w).the.nom} frei!`,
      (w: Words) => `Langsam, vorsichtig, und dann auf einmal war ${cr(w).the.nom} draußen.`,
    ],
    [
      (w: Words) =>
        `${c(cr(w).it.nom)} sprang ${w.name} direkt in die Arme, und auch ${w.pet} spürte, wie das kleine Herz ruhiger wurde.`,
      (w: Words) => `„Ihr habt mich gerettet“, sagte ${cr(w).the.nom} und kuschelte sich an ${w.pet}.`,
    ],
    [
      (w: Words) => `Sie brachten ${cr(w).it.acc} sicher zurück zu ${w.place.creatureHome}.`,
      (w: Words) => `Dann begleiteten sie das Kleine den ganzen Weg bis zu ${w.place.creatureHome}.`,
    ],
  ],
  'riddle-ask': [
    [
      (w: Words) => `${g(w)} setzte ein sehr geheimnisvolles Gesicht auf.`,
      (w: Words) => `„Heute Nacht kommt hier niemand vorbei, ohne mein Rätsel zu lösen“, sagte ${g(w)} augenzwinkernd.`,
    ],
    [(w: Words) => w.place.riddle.question],
    [
      (w: Words) => `${w.name} runzelte die Stirn, ${w.pet} kratzte sich am Kopf, und beide fingen an zu grübeln.`,
      (w: Words) => `„Hmm“, machte ${w.name}, und „Hmmmm“, machte ${w.pet}, noch länger.`,
    ],
  ],
  'riddle-think': [
    [
      (w: Words) => `${w.name} und ${w.pet} sahen sich ${w.place.in} überall nach einem Hinweis um.`,
      (w: Words) => `${w.name} sagte das Rätsel noch einmal auf, ganz langsam, Zeile für Zeile.`,
    ],
    [(w: Words) => w.place.sights[0], (w: Words) => w.place.sights[2], (w: Words) => w.place.sights[3]],
    [
      (w: Words) => `„Lass uns überlegen, was es kann, nicht wie es aussieht“, sagte ${w.name}.`,
      (w: Words) => `${w.pet} flüsterte eine Vermutung, und ${w.name} schüttelte den Kopf: nicht ganz, ${w.pet}.`,
    ],
  ],
  'riddle-wrong': [
    [(w: Words) => `„Ein Drache!“, rief ${w.pet} auf einmal. ${g(w)} lachte und sagte: „Guter Versuch, aber nein.“`],
    [
      (w: Words) =>
        `${w.pet} war das ein bisschen peinlich, aber ${w.name} sagte: „Falsche Antworten helfen. Jetzt wissen wir, was es nicht ist.“`,
    ],
    [(w: Words) => `Sie strichen den Drachen durch und dachten noch einmal nach, angestrengter als je zuvor.`],
  ],
  'riddle-answer': [
    [
      (w: Words) => `Da leuchtete ${w.poss} Gesicht auf: „Ich weiß es, ${w.pet}! Es ist ${w.place.riddle.answer}!“`,
      (w: Words) => `Auf einmal hatte ${w.name} die Lösung. „${c(w.place.riddle.answer)}!“`,
    ],
    [
      (w: Words) => `„Richtig!“, rief ${g(w)}, und der ganze Himmel schien Beifall zu funkeln.`,
      (w: Words) => `${g(w)} verbeugte sich tief. „So schnell hat das seit hundert Jahren niemand erraten.“`,
    ],
    [
      (w: Words) => `${w.pet} war so stolz auf ${w.name}, dass ${w.petHe} ein Tänzchen machte.`,
      (w: Words) => `Zur Belohnung schenkte ${g(w)} ${w.name} einen winzigen Stern für die Hosentasche.`,
    ],
  ],
  'weather-turn': [
    [(w: Words) => w.place.weatherComes],
    [
      (w: Words) => `„Oje“, sagte ${w.pet}. „Wir brauchen einen Unterschlupf, bis es vorbei ist.“`,
      (w: Words) => `${w.name} streckte lachend beide Hände aus, aber ${w.pet} suchte schon nach einem Unterschlupf.`,
    ],
  ],
  'weather-shelter': [
    [
      (w: Words) =>
        `Sie fanden eine gemütliche Mulde und quetschten sich zusammen hinein, ${w.name} und ${w.pet}, Nase an Nase.`,
      (w: Words) => `Unter einem breiten Dach saßen sie und lauschten dem Wetter draußen.`,
    ],
    [
      (w: Words) =>
        `Während sie warteten, erzählte ${w.name} ${w.pet} eine Geschichte, und ${w.pet} erzählte eine zurück.`,
      (w: Words) => `Es war gemütlich und warm und fühlte sich fast schon an wie im Bett.`,
      (w: Words) => `„Ich mag so ein Wetter“, sagte ${w.name}, „wenn ich mit einem Freund drinnen sitze.“`,
    ],
  ],
  'weather-help': [
    [
      (w: Words) => `Da sah ${w.name} andere ${w.place.in}, die noch draußen waren und nicht wussten, wohin.`,
      // Who is waved in is said first: „winkte sie herein“ alone had nobody to wave in.
      (w: Words) =>
        `Draußen suchten noch andere nach einem Unterschlupf. „Hier ist noch Platz“, sagte ${w.name} und winkte sie herein.`,
    ],
    [
      (w: Words) =>
        `Einer nach dem anderen kamen sie, atemlos und dankbar, und ${w.pet} rückte ein bisschen zur Seite.`,
    ],
    [(w: Words) => `Bald war der Unterschlupf voller Freunde, und nicht einmal ${w.pet} störte das Gedränge.`],
  ],
  'weather-clear': [
    [(w: Words) => w.place.weatherGoes],
    [
      (w: Words) => `${w.name} und ${w.pet} traten hinaus, und alles ${w.place.in} sah neu und glänzend aus.`,
      (w: Words) => `„Schau, wie schön es jetzt ist“, hauchte ${w.name}.`,
      (w: Words) => `„Schau nur, ${w.pet}, wie alles glitzert“, hauchte ${w.name}.`,
    ],
    [
      // Das Wetter ist je nach Ort Regen, Wind, eine Strömung, Meteore oder Schnee: nichts, was nur Regen oder Luft kann.
      (w: Words) => `${w.pet} drehte sich vor Freude einmal im Kreis, und ${w.name} lachte.`,
      (w: Words) => `Alles war wieder ruhig, und ${w.name} atmete lang und glücklich aus.`,
    ],
  ],
  'visit-invite': [
    [
      (w: Words) =>
        `„Ich möchte dir ${aFriend(w)} von mir vorstellen“, sagte ${w.pet}, „und wir sind für heute Abend eingeladen, ${w.name}.“`,
      (w: Words) => `${w.pet} hatte eine kleine Einladungskarte, und darauf stand ${w.poss} Name.`,
    ],
    [
      (w: Words) => `Also machten sich ${w.name} und ${w.pet} auf den Weg und trugen ein kleines Geschenk.`,
      (w: Words) => `Unterwegs übte ${w.name} ein höfliches Hallo, und ${w.pet} übte eine sehr höfliche Verbeugung.`,
    ],
    [(w: Words) => w.place.sights[1], (w: Words) => w.place.sights[4]],
  ],
  'visit-door': [
    [
      (w: Words) =>
        `Schließlich kamen sie an eine winzige runde Tür, und ${w.name} klopfte dreimal, ${w.pet} gleich dahinter.`,
      (w: Words) => `Die Tür war so klein, dass ${w.name} sich zum Klopfen hinknien musste, ${w.pet} aber nicht.`,
    ],
    [
      (w: Words) => `Sie ging auf, und heraus lugte ${cr(w).a.nom}, ganz begeistert.`,
      (w: Words) => `${c(cr(w).a.nom)} öffnete die Tür und klatschte vor Freude.`,
    ],
    [
      (w: Words) =>
        `„Kommt herein, ${w.name} und ${w.pet}, kommt herein! Ich habe mich den ganzen Tag auf dich gefreut, ${w.name}, und auf ${w.pet} auch!“`,
    ],
  ],
  'visit-muddle': [
    [
      (w: Words) =>
        `Aber drinnen war alles durcheinander: Der Tisch war für drei gedeckt, aber es gab nur zwei Stühle.`,
      (w: Words) => `Oje, die Suppe war übergekocht, und überall war Dampf.`,
    ],
    [(w: Words) => `${w.name} half sofort, ${w.pet} holte, was gebraucht wurde, und bald lachten alle darüber.`],
    [(w: Words) => `„Bei den besten Besuchen geht immer ein bisschen etwas schief“, sagte ${w.pet}.`],
  ],
  'visit-inside': [
    [
      (w: Words) => `Drinnen war es warm und klein und duftete nach Honig, und ${w.pet} schnupperte glücklich.`,
      (w: Words) =>
        `Sie saßen um eine kleine ${w.colour}e Lampe und tranken etwas Warmes aus Tässchen, so groß wie Fingerhüte.`,
    ],
    [
      (w: Words) =>
        `Sie spielten ein Spiel, erzählten Witze und teilten sich einen Teller Kekse, und ${w.pet} gewann zweimal.`,
      (w: Words) =>
        `${w.name} betrachtete die winzigen Bilder an den Wänden und das winzige Bett in der Ecke, und ${w.pet} fand es das gemütlichste Zuhause überhaupt.`,
    ],
    [
      (w: Words) => `Als es Zeit zum Gehen war, versprachen ${w.name} und ${w.pet}, bald wiederzukommen.`,
      (w: Words) => `„Kommt wieder, wann immer ihr wollt, du und ${w.pet}“, sagte ihr Gastgeber an der Tür.`,
    ],
  ],
  'parade-hear': [
    [
      (w: Words) =>
        `In der Ferne begann Musik zu spielen, und ${w.pet} spitzte die Ohren: eine Trommel, eine Flöte und etwas, das klingelte.`.replace(
          ' spitzte die Ohren',
          w.limb.many === 'Pfoten' ? ' spitzte die Ohren' : ' lauschte',
        ),
      (w: Words) => `Plötzlich kamen Lichter durch die Dunkelheit geschaukelt, und ${w.pet} hörte die Musik zuerst.`,
    ],
    [
      (w: Words) => `„Das ist der Nachtumzug!“, sagte ${w.pet}. „Den gibt es nur alle Jubeljahre.“`,
      (w: Words) => `${w.name} und ${w.pet} liefen der Musik entgegen.`,
    ],
  ],
  'parade-join': [
    [(w: Words) => `Da kamen ${w.place.parade}.`, (w: Words) => `Im Umzug marschierten ${w.place.parade}.`],
    [
      (w: Words) =>
        `Jemand drückte ${w.name} eine Laterne in die Hand, und zusammen mit ${w.pet} ging es mitten hinein in den Umzug.`,
      (w: Words) => `„Kommt mit!“, riefen sie, und ${w.name} und ${w.pet} kamen mit.`,
    ],
    [
      (w: Words) => `Links, rechts, links, rechts marschierten sie, und ${w.pet} hüpfte im Takt mit.`,
      (w: Words) => `Die Lichter zogen an ${w.name} und ${w.pet} vorbei, hell erleuchtet und singend.`,
    ],
  ],
  'parade-stop': [
    [
      (w: Words) =>
        `Dann verstummte die Musik: Die große Laterne an der Spitze war ausgegangen, und niemand sah mehr den Weg.`,
    ],
    [(w: Words) => `${w.name} überlegte schnell und hielt die eigene kleine Laterne hoch in die Luft.`],
    [(w: Words) => `„Mir nach!“, rief ${w.name}, und zur großen Überraschung folgten alle.`],
  ],
  'parade-lead': [
    [
      (w: Words) => `Bald ging ${w.name} ganz vorne im Umzug, und ${w.pet} ging direkt daneben.`,
      (w: Words) =>
        `Der Anführer des Umzugs gab ${w.name} die größte Laterne von allen zu tragen, und ${w.pet} bekam die kleinste.`,
    ],
    [
      (w: Words) => `Ein letztes Mal zogen sie die Runde, und alle winkten und jubelten.`,
      (w: Words) =>
        `Als der Umzug zu Ende war, sangen alle ${w.place.in} noch ein letztes Lied, ganz leise, und ${w.pet} summte mit.`,
    ],
  ],
  'dream-float': [
    [
      (w: Words) => `Das Bett wurde zu einer weichen Wolke und schwebte durchs Fenster hinaus, hoch über die Dächer.`,
      (w: Words) =>
        `Hinauf, hinauf schwebten ${w.name} und ${w.pet}, an den Schornsteinen und den schlafenden Vögeln vorbei.`,
    ],
    [
      (w: Words) => `Unten lag die Stadt, winzig und funkelnd wie eine Spielzeugstadt.`,
      (w: Words) => `Der Wind war warm und sanft, und die Sterne waren zum Greifen nah.`,
    ],
  ],
  'dream-land': [
    [
      (w: Words) => `Die Wolke sank sanft hinab, und sie waren ${w.place.in}.`,
      (w: Words) => `Mit einem sanften Hopser landeten sie ${w.place.in}.`,
    ],
    [(w: Words) => w.place.sights[0], (w: Words) => w.place.sights[1], (w: Words) => w.place.sights[4]],
    [
      (w: Words) => `In Träumen ist alles möglich, und ${w.name} wusste das.`,
      (w: Words) => `Alles hier fühlte sich weich an, als liefe man auf Kissen.`,
    ],
  ],
  'dream-door': [
    [(w: Words) => `Dann fanden sie eine kleine Tür, die ganz allein dastand, ohne Wand drumherum.`],
    [
      (w: Words) =>
        `${w.name} öffnete sie, und dahinter lag ein Zimmer, das genau wie das eigene Kinderzimmer aussah, nur winzig.`,
    ],
    [(w: Words) => `„Dort wirst du aufwachen“, sagte ${w.pet}. „Aber noch nicht.“`],
  ],
  'dream-gift': [
    [
      (w: Words) =>
        `Bevor sie gingen, bekam ${w.name} ein Traumgeschenk: ein winziges leuchtendes Steinchen, das sich warm in der Hand anfühlte.`,
      (w: Words) => `${giver(w)} schenkte ${w.name} ein kleines Glas, in dem ein Stückchen von diesem Traum steckte.`,
    ],
    [
      (w: Words) => `„Leg es unter dein Kissen“, sagte ${giver(w)}, „dann kannst du jede Nacht wiederkommen.“`,
      (w: Words) => `„Wenn du wiederkommen willst, schließ einfach die Augen“, sagte ${giver(w)}.`,
    ],
  ],
  'count-one': [
    [(w: Words) => `Es war Zeit für einen Gutenachtspaziergang, um allen ${w.place.in} Gute Nacht zu sagen.`],
    [
      (w: Words) => `Zuerst war da ${w.place.count[0]}.`,
      (w: Words) => `Als Erstes begegnete ihnen ${w.place.count[0]}.`,
    ],
    [
      (w: Words) =>
        `„Gute Nacht, ${w.place.count[0].replace(/^(?:eine?n?) /, '')}“, flüsterte ${w.name}, und ${w.pet} zählte mit: eins.`,
    ],
  ],
  'count-two': [
    [(w: Words) => `Dann kamen ${w.place.count[1]}, Seite an Seite.`],
    [
      (w: Words) =>
        `„Gute Nacht, ${w.place.count[1]}“, flüsterte ${w.name}. Eins und zwei, zählte ${w.pet} und gähnte.`,
    ],
  ],
  'count-three': [
    [(w: Words) => `Und zuletzt ${w.place.count[2]}.`],
    [
      (w: Words) =>
        `„Gute Nacht, ${w.place.count[2]}“, flüsterte ${w.name}. Eins, zwei, drei: Allen ${w.place.in} war Gute Nacht gesagt, und ${w.pet} gähnte.`,
    ],
    [(w: Words) => `„Jetzt sind wir dran“, sagte ${w.pet}.`],
  ],
  wish: [
    [
      (w: Words) =>
        w.place.wishOn?.appears(w.pet) ??
        `Eine Sternschnuppe zog über den Himmel, und ${w.pet} sagte: „Schnell, wünsch dir was!“`,
      (w: Words) =>
        w.place.wishOn?.comesLoose(w.name, w.pet) ??
        `Direkt über ${w.name} und ${w.pet} löste sich ein Stern und purzelte langsam den Himmel hinab.`,
    ],
    [
      (w: Words) =>
        `${w.name} schloss die Augen und wünschte sich etwas, ganz leise, damit nur ${w.place.wishOn?.hears ?? 'der Stern'} es hören konnte, nicht einmal ${w.pet}.`,
      (w: Words) => `${w.name} flüsterte einen Wunsch, und er war so schön, dass ${w.pet} vor Glück seufzte.`,
    ],
    [(w: Words) => `Aber es passierte nichts, jedenfalls nicht sofort, und ${w.pet} runzelte die Stirn.`],
  ],
  'wish-wait': [
    [
      (w: Words) => `„Wünsche brauchen Zeit“, sagte ${g(w)}. „Wie Samen, ${w.pet}.“`,
      (w: Words) => `${w.name} wartete und wartete, und ${w.pet} wartete auch, und immer noch geschah nichts.`,
    ],
    [(w: Words) => w.place.sights[1], (w: Words) => w.place.sights[3]],
    [(w: Words) => `Warten war schwer, aber ${w.name} gab den Wunsch nicht auf, und ${w.pet} auch nicht.`],
  ],
  'wish-seed': [
    [
      (w: Words) =>
        `${g(w)} gab ${w.name} ein winziges Samenkorn, das wie ein Stern leuchtete. „Pflanz deinen Wunsch ein“, sagte ${g(w)}.`,
    ],
    [
      (w: Words) =>
        `${w.name} grub ein kleines Loch, pflanzte das Samenkorn, gab ihm einen Tropfen Wasser und wünschte ihm Gute Nacht.`,
    ],
    [(w: Words) => `„Jetzt passen wir darauf auf“, sagte ${w.pet}, „und es passt auf den Wunsch auf.“`],
  ],
  'wish-come': [
    [
      (w: Words) => `Und dann, ganz allmählich, begann ${w.poss} Wunsch wahr zu werden.`,
      (w: Words) => `Und dann, ganz allmählich und während ${w.pet} gespannt zusah, begann der Wunsch wahr zu werden.`,
      (w: Words) =>
        `Erst war da ein Schimmer, dann ein ${w.colour}es Leuchten, und dann spürte ${w.name}, wie der Wunsch wahr wurde.`,
    ],
    [
      (w: Words) => `Er kam nicht mit einem Knall, sondern leise, so wie der Morgen kommt, und ${w.pet} lächelte.`,
      (w: Words) => `Es fühlte sich warm und gewiss an, wie ein kleines ${w.colour}es Licht im Innern.`,
    ],
    [(w: Words) => `„Auf gute Dinge lohnt es sich zu warten“, sagte ${w.pet}.`],
  ],
} satisfies Record<string, Slot[]>;

export const titlesDe = {
  'lost-and-found': [
    (w: Words) => `${w.name} und ${w.place.treasure.the.nom}`,
    (w: Words) => `${w.poss} große Suche`,
    (w: Words) => `${w.name}, ${w.pet} und der verschwundene Schatz`,
    (w: Words) => `${w.name}, ${w.pet} und die große Schatzsuche`,
    (w: Words) => `Wo ist nur ${w.place.treasure.the.nom}, ${w.name}?`,
    (w: Words) => `${w.name} findet, was verloren war`,
  ],
  'creature-home': [
    (w: Words) => `${w.name} zeigt den Weg nach Hause`,
    (w: Words) => `Das Kleine, das ${w.name} heimbrachte`,
    (w: Words) => `${w.name}, ${w.pet} und der lange Heimweg`,
  ],
  'fear-shrunk': [
    (w: Words) => `${w.name} und der große Schatten`,
    (w: Words) => `Die Nacht, in der ${w.name} mutig war`,
    (w: Words) => `${w.name}, ${w.pet} und der schrumpfende Schatten`,
  ],
  surprise: [
    (w: Words) => `${w.poss} geheime Überraschung`,
    (w: Words) => `${w.poss} Überraschung für ${w.place.guideName}`,
    (w: Words) => `${w.name}, ${w.pet} und die schönste Überraschung`,
  ],
  'gentle-rescue': [
    (w: Words) => `${w.name} hilft`,
    (w: Words) => `${w.poss} sanfte Rettung`,
    (w: Words) => `${w.name}, ${w.pet} und der leise Hilferuf`,
  ],
  riddle: [
    (w: Words) => `${w.name} und das Rätsel der Nacht`,
    (w: Words) => `${w.poss} kluge Antwort`,
    (w: Words) => `${w.pet} und ${w.name} lösen ein Rätsel`,
  ],
  'weather-change': [
    (w: Words) => `${w.name} und das plötzliche Wetter`,
    (w: Words) => `${w.poss} gemütlicher Unterschlupf`,
    (w: Words) => `${w.name}, ${w.pet} und die Nacht, in der das Wetter umschlug`,
  ],
  'friend-visit': [
    (w: Words) => `${w.name} geht zu Besuch`,
    (w: Words) => `${w.poss} Abend bei ${cr(w).it.nom === 'sie' ? 'einer Freundin' : 'einem Freund'}`,
    (w: Words) => `${w.name}, ${w.pet} und die kleine runde Tür`,
  ],
  'night-parade': [
    (w: Words) => `${w.name} und der Nachtumzug`,
    (w: Words) => `${w.poss} Laternenumzug`,
    (w: Words) => `${w.name} führt den Umzug an`,
  ],
  'dream-journey': [
    (w: Words) => `${w.poss} Traumreise`,
    (w: Words) => `${w.name} und das Wolkenbett`,
    (w: Words) => `Wohin ${w.name} im Traum reiste`,
  ],
  'counting-walk': [
    (w: Words) => `${w.name} zählt bis drei`,
    (w: Words) => `Eins, zwei, drei, gute Nacht, ${w.name}`,
    (w: Words) => `${w.poss} Gutenachtspaziergang`,
  ],
  'slow-wish': [
    (w: Words) => `${w.poss} langsamer Wunsch`,
    (w: Words) => `${w.name} und ${w.place.wishOn ? 'die Wunschblase' : 'die Sternschnuppe'}`,
    (w: Words) => `${w.name} und der Wunsch, der sich Zeit ließ`,
  ],
};
