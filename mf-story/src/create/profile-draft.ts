import type { ChildProfileJson, Translate } from '@dreamweaver/contracts';
import { emptyRecipient, initialWizardState, type WizardState } from './wizard-state.ts';

// "Tonight's story": the wizard filled in from a child profile. The look, the companions and the
// story bible become the description, in sentences the parent reads and can change before the
// story is made; the favourites fill their own fields. The plan does not depend on these sentences
// for the look and the companions: the bff gives the storyteller the profile's own (story-plans.ts).

/** The description's sentences: the look first, then companions and toys, then the bible's facts. */
export function profileDescription(profile: ChildProfileJson, t: Translate): string {
  const { look } = profile;
  const first = profile.name;
  // After the first sentence, he or she says who is meant (and tells the storyteller the pronoun).
  const later =
    profile.pronoun === 'he' ? t('children.draft.he') : profile.pronoun === 'she' ? t('children.draft.she') : first;
  const sentences: string[] = [];
  const say = (build: (name: string) => string) => sentences.push(build(sentences.length === 0 ? first : later));
  const style =
    look.hairStyle === 'curly' || look.hairStyle === 'long' || look.hairStyle === 'short' ? look.hairStyle : null;
  const hair = [
    style && t(`children.draft.hairStyle.${style}`),
    look.hairColour && t(`children.draft.hairColour.${look.hairColour}`),
  ].filter(Boolean);
  if (hair.length > 0) say((name) => t('children.draft.hair', { name, hair: hair.join(' ') }));
  if (look.hairStyle === 'braids') say((name) => t('children.draft.braids', { name }));
  if (look.hairStyle === 'ponytail') say((name) => t('children.draft.ponytail', { name }));
  if (look.glasses) say((name) => t('children.draft.glasses', { name }));
  const { skinTone, pyjamas } = look;
  if (skinTone) say((name) => t('children.draft.skin', { name, skin: t(`children.draft.skinTone.${skinTone}`) }));
  if (pyjamas) say((name) => t('children.draft.pyjamas', { name, pattern: t(`children.draft.pyjamas.${pyjamas}`) }));
  for (const { name: companion, kind } of profile.companions) {
    sentences.push(
      kind
        ? t('children.draft.companion', { name: first, kind, companion })
        : t('children.draft.companionNoKind', { name: first, companion }),
    );
  }
  sentences.push(...profile.bible.map((fact) => (/[.!?]$/.test(fact) ? fact : `${fact}.`)));
  return sentences.join(' ');
}

/** The whole wizard, ready on its last step, from the profile. */
export function wizardStateFromProfile(profile: ChildProfileJson, t: Translate): WizardState {
  const { favourites } = profile;
  return {
    ...initialWizardState(),
    audience: 'child',
    storyType: 'classic',
    recipientDetails: {
      ...emptyRecipient,
      name: profile.name,
      age: profile.age === null ? '' : String(profile.age),
      personalization: profileDescription(profile, t),
      // The storyteller makes a favourite animal the companion ahead of a named pet: with a
      // companion in the profile it stays empty, so every episode has the same companion.
      favoriteAnimal: profile.companions.length > 0 ? '' : (favourites.animal ?? ''),
      favoriteColor: favourites.colour ?? '',
      favoriteActivity: favourites.activity ?? '',
      favoriteFood: favourites.food ?? '',
    },
    childId: profile.id,
    series: true,
  };
}
