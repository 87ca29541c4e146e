// Interests a parent may mention, with the words that name them in each language and the phrase a
// story uses. `en` fits "loves …" / "all about …"; `de` is accusative, so it fits "liebt …",
// "über …" and "an …". Matching words are lower case; plural endings are added when matching.

export interface Interest {
  id: string;
  en: string;
  de: string;
  /** Whom the child does it with, when the parent said so ("bakes with Dad", „geht gern mit Papa angeln“): "with Dad" / „mit Papa“. */
  together?: { en: string; de: string };
}

interface Row {
  id: string;
  enWords: string[];
  en: string;
  deWords: string[];
  de: string;
}

// The bare word "building" names no interest: "building with blocks" is the blocks, not a building site.
// id | English words | English phrase | German words | German phrase
const table = `
trains|train,trains,railway,railways,steam train,choo choo|trains|zug,züge,eisenbahn,eisenbahnen,lokomotive,dampflok|Züge
cars|car,cars,racing car,race car|cars|auto,autos,rennauto,rennautos|Autos
trucks|truck,trucks,lorry,lorries|trucks|lastwagen,lkw,laster|Lastwagen
diggers|digger,diggers,excavator,excavators,bulldozer,bulldozers|diggers|bagger|Bagger
tractors|tractor,tractors|tractors|traktor,traktoren,trecker|Traktoren
fire engines|fire engine,fire engines,fire truck,fire trucks,firefighters,firefighter|fire engines|feuerwehr,feuerwehrauto,feuerwehrautos|die Feuerwehr
police cars|police car,police cars,police|police cars|polizei,polizeiauto,polizeiautos|Polizeiautos
planes|plane,planes,aeroplane,aeroplanes,airplane,airplanes,aircraft|planes|flugzeug,flugzeuge|Flugzeuge
helicopters|helicopter,helicopters|helicopters|hubschrauber,helikopter|Hubschrauber
rockets|rocket,rockets|rockets|rakete,raketen|Raketen
boats|boat,boats,sailing,sailboat,sailboats|boats|boot,boote,segeln,segelboot|Boote
ships|ship,ships,pirate ship|ships|schiff,schiffe|Schiffe
buses|bus,buses|buses|bus,busse|Busse
bikes|bike,bikes,bicycle,bicycles,cycling|bikes|fahrrad,fahrräder,radfahren,rad fahren|Fahrräder
scooters|scooter,scooters|scooters|roller,tretroller|Roller
motorbikes|motorbike,motorbikes,motorcycle,motorcycles|motorbikes|motorrad,motorräder|Motorräder
space|space,outer space,the universe|space|weltraum,weltall|den Weltraum
planets|planet,planets|planets|planet,planeten|Planeten
stars|stars,astronomy,stargazing|the stars|sterne,sternenhimmel,astronomie|die Sterne
the moon|moon,the moon|the moon|mond,den mond|den Mond
astronauts|astronaut,astronauts|astronauts|astronaut,astronauten|Astronauten
robots|robot,robots,robotics|robots|roboter|Roboter
dinosaurs|dinosaur,dinosaurs,dino,dinos,t-rex|dinosaurs|dinosaurier,dino,dinos|Dinosaurier
dragons|dragon,dragons|dragons|drache,drachen|Drachen
unicorns|unicorn,unicorns|unicorns|einhorn,einhörner|Einhörner
fairies|fairy,fairies|fairies|fee,feen|Feen
mermaids|mermaid,mermaids|mermaids|meerjungfrau,meerjungfrauen|Meerjungfrauen
pirates|pirate,pirates|pirates|pirat,piraten|Piraten
knights|knight,knights|knights|ritter|Ritter
princesses|princess,princesses|princesses|prinzessin,prinzessinnen|Prinzessinnen
castles|castle,castles|castles|burg,burgen,schloss,schlösser|Burgen
superheroes|superhero,superheroes|superheroes|superheld,superhelden|Superhelden
witches|witch,witches,wizard,wizards|witches and wizards|hexe,hexen,zauberer|Hexen und Zauberer
magic|magic,magic tricks|magic tricks|zaubern,zaubertricks,zauberei|Zaubertricks
football|football,soccer|football|fußball,fussball,kicken|Fußball
basketball|basketball|basketball|basketball|Basketball
tennis|tennis|tennis|tennis|Tennis
handball|handball|handball|handball|Handball
hockey|hockey,ice hockey|hockey|hockey,eishockey|Hockey
rugby|rugby|rugby|rugby|Rugby
volleyball|volleyball|volleyball|volleyball|Volleyball
baseball|baseball|baseball|baseball|Baseball
golf|golf,mini golf|golf|golf,minigolf|Golf
swimming|swimming,swim|swimming|schwimmen,schwimmbad|das Schwimmen
diving|diving|diving|tauchen|das Tauchen
ballet|ballet,ballerina,ballerinas|ballet|ballett,ballerina|Ballett
dancing|dancing,dance,disco|dancing|tanzen,tanz,disco|das Tanzen
gymnastics|gymnastics,cartwheels,somersaults|gymnastics|turnen,purzelbäume,räder schlagen|das Turnen
judo|judo,karate,taekwondo,martial arts|judo|judo,karate,taekwondo|Judo
horse riding|horse riding,riding,ponies,pony|horse riding|reiten,ponys|das Reiten
climbing|climbing,climbing trees,bouldering|climbing|klettern,bouldern|das Klettern
running|running,racing|running|rennen,wettrennen|das Rennen
skating|skating,ice skating,roller skating,skateboarding,skateboard|skating|schlittschuhlaufen,inlineskaten,skaten,skateboard|das Skaten
skiing|skiing,ski|skiing|skifahren,ski fahren|das Skifahren
sledging|sledging,sledding,sledge,sled|sledging|schlittenfahren,schlitten|das Schlittenfahren
snow|snow,snowmen,snowman,snowball|snow|schnee,schneemann,schneemänner|den Schnee
trampolines|trampoline,trampolines|trampolines|trampolin,trampoline|das Trampolin
hide and seek|hide and seek,hide-and-seek|hide and seek|verstecken,versteckspiel|das Versteckspiel
playgrounds|playground,playgrounds,swings,slides|playgrounds|spielplatz,spielplätze,schaukel,schaukeln,rutsche|Spielplätze
painting|painting,paint|painting|malen,bilder malen|das Malen
drawing|drawing,draw|drawing|zeichnen|das Zeichnen
crafts|crafts,crafting,making things|crafts|basteln|das Basteln
colouring|colouring,coloring|colouring in|ausmalen|das Ausmalen
play dough|play dough,playdough,plasticine,clay|play dough|knete,kneten|Knete
lego|lego,building blocks,blocks|building blocks|lego,bauklötze,bausteine,duplo|Bauklötze
puzzles|puzzle,puzzles,jigsaw,jigsaws|puzzles|puzzle,puzzles,puzzeln|Puzzles
board games|board game,board games,games|board games|brettspiel,brettspiele,gesellschaftsspiele|Brettspiele
cards|card games,uno|card games|kartenspiele,uno|Kartenspiele
chess|chess|chess|schach|Schach
music|music|music|musik|Musik
singing|singing,songs,sing|singing|singen,lieder|das Singen
piano|piano,keyboard|the piano|klavier|das Klavier
guitar|guitar|the guitar|gitarre|die Gitarre
violin|violin,fiddle|the violin|geige,violine|die Geige
drums|drums,drum|the drums|schlagzeug,trommel,trommeln|das Trommeln
flute|flute,recorder|the flute|flöte,blockflöte|die Flöte
books|books,reading,stories,story books|books|bücher,lesen,geschichten,vorlesen|Bücher
fairy tales|fairy tales,fairytales|fairy tales|märchen|Märchen
letters|letters,alphabet,writing|letters and writing|buchstaben,schreiben|Buchstaben
numbers|numbers,counting,maths,math|numbers|zahlen,zählen,rechnen,mathe|Zahlen
science|science,experiments|science|experimente,forschen,wissenschaft|Experimente
volcanoes|volcano,volcanoes|volcanoes|vulkan,vulkane|Vulkane
rocks|rocks,stones,crystals,gems|rocks and crystals|steine,kristalle,edelsteine|Steine und Kristalle
magnets|magnets,magnet|magnets|magnete,magnet|Magnete
weather|weather,rain,rainbows,clouds|rainbows and clouds|wetter,regenbogen,wolken|Regenbogen und Wolken
storms|thunderstorms,storms,lightning|thunderstorms|gewitter,blitze|Gewitter
maps|maps,map,globes,globe|maps|landkarten,karten,globus|Landkarten
flags|flags,flag|flags|flaggen,fahnen|Flaggen
cooking|cooking,cook|cooking|kochen|das Kochen
baking|baking,bake,cakes,cupcakes,cookies|baking|backen,kuchen,plätzchen,kekse|das Backen
ice cream|ice cream,ice-cream|ice cream|eis,eiscreme|Eis
pancakes|pancakes,pancake|pancakes|pfannkuchen,eierkuchen|Pfannkuchen
pizza|pizza|pizza|pizza|Pizza
chocolate|chocolate|chocolate|schokolade|Schokolade
strawberries|strawberries,strawberry|strawberries|erdbeeren,erdbeere|Erdbeeren
gardening|gardening,flowers,plants|gardening|gärtnern,blumen,pflanzen|den Garten
trees|trees,forests,woods|trees and forests|bäume,wald,wälder|den Wald
camping|camping,tents,tent,campfire|camping|zelten,camping,lagerfeuer|das Zelten
hiking|hiking,long walks|long walks|wandern,spaziergänge,spazieren gehen|das Wandern
the beach|beach,beaches,seaside,sandcastles,sand castles|the beach|strand,sandburgen,sandburg|den Strand
the sea|sea,ocean,oceans,waves|the sea|meer,ozean,wellen|das Meer
fishing|fishing|fishing|angeln|das Angeln
shells|shells,seashells|seashells|muscheln|Muscheln
the rain|puddles,splashing,rain boots|puddles|pfützen,matschen|Pfützen
mud|mud,mud kitchen|mud|matsch|Matsch
animals|animals|animals|tiere|Tiere
the zoo|zoo,zoos|the zoo|zoo,tierpark|den Zoo
farms|farm,farms,farm animals|farm animals|bauernhof,bauernhoftiere|den Bauernhof
horses|horses,horse|horses|pferde,pferd|Pferde
dogs|dogs,puppies|dogs|hunde,welpen|Hunde
cats|cats,kittens|cats|katzen,kätzchen|Katzen
bunnies|bunnies,rabbits|rabbits|hasen,kaninchen|Hasen
birds|birds,bird watching|birds|vögel|Vögel
owls|owls|owls|eulen|Eulen
butterflies|butterflies|butterflies|schmetterlinge|Schmetterlinge
bugs|bugs,insects,beetles,ladybirds,ladybugs,snails,worms,spiders|bugs and beetles|käfer,insekten,marienkäfer,schnecken,würmer,spinnen|Käfer und Krabbeltiere
bees|bees,bee|bees|bienen,biene|Bienen
frogs|frogs,tadpoles|frogs|frösche,kaulquappen|Frösche
fish|fish,fishes,aquarium|fish|fische,aquarium|Fische
sharks|shark,sharks|sharks|hai,haie|Haie
whales|whale,whales|whales|wal,wale|Wale
dolphins|dolphin,dolphins|dolphins|delfin,delfine,delphine|Delfine
turtles|turtles,tortoises|turtles|schildkröten|Schildkröten
penguins|penguin,penguins|penguins|pinguin,pinguine|Pinguine
polar bears|polar bear,polar bears|polar bears|eisbär,eisbären|Eisbären
lions|lion,lions|lions|löwe,löwen|Löwen
tigers|tiger,tigers|tigers|tiger|Tiger
elephants|elephant,elephants|elephants|elefant,elefanten|Elefanten
giraffes|giraffe,giraffes|giraffes|giraffe,giraffen|Giraffen
monkeys|monkey,monkeys|monkeys|affe,affen|Affen
bears|bears|bears|bären|Bären
foxes|foxes|foxes|füchse|Füchse
snakes|snake,snakes|snakes|schlange,schlangen|Schlangen
hedgehogs|hedgehogs|hedgehogs|igel|Igel
pandas|pandas,panda|pandas|pandas,panda|Pandas
octopuses|octopus,octopuses,octopi|octopuses|kraken,oktopus|Kraken
dressing up|dressing up,costumes,dress up|dressing up|verkleiden,kostüme|das Verkleiden
dens|dens,building dens,pillow fort,pillow forts,blanket fort,blanket forts,cushion den,cushion dens|building dens|höhlen bauen,höhlen aus kissen,höhle aus kissen,höhlen aus decken,kissenhöhle,kissenhöhlen,kissenburg,kissenburgen,deckenhöhle,deckenhöhlen|das Höhlenbauen
dolls|dolls,doll,dollhouse,dolls house|dolls|puppen,puppenhaus|Puppen
teddies|teddies,teddy bears,cuddly toys,soft toys|cuddly toys|kuscheltiere,teddys|Kuscheltiere
toy cars|toy cars,hot wheels,matchbox cars|toy cars|spielzeugautos|Spielzeugautos
marble runs|marble run,marble runs,marbles|marble runs|murmelbahn,murmeln|die Murmelbahn
kites|kite,kites|kites|drachen steigen,drachen steigen lassen|das Drachensteigen
balloons|balloon,balloons|balloons|luftballons,luftballon|Luftballons
bubbles|bubbles,soap bubbles|bubbles|seifenblasen|Seifenblasen
puppets|puppets,puppet show,puppet theatre|puppet shows|puppentheater,kasperle,handpuppen|das Puppentheater
theatre|theatre,theater,acting|the theatre|theater,schauspielen|das Theater
films|films,movies,cartoons|films|filme,zeichentrickfilme|Filme
photography|photos,photography,camera|taking photos|fotografieren,fotos|das Fotografieren
computers|computers,computer,coding,programming|computers|computer,programmieren|Computer
video games|video games,videogames,minecraft,gaming|video games|videospiele,computerspiele,minecraft|Videospiele
detectives|detectives,detective,mysteries|detective stories|detektive,detektiv,detektivgeschichten|Detektivgeschichten
treasure hunts|treasure hunt,treasure hunts,treasure|treasure hunts|schatzsuche,schatzsuchen,schätze|Schatzsuchen
jokes|jokes,riddles|jokes and riddles|witze,rätsel|Witze und Rätsel
circus|circus,clowns,acrobats,juggling|the circus|zirkus,clowns,akrobaten,jonglieren|den Zirkus
fairgrounds|fairground,carousel,merry-go-round,rollercoaster,roller coaster|carousels|jahrmarkt,karussell,achterbahn|Karussells
birthdays|birthday,birthdays,parties,party|birthday parties|geburtstag,geburtstage,partys|Geburtstagsfeiern
christmas|christmas|Christmas|weihnachten|Weihnachten
halloween|halloween|Halloween|halloween|Halloween
easter|easter,easter eggs|Easter|ostern,ostereier|Ostern
knights and castles|medieval|knights and castles|mittelalter|das Mittelalter
egypt|pyramids,pharaohs,mummies|pyramids|pyramiden,pharaonen,mumien|Pyramiden
vikings|vikings,viking|Vikings|wikinger|Wikinger
cowboys|cowboys,cowboy|cowboys|cowboys,cowboy|Cowboys
ninjas|ninjas,ninja|ninjas|ninjas,ninja|Ninjas
builders|builders,construction,construction site,building site,building sites|building sites|baustellen,baustelle,bauarbeiter|Baustellen
tools|tools,hammers|tools|werkzeug,werkzeuge,hämmern|Werkzeug
doctors|doctors,doctor,nurses|playing doctor|arztspiele,doktor,arzt|das Doktorspielen
shops|shops,shopping,playing shop|playing shop|kaufladen,einkaufen|den Kaufladen
post|letters and parcels,postman,post office|the post|post,briefträger,pakete|die Post
languages|languages,french,spanish|other languages|sprachen,englisch,französisch|fremde Sprachen
flowers|roses,sunflowers,daisies|flowers|rosen,sonnenblumen,gänseblümchen|Blumen
autumn leaves|autumn leaves,autumn,conkers|autumn leaves|blätter,herbst,kastanien|Herbstblätter
mountains|mountains,mountain|mountains|berge,berg,gebirge|die Berge
islands|islands,island|islands|inseln,insel|Inseln
lighthouses|lighthouse,lighthouses|lighthouses|leuchtturm,leuchttürme|Leuchttürme
bridges|bridges,bridge|bridges|brücken,brücke|Brücken
skyscrapers|skyscrapers,towers|tall towers|hochhäuser,türme|hohe Türme
hot air balloons|hot air balloon,hot air balloons|hot-air balloons|heißluftballon,heißluftballons|Heißluftballons
submarines|submarine,submarines|submarines|u-boot,u-boote|U-Boote
knitting|knitting,sewing|knitting|stricken,nähen|das Stricken
yoga|yoga|yoga|yoga|Yoga
`;

function plurals(word: string, language: 'en' | 'de'): string[] {
  if (word.includes(' ')) return [word];
  return language === 'en' ? [word, `${word}s`, `${word}es`] : [word, `${word}n`, `${word}en`, `${word}e`, `${word}s`];
}

const rows: Row[] = table
  .trim()
  .split('\n')
  .map((line) => {
    const [id, enWords, en, deWords, de] = line.split('|');
    return { id, enWords: enWords.split(','), en, deWords: deWords.split(','), de };
  });

export const interestVocabulary: readonly Interest[] = rows.map(({ id, en, de }) => ({ id, en, de }));

/** Every matchable word or phrase, longest first, with the interest it names. */
const matchers: { words: string[]; interest: Interest }[] = [];
for (const row of rows) {
  const interest = { id: row.id, en: row.en, de: row.de };
  const words = [
    ...new Set([...row.enWords.flatMap((w) => plurals(w, 'en')), ...row.deWords.flatMap((w) => plurals(w, 'de'))]),
  ];
  for (const w of words) matchers.push({ words: w.split(/[\s-]+/), interest });
}
matchers.sort((a, b) => b.words.length - a.words.length);

export function vocabularySize(language: 'en' | 'de'): number {
  return new Set(rows.filter((r) => (language === 'en' ? r.enWords : r.deWords).length > 0).map((r) => r.id)).size;
}

/** Every single word a matcher takes, for reading „backt gern“ as „backen“. */
const matchedWords = new Set(matchers.filter((m) => m.words.length === 1).map((m) => m.words[0]));

/** German verbs whose third person is not the stem and „t“: „liest“, „bäckt“. */
const IRREGULAR_DE: Record<string, string> = { liest: 'lesen', bäckt: 'backen', isst: 'essen', fährt: 'fahren' };

/**
 * A German verb in the third person before „gern“ or „am liebsten“ („Lena backt gern mit Papa“,
 * „malt am liebsten“), as the infinitive the table knows („backen“, „malen“), else as it was.
 */
function infinitiveDe(word: string, next: string | undefined, after: string | undefined): string {
  if (!(next === 'gern' || next === 'gerne' || (next === 'am' && after === 'liebsten'))) return word;
  if (IRREGULAR_DE[word]) return IRREGULAR_DE[word];
  if (!word.endsWith('t')) return word;
  const stem = word.slice(0, -1);
  // malt → malen, klettert → klettern, bastelt → basteln, zeichnet → zeichnen, reitet → reiten.
  const candidates = [`${stem}en`, `${stem}n`, stem.endsWith('e') ? `${stem.slice(0, -1)}en` : ''];
  return candidates.find((c) => c && matchedWords.has(c)) ?? word;
}

/** A parent or grandparent the child does something with: "with Dad", „mit seinem Papa“ (the possessive is not kept). */
const TOGETHER =
  /(?<!\p{L})(?:with|mit)\s+(?:(?:his|her|their|my|seinem|seiner|ihrem|ihrer|meinem|meiner)\s+)?(dad|daddy|mum|mummy|mom|mommy|grandpa|grandad|granddad|grandma|granny|papa|papi|mama|mami|opa|oma)(?!\p{L})/iu;

/** The same person taking the child along: "Grandad takes him fishing", „Opa nimmt ihn mit zum Angeln“. */
const TAKES =
  /(?<!\p{L})(dad|daddy|mum|mummy|mom|mommy|grandpa|grandad|granddad|grandma|granny|papa|papi|mama|mami|opa|oma)\s+(?:often\s+|always\s+|sometimes\s+|oft\s+|immer\s+)?(?:(?:takes|took|brings)\s+(?:him|her|them)|nimmt\s+(?:ihn|sie)(?:\s+\p{L}+){0,2}?\s+mit)(?!\p{L})/iu;

/** How many words "with Dad" may stand from the interest it goes with („geht gern mit Oma in den Zoo“: four). */
const TOGETHER_WORDS_APART = 4;

/** The same person in the other language: the English words to German, the German ones to English. */
const TOGETHER_WORDS: Record<string, { en: string; de: string }> = {
  dad: { en: 'Dad', de: 'Papa' },
  daddy: { en: 'Daddy', de: 'Papa' },
  papa: { en: 'Dad', de: 'Papa' },
  papi: { en: 'Daddy', de: 'Papi' },
  mum: { en: 'Mum', de: 'Mama' },
  mummy: { en: 'Mummy', de: 'Mama' },
  mom: { en: 'Mom', de: 'Mama' },
  mommy: { en: 'Mommy', de: 'Mama' },
  mama: { en: 'Mum', de: 'Mama' },
  mami: { en: 'Mummy', de: 'Mami' },
  grandpa: { en: 'Grandpa', de: 'Opa' },
  grandad: { en: 'Grandad', de: 'Opa' },
  granddad: { en: 'Granddad', de: 'Opa' },
  opa: { en: 'Grandpa', de: 'Opa' },
  grandma: { en: 'Grandma', de: 'Oma' },
  granny: { en: 'Granny', de: 'Oma' },
  oma: { en: 'Grandma', de: 'Oma' },
};

/** The word positions of `text`'s interests (lower case, German verbs as infinitives), in order. */
function interestsAt(text: string): { at: number; interest: Interest }[] {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word, i, all) => infinitiveDe(word, all[i + 1], all[i + 2]));
  const found: { at: number; interest: Interest }[] = [];
  const used = new Set<number>();
  for (const m of matchers) {
    for (let i = 0; i + m.words.length <= words.length; i++) {
      if (m.words.every((w, k) => words[i + k] === w) && !m.words.some((_, k) => used.has(i + k))) {
        for (let k = 0; k < m.words.length; k++) used.add(i + k);
        found.push({ at: i, interest: m.interest });
      }
    }
  }
  return found.sort((a, b) => a.at - b.at);
}

/**
 * A sentence's interests, the one told right beside "with Dad" / „mit Papa“ done together with
 * that person ("He loves baking with Dad and football": the baking).
 */
function sentenceInterests(sentence: string): Interest[] {
  const found = interestsAt(sentence);
  const withWhom = TOGETHER.exec(sentence);
  const takes = withWhom ? null : TAKES.exec(sentence);
  const together = withWhom ?? takes;
  if (!together || found.length === 0) return found.map((f) => f.interest);
  // "with Dad" stands beside its interest; "Grandad takes him" comes just before it.
  const at = sentence
    .slice(0, together.index + (takes ? together[0].length : 0))
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean).length;
  const nearest = found.reduce((best, f) => (Math.abs(f.at - at) < Math.abs(best.at - at) ? f : best));
  // Only right beside it: "painting and swinging at the park with Grandpa" is no painting with Grandpa.
  if (Math.abs(nearest.at - at) > TOGETHER_WORDS_APART) return found.map((f) => f.interest);
  // Every mention of that interest ("splashing in puddles" is the rain twice), whichever is kept.
  return found.map((f) =>
    f.interest.id === nearest.interest.id
      ? { ...f.interest, together: TOGETHER_WORDS[together[1].toLowerCase()] }
      : f.interest,
  );
}

/** The interests named in a text, in the order they appear, each once. */
/** A general interest the text also names more narrowly: „tanzt gern Ballett“ is ballet, not dancing and then ballet too. */
const NARROWER: Record<string, string[]> = {
  dancing: ['ballet'],
  music: ['piano', 'guitar', 'violin', 'drums', 'flute'],
};

export function findInterests(text: string): Interest[] {
  const seen = new Set<string>();
  const found = text
    .split(/(?<=[.!?;])\s+/)
    .flatMap(sentenceInterests)
    .filter((i) => !seen.has(i.id) && seen.add(i.id));
  return found.filter((i) => !NARROWER[i.id]?.some((narrow) => seen.has(narrow)));
}
