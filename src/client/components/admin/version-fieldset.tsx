import { Checkbox, Fieldset, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { LANGUAGE_NAMES, type TranslationLanguage } from '../../../shared/languages';
import type { VersionForm } from './use-version-forms';

const ENGLISH_NAMES: Record<TranslationLanguage, string> = { hi: 'Hindi', mr: 'Marathi' };

export interface VersionField {
  field: string;
  label: string;
  required?: boolean;
  multiline?: boolean;
}

/**
 * A post's or an opening's Hindi or Marathi version: a box to add it, then its fields, typed in
 * that language (`lang`, so the browser offers its keyboard and spell-checker). Left off, the
 * page shows the English to readers of that language, marked as English.
 */
export function VersionFieldset({
  language,
  version,
  fields,
}: {
  language: TranslationLanguage;
  version: VersionForm;
  fields: VersionField[];
}) {
  const name = ENGLISH_NAMES[language];
  const single = fields.filter((field) => !field.multiline);
  const multiline = fields.filter((field) => field.multiline);
  const input = ({ field, label, required }: VersionField) => ({
    key: field,
    label: `${label} (${name})`,
    lang: language,
    withAsterisk: required,
    ...version.form.inputProps(field),
  });
  return (
    <Fieldset
      legend={
        <>
          {name} version · <span lang={language}>{LANGUAGE_NAMES[language]}</span>
        </>
      }
      variant="filled"
      p="sm"
    >
      <Stack gap="sm">
        <Checkbox
          label={`Add a ${name} version`}
          description={`Without one, ${name} readers see the English, marked as English.`}
          checked={version.enabled}
          onChange={(event) => version.setEnabled(event.currentTarget.checked)}
        />
        {version.enabled && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {single.map((field) => {
                const { key, ...props } = input(field);
                return <TextInput key={key} {...props} />;
              })}
            </SimpleGrid>
            {multiline.map((field) => {
              const { key, ...props } = input(field);
              return <Textarea key={key} autosize minRows={3} maxRows={10} {...props} />;
            })}
          </>
        )}
      </Stack>
    </Fieldset>
  );
}
