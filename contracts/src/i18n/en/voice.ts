// A story read aloud in a parent's own voice: the recording API's messages and the recorder's words.
export const voice = {
  'voice.validation.name': 'Please give the voice a name, such as "Mum\'s voice".',
  'voice.validation.nameTooLong': 'The name of a voice can have at most {max} characters.',
  'voice.errors.notPaid': 'Recording your own voice comes with the full story. Please unlock the story first.',
  'voice.errors.notOwner': 'Only the account that owns this story can record its narration.',
  'voice.errors.notFound': 'We could not find this voice.',
  'voice.errors.noScene': 'This story has no such scene.',
  'voice.errors.tooLarge': 'The recording of one scene can be at most {megabytes} MB. Please record a shorter take.',
  'voice.errors.tooLong': 'The recording of one scene can be at most {minutes} minutes long.',
  'voice.errors.type':
    'Please send the recording as WebM with Opus or as MP4 with AAC audio, as the browser records it.',
  'voice.errors.unreadable': 'The recording could not be read. Please record the scene again.',
  'voice.errors.silent': 'We could not hear anything in the recording. Please check the microphone and try again.',
  'voice.errors.tooShort':
    'The recording is too short for the text of this scene ({seconds} seconds). Please read the whole scene.',
  'voice.errors.tooMany': 'A story can have at most {max} voices. Please delete one first.',
  'voice.errors.unavailable': 'Recordings cannot be taken on this server right now. Please try again later.',
} as const;
