export { blogsRequest } from './api/get-blogs';
export { blogRequest, useBlog } from './api/get-blog';
export { BlogArticle } from './components/blog-article';
export { BlogList, BlogListError, BlogListPage, BlogListSkeleton } from './components/blog-list';
export { BlogArticleSkeleton, BlogNotFound, BlogPostPage } from './components/blog-states';
export { BlogSearchSchema, type BlogSearch } from './lib/search';
export { blogListTitle, postTitle } from './lib/titles';
export { excerpt } from './lib/text';
