import Copy from 'lucide-react/icons/copy';
import Rss from 'lucide-react/icons/rss';
import { useState } from 'react';
import { useMounted } from '../../browser/useMounted';
import { useI18n } from '../../i18n/I18nProvider';
import { feedFormats, feedMediaTypes, newsFeedPath, type FeedFormat } from '../../routes/newsFeeds';
import { siteOrigin } from '../../routes/siteOrigin';

type Copied = FeedFormat | 'failed' | null;

/**
 * The feeds of the language, explained: what a feed is, and each address written out to copy into a reader
 * (a browser shows a feed as code, and XSLT, which could dress it as a page, is leaving the browsers). The
 * copy buttons come with the scripts; without them the address is there to select.
 */
export function NewsFeeds() {
  const { t, locale } = useI18n();
  const mounted = useMounted();
  const [copied, setCopied] = useState<Copied>(null);
  const copy = (format: FeedFormat, address: string): void => {
    navigator.clipboard.writeText(address).then(
      () => setCopied(format),
      () => setCopied('failed'),
    );
  };
  return (
    <section className="surface news-feeds" aria-labelledby="news-feeds-heading" data-testid="news-feeds">
      <h2 id="news-feeds-heading">{t('blog.subscribeHeading')}</h2>
      <p>{t('blog.subscribeText')}</p>
      <ul>
        {feedFormats.map((format) => {
          const path = newsFeedPath(format, locale);
          const name = t(format === 'rss' ? 'blog.rssFeed' : 'blog.atomFeed');
          return (
            <li key={format}>
              <a href={path} type={feedMediaTypes[format]}>
                <Rss aria-hidden="true" size={16} />
                {name}
              </a>
              <code className="news-feeds__address">{`${siteOrigin}${path}`}</code>
              {mounted && (
                <button
                  type="button"
                  className="button button--secondary news-feeds__copy"
                  aria-label={t('blog.copyFeedAddress', { feed: name })}
                  onClick={() => copy(format, `${siteOrigin}${path}`)}
                >
                  <Copy aria-hidden="true" size={16} />
                  {t('blog.copyAddress')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p role="status" className="news-feeds__status">
        {copied === null ? '' : t(copied === 'failed' ? 'blog.copyFailed' : 'blog.addressCopied')}
      </p>
    </section>
  );
}
