export { adminBlogsQueryOptions } from './api/get-admin-blogs';
export { editableBlogQueryOptions, useEditableBlog } from './api/get-editable-blog';
export { BlogsPage } from './components/blogs-page';
export { EditBlogPage } from './components/edit-blog-page';
