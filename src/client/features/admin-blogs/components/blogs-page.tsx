import { Group, Stack, Text, Title } from '@mantine/core';
import { BlogsTable } from './blogs-table';
import { PostBlogModal } from './post-blog-modal';

interface BlogsPageProps {
  page: number;
  onPageChange: (page: number) => void;
}

/** /admin/blog: the posts of the public blog, newest first. */
export function BlogsPage({ page, onPageChange }: BlogsPageProps) {
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="end">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            Blog
          </Title>
          <Text c="gray.7">The posts on the public Blogs &amp; Insights page, newest first.</Text>
        </div>
        <PostBlogModal />
      </Group>
      <BlogsTable page={page} onPageChange={onPageChange} />
    </Stack>
  );
}
