/**
 * One blog post. A post in a list page already loaded renders at once from it; any other post,
 * such as one from page 2 opened by its link, is fetched by id.
 */
import type { Blog, BlogsPage } from '../../../../shared/api-types';
import {
  usePageAnswer,
  usePageData,
  type PageData,
  type PageRequest,
} from '../../../lib/page-data';
import { useContentLanguage } from '../../../lib/content-language';
import type { Language } from '../../../../shared/languages';
import { BLOG_LISTS_PATH } from './get-blogs';

/** The post as a list page in the same language holds it. */
function findInLoadedLists(data: PageData, id: string, lang: Language) {
  return data
    .heldFor(BLOG_LISTS_PATH)
    .filter(({ query }) => query.get('lang') === lang)
    .flatMap(({ answer }) => (answer as BlogsPage).blogs)
    .find((blog) => blog._id === id);
}

/** The post in `lang` where it has a version in it (its `lang` says which it is in). */
export const blogRequest = (id: string, data: PageData, lang: Language): PageRequest<Blog> => ({
  path: `/blogs/${encodeURIComponent(id)}`,
  query: { lang },
  read: (body: { blog: Blog }) => body.blog,
  initial: () => findInLoadedLists(data, id, lang),
});

export function useBlog(id: string): Blog {
  return usePageAnswer(blogRequest(id, usePageData(), useContentLanguage()));
}
