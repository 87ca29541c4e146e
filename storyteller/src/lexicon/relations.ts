import type { PlanRelation } from '@dreamweaver/contracts';
import type { RelationForms } from './types.ts';

// The people of a family, as a story calls them when the parent gave no name.

export const RELATIONS: Record<PlanRelation, RelationForms> = {
  mum: { en: { noun: 'mum', calls: 'Mummy' }, de: { noun: 'Mama', gender: 'f', calls: 'Mama' } },
  dad: { en: { noun: 'dad', calls: 'Daddy' }, de: { noun: 'Papa', gender: 'm', calls: 'Papa' } },
  parent: { en: { noun: 'parent', calls: 'Mummy' }, de: { noun: 'Elternteil', gender: 'n', calls: 'Mama' } },
  grandma: { en: { noun: 'grandma', calls: 'Grandma' }, de: { noun: 'Oma', gender: 'f', calls: 'Oma' } },
  grandpa: { en: { noun: 'grandpa', calls: 'Grandpa' }, de: { noun: 'Opa', gender: 'm', calls: 'Opa' } },
  sister: { en: { noun: 'sister', calls: 'his sister' }, de: { noun: 'Schwester', gender: 'f', calls: 'Schwester' } },
  brother: { en: { noun: 'brother', calls: 'his brother' }, de: { noun: 'Bruder', gender: 'm', calls: 'Bruder' } },
  aunt: { en: { noun: 'aunt', calls: 'Auntie' }, de: { noun: 'Tante', gender: 'f', calls: 'Tante' } },
  uncle: { en: { noun: 'uncle', calls: 'Uncle' }, de: { noun: 'Onkel', gender: 'm', calls: 'Onkel' } },
  cousin: { en: { noun: 'cousin', calls: 'cousin' }, de: { noun: 'Cousin', gender: 'm', calls: 'Cousin' } },
  friend: { en: { noun: 'friend', calls: 'friend' }, de: { noun: 'Freund', gender: 'm', calls: 'Freund' } },
  teacher: { en: { noun: 'teacher', calls: 'teacher' }, de: { noun: 'Lehrerin', gender: 'f', calls: 'Lehrerin' } },
  other: { en: { noun: 'friend', calls: 'friend' }, de: { noun: 'Freund', gender: 'm', calls: 'Freund' } },
};
