import type { Language, PlanRelation } from '@dreamweaver/contracts';
import type { RelationForms } from './types.ts';

// The people of a family and around it: how a story names them when the parent gave no name, how
// a child calls them, and what a parent may type for them. German has a word for a man and one for
// a woman where English has one (a friend: Freund, Freundin; a cousin: Cousin, Cousine).

export const RELATIONS: Record<PlanRelation, RelationForms> = {
  mum: {
    en: { noun: 'mum', calls: 'Mummy' },
    de: { noun: 'Mama', gender: 'f', calls: 'Mama' },
    pairs: {
      en: [
        ['Mummy', 'Mama'],
        ['Mum', 'Mama'],
        ['Mummy', 'Mum'],
      ],
      de: [
        ['Mama', 'Mami'],
        ['Mama', 'Mamu'],
        ['Mami', 'Mutti'],
      ],
    },
    spellings: {
      en: ['mum', 'mummy', 'mom', 'mommy', 'mama', 'mother', 'ma', 'mam', 'mammy'],
      de: ['mama', 'mami', 'mutti', 'mutter'],
    },
  },
  dad: {
    en: { noun: 'dad', calls: 'Daddy' },
    de: { noun: 'Papa', gender: 'm', calls: 'Papa' },
    pairs: {
      en: [
        ['Daddy', 'Papa'],
        ['Dad', 'Papa'],
        ['Daddy', 'Pops'],
      ],
      de: [
        ['Papa', 'Papi'],
        ['Papa', 'Daddy'],
        ['Papi', 'Vati'],
      ],
    },
    spellings: {
      en: ['dad', 'daddy', 'papa', 'father', 'pa'],
      de: ['papa', 'papi', 'vati', 'vater', 'paps'],
    },
  },
  parent: {
    en: { noun: 'parent', calls: 'Mummy' },
    de: { noun: 'Elternteil', gender: 'n', calls: 'Mama', plural: 'Elternteile' },
    spellings: { en: ['parent', 'parents'], de: ['elternteil', 'eltern'] },
  },
  grandma: {
    en: { noun: 'grandma', calls: 'Grandma' },
    de: { noun: 'Oma', gender: 'f', calls: 'Oma' },
    spellings: {
      en: ['grandma', 'granny', 'gran', 'nana', 'nan', 'nanna', 'grandmother', 'gran-gran', 'grandmama'],
      de: ['oma', 'omi', 'großmutter', 'grossmutter', 'omama', 'großmama'],
    },
  },
  grandpa: {
    en: { noun: 'grandpa', calls: 'Grandpa' },
    de: { noun: 'Opa', gender: 'm', calls: 'Opa' },
    spellings: {
      en: ['grandpa', 'grandad', 'granddad', 'grandaddy', 'gramps', 'grampa', 'grandfather', 'pop-pop', 'grandpapa'],
      de: ['opa', 'opi', 'großvater', 'grossvater', 'opapa', 'großpapa'],
    },
  },
  sister: {
    en: { noun: 'sister', calls: 'his sister' },
    de: { noun: 'Schwester', gender: 'f', calls: 'Schwester' },
    spellings: {
      en: ['sister', 'sis', 'big sister', 'little sister', 'baby sister', 'twin sister', 'sisters'],
      de: ['schwester', 'schwesterchen', 'große schwester', 'kleine schwester', 'zwillingsschwester', 'schwestern'],
    },
  },
  brother: {
    en: { noun: 'brother', calls: 'his brother' },
    de: { noun: 'Bruder', gender: 'm', calls: 'Bruder' },
    spellings: {
      en: ['brother', 'bro', 'big brother', 'little brother', 'baby brother', 'twin brother', 'brothers'],
      de: ['bruder', 'brüderchen', 'großer bruder', 'kleiner bruder', 'zwillingsbruder', 'brüder'],
    },
  },
  aunt: {
    en: { noun: 'aunt', calls: 'Auntie' },
    de: { noun: 'Tante', gender: 'f', calls: 'Tante', plural: 'Tanten' },
    spellings: {
      en: ['aunt', 'auntie', 'aunty', 'aunts', 'great-aunt'],
      de: ['tante', 'tanten', 'tantchen', 'großtante'],
    },
  },
  uncle: {
    en: { noun: 'uncle', calls: 'Uncle' },
    de: { noun: 'Onkel', gender: 'm', calls: 'Onkel', plural: 'Onkel' },
    spellings: { en: ['uncle', 'uncles', 'great-uncle'], de: ['onkel', 'großonkel'] },
  },
  cousin: {
    en: { noun: 'cousin', calls: 'cousin' },
    de: { noun: 'Cousin', gender: 'm', calls: 'Cousin', byGender: { m: 'Cousin', f: 'Cousine' } },
    spellings: { en: ['cousin', 'cousins'], de: ['cousin', 'cousine', 'cousinen', 'cousins', 'kusine', 'vetter'] },
  },
  friend: {
    en: { noun: 'friend', calls: 'friend' },
    de: { noun: 'Freund', gender: 'm', calls: 'Freund', byGender: { m: 'Freund', f: 'Freundin' } },
    spellings: {
      en: ['friend', 'friends', 'best friend', 'bestie', 'buddy', 'pal', 'best mate', 'mate', 'playmate'],
      de: [
        'freund',
        'freundin',
        'freunde',
        'freundinnen',
        'bester freund',
        'beste freundin',
        'kumpel',
        'spielkamerad',
        'spielkameradin',
      ],
    },
  },
  teacher: {
    en: { noun: 'teacher', calls: 'teacher' },
    de: { noun: 'Lehrerin', gender: 'f', calls: 'Lehrerin', byGender: { m: 'Lehrer', f: 'Lehrerin' } },
    spellings: {
      en: ['teacher', 'teachers', 'nursery teacher', 'childminder', 'key worker', 'keyworker'],
      de: [
        'lehrer',
        'lehrerin',
        'erzieher',
        'erzieherin',
        'kindergärtnerin',
        'tagesmutter',
        'klassenlehrerin',
        'klassenlehrer',
      ],
    },
  },
  // The new baby whom the parent did not say is a boy or a girl ("Mummy is pregnant"): read from the
  // new-baby words (reader/baby.ts), never from a word alone, so it has no spellings.
  baby: {
    en: { noun: 'baby', calls: 'the baby' },
    de: { noun: 'Baby', gender: 'n', calls: 'das Baby', plural: 'Babys' },
    spellings: { en: [], de: [] },
  },
  other: {
    en: { noun: 'friend', calls: 'friend' },
    de: { noun: 'Freund', gender: 'm', calls: 'Freund', byGender: { m: 'Freund', f: 'Freundin' } },
    spellings: { en: [], de: [] },
  },
};

/** Two or more of one kind, told together: "mums", „Mamas“, „Tanten“. */
export function pluralOf(relation: PlanRelation, language: Language): string {
  const forms = RELATIONS[relation];
  return language === 'de' ? (forms.de.plural ?? `${forms.de.noun}s`) : `${forms.en.noun}s`;
}
