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
  'privacy.page.stories.offlineText':
    'This site writes, illustrates and narrates stories on its own server, without any AI service: the details you enter for a story and the story made from them are not sent to any third party.',
  'privacy.page.accounts.title': 'Accounts',
  'privacy.page.accounts.text':
    'You do not need an account to create a story. If you create one, we store only your username and a hashed version of your password, never the password itself.',
  'privacy.page.payments.title': 'Payments',
  'privacy.page.payments.text':
    'Card payments are handled by our payment provider on its own secure checkout page. We never see or store your card details.',
  'privacy.page.recordings.title': 'Your own voice',
  'privacy.page.recordings.text':
    "If you read a story aloud in your own voice, we keep the recording of each scene you save with that story, in our own storage, and only you (signed in to the account that owns the story) can hear it or download it in the e-book. If you invite someone by a private link, they can read the story aloud without an account: the link shows only the story's text, lasts 7 days or until you close it, and we keep only a fingerprint of it, never the link itself. Their recording is kept the same way, and only you hear it; it becomes a voice of the story only if you keep it, and is deleted if you do not. We check the sound on our own server to find where each sentence starts. Recordings are never sent to any AI service, never used to train or clone a voice, and never shared. Deleting a voice deletes its recordings and the e-books made with it; so does a refund of the story.",
  'privacy.page.purchaseEmail.title': 'Your email address',
  'privacy.page.purchaseEmail.text':
    'If you give an email address when you buy a story, we store it with that purchase to send you the link to your story. We do not share it or use it for marketing.',
  'privacy.page.browser.title': 'Your browser',
  'privacy.page.browser.text':
    'We use a cookie to keep you signed in and one to recognise a browser you have signed in from before (so that someone guessing your password elsewhere cannot lock you out), and small cookies remember the language you chose and whether Bedtime is on. We use no advertising or tracking cookies.',
  'privacy.page.yourData.title': 'Your data is yours',
  'privacy.page.yourData.text':
    "Each story you made shows you its privacy receipt: which services made it, everything that was sent to them (with your child's name replaced), and who can read the story. In the account menu, “Download my data” gives you one file with your account, your children's profiles, your stories and your recordings, and “Delete my account” deletes all of it. We then keep only what bookkeeping law requires of a purchase: the payment provider's reference and the amount, with nothing that leads back to you or your child.",
  'page.titleFormat': '{brand} – {page}',
  'page.home.title': 'Bedtime stories starring your child',
  'page.home.description':
    'Create a bedtime story with your child as the hero: written, illustrated and read aloud, in English or German.',
  'page.selectAudience.description': 'Start a new bedtime story: say who it is for.',
  'page.selectStoryType.description':
    'Pick the kind of bedtime story: a sleepy adventure that winds down, or a magical dreamland.',
  'page.personalize.description':
    'Make the story yours: the child’s name and age, favourite animal, colour and pastime, siblings and the setting.',
  'page.selectAudience.title': 'Who is the story for?',
  'page.selectStoryType.title': 'Choose a story type',
  'page.personalize.title': 'Personalise your story',
  'page.generating.title': 'Creating your story',
  'page.generating.description': 'Your story is being written, illustrated and narrated.',
  'page.story.title': 'Your story',
  'page.story.description': 'A personalised bedtime story to read and listen to, scene by scene.',
  'page.testAudio.title': 'Audio test',
  'page.testAudio.description': 'Check that narration plays in this browser.',
  'page.storyViewerTest.title': 'Story viewer test',
  'page.storyViewerTest.description': 'The story viewer with a sample story.',
  'page.myStories.title': 'My Stories',
  'page.myStories.description': 'The stories you have created and bought, ready to read again.',
  'page.admin.title': 'Admin Dashboard',
  'page.admin.description': 'Manage users and stories.',
  'page.privacy.title': 'Privacy Policy',
  'page.privacy.description': 'What happens to the details you give us, and what we store.',
  'page.invite.title': 'Read a story aloud',
  'page.invite.description': 'Record a bedtime story in your own voice for a child, from a private link.',
  'page.notFound.title': 'Page not found',
  'page.notFound.description': 'This page does not exist.',
} as const;
