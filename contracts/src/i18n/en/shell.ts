// The shell's own screens (layout, privacy policy, 404, remote fallback) and the toasts.
export const shell = {
  'shell.skipToContent': 'Skip to content',
  'shell.language.label': 'Language',
  'shell.language.option': '{code} – {name}',
  'shell.account.signIn': 'Sign In',
  'shell.remote.loading': 'Loading...',
  'shell.remote.failed.title': 'This part of Dreamweaver could not be loaded',
  'shell.remote.failed.text': 'Something went wrong while fetching it. The rest of the site still works.',
  'shell.remote.retry': 'Try again',
  'shell.notFound.code': '404',
  'shell.notFound.title': 'Page not found',
  'shell.notFound.text': "This page has drifted off to dreamland. Let's get you back home.",
  'shell.backHome': 'Back to home',
  'toast.region': 'Notifications ({hotkey})',
  'toast.close': 'Close',
  'privacy.page.intro':
    'We keep as little about you as we can. This page explains what happens to the details you give us.',
  'privacy.page.stories.title': 'Your stories',
  'privacy.page.stories.text':
    'The details you enter for a story and the story we create from them are processed by third-party AI services to write the text, draw the pictures and record the narration. They are not used to train those services.',
  'privacy.page.accounts.title': 'Accounts',
  'privacy.page.accounts.text':
    'You do not need an account to create a story. If you create one, we store only your username and a hashed version of your password, never the password itself.',
  'privacy.page.payments.title': 'Payments',
  'privacy.page.payments.text':
    'Card payments are handled by our payment provider on its own secure checkout page. We never see or store your card details.',
  'privacy.page.browser.title': 'Your browser',
  'privacy.page.browser.text':
    'We use one cookie to keep you signed in, and your browser remembers the language you chose. We use no advertising or tracking cookies.',
} as const;
