/**
 * The optional Hindi and Marathi versions of a post or an opening on the admin's forms
 * (docs/design.md §2 "Content"): each its own form state, checked by the same schema as the
 * server's (`BlogTranslationSchema`, `JobTranslationSchema`), sent only when switched on.
 */
import { useState } from 'react';
import type * as v from 'valibot';
import type { ApiErrorBody, Translations } from '../../../shared/api-types';
import type { TranslationLanguage } from '../../../shared/languages';
import { useSchemaForm } from '../../hooks/use-schema-form';

type TextSchema = v.GenericSchema<Record<string, string>>;
type TextValues<S extends TextSchema> = v.InferOutput<S> & Record<string, string>;

function useVersionForm<S extends TextSchema>(
  schema: S,
  version: TextValues<S> | undefined,
  empty: TextValues<S>,
) {
  const [enabled, setEnabled] = useState(version !== undefined);
  const form = useSchemaForm(schema, (version ?? empty) as never);
  return { enabled, setEnabled, form };
}

export type VersionForm = ReturnType<typeof useVersionForm>;

export function useVersionForms<S extends TextSchema>(
  schema: S,
  translations: Translations<v.InferOutput<S>> | undefined,
  empty: TextValues<S>,
) {
  const hi = useVersionForm(schema, translations?.hi as TextValues<S> | undefined, empty);
  const mr = useVersionForm(schema, translations?.mr as TextValues<S> | undefined, empty);
  const forms: Record<TranslationLanguage, VersionForm> = { hi, mr };
  const entries = Object.entries(forms) as [TranslationLanguage, VersionForm][];
  const checked = entries
    .filter(([, version]) => version.enabled)
    .map(([language, { form }]) => [language, form.validate(form.values)] as const);

  return {
    forms,
    /** Every version switched on passes its schema. */
    valid: checked.every(([, result]) => result.success),
    /** The versions switched on, as the API takes them. */
    output: (): Translations<v.InferOutput<S>> =>
      Object.fromEntries(
        checked.flatMap(([language, result]) =>
          result.success ? [[language, result.output]] : [],
        ),
      ),
    /** Shows every refused field's message, as a submit shows the English ones. */
    revealErrors: () => {
      for (const [, { enabled, form }] of entries) {
        if (enabled) for (const field of Object.keys(form.values)) form.revealError(field);
      }
    },
    /** The server's issues on the versions' fields (`translations.hi.title`). */
    showServerIssues: (issues: ApiErrorBody['issues'] = []) => {
      for (const [language, { form }] of entries) {
        const prefix = `translations.${language}.`;
        form.showServerIssues(
          issues
            .filter(({ path }) => path.startsWith(prefix))
            .map((issue) => ({ ...issue, path: issue.path.slice(prefix.length) })),
        );
      }
    },
  };
}
