import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  FormActions,
  useVersionForms,
  VersionFieldset,
  type VersionField,
} from '../../../components/admin';
import { useState, type ReactNode } from 'react';
import type { Blog } from '../../../../shared/api-types';
import { TRANSLATION_LANGUAGES } from '../../../../shared/languages';
import { BlogFieldsSchema, BlogTextSchema } from '../../../../shared/schemas/content';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import type { BlogInput } from '../api/blog-mutations';
import { imageError } from '../lib/blog-image';
import { ImageDrop } from './image-drop';

const VERSION_FIELDS: VersionField[] = [
  { field: 'title', label: 'Title', required: true },
  { field: 'category', label: 'Category' },
  { field: 'description', label: 'Description', multiline: true },
];
const EMPTY_VERSION = { title: '', category: '', description: '' };

interface BlogFormProps {
  /** The blog being edited; absent when posting a new one (then the image is required). */
  blog?: Blog;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: BlogInput) => Promise<unknown>;
  children?: ReactNode;
}

/**
 * Title (required), category, author, description and image (docs/product-spec.md §5 "Blog forms"),
 * then the optional Hindi and Marathi versions of the words (docs/design.md §2 "Content").
 */
export function BlogForm({ blog, submitLabel, pending, onSubmit, children }: BlogFormProps) {
  const form = useSchemaForm(BlogFieldsSchema, {
    title: blog?.title ?? '',
    category: blog?.category ?? '',
    addedBy: blog?.addedBy ?? '',
    description: blog?.description ?? '',
  });
  const versions = useVersionForms(BlogTextSchema, blog?.translations, EMPTY_VERSION);
  const [image, setImage] = useState<File | null>(null);
  const [imageShown, setImageShown] = useState(false);
  const [imageServerError, setImageServerError] = useState<string>();
  const localImageError = imageError(image, !blog);
  const imageMessage = imageShown ? (localImageError ?? imageServerError) : undefined;

  const submit = form.onSubmit(
    (data) => {
      onSubmit({ data: { ...data, translations: versions.output() }, image }).catch(
        (error: unknown) => {
          if (!(error instanceof ApiError)) return;
          form.showServerIssues(error.issues);
          versions.showServerIssues(error.issues);
          versions.revealErrors();
          if ([400, 413, 415].includes(error.status) && /image/i.test(error.message)) {
            setImageServerError(error.message);
          }
        },
      );
    },
    { extraValid: !localImageError && versions.valid, onInvalid: versions.revealErrors },
  );

  return (
    <form
      noValidate
      aria-label={submitLabel}
      onSubmit={(event) => {
        setImageShown(true);
        submit(event);
      }}
    >
      <Stack gap="sm">
        <TextInput label="Title" withAsterisk {...form.inputProps('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Category" placeholder="Aligner care" {...form.inputProps('category')} />
          <TextInput
            label="Added by"
            placeholder="Your name when left blank"
            {...form.inputProps('addedBy')}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          autosize
          minRows={4}
          maxRows={12}
          {...form.inputProps('description')}
        />
        <ImageDrop
          file={image}
          currentImage={blog?.image}
          required={!blog}
          error={imageMessage}
          onChange={(file) => {
            setImage(file);
            setImageShown(true);
            setImageServerError(undefined);
          }}
        />
        {TRANSLATION_LANGUAGES.map((language) => (
          <VersionFieldset
            key={language}
            language={language}
            version={versions.forms[language]}
            fields={VERSION_FIELDS}
          />
        ))}
        <FormActions submitLabel={submitLabel} pending={pending}>
          {children}
        </FormActions>
      </Stack>
    </form>
  );
}
