import type { Language, StoryPlan } from '@dreamweaver/contracts';
import { ACHIEVEMENT_KINDS, type AchievementKind } from '../arcs/moments/memory.ts';
import { gap, type Source, w, wordsOf } from './text.ts';

// The child's recent achievement, in the parent's words, and what kind of memory it is: a memory a
// story can tell ("swam 25 metres" is the swim, "saved a penalty" the save), or null when told in
// general words. The kinds (arcs/moments/memory.ts), most particular first.

const KINDS: Record<AchievementKind, Record<Language, RegExp>> = {
  'penalty-save': {
    en: w`sav… ${gap(2)}penalt…`,
    de: w`elfmeter ${gap(2)}gehalten|elfer ${gap(2)}gehalten|hielt ${gap(2)}elfmeter`,
  },
  goal: { en: w`scor… ${gap(2)}goals?|first goal`, de: w`tor… ${gap(2)}geschossen|tor geschossen|erste(?:s|n)? tor` },
  race: {
    en: w`won ${gap(2)}race|medal|trophy|came (?:first|second|third)|race`,
    de: w`medaille|pokal|wettrennen|rennen gewonnen|erste(?:r|n)? platz`,
  },
  tooth: {
    en: w`los(?:t|ing) ${gap(2)}(?:first )?tooth|tooth (?:fell|came) out|wobbly tooth`,
    de: w`zahn (?:verloren|raus|ist rausgefallen|ausgefallen)|wackelzahn|ersten? zahn`,
  },
  teeth: { en: w`brush… ${gap(2)}teeth`, de: w`zähne ${gap(2)}geputzt|zähneputzen` },
  swim: { en: w`swim…|swam|armbands|width|lengths?`, de: w`schwimm…|seepferdchen|bahn…` },
  bike: { en: w`bike|bicycle|cycl…|stabili[sz]ers|training wheels`, de: w`fahrrad…|rad gefahren|radfahren|stützräder` },
  shoes: { en: w`shoe ?laces?|ti(?:ed|e) ${gap(2)}shoes|laces`, de: w`schuhe ${gap(2)}gebunden|schleife|schnürsenkel` },
  dressed: { en: w`dressed (?:him|her|them)self|got dressed`, de: w`(?:allein|alleine|selbst) angezogen` },
  reading: { en: w`read…`, de: w`lesen|gelesen|liest` },
  writing: { en: w`wr(?:ote|ite|iting) ${gap(2)}name|writ…`, de: w`geschrieben|schreiben` },
  poem: { en: w`poem|recit…`, de: w`gedicht…|aufgesagt` },
  concert: {
    en: w`concert|piano|violin|recorder|guitar|sang|recital`,
    de: w`konzert|vorspiel…|klavier|geige|blockflöte|gitarre|gesungen`,
  },
  show: { en: w`show|play|nativity|stage|dance|ballet`, de: w`aufführung|theater…|bühne|krippenspiel|tanz…|ballett` },
  drawing: { en: w`draw…|drew|painted|painting|picture`, de: w`gemalt|bild|zeichnung|gezeichnet` },
  climbing: { en: w`climb…`, de: w`kletter…|geklettert` },
  potty: { en: w`pott(?:y|ies)|toilet|loo`, de: w`töpfchen|toilette|klo` },
  'dry-nights': { en: w`dry (?:at night|all night|nights?)`, de: w`nachts trocken|trocken (?:geblieben|durch)` },
  'own-bed': {
    en: w`own bed|slept (?:alone|on (?:his|her|their) own|all night)`,
    de: w`eigenen bett|allein (?:geschlafen|eingeschlafen)|durchgeschlafen`,
  },
  // Starting nursery or school, not anything done there ("won the spelling bee at school").
  kindergarten: {
    en: w`(?:start…|began|begun|first (?:day|week)|going to|goes to|settled (?:in|into)) ${gap(2)}(?:nursery|kindergarten|preschool|day ?care)`,
    de: w`(?:in (?:den|die) |zur )(?:kindergarten|kita|krippe)|eingewöhnung`,
  },
  school: {
    en: w`(?:start…|began|begun|first (?:day|week)|going to|goes to|settled (?:in|into)) ${gap(2)}(?:school|reception)`,
    de: w`einschulung|eingeschult|schulkind|(?:in die |zur )schule|erste(?:r|n)? schultag`,
  },
};

/** The achievement field read into words and a kind; null when the parent left it empty. */
export function readAchievement(source: Source | undefined): StoryPlan['achievement'] {
  if (!source || source.text === '') return null;
  const words = wordsOf(source, { start: 0, end: source.text.length });
  if (!words) return null;
  const kind = ACHIEVEMENT_KINDS.find((id) => KINDS[id][source.language].test(source.lower)) ?? null;
  return { words, kind, used: false, why: null };
}
