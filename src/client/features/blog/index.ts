import './styles';
export { blogKeys } from './api/blog-keys';
export { blogsQueryOptions, useBlogs, type BlogsPage } from './api/get-blogs';
export { blogQueryOptions, useBlog } from './api/get-blog';
export { BlogArticle } from './components/blog-article';
export { BlogList } from './components/blog-list';
export { BlogArticleSkeleton, BlogLoadError, BlogNotFound } from './components/blog-states';
export { BlogSearchSchema, type BlogSearch } from './lib/search';
