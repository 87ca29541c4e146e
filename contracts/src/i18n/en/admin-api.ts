// Admin API and storyctl: validation, errors and the welcome email.
export const adminApi = {
  'admin.validation.userId': 'Please choose a user by their number, or none.',
  'admin.validation.storyId': 'Please give a story id.',
  'admin.validation.search': 'Please enter the search as text of at most 200 characters.',
  'admin.validation.hidden': 'Please say whether the story is hidden from the gallery (true or false).',
  'admin.validation.failedFilter': 'Please give failed as true or false.',
  'admin.validation.deleteVoices': 'Please give deleteVoices as true or false.',
  'admin.validation.assignFields': "Please send only userId, and deleteVoices to delete the story's recorded voices.",
  'admin.errors.userNotFound': 'There is no user {user}.',
  'admin.errors.storyNotFound': 'There is no story {story}.',
  'admin.errors.storyHasVoice':
    "The story {story} was not moved: it has 1 recorded voice (kept or waiting for approval), which belongs to the family that has the story now. Its owner can delete it on the story's page, under Voice; or move the story and delete the voice with it: storyctl stories assign --delete-voices (deleteVoices: true in the API).",
  'admin.errors.storyHasVoices':
    "The story {story} was not moved: it has {count} recorded voices (kept or waiting for approval), which belong to the family that has the story now. Its owner can delete them on the story's page, under Voice; or move the story and delete the voices with it: storyctl stories assign --delete-voices (deleteVoices: true in the API).",
  'admin.errors.retryNotFailed': 'Only a story whose generation failed can be retried; {story} is {status}.',
  'admin.errors.noRefundOwed': 'No payment of {story} is waiting for a refund.',
  'admin.errors.refundFailed': 'The payment service did not refund {story}: {reason}',
  'admin.mail.welcome.subject': 'Welcome to Dreamweaver',
  'admin.mail.welcome.greeting': 'Hello {username},',
  'admin.mail.welcome.intro':
    'an account has been created for you at Dreamweaver, where you can keep and reopen your bedtime stories.',
  'admin.mail.welcome.credentials': 'Username: {username}\nTemporary password: {password}',
  'admin.mail.welcome.expiry':
    'This password works for 24 hours, and only until your first sign-in: then you choose a password of your own.',
  'admin.mail.welcome.signIn': 'Sign in at {url} within 24 hours.',
  'admin.mail.welcome.signInNoLink': 'Sign in with the account button at the top of the page within 24 hours.',
  'admin.mail.welcome.closing': 'Sweet dreams,\nthe Dreamweaver team',
} as const;
