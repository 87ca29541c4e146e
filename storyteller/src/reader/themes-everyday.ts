import type { EVERYDAY_THEMES, Language, ThemeId } from '@dreamweaver/contracts';
import { gap, w } from './text.ts';

// The everyday themes as a parent words them, in the order they are tried: the more particular
// before the more general (the dentist before brushing teeth, a wobbly tooth before losing a game,
// the dummy before giving up, a fear of dogs before being brave). Ported from the old engine's
// themes and mended where they misread: a death is no "missing someone", "separation" at the
// nursery door is no parents' separation, "hospital" is no visit to the doctor when someone else
// lies there, "sleeps with his teddy" is no bedtime theme, "loves books" no reading lesson.

interface ThemeRule {
  id: ThemeId;
  match: Record<Language, RegExp>;
  /** Words that say it is something else after all. */
  unless?: Record<Language, RegExp>;
}

type Everyday = (typeof EVERYDAY_THEMES)[number];

const OWN = '(?:his |her |their |my |the )?';
const FRIEND = { en: w`friend…`, de: w`freund…` };
const FEARLESS_INTEREST = {
  en: /^(?!.{0,1000}(?:afraid|scared|fear|frighten|panic|nervous|worr)).{0,1000}(?:learn|curio|find(?:ing)? out|interest|discover)/u,
  de: /^(?!.{0,1000}(?:angst|fürcht|fuercht|ängstlich|aengstlich|panik)).{0,1000}(?:lern|neugier|erfahr|interessier|entdeck|wissen)/u,
};

/** English phrasings, in the order they are tried. */
const EN: Record<Everyday, RegExp> = {
  'dentist-visit': w`dentists?|dental|orthodontist…`,
  hairdresser: w`hair ?dressers?|barbers?|hair ?cuts?|hair ?cutting|(?:cut|cutting|trim|trimming) ${OWN}hair`,
  'wobbly-tooth': w`(?:wobbly|loose|wiggly) teeth|(?:wobbly|loose|wiggly) tooth|los(?:e|es|ing) (?:a |his |her |their |the |my )?(?:first )?(?:baby )?tooth|tooth fairy|baby teeth`,
  'brushing-teeth': w`brush… ${OWN}teeth|teeth ?brush…|tooth ?brush…|tooth ?paste`,
  'new-glasses': w`(?:new|first) (?:pair of )?(?:glasses|specs|spectacles)|(?:wear…|wearing) ${OWN}glasses|glasses`,
  'doctor-visit': w`doctors?|gps?|vaccin…|injections?|jabs?|check ?ups?|blood tests?|(?:go|goes|going) (?:in|into|to) (?:the )?hospital`,
  'dry-nights': w`wet… ${OWN}bed|bed ?wetting|dry (?:at night|nights?|through the night)|night ?time (?:dry|toilet|potty)|night nappies|pull-?ups?`,
  potty: w`pott(?:y|ies)|toilet…|loo|napp(?:y|ies)|diapers?`,
  'giving-up-the-dummy': w`dumm(?:y|ies)|pacifiers?|binky|soother|thumb ?suck…|suck… ${OWN}thumb`,
  'nail-biting': w`nail ?bit…|(?:bit…|chew…) ${OWN}(?:finger ?)?nails|finger ?nails`,
  'getting-dressed': w`get… dressed|dress… (?:him|her|them|my)self|put… on ${OWN}(?:own )?(?:clothes|socks|shoes|coat|jacket|trousers)|ti(?:e|es|ing) ${OWN}(?:own )?shoe…|shoe ?laces?`,
  'new-food': w`(?:new|different) (?:food|foods|things to eat|dishes|tastes)|picky|fussy eat…|fussy with food|vegetables?|veggies|broccoli|try… (?:new )?food`,
  'screen-time': w`screens?|screen ?time|tablets?|ipad|tv|television|video ?games?|youtube|cartoons`,
  'bad-dreams': w`monsters?|ghosts?|(?:bad|scary|frightening|horrible) dreams?|nightmares?|night terrors?`,
  thunderstorm: w`thunder…|lightning|storms?`,
  'big-dogs': w`(?:afraid|scared|frightened|fear…|nervous|worried) (?:of )?${gap(3)}(?:dogs?|doggies|puppies)|dogs? ${gap(3)}(?:scare|frighten)…|big dogs`,
  'bees-and-spiders': w`(?:bumble ?)?bees?|wasps?|spiders?|insects?|creepy ?crawl…|beetles?|bugs`,
  'own-bed': w`own (?:bed|room|bedroom)|sleep… (?:alone|by (?:him|her|them)self|on (?:his|her|their) own|through the night)|stay… in ${OWN}bed|get… out of ${OWN}bed|co-?sleep…|our bed|parents'? bed`,
  dark: w`dark(?:ness)?|night ?lights?|lights? (?:go |goes |are |is |get |gets |being )?(?:off|out)`,
  bedtime: w`bed ?times?|go… to bed|go… to sleep|fall… asleep|settl… (?:down )?(?:at night|for bed)|nap ?time`,
  'missing-someone': w`miss(?:es|ing)? ${gap(3)}(?:mum|mom|mummy|mommy|mama|dad|daddy|papa|grand…|granny|gran|nana|friends?|family|father|mother|brother|sister|someone|somebody|auntie|aunt|uncle|cousin)|homesick…|missing (?:someone|somebody)`,
  'saying-goodbye': w`goodbyes?|good bye|say… bye|drop ?offs?|dropped off|separation anxiety|clingy|when (?:mum|mom|dad|mummy|daddy|i) leaves?|letting (?:mum|dad|mummy|daddy) go`,
  'speaking-up': w`speak… up|speak… (?:in|to the) (?:class|group|teacher)|put… (?:up )?(?:his|her|their|a) hand(?: up)?|rais… (?:his|her|their|a) hand|ask… (?:for help|questions in class)`,
  kindergarten: w`kindergarten|nursery|pre-?school|day ?care|playgroup|creche|kita`,
  school: w`school|first grade|reception|year (?:one|1)|classroom`,
  'learning-to-swim': w`swim…|swam|armbands|water wings`,
  'learning-to-ride-a-bike': w`(?:ride|riding|rides|cycle|cycling) (?:a |his |her |their |the )?(?:bike|bicycle)|bikes?|bicycles?|training wheels|stabili[sz]ers|balance bike`,
  reading: w`read|reading|letters|alphabet|phonics|spelling`,
  'saying-sorry': w`sorry|apologi[sz]…|apology`,
  'telling-the-truth': w`truth…|honest…|lie|lies|lying|fib…`,
  gratitude: w`grateful…|gratitude|thankful…|appreciat…|spoil(?:t|ed)`,
  'please-and-thank-you': w`please and thank you|thank you|manners|polite…|rude…|magic words?|whin…|ask… nicely`,
  'losing-a-game': w`los(?:e|es|ing) (?:a |at )?(?:game|games|board games|races?|match)|(?:bad|sore|good) (?:loser|sport)|losing|always (?:wants to |has to )?win`,
  'letting-others-choose': w`boss(?:y|iness)|let… (?:others|other children|(?:his|her|their) friends|someone else) (?:choose|decide|lead)|always (?:wants? to )?(?:be in charge|decide|choose|make the rules)`,
  'quiet-voice': w`(?:inside|indoor|quiet|quieter|soft|whisper) voice|be… (?:a (?:bit|little) )?(?:quieter|less loud|less noisy)|(?:not|stop|less) (?:be… )?(?:so )?(?:loud|noisy)|stop (?:shouting|yelling)`,
  'trying-again': w`try… again|not (?:to )?giv… up|giv… up|persever…|persist…|mistakes?|keep (?:on )?trying|frustrat…`,
  'calming-down': w`ang(?:er|ry|rier)|temper|tantrums?|calm… down|meltdowns?|cross|hitting|scream…|shout…|yell…|big feelings`,
  'tidying-up': w`tid(?:y|ying|ies|ied)|clean… up|put… (?:away|back) ${OWN}(?:toys|things)|messy`,
  listening: w`listen…|do… what (?:he|she|they) (?:is|are) told|follow… (?:instructions|directions|the rules|rules)|obey…|pay… attention|(?:accept…|tak…) (?:a )?no|no for an answer|say… no to everything`,
  'helping-at-home': w`help… (?:at home|around the house|out|with (?:chores|the housework|the dishes|cooking|the laundry))|chores|helpful…|help… (?:mum|mom|dad|mummy|daddy|others)|set… the table`,
  'gentle-with-animals': w`(?:gentle|kind|nice|careful|soft) ${gap(2)}(?:with|to|towards) ${gap(2)}(?:animals?|pets?|dogs?|cats?|puppy|kitten|hamster|rabbit|bunny)|soft hands|pull… (?:the )?(?:cat|dog)…|stroke… (?:the )?(?:cat|dog|animals?) gently`,
  sharing: w`shar(?:e|es|ed|ing)|giv(?:e|es|ing) (?:some|a bit|part) (?:away|of)`,
  'sibling-patience': w`(?:patien…|gentle…|kind…|get… along|fight…|argu…|bicker…|hit…|rough…|push…|jealous…) ${gap(4)}(?:siblings?|brothers?|sisters?|baby)|(?:siblings?|brothers?|sisters?) ${gap(3)}(?:fight…|argu…|bicker…|get… along)`,
  'waiting-your-turn': w`wait(?:ing|s)? (?:for )?(?:his|her|their|my) turn|tak… turns|turn taking|patien(?:ce|t)|impatien…|interrupt…|wait…`,
  'being-kind': w`kindness|kindly|(?:be|being|more|so|very|always) kind(?:er)?|kind(?:er)? (?:to|towards)|be… nice|nicer|caring|empath…|compassion…|thoughtful…|mean|unkind|kind words`,
  'making-friends': w`mak… (?:new )?friends|find… (?:new )?friends|friends?|friendship|play… with others|join… in|lonely|fitting in`,
  'doing-it-myself': w`independen…|by (?:him|her|them|my)self|on (?:his|her|their|my) own|do… it (?:myself|alone)|big (?:boy|girl|kid)`,
  'believing-in-yourself': w`believ… in (?:him|her|them|your|my|one)sel(?:f|ves)|self[- ]?(?:belief|esteem|worth|confiden…)|(?:can|could) do (?:hard|difficult|big) things|not good enough|confiden…|proud of (?:him|her|them)sel(?:f|ves)`,
  'being-different': w`(?:being|be|is|are|it's|its) (?:a (?:bit|little) )?different|different is (?:ok|okay|good|fine)|unique|being (?:him|her|them)sel(?:f|ves)|accept… (?:him|her|them)sel(?:f|ves)|lov… (?:him|her|them)sel(?:f|ves)|body (?:confidence|positiv…)|(?:proud of|happy with|likes?|loves?) who (?:he|she|they) (?:is|are)`,
  'sad-is-ok': w`(?:ok|okay|alright|all right|fine|normal|allowed) to (?:be sad|cry|feel sad)|sad feelings?|feeling sad|being sad|sadness`,
  'curious-learner': w`(?:learn…|know…|find… out|questions) ${gap(2)}about|curious…|wonder… (?:about|how|why)|discover…|explor…`,
  'being-brave': w`brave…|courage…|bravery|fears?|afraid|scared|fearless|nervous|anxi…|worr…|shy…|try… new things`,
};

/** German phrasings of the same themes. */
const DE: Record<Everyday, RegExp> = {
  'dentist-visit': w`zahnärzt…|zahnarzt…|kieferorthopäd…`,
  hairdresser: w`fris(?:eu|ö)r…|haare? ?schneiden|haarschnitt…`,
  'wobbly-tooth': w`wackelzahn…|zahn wackelt|zahnfee|milchzahn…|milchzähne…|zahnlücke`,
  'brushing-teeth': w`zähne ?putz…|zahnputz…|zahnbürste…|zahnpasta|putz… (?:die |seine |ihre |sich die )?zähne`,
  'new-glasses': w`brille…`,
  'doctor-visit': w`arzt|ärzt…|arztbesuch…|kinderarzt…|impf…|spritze…|pieks…|blut ?abnehmen|untersuchung…`,
  'dry-nights': w`ins bett (?:mach|pinkel|piesel)…|bettnäss…|nachts trocken…|trocken werden|nachtwindel…`,
  potty: w`töpfchen|toilette…|klo|windel…|pipi`,
  'giving-up-the-dummy': w`schnuller…|nuckel…|daumen ?lutsch…|am daumen`,
  'nail-biting': w`nägel ?kau…|nagelkau…|fingernägel…|(?:kaut|kauen|knabbert|knabbern) (?:an )?(?:den |seinen |ihren )?(?:fingern|nägeln)|an (?:den |seinen |ihren )?(?:fingern|finger ?nägeln|nägeln) (?:zu )?(?:kau…|knabber…)`,
  'getting-dressed': w`anzieh…|anzuziehen|angezogen|schuhe (?:zu)?binden|schleife binden`,
  'new-food': w`neue[sn]? (?:essen|gerichte|sachen essen)|gemüse|brokkoli|mäkelig…|wählerisch…|neues (?:essen|zu essen)`,
  'screen-time': w`bildschirm…|tablet…|ipad|fernseh…|handy…|videospiel…|konsole|youtube|medienzeit`,
  'bad-dreams': w`monster…|gespenst…|al[bp]tr(?:aum|äum)…|(?:böse|schlechte|schlimme|gruselige)[nr]? träume?n?|schlecht (?:ge)?träum…|nachtschreck…`,
  thunderstorm: w`gewitter…|donner…|blitz…|unwetter`,
  'big-dogs': w`(?:angst|fürcht…|erschr…|schreck…) ${gap(5)}hund…|hund… ${gap(4)}(?:angst|fürcht…)|große[nr]? hund…`,
  'bees-and-spiders': w`bienen?|wespen?|spinnen?|insekt…|käfer…|krabbeltier…|hummeln?`,
  'own-bed': w`eigene[nms]? (?:bett|zimmer|kinderzimmer)|(?:allein|alleine) (?:im bett |in seinem bett |in ihrem bett )?(?:schlafen|einschlafen|einzuschlafen|schläft)|durch(?:zu)?schlafen|schläft durch|im (?:eigenen )?bett (?:zu )?bleiben|elternbett|familienbett`,
  dark: w`dunk(?:el|le|len|eln|elheit)|finster…|nachtlicht…|licht (?:aus|ausmachen|ausgeht)`,
  bedtime: w`schlafenszeit|zubettgeh…|ins bett (?:gehen|zu gehen|geht)|einschlaf…|einzuschlafen|abendritual|mittagsschlaf`,
  'missing-someone': w`vermiss…|sehnsucht|heimweh|fehlt (?:ihm|ihr|uns)`,
  'saying-goodbye': w`abschied…|verabschied…|tschüss…|loslassen|(?:mama|papa) (?:geht|weggeht)|wenn (?:mama|papa|ich) geh(?:t|e)|klammer…|trennungsangst`,
  'speaking-up': w`(?:im unterricht|in der (?:klasse|schule|gruppe|kita)) (?:etwas |was )?(?:zu )?(?:sagen|reden|sprechen|melden)|vor (?:anderen|allen|der klasse) (?:zu )?(?:sprechen|reden)|um hilfe (?:zu )?(?:bitten|fragen)`,
  kindergarten: w`kindergarten…|kita…|krippe|kindi|kiga|tagesmutter|spielgruppe`,
  school: w`schule|schulbeginn|einschulung|schulanfang|erste[n]? klasse|schulranzen|grundschule`,
  'learning-to-swim': w`schwimm…|seepferdchen`,
  'learning-to-ride-a-bike': w`fahrrad…|rad ?fahren|radfahren|stützräder…|laufrad…|radeln`,
  reading: w`lesen…|liest|buchstaben|abc`,
  'saying-sorry': w`entschuldig…|tut (?:mir|ihm|ihr|uns) leid|verzeih…`,
  'telling-the-truth': w`wahrheit…|ehrlich…|lüge…|lügen|lügt|schwindel…|flunker…`,
  gratitude: w`dankbar…|wertschätz…|verwöhnt…`,
  'please-and-thank-you': w`bitte und danke|danke sagen|höflich…|manieren|zauberwort…|unhöflich…|quengel…`,
  'losing-a-game': w`verlieren…|verlierer…|(?:nicht|immer) gewinnen|gewinnen wollen`,
  'letting-others-choose': w`herrisch…|bestimmerisch…|(?:immer|alles) bestimmen|bestimmen (?:wollen|will|muss)|andere (?:auch )?(?:bestimmen|entscheiden) lassen`,
  'quiet-voice': w`leiser|nicht (?:immer )?so laut|weniger laut|zimmerlautstärke|flüsterstimme`,
  'trying-again': w`aufgeben|aufzugeben|gibt (?:schnell |immer )?auf|(?:noch ?mal|noch einmal|wieder) (?:zu )?(?:versuchen|probieren)|dranbleiben|durchhalten|fehler…|frust…|klappt nicht`,
  'calming-down': w`wut…|wütend…|zorn…|sauer|beruhig…|ausrast…|ausraster|trotz…|schrei(?:en|t)|brüll…|hauen|schlagen|große gefühle`,
  'tidying-up': w`aufräum…|aufzuräumen|unordnung|wegräum…`,
  listening: w`zuhör…|zuzuhören|hör… (?:auf|zu)|auf ${gap(3)}(?:zu )?hör(?:en|t)|gehorch…|nein akzeptieren|zu allem nein`,
  'helping-at-home': w`hilfsbereit…|mithelf…|mitzuhelfen|im haushalt|tisch decken|(?:zu hause|daheim) (?:zu )?helfen|beim (?:aufräumen|kochen|putzen|abwaschen) (?:zu )?helfen`,
  'gentle-with-animals': w`(?:sanft…|vorsichtig…|lieb|behutsam…) ${gap(3)}(?:tiere?n?|haustiere?n?|hund…|katze…|hamster|kaninchen|hasen?)|(?:tiere?n?|haustier…|hund…|katze…) ${gap(3)}(?:sanft…|vorsichtig…|behutsam…|streicheln)`,
  sharing: w`(?:ab|auf|ver)?teil(?:en|t|te|st)|abgeben|abzugeben|hergeben`,
  'sibling-patience': w`(?:geduld…|vertrag…|streit…|zank…|hau…|schlag…|grob…|schubs…|eifersü…|sanft…|vorsichtig…) ${gap(4)}(?:schwester…|brüder…|bruder…|geschwister…|baby)|(?:schwester…|bruder…|geschwister…) ${gap(3)}(?:streit…|zank…|vertrag…|eifersü…)`,
  'waiting-your-turn': w`warten…|abwarten|wartet|geduld…|ungeduld…|dran (?:sein|ist|kommen)|der reihe nach|abwechseln…|unterbrech…|reinred…`,
  'being-kind': w`freundlich…|nett (?:sein|zu)|netter|lieb (?:sein|zu)|liebevoll…|rücksicht…|mitgefühl…|gemein|liebe worte|nette worte`,
  'making-friends': w`freunde finden|freund(?:e|en|in|innen|schaft…)?|mitspielen|einsam…|anschluss|mit anderen (?:kindern )?spielen`,
  'doing-it-myself': w`selbstständig…|selbständig…|selber machen|selbst machen|(?:allein|alleine) (?:machen|schaffen)|große[rsn]? (?:junge|mädchen)`,
  'believing-in-yourself': w`an sich (?:selbst )?glaub…|selbstvertrauen|selbstbewusst…|selbstwert…|sich (?:mehr |etwas |was )?zu(?:zu)?trauen|zutraut|nicht gut genug|stolz auf sich`,
  'being-different': w`anders (?:sein|ist|zu sein)|ist anders|anderssein|einzigartig…|so wie (?:er|sie|es|du) (?:ist|bist)|sich selbst (?:mögen|mag|lieben|liebt|annehmen|akzeptieren)`,
  'sad-is-ok': w`(?:weinen|traurig…|tränen) ${gap(4)}(?:ok|okay|in ordnung|erlaubt|normal)|(?:darf|dürfen) ${gap(2)}(?:weinen|traurig)|traurigkeit|traurig sein`,
  'curious-learner': w`mehr ${gap(2)}(?:wissen|erfahren|lernen)|(?:wissen|erfahren|lernen) (?:über|wie|warum)|neugier…|entdeck…|forsch…|wissbegierig…`,
  'being-brave': w`mutig…|mut|tapfer…|angst…|ängstlich…|fürcht…|trau(?:t|en|st)|sorgen|schüchtern…|neues (?:aus)?probieren`,
};

const UNLESS: Partial<Record<Everyday, Record<Language, RegExp>>> = {
  'bees-and-spiders': FEARLESS_INTEREST,
  kindergarten: FRIEND,
  school: FRIEND,
  reading: {
    en: w`clocks?`,
    de: w`uhr…`,
  },
};

const EVERYDAY_RULES: readonly ThemeRule[] = (Object.keys(EN) as Everyday[]).map((id) => ({
  id,
  match: { en: EN[id], de: DE[id] },
  unless: UNLESS[id],
}));

/** The first everyday theme a goal's words name, or null. */
export function everydayTheme(lower: string, language: Language): ThemeId | null {
  const found = EVERYDAY_RULES.find((rule) => rule.match[language].test(lower) && !rule.unless?.[language].test(lower));
  return found?.id ?? null;
}
