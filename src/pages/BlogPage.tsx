import { useI18n } from '../i18n/I18nProvider';
import { hasNews } from '../routes/newsFeeds';
import { BlogPlaceholder } from './blog/BlogPlaceholder';
import { NewsList } from './blog/NewsList';
import './BlogPage.css';

/** The news: the published articles of the page's language, or the placeholder while it has none. */
export function BlogPage() {
  const { locale } = useI18n();
  return hasNews(locale) ? <NewsList /> : <BlogPlaceholder />;
}
