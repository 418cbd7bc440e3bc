/** The blog pages' titles: the document's, and the head of the page the server renders. */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Blog } from '../../../../shared/api-types';
import { BRAND } from '../../../../shared/constants';

export const blogListTitle = (i18n: I18n) => i18n._(msg`Blogs & Insights · ${BRAND}`);

export const postTitle = (blog: Pick<Blog, 'title'>) => `${blog.title} · ${BRAND}`;
