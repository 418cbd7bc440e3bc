/**
 * What the server loads for the pages it renders (the table's `serverLoad`,
 * `island/public-pages.ts`): each page's answers, put in the store the page then renders
 * from (`lib/page-data.ts`), and its head. Only the server's page renderer loads this file.
 */
import * as v from 'valibot';
import { IdSchema } from '../../shared/schemas/common';
import {
  blogListTitle,
  blogRequest,
  blogsRequest,
  BlogSearchSchema,
  excerpt,
  postTitle,
} from '../features/blog';
import { ApiError } from '../lib/api-client';
import { contentLanguage } from '../lib/content-language';
import { i18n } from '../lib/i18n';
import type { PageData } from '../lib/page-data';
import { POST_PATH } from './blog-paths';
import { notFound, type PageContent } from './page-content';
import { readSearch } from './read-search';

/** Loads a page's answers into `data` and gives its head (or the 404 page's). */
export type ServerLoader = (
  address: { pathname: string; search: string },
  data: PageData,
) => Promise<PageContent>;

/** A post's description in the head: the start of its text. */
const DESCRIPTION_CHARS = 155;

export const loadBlogList: ServerLoader = async ({ search }, data) => {
  await data.load(blogsRequest(readSearch(BlogSearchSchema, search), contentLanguage()));
  return { page: 'blog', status: 200, title: blogListTitle(i18n) };
};

/** A post's page by the id in its address (percent-encoded), or the 404 page. */
export const loadPost: ServerLoader = async ({ pathname }, data) => {
  let id: string;
  try {
    id = decodeURIComponent(POST_PATH.exec(pathname)?.[1] ?? '');
  } catch {
    return notFound();
  }
  if (!v.is(IdSchema, id)) return notFound();
  try {
    const blog = await data.load(blogRequest(id, data, contentLanguage()));
    const description = excerpt(blog.description, DESCRIPTION_CHARS);
    return { page: 'blog', status: 200, title: postTitle(blog), description };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return notFound();
    throw error;
  }
};
