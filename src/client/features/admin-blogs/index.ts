export { adminBlogsQueryOptions } from './api/get-admin-blogs';
export { BlogsPage } from './components/blogs-page';
export { EditBlogPage } from './components/edit-blog-page';
