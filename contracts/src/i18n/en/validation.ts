// Validation and server error messages, shared by forms and the bff.
export const validation = {
  'validation.username.min': 'Username must be at least 3 characters',
  'validation.username.max': 'Username cannot exceed 50 characters',
  'validation.username.invisible': 'Usernames cannot contain invisible or control characters',
  'validation.password.min': 'Password must be at least 6 characters',
  'validation.password.max': 'Password is too long',
  'validation.password.match': 'Passwords must match',
  'validation.password.current': 'Please enter your current password',
  'validation.password.same': 'The new password must be different from the current one',
  'validation.password.control': 'Passwords cannot contain control characters',
  'validation.password.deleteAccount': 'Please enter your password to delete your account',
  'validation.name.required': 'Name is required',
  'validation.email.invalid': 'Please enter a valid email address',
  'validation.paging.limit': 'Please ask for between 1 and {max} rows per page.',
  'validation.paging.cursor':
    'This page position is not valid for this list (it may belong to another list or search). Please start again from the first page.',
  'validation.invalidRequest': 'The request is not valid. Please check what you entered.',
  'validation.text.unstorable':
    'This text contains invisible control characters that cannot be saved. Please remove them and try again.',
  'validation.text.control':
    'This text contains control characters (invisible codes such as escape or line breaks). Please remove them and try again.',
  'validation.text.controlMultiline':
    'This text contains control characters (invisible codes such as escape); only line breaks and tabs are allowed. Please remove them and try again.',
  'errors.invalidCredentials': 'Invalid username or password',
  'errors.usernameTaken': 'This username is already taken. Please choose another one.',
  'errors.usernameReserved': 'This username is reserved. Please choose another one.',
  'errors.tooManyAttempts': 'Too many sign-in attempts. Please try again in {minutes} minutes.',
  'errors.tooManyRegistrations':
    'Too many accounts have been created from your network recently. Please try again in {minutes} minutes, or sign in if you already have an account.',
  'errors.registrationsBusy': 'A great many people are signing up right now. Please try again in {minutes} minutes.',
  'errors.requestAbandoned': 'The request was cancelled before it was finished.',
  'errors.notSignedIn': 'Please sign in to continue.',
  'errors.forbidden': "You don't have permission to do this.",
  'errors.currentPasswordWrong': 'Your current password is not correct.',
  'errors.deleteAccountPasswordWrong': 'That is not your password, so your account was not deleted.',
  'errors.lastAdmin':
    'This is the only admin account, so it cannot be deleted. Give another account the admin role first (storyctl users grant-admin).',
  'errors.temporaryPasswordExpired':
    'Your temporary password has expired (it was valid for 24 hours). Please ask the admin for a new one.',
  'errors.passwordChangeRequired': 'Please change your temporary password before you continue.',
  'errors.metricsToken': 'The metrics need a valid token (Authorization: Bearer …).',
  'errors.notFound': 'Not found.',
  'errors.crossSite': 'This request came from another site and was refused.',
  'errors.jsonOnly': 'Please send this request as JSON (Content-Type: application/json).',
  'errors.invalidJson': 'The request body is not valid JSON.',
  'errors.bodyTooLarge': 'The request is too large.',
  'errors.internal': 'Something went wrong on our side. Please try again later.',
  'errors.unavailable':
    'Our storage is briefly unavailable. Please try again in a minute; nothing you entered was lost.',
} as const;
