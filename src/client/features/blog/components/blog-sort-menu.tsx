import { Button, Menu } from '@mantine/core';
import { BLOG_SORT_LABELS, BLOG_SORTS, type BlogSort } from '../lib/search';
import { ChevronDownIcon } from './icons';

interface BlogSortMenuProps {
  sort: BlogSort;
  onChange: (sort: BlogSort) => void;
}

/** 'Newest First' / 'Oldest First' (spec §2 "Blog list"). */
export function BlogSortMenu({ sort, onChange }: BlogSortMenuProps) {
  return (
    <Menu position="bottom-end" shadow="md" width={180}>
      <Menu.Target>
        <Button
          variant="default"
          rightSection={<ChevronDownIcon />}
          aria-label={`Sort posts: ${BLOG_SORT_LABELS[sort]}`}
        >
          {BLOG_SORT_LABELS[sort]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {BLOG_SORTS.map((option) => (
          <Menu.Item
            key={option}
            onClick={() => onChange(option)}
            aria-current={option === sort ? 'true' : undefined}
            fw={option === sort ? 700 : undefined}
          >
            {BLOG_SORT_LABELS[option]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
