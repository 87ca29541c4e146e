// Child profiles: the API's messages, and the Children section of My Stories.
export const children = {
  'children.errors.notFound': "We couldn't find this child's profile.",
  'children.errors.tooMany': 'An account can keep at most {max} child profiles.',
  'children.validation.choice': 'Please choose one of the options offered.',
  'children.validation.birthYear': 'The birth year must be within the last 18 years.',
  'children.validation.birthMonth': 'The birth month must be a month from 1 to 12, and not in the future.',
  'children.validation.birthBoth': 'Please give both the birth year and the birth month.',
  'children.validation.ageOrBirth': 'Please give either the age or the birth year and month, not both.',
  'children.validation.pronoun': 'Please choose he, she, they or unspecified.',
  'children.validation.companionName': 'Every companion or toy needs a name.',
  'children.validation.companions': 'A profile can have at most {max} companions and toys.',
  'children.validation.fact': 'A fact cannot be empty.',
  'children.validation.facts': 'A story bible can hold at most {max} facts.',
  'children.validation.deleteStories': 'Please say whether the stories are kept or deleted (keep or delete).',
} as const;
