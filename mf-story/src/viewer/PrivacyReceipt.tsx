import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type {
  Language,
  MessageKey,
  ReceiptRequestJson,
  ReceiptServiceUseJson,
  StoryPrivacyJson,
} from '@dreamweaver/contracts';
import { useI18n } from '@dreamweaver/web-kit';
import { storyPrivacyQuery } from '../api/privacy-receipt.ts';
import './privacy-receipt.css';

// The story's privacy receipt under the reader, for whoever made the story (the story JSON carries
// `sharing` for them only, so nobody else even asks): in plain words, whether anything left the
// server, which service did what, every request as it was sent (behind a disclosure each), where
// the pictures and sound are kept and who can read the story now.

interface Props {
  storyId: string;
  /** The gallery switch and the payment as the viewer knows them: the receipt is asked again when either changes. */
  shared: boolean;
  paid: boolean;
}

export function PrivacyReceipt({ storyId, shared, paid }: Props) {
  const { t } = useI18n();
  const query = useQuery({ ...storyPrivacyQuery(storyId, { shared, paid }), placeholderData: (previous) => previous });
  if (query.isPending) return null;
  const receipt = query.data;
  return (
    <details className="receipt" data-testid="privacy-receipt">
      <summary className="receipt__summary">
        <span className="receipt__title">{t('receipt.title')}</span>
        {receipt ? <span className="receipt__verdict">{t(verdictOf(receipt))}</span> : null}
      </summary>
      {receipt ? <ReceiptBody receipt={receipt} /> : <p className="receipt__note">{t('receipt.failed')}</p>}
    </details>
  );
}

function verdictOf(receipt: StoryPrivacyJson): MessageKey {
  if (!receipt.recorded) return 'receipt.verdict.notRecorded';
  return receipt.leftTheServer ? 'receipt.verdict.ai' : 'receipt.verdict.offline';
}

function ReceiptBody({ receipt }: { receipt: StoryPrivacyJson }) {
  const { t } = useI18n();
  const mediaByAi = receipt.requests.some((r) => r.service === 'picture' || r.service === 'speech');
  return (
    <div className="receipt__body">
      <p className="receipt__note">{t('receipt.intro')}</p>
      {receipt.making ? <p className="receipt__note">{t('receipt.making')}</p> : null}
      {!receipt.recorded ? <p>{t('receipt.notRecorded')}</p> : null}
      {receipt.recorded && !receipt.leftTheServer ? <p>{t('receipt.offline')}</p> : null}
      {receipt.leftTheServer ? (
        <p>
          {t('receipt.ai')} <strong>{t('receipt.noName')}</strong>{' '}
          {receipt.placeholders.length > 0 ? (
            <StandIns placeholders={receipt.placeholders} template={t('receipt.standIns')} />
          ) : null}{' '}
          {mediaByAi ? t('receipt.standIns.media') : null}
        </p>
      ) : null}
      {receipt.recorded ? <ReceiptServices receipt={receipt} /> : null}
      {receipt.requests.length > 0 ? <ReceiptRequests requests={receipt.requests} /> : null}
      <ReceiptPlaces receipt={receipt} />
    </div>
  );
}

/** "In its place they were sent {{HERO}}, {{CHILD2}}." with each stand-in marked. */
function StandIns({ placeholders, template }: { placeholders: string[]; template: string }) {
  const [before, after = ''] = template.split('{placeholders}');
  return (
    <>
      {before}
      {placeholders.map((placeholder, i) => (
        <span key={placeholder}>
          {i > 0 ? ', ' : null}
          <code className="receipt__stand-in">{placeholder}</code>
        </span>
      ))}
      {after}
    </>
  );
}

function ReceiptServices({ receipt }: { receipt: StoryPrivacyJson }) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="receipt__heading">
        {t('receipt.services.title')}
      </h3>
      <ul className="receipt__services" data-testid="receipt-services">
        {receipt.services.map((use) => (
          <li key={`${use.service}:${use.engine}:${use.server}:${use.model}`} data-engine={use.engine}>
            <strong>{t(`receipt.service.${use.service}`)}</strong>: {serviceUse(use, t)}
          </li>
        ))}
        {receipt.moderated ? null : <li data-engine="none">{t('receipt.moderation.notRun')}</li>}
      </ul>
    </section>
  );
}

type T = ReturnType<typeof useI18n>['t'];

function serviceUse(use: ReceiptServiceUseJson, t: T): string {
  if (use.engine === 'offline') return t('receipt.engine.offline');
  const by = t('receipt.engine.ai', { server: use.server ?? '', model: use.model ?? '' });
  return `${by} · ${t(use.count === 1 ? 'receipt.count.one' : 'receipt.count.other', { count: use.count })}`;
}

const LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' };

function ReceiptRequests({ requests }: { requests: ReceiptRequestJson[] }) {
  const { t, language } = useI18n();
  const titleId = useId();
  const time = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="receipt__heading">
        {t('receipt.sent.title')}
      </h3>
      <p className="receipt__note">{t('receipt.sent.hint')}</p>
      <ol className="receipt__requests" data-testid="receipt-requests">
        {requests.map((request, i) => {
          const params = {
            service: t(`receipt.service.${request.service}`),
            server: request.server,
            time: time.format(new Date(request.sentAt)),
            number: request.sceneNumber ?? '',
          };
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the requests are a fixed list, oldest first
            <li key={i}>
              <details className="receipt__request">
                <summary>
                  {t(request.sceneNumber === null ? 'receipt.sent.request' : 'receipt.sent.requestScene', params)}
                </summary>
                {request.parts.map((part, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a request's parts are fixed, in the order sent
                  <figure key={j} className="receipt__part">
                    <figcaption>{t(`receipt.part.${part.part}`)}</figcaption>
                    <SentText text={part.text} />
                  </figure>
                ))}
              </details>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

const STAND_IN = /(\{\{\s*(?:HERO|CHILD\s*\d{1,2})\s*\}\})/i;

/** A text as it was sent, with each child's stand-in marked. */
function SentText({ text }: { text: string }) {
  const pieces = text.split(STAND_IN);
  return (
    <pre className="receipt__text">
      {pieces.map((piece, i) =>
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one fixed text
          <mark key={i} className="receipt__stand-in">
            {piece}
          </mark>
        ) : (
          piece
        ),
      )}
    </pre>
  );
}

function ReceiptPlaces({ receipt }: { receipt: StoryPrivacyJson }) {
  const { t } = useI18n();
  const storageId = useId();
  const readersId = useId();
  return (
    <>
      <section aria-labelledby={storageId}>
        <h3 id={storageId} className="receipt__heading">
          {t('receipt.storage.title')}
        </h3>
        <p>
          {t('receipt.storage.story')} {t(`receipt.storage.${receipt.media}`)}
        </p>
      </section>
      <section aria-labelledby={readersId}>
        <h3 id={readersId} className="receipt__heading">
          {t('receipt.readers.title')}
        </h3>
        <ul className="receipt__readers" data-testid="receipt-readers">
          <li>{t(receipt.readers.wholeStory ? 'receipt.readers.whole' : 'receipt.readers.preview')}</li>
          <li>{t(receipt.readers.gallery ? 'receipt.readers.gallery' : 'receipt.readers.noGallery')}</li>
          <li>{t('receipt.readers.admin')}</li>
        </ul>
      </section>
    </>
  );
}
