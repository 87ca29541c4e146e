import type { Language, SensitiveThemeId } from '@dreamweaver/contracts';
import { SEPARATION, TWO_HOMES } from './family.ts';
import { gap, w } from './text.ts';

// The hard things of a child's life as a parent words them. They are read from every field (the
// free text, the goal, the achievement, the profile's facts): a death written in the achievement
// field is still a death. Who died, who is away and who is ill are read from the people
// (status.ts); these patterns find the themes that need no person, and the words of the ones that do.

interface SensitiveRule {
  id: SensitiveThemeId;
  match: Record<Language, RegExp[]>;
  unless?: Record<Language, RegExp>;
}

/** Someone dear moving away is missing them, not the child's own move. */
const SOMEONE_LEAVING: Record<Language, RegExp> = {
  en: w`(?:friend|grandma|grandpa|granny|nana|grandad|auntie|aunt|uncle|cousin|neighbour)s? ${gap(2)}(?:is |has |are )?(?:moving|moved|moves|going|leaving|left) (?:away|abroad)`,
  de: w`(?:freund…|oma|opa|tante|onkel|cousin…|nachbar…) ${gap(3)}(?:wegzieht|wegziehen|weggezogen|zieht weg)`,
};

type Sensitive = SensitiveThemeId;

/** English phrasings, in the order they are tried. */
const EN: Record<Exclude<Sensitive, 'parent-away'>, RegExp[]> = {
  'death-pet': [
    w`pet ${gap(3)}(?:died|passed away|put (?:to sleep|down))|(?:death|loss) of (?:a |his |her |their |our |the )?pet|put (?:to sleep|down)`,
  ],
  'death-person': [w`died|passed away|death|funeral|grief|griev…|bereave…|no longer with us`],
  separation: SEPARATION.en,
  'two-homes': TWO_HOMES.en,
  'someone-ill': [w`someone ${gap(4)}(?:ill|sick)|cancer|chemo…|dementia|alzheimer…`],
  'new-sibling': [
    w`new (?:baby|sibling|little brother|little sister|brother|sister|twins)|baby (?:brother |sister )?(?:is )?(?:coming|arriving|on the way|due)|pregnan…|expecting (?:a )?(?:baby|twins)`,
    w`(?:mummy|mommy|mum|mom|mama|mother|we|our family|i)(?: is| are| am|'s|'re|'m)? (?:having|expecting|getting) (?:a |another )?(?:new )?baby`,
    w`(?:be|being|become|becoming|becomes) (?:a )?(?:good )?(?:big|older) (?:brother|sister|sibling)|(?:happy|excited|jealous) about the (?:new )?baby`,
  ],
  'moving-house': [
    w`mov(?:e|es|ing|ed) (?:house|home|homes|to a new|away|to another|abroad|to (?:a )?(?:different|new))|new (?:house|home|flat|apartment|town|city|country)`,
    w`relocat…|the move|(?:we|we've|we have|we're|we are|just) (?:just )?mov(?:ed|ing)|(?:our|his|her|their|the) old (?:house|home|flat|room)`,
  ],
  speech: [
    w`stammer…|stutter…|stuter…|speech (?:difference|delay|impediment|therapy|problem|difficult…)|lisp…|selective mutism|non-?verbal|speech therapist`,
  ],
  aid: [
    w`(?:new|first|getting used to|about|proud of) ${gap(2)}(?:wheel ?chair|hearing aids?|cochlear implant|prosthe…|cane|walker)`,
    w`(?:stare|stares|staring|tease…|laugh…) ${gap(4)}(?:wheel ?chair|hearing aids?|prosthe…|cane|walker)`,
  ],
  'loud-noises': [
    w`(?:scared|afraid|frightened|fear…|hates?|upset|cries|struggles?|can't stand|overwhelm…|sensitive to|covers (?:his|her|their) ears) ${gap(4)}(?:loud…|noises?|fireworks?|bangs|sirens?|hand dryers?|hoovers?|vacuum…)`,
    w`loud (?:noises|sounds|bangs)|noise[- ]sensitiv…|sound[- ]sensitiv…|fireworks?`,
  ],
  'big-change': [
    w`big changes?|(?:lots of|many|so many) changes|everything (?:is|has) chang…|chang… (?:a lot|so much)`,
  ],
};

/** German phrasings of the same themes. */
const DE: Record<Exclude<Sensitive, 'parent-away'>, RegExp[]> = {
  'death-pet': [w`haustier… ${gap(4)}(?:gestorben|tot|eingeschläfert)|eingeschläfert`],
  'death-person': [w`gestorben|verstorben|starb|tod|trauer…|beerdigung|nicht mehr am leben`],
  separation: SEPARATION.de,
  'two-homes': TWO_HOMES.de,
  'someone-ill': [w`jemand ${gap(4)}krank|krebs|chemo…|demenz|alzheimer`],
  'new-sibling': [
    w`neue[snm]? (?:baby|geschwister…|brüderchen|schwesterchen|schwester|bruder)|geschwisterchen|schwanger…|baby (?:kommt|unterwegs)`,
    w`(?:bekommt|bekommen|kriegt|kriegen) (?:ein|noch ein) baby|(?:ein|noch ein) baby (?:bekommt|bekommen|kriegt)|(?:schwester|bruder|geschwisterchen|baby) (?:bekommen|gekriegt)`,
    w`große[rs]? (?:bruder|schwester) (?:werden|wird|zu werden)|(?:wird|werden) ${gap(2)}große[rs]? (?:bruder|schwester)|eifersü… ${gap(3)}baby`,
  ],
  'moving-house': [
    w`umzug…|umzieh…|umgezogen|(?:ziehen|zieht|ziehe) (?:bald |jetzt |gerade )?um|neue[sn]? (?:haus|wohnung|zuhause|stadt)`,
    w`alte[sn]? (?:haus|wohnung|zuhause|zimmer)`,
  ],
  speech: [w`stotter…|stottr…|sprachfehler|sprachstörung…|sprachentwicklung…|lispel…|logopäd…|sprachtherapie`],
  aid: [
    w`(?:neue[nrsm]?|ersten?) (?:rollstuhl…|hörgerät…|prothese…|rollator)`,
    w`(?:rollstuhl…|hörgerät…|prothese…|rollator) ${gap(4)}(?:gewöhn…|anstarr…|angestarrt|gucken|ausgelacht|stolz)`,
  ],
  'loud-noises': [
    w`(?:angst|fürcht…|erschr…|mag keine|verträgt keine|empfindlich…|hält sich die ohren zu) ${gap(4)}(?:laut…|lärm|geräusch…|feuerwerk…|knall…|sirene…|böller…)`,
    w`laute(?:n)? geräusch…|lärmempfindlich…|geräuschempfindlich…|feuerwerk…|böller…|silvesterknall…`,
  ],
  'big-change': [w`große(?:n)? veränderung…|veränderung…|alles (?:ist )?(?:neu|anders)|viel verändert`],
};

const SENSITIVE_RULES: readonly SensitiveRule[] = (Object.keys(EN) as (keyof typeof EN)[]).map((id) => ({
  id,
  match: { en: EN[id], de: DE[id] },
  unless: id === 'moving-house' ? SOMEONE_LEAVING : undefined,
}));

/** The sensitive themes a text names, in the rules' order. */
export function sensitiveThemes(lower: string, language: Language): SensitiveThemeId[] {
  return SENSITIVE_RULES.filter(
    (rule) => rule.match[language].some((p) => p.test(lower)) && !rule.unless?.[language].test(lower),
  ).map((rule) => rule.id);
}
