import './styles';
export { blogsQueryOptions } from './api/get-blogs';
export { blogQueryOptions, useBlog } from './api/get-blog';
export { BlogArticle } from './components/blog-article';
export { BlogList, BlogListError, BlogListPage, BlogListSkeleton } from './components/blog-list';
export { BlogArticleSkeleton, BlogNotFound, BlogPostPage } from './components/blog-states';
export { BlogSearchSchema, type BlogSearch } from './lib/search';
export { blogListTitle, postTitle } from './lib/titles';
export { excerpt } from './lib/text';
