import type { StorySetting } from '@dreamweaver/contracts';
import { de } from '../grammar.ts';
import type { FarmWords, SettingWords } from '../types.ts';
import { typedPlaceDe } from '../../typed-place.ts';

// Deutsch: die sechs Welten mit Weg, Begleiter, Wundern und den Wesen und Dingen, die die Plots
// brauchen. Alles passt an seinen Ort: kein Baum auf dem Mond, kein Pilz im Meer.

export const settingsDe: Record<StorySetting, SettingWords> = {
  'magical-forest': {
    in: 'im Zauberwald',
    again: 'im Wald',
    into: 'in den Zauberwald',
    dreamOf: 'vom Zauberwald',
    way: 'ein schmaler Pfad aus leuchtenden Pilzen',
    guide: 'Von einer alten, moosbewachsenen Eiche blinzelte eine weise Eule namens Eulalia herab.',
    guideName: 'Eulalia',
    greeting: (n) => `„Willkommen, ${n}“, schuhute sie leise.`,
    guideSpecies: 'owl',
    otherGuide: {
      guide:
        'Zwischen den Wurzeln einer alten, moosbewachsenen Eiche schaute ein weiser alter Dachs namens Barnabas hervor.',
      guideName: 'Barnabas',
      greeting: (n) => `„Willkommen, ${n}“, brummte er freundlich.`,
    },
    sights: [
      'Glühwürmchen malten silberne Muster zwischen die Bäume, und die Farne wiegten sich, als summten sie.',
      'An einem klaren Bach leuchteten die Kieselsteine wie kleine Laternen.',
      'Auf einer Lichtung stand ein Baum, dessen Blätter wie winzige Glöckchen klingelten, sobald der Wind vorbeistrich.',
      'Moos, so weich wie ein Kissen, bedeckte die alten Steine, und Glühwürmchen blinkten darauf wie müde Sterne.',
      'Hoch oben in den Ästen strickte ein Eichhörnchen eine Decke aus Mondstrahlen.',
    ],
    creature: de('m', 'Igel', 'klein'),
    creatureHome: 'seinem Blätternest unter den alten Wurzeln',
    snag: 'einem Gewirr aus Brombeerranken',
    treasure: de('f', 'Eichel', 'silbern'),
    shadow: 'Zwischen den Bäumen stand ein riesiger Schatten mit langen, krummen Armen und zwei leuchtenden Augen.',
    shadowTruth: 'Es war nur ein kleiner Igel, der zwei Zweige hochhielt, und auf seiner Nase saßen zwei Glühwürmchen.',
    riddle: {
      question:
        '„Ich habe Ringe, aber keine Finger, ich werde jedes Jahr größer, und Vögel schlafen in meinen Armen. Wer bin ich?“',
      answer: 'ein Baum',
    },
    weatherComes: 'Ein sanfter, warmer Regen begann auf die Blätter zu tröpfeln, tipp, tapp, tipp, tapp.',
    weatherGoes:
      'Der Regen hörte auf, an jedem Blatt hing ein glänzender Tropfen, und ein Mondregenbogen spannte sich über die Baumwipfel.',
    parade: 'Igel mit Laternen, Hasen mit Trommeln und ein Dachs mit einer Trompete',
    count: ['eine müde Eule', 'zwei kleine Hasen', 'drei leuchtende Glühwürmchen'],
    gift: de('f', 'Krone', undefined, { tail: 'aus Herbstblättern' }),
  },
  'enchanted-castle': {
    in: 'im verzauberten Schloss',
    again: 'im Schloss',
    into: 'in das verzauberte Schloss',
    dreamOf: 'vom verzauberten Schloss',
    way: 'eine Treppe aus Mondstrahlen',
    guide: 'Am Tor verbeugte sich ein freundlicher Herr in Rüstung und Samtpantoffeln, Ritter Brombeer.',
    guideName: 'Ritter Brombeer',
    greeting: (n) => `„Willkommen, ${n}“, sagte er mit einem sanften Lächeln.`,
    sights: [
      'In der großen Halle schwebten Kerzen durch die Luft, und die Wandteppiche flüsterten alte Märchen.',
      'Eine Spieldose, so groß wie ein Kleiderschrank, spielte einen langsamen Walzer, und die Ritterrüstungen wiegten sich im Takt.',
      'Vom höchsten Turm aus lag das ganze Königreich unter einem Himmel voller Sterne.',
      'Entlang des langen Flurs gähnten die Gemälde und winkten den Gästen verschlafen zu.',
      'In der Bibliothek flatterten die Bücher mit ihren Seiten wie mit Flügeln und ließen sich wieder in den Regalen nieder.',
    ],
    creature: de('f', 'Schlossmaus', 'klein'),
    creatureHome: 'ihrem Türchen hinter dem Küchenherd',
    snag: 'einem Gewirr aus alten Vorhangkordeln',
    treasure: de('m', 'Schlüssel', 'golden', { tail: 'zum Musikzimmer' }),
    shadow: 'An der Turmwand ragte eine große, dunkle Gestalt auf, mit spitzem Kopf und riesigen Händen.',
    shadowTruth:
      'Es war nur die Schlosskatze auf einem Fußschemel, mit einem Teewärmer als Hut, und hinter ihr brannte eine Kerze.',
    riddle: {
      question:
        '„Ich habe Tasten, aber keine Finger, einen Deckel, aber keinen Topf, und wenn man mich berührt, singe ich – na, was bin ich?“',
      answer: 'ein Klavier',
    },
    weatherComes: 'Ein wilder Wind pfiff um die Türme, und die Fahnen flatterten wie aufgescheuchte Gänse.',
    weatherGoes:
      'Der Wind wurde müde, rollte sich in den Kaminen zusammen und fing an zu schnarchen, und über den Zinnen leuchteten die Sterne.',
    parade: 'Ritter in Pantoffeln, ein tanzender Besen und drei Katzen mit Kerzen',
    count: ['eine goldene Krone', 'zwei müde Ritter', 'drei schwebende Kerzen'],
    gift: de('n', 'Banner', 'klein', { tail: 'mit silbernen Sternen' }),
  },
  'underwater-kingdom': {
    in: 'im Unterwasserkönigreich',
    again: 'unter dem Meer',
    into: 'in das Unterwasserkönigreich',
    dreamOf: 'vom Unterwasserkönigreich',
    way: 'eine schimmernde Blase für zwei',
    guide: 'Eine freundliche Meerjungfrau namens Marina winkte mit ihrer perlmuttfarbenen Schwanzflosse.',
    guideName: 'Marina',
    greeting: (n) => `„Willkommen, ${n}“, sang sie.`,
    sights: [
      'Seepferdchen zogen eine kleine Muschelkutsche, und die Korallen leuchteten rosa und golden.',
      'Ein müder Wal summte ein Lied, so tief und langsam, dass der Seetang sich mitwiegte.',
      'In einem Garten aus Seeanemonen spielten winzige Fische Verstecken zwischen den Perlen.',
      'Ein Schwarm silberner Fische schwamm in Form eines Herzens vorbei und wurde dann zu einem Stern.',
      'Quallen schwebten vorbei wie leuchtende Regenschirme, rosa und blau und golden.',
    ],
    creature: de('n', 'Seepferdchen', 'klein'),
    creatureHome: 'seiner Familie im wogenden Seegras',
    snag: 'einem Gewirr aus Seetang',
    treasure: de('f', 'Perle', undefined, { tail: 'so rund wie der Mond' }),
    shadow: 'Aus dem tiefen Blau kam eine riesige, dunkle Gestalt mit acht wogenden Armen.',
    shadowTruth:
      'Es war nur ein winziger Krake, der sich hinter einem großen Seetangfächer versteckte und eine Muschel wie einen Schild hochhielt.',
    riddle: {
      question:
        '„Ich trage mein Haus überall hin, ich laufe seitwärts, und ich winke mit meinen Scheren. Wer bin ich?“',
      answer: 'eine Krabbe',
    },
    weatherComes: 'Eine starke Strömung wirbelte durch das Königreich, und der Sand stieg in Wolken auf.',
    weatherGoes:
      'Die Strömung legte sich, der Sand sank sanft zu Boden, und das Mondlicht fiel in langen silbernen Bändern durchs Wasser.',
    parade: 'Seepferdchen mit leuchtenden Muscheln, eine Krabbenkapelle und eine lange Reihe tanzender Quallen',
    count: ['ein müder Wal', 'zwei kleine Krabben', 'drei glänzende Muscheln'],
    gift: de('f', 'Kette', undefined, { tail: 'aus winzigen Muscheln' }),
    wishOn: {
      appears: (pet) =>
        `Eine leuchtende Wunschblase stieg langsam aus dem Sand auf, und ${pet} sagte: „Schnell, wünsch dir was, bevor sie oben ist!“`,
      comesLoose: (name, pet) =>
        `Direkt vor ${name} und ${pet} löste sich eine Perlenblase vom Meeresgrund und schwebte langsam nach oben.`,
      hears: 'die Blase',
    },
  },
  'space-adventure': {
    in: 'oben zwischen den Sternen',
    again: 'im Weltall',
    into: 'hinauf zu den Sternen',
    dreamOf: 'von den Sternen',
    way: 'eine kleine silberne Rakete',
    guide: 'Ein freundlicher kleiner Roboter namens Bleep blinkte zur Begrüßung mit seinen Lichtern.',
    guideName: 'Bleep',
    greeting: (n) => `„Willkommen, ${n}“, piepste er leise.`,
    sights: [
      'Die beiden schwebten an einem Planeten mit Ringen vorbei, der sich langsam drehte wie ein Karussell im Dunkeln.',
      'Eine Sternschnuppe sauste vorbei und hinterließ eine Glitzerspur, die nach warmem Kakao duftete.',
      'Auf dem Mond war der Staub weich wie Mehl, und jeder Schritt wurde zu einem sanften, federnden Hüpfer.',
      'Ein Komet mit einem langen, schimmernden Schweif winkte im Vorbeifliegen, höflich wie ein Briefträger.',
      'Weit unten leuchtete die Erde blau und grün, und irgendwo dort war das Zuhause.',
    ],
    creature: de('m', 'Babystern', 'klein'),
    creatureHome: 'seinem leeren Platz im Kleinen Bären',
    snag: 'einem Gewirr aus glitzernden Sternenbändern',
    treasure: de('f', 'Schraube', 'silbern', { tail: 'von Bleeps Antenne' }),
    shadow:
      'Hinter einem Mondkrater erhob sich eine riesige, dunkle Gestalt mit rundem Kopf und langen, wackligen Beinen.',
    shadowTruth: 'Es war nur eine kleine Mondmaus mit Raumhelm, die auf Zehenspitzen auf einem Kiesel stand.',
    // Nicht der Mond: die Geschichte kann auf ihm stehen („Auf dem Mond war der Staub weich wie Mehl“).
    riddle: {
      question:
        '„Ich habe einen langen, leuchtenden Schweif, ich komme nur ab und zu vorbei, und ich bleibe nie stehen, um Hallo zu sagen. Wer bin ich?“',
      answer: 'ein Komet',
    },
    weatherComes:
      'Ein Schauer winziger Meteore zischte vorbei, hell wie Wunderkerzen, tick, tick, tick an das Raketenfenster.',
    weatherGoes: 'Der letzte kleine Meteor verglühte, und das All war still und samtdunkel, voller ruhiger Sterne.',
    parade:
      'kleine Roboter mit blinkenden Lichtern, ein Komet mit einem Bänderschweif und eine Reihe winkender Planeten',
    count: ['ein runder Mond', 'zwei blinkende Roboter', 'drei Sternschnuppen'],
    gift: de('f', 'Girlande', undefined, { tail: 'aus Sternenstaub' }),
  },
  'dinosaur-land': {
    in: 'im Dinosaurierland',
    again: 'bei den Dinosauriern',
    into: 'ins Dinosaurierland',
    dreamOf: 'vom Dinosaurierland',
    way: 'ein Pfad aus riesigen Fußspuren',
    guide: 'Eine freundliche alte Brontosaurus-Dame namens Bronte senkte zur Begrüßung ihren langen Hals.',
    guideName: 'Bronte',
    greeting: (n) => `„Willkommen, ${n}“, brummte sie sanft.`,
    sights: [
      'Kleine Triceratops-Babys kugelten sich im warmen Sand, und riesige Farne fächelten die Abendluft.',
      'In der Ferne pustete ein Vulkan kleine rosa Wölkchen, die wie Zuckerwatte aussahen.',
      'An der Lagune summte eine Dinosaurier-Mama ihren Eiern ein Schlaflied vor.',
      'Ein kleiner Flugsaurier übte Loopings über den Farnen und landete mit einem Plumps.',
      'Ein Langhalsdinosaurier knabberte ganz langsam und vorsichtig die obersten Blätter einer Palme.',
    ],
    creature: de('n', 'Triceratops-Baby', 'klein'),
    creatureHome: 'seinem Nest aus warmem Sand an der Lagune',
    snag: 'einem Gewirr aus Riesenfarnen',
    treasure: de('n', 'Dinosaurierei', 'gesprenkelt'),
    shadow:
      'Über die Farne fiel der Schatten eines gewaltigen Wesens mit scharfen Zähnen und einem riesigen, peitschenden Schwanz.',
    shadowTruth:
      'Es war nur ein winziges Dinosaurierbaby, das vor dem Mond auf einem Felsen stand und ein ganz kleines Brüllen übte.',
    riddle: {
      question:
        '„Mein Bauch ist heiß, ich trage einen Hut aus Rauch, und wenn ich niese, wird der Himmel rosa – na, was bin ich?“',
      answer: 'ein Vulkan',
    },
    weatherComes:
      'Über den Hügeln grollte der Donner wie ein Dinosaurier mit Bauchweh, und dicke, warme Tropfen fielen.',
    weatherGoes:
      'Das Gewitter zog über die Hügel davon, die Farne tropften und glänzten, und der Himmel war klar und voller Sterne.',
    parade:
      'Dinosaurierbabys in einer langen, wackligen Reihe, ein Flugsaurier mit einer Laterne und ein Stegosaurus mit einer Trommel',
    count: ['ein großer Dinosaurier', 'zwei gesprenkelte Eier', 'drei kleine Flugsaurier'],
    gift: de('n', 'Nest', 'weich', { tail: 'aus Farnen' }),
  },
  'animal-village': {
    in: 'im Tierdorf',
    again: 'im Dorf',
    into: 'ins Tierdorf',
    dreamOf: 'vom Tierdorf',
    way: 'ein gewundener Weg voller Laternen',
    guide: 'Bürgermeister Dachs kam mit einer gestreiften Schlafmütze heraus, um die Gäste zu begrüßen.',
    guideName: 'Bürgermeister Dachs',
    greeting: (n) => `„Willkommen, ${n}“, sagte er und lüpfte seine Mütze.`,
    sights: [
      'In der Bäckerei holte ein Igel-Bäcker warme Brötchen aus dem Ofen, und die ganze Straße duftete süß.',
      'Am Dorfteich sangen die Enten das Abendlied, und die Frösche hielten den Takt.',
      'Auf dem kleinen Platz hängten die Mäuse Papierlaternen für ein Mondscheinfest auf.',
      'Im Postamt sortierte eine Eule im Mondlicht die letzten Briefe des Tages.',
      'Im Dorfgarten hatte ein Maulwurf einen Kürbis gezogen, so groß wie ein kleines Haus.',
    ],
    creature: de('n', 'Entenküken', 'klein'),
    creatureHome: 'seiner Mama auf dem Dorfteich',
    snag: 'einem Gewirr aus Gartenschnur',
    treasure: de('n', 'Messingglöckchen', 'klein', { tail: 'der Dorfuhr' }),
    shadow:
      'An der Wand des Rathauses reckte sich ein riesiger Schatten mit großen Ohren und einer langen, zuckenden Nase.',
    shadowTruth: 'Es war nur eine kleine Maus mit einer Laterne, die auf der Türschwelle einen Brief las.',
    riddle: {
      question:
        '„Ich habe Zeiger, aber keine Finger, ein Gesicht, aber kein Lächeln, und ich sage allen, wann Schlafenszeit ist – na, was bin ich?“',
      answer: 'die Dorfuhr',
    },
    weatherComes: 'Leise Schneeflocken fielen über die Dächer, so leicht wie Federn aus einer Kissenschlacht.',
    weatherGoes: 'Der Schnee hörte auf, die Dächer trugen weiße Mützen, und jedes Fenster leuchtete warm und golden.',
    parade: 'Enten in einer Reihe, Hasen mit Papierlaternen und die Mäusekapelle mit ihren winzigen Trompeten',
    count: ['eine müde Kuh', 'zwei kleine Enten', 'drei Papierlaternen'],
    gift: de('f', 'Girlande', undefined, { tail: 'aus Papierlaternen' }),
  },
};

/** Ein Bauernhof, den die Eltern geschrieben haben: die Tiere des Dorfs, zu Hause in Scheune, Hühnerstall und Ententeich. */
export const farmDe: FarmWords = {
  way: 'ein Feldweg voller Laternen',
  guide: 'Ein alter Hütehund namens Struppi kam mit einer gestreiften Schlafmütze heraus, um die Gäste zu begrüßen.',
  guideName: 'Struppi',
  greeting: (n) => `„Willkommen, ${n}“, bellte er leise und wedelte mit dem Schwanz.`,
  guideSpecies: 'dog',
  otherGuide: {
    guide: 'Eine große, freundliche Kuh namens Berta trottete ans Gatter, um die Gäste zu begrüßen.',
    guideName: 'Berta',
    greeting: (n) => `„Willkommen, ${n}“, muhte sie sanft.`,
  },
  sights: [
    'In der großen roten Scheune machten es sich die Kühe im Stroh gemütlich, ein müdes Muh nach dem anderen.',
    'Im Hühnerstall zählten die Hühner ein letztes Mal ihre Eier, bevor sie schlafen gingen.',
    'Am Ententeich sangen die Frösche das Abendlied, und die Enten hielten den Takt.',
    'Oben auf dem Heuhaufen saß eine Reihe Kätzchen und schaute zu, wie die ersten Sterne aufgingen.',
    'Im Obstgarten hingen die Äpfel rund und rot, und eine Eule hielt über ihnen Wache.',
  ],
  creatureHome: 'seiner Mama auf dem Ententeich',
  treasure: de('n', 'Messingglöckchen', 'klein', { tail: 'vom Halsband der Kuh' }),
  shadow: 'An der Scheunenwand reckte sich ein riesiger Schatten mit großen Ohren und einer langen, zuckenden Nase.',
  riddle: {
    question:
      '„Ich trage einen roten Kamm, kämme mir aber nie die Haare, und ich wecke jeden Morgen den ganzen Hof – na, was bin ich?“',
    answer: 'der Hahn',
  },
  parade: 'Enten in einer Reihe, Lämmer mit Papierlaternen und die Ferkelkapelle mit ihren winzigen Trompeten',
};

/** Ein Ort, den die Eltern selbst geschrieben haben: träumerische Worte um seinen Namen. */
export function dreamlandDe(text: string): SettingWords {
  return {
    ...settingsDe['magical-forest'],
    again: 'dort',
    ...typedPlaceDe(text),
    way: 'ein Band aus Sternenlicht',
    guide: 'Ein wolkenweiches Schaf namens Nimbus schwebte heran, um die Gäste zu begrüßen.',
    guideName: 'Nimbus',
    greeting: (n) => `„Willkommen, ${n}“, blökte es freundlich.`,
    // The forest's other guide is for the forest: the sheep guides here whatever the companion.
    guideSpecies: undefined,
    otherGuide: undefined,
    sights: [
      'Kleine Lichter schwebten durch die Luft wie Pusteblumensamen und ließen sich sanft überall nieder.',
      'Eine sanfte Brise trug den Duft von warmem Honig und frischem Regen heran.',
      'Alles hier war weicher und heller als anderswo.',
    ],
    // Ein eigener Ort kann ein Strand oder ein Leuchtturm sein: hier braucht nichts Bäume oder Moos.
    creature: de('n', 'Häschen', 'klein'),
    creatureHome: 'seinem gemütlichen Bau hinter dem großen runden Stein',
    snag: 'einem Gewirr aus hohem Gras',
    treasure: de('n', 'Glöckchen', 'silbern'),
    shadow: 'Gleich vor ihnen stand ein riesiger Schatten mit langen, krummen Armen und zwei leuchtenden Augen.',
    shadowTruth:
      'Es war nur ein kleines Häschen, das zwei Zweige hochhielt, und auf seiner Nase saßen zwei Glühwürmchen.',
    riddle: {
      question:
        '„Ich bin rund und silbern, ich wache nachts über alle, und jedes Mal sehe ich ein bisschen anders aus. Wer bin ich?“',
      answer: 'der Mond',
    },
    weatherComes: 'Ein sanfter, warmer Regen begann ringsum zu tröpfeln, tipp, tapp, tipp, tapp.',
    weatherGoes: 'Der Regen hörte auf, überall glänzten Tropfen, und ein Mondregenbogen spannte sich über den Himmel.',
    parade: 'Hasen mit Laternen, Igel mit Trommeln und ein Dachs mit einer Trompete',
    gift: de('f', 'Kette', undefined, { tail: 'aus winzigen Muscheln und Sternen' }),
  };
}
