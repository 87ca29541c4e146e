// Story creation: validation messages of the story API beyond spec.md section 5.
export const storyApi = {
  'story.validation.text': 'Please enter text here.',
  'story.validation.tooLong': 'Please keep this under {max} characters.',
  'story.validation.nameTooLong': 'The name can have at most {max} characters.',
  'story.validation.age': 'Age must be a whole number from 0 to 18.',
  'story.validation.audience': 'Please choose who the story is for.',
  'story.validation.storyType': 'Please choose a story style.',
  'story.validation.language': 'The story language must be English or German.',
  'story.errors.notFound': "We couldn't find the story you're looking for.",
  'story.errors.locked': 'Purchase the full story to unlock all scenes.',
  'story.errors.downloadFormat': 'Please choose a download format: html, epub or pdf.',
  'story.errors.unsuitable': 'Some of the details are not suitable for a bedtime story. Please change them.',
  'story.validation.shared': 'Please say whether the story is shown in the gallery (true or false).',
  'story.errors.sharingNotAllowed': 'Only whoever made this story can choose whether it is shown in the gallery.',
  'story.errors.notFailed': 'This story is not stuck, so there is nothing to try again.',
  'story.errors.notYours': 'Only the person who made this story can do this.',
  'story.errors.tooMany': 'That is a lot of stories in a short time. Please try again in {minutes} minutes.',
} as const;
