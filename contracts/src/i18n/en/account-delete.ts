// "Delete my account" in the account menu, and what the parent sees once it is done (docs/your-data.md).
export const accountDelete = {
  'account.menu.deleteAccount': 'Delete my account',
  'account.delete.title': 'Delete my account',
  'account.delete.intro': 'This deletes your account for good. It cannot be undone.',
  'account.delete.goesTitle': 'What is deleted',
  'account.delete.goes.account': 'your account, and every browser signed in to it is signed out',
  'account.delete.goes.children': 'your child profiles',
  'account.delete.goes.stories': 'your stories, with their pictures and narration',
  'account.delete.goes.voices': 'the voices recorded for your stories, and their invite links',
  'account.delete.goes.books': 'the e-books made from your stories',
  'account.delete.kept':
    'For a story you paid for, we keep only the payment provider’s reference and the amount, with nothing that leads to you or your child. Bookkeeping law requires this (in Germany commonly 10 years); after that, it is deleted too.',
  'account.delete.password': 'Your password',
  'account.delete.submit': 'Delete my account for good',
  'account.delete.submitting': 'Deleting your account...',
  'account.delete.cancel': 'Keep my account',
  'account.delete.failed.title': 'Account not deleted',
  'account.delete.failed.unknown': 'Your account could not be deleted. Please try again.',
  'account.deleted.title': 'Your account is deleted',
  'account.deleted.text':
    'Your account, your child profiles and your stories are gone, with their pictures, narration, recorded voices, invite links and e-books. You are signed out.',
  'account.deleted.kept':
    'Of the stories you paid for, only the payment provider’s reference and the amount remain, with nothing that leads to you, for as long as bookkeeping law requires.',
  'account.deleted.close': 'Close',
} as const;
