import type { PublishingReport } from '../../content/collections/publishingReport';
import type { LoadedCollections } from './loader';

/** dist/publishing.json for the rebuild runner: the next publish time, and the openings awaiting review. */
export function publishingReport(loaded: LoadedCollections, builtAt: number): PublishingReport {
  return {
    builtAt,
    nextPublishAt: loaded.upcoming[0]?.publishAt ?? null,
    awaitingReview: loaded.awaitingReview.map(({ slug, locale, title, writtenBy, earlierVersionLive }) => ({
      slug,
      locale,
      title,
      writtenBy,
      earlierVersionLive,
    })),
  };
}
