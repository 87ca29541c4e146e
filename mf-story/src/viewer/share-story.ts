import { toast } from '@dreamweaver/web-kit';
import type { Translate } from '@dreamweaver/contracts';

/** The system share sheet where there is one, otherwise the link goes to the clipboard. */
export async function shareStory(title: string, url: string, t: Translate): Promise<void> {
  if (navigator.share) {
    try {
      await navigator.share({ title, url });
    } catch {
      // the parent closed the share sheet
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: t('viewer.share.copied'), description: t('viewer.share.copiedDescription') });
  } catch (error) {
    console.info('[mf-story] could not copy the story link:', error);
  }
}
