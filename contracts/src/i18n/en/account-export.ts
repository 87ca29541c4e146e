// "Download my data": the account menu's button, the server's answers, and the ZIP's README.txt.
export const accountExport = {
  'accountExport.menu': 'Download my data',
  'accountExport.dialog.title': 'Download my data',
  'accountExport.dialog.description':
    'You get one ZIP file with your account, your child profiles, every story as a web page and an e-book, your recorded voices and each story’s privacy receipt.',
  'accountExport.dialog.start': 'Download',
  'accountExport.dialog.cancel': 'Close',
  'accountExport.dialog.preparing': 'Your data is being prepared… This can take a few minutes; keep this window open.',
  'accountExport.dialog.done': 'Your data has been downloaded.',
  'accountExport.dialog.failed': 'Your data could not be downloaded. Please try again.',
  'accountExport.preparing': 'Your data is being prepared. Please ask again in a moment.',
  'accountExport.errors.failed': 'Your data could not be put together just now. Please try again in a moment.',
  'accountExport.readme.title': 'Your data from Dreamweaver',
  'accountExport.readme.intro':
    'This ZIP file holds everything Dreamweaver keeps about your account "{username}", as of {date}. The files:',
  'accountExport.readme.account':
    'account.json: your account (username, email, when it was created, the language of this file) and a list of your stories and recorded voices. Your password is not in it.',
  'accountExport.readme.children':
    'children/<profile>.json: each child profile as you entered it, with the stories made from it.',
  'accountExport.readme.storyHtml':
    'stories/<story>/story.html: the story as a web page with its pictures; open it in any web browser.',
  'accountExport.readme.storyEpub':
    'stories/<story>/story.epub: the story as an e-book that reads itself aloud; open it in an e-book reader.',
  'accountExport.readme.receipt':
    'stories/<story>/privacy-receipt.json: the story’s privacy receipt: what was sent to which AI service while it was made.',
  'accountExport.readme.voices':
    'voices/<story>/<voice>/scene-<n>.mp3: the voices recorded for your stories, one file per scene.',
  'accountExport.readme.preview':
    'A story you have not bought is in it as its free preview; a story still being made or that failed has its receipt only.',
  'accountExport.readme.kept':
    'This download is kept for 7 days. Ask for it again later, or after you change something, and you get a fresh copy.',
};
