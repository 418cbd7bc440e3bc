/**
 * A small form state hook driven by a shared valibot schema, so a form shows exactly the
 * messages the server would answer with, in the page's language (the shared catalog of
 * src/shared/messages.ts, loaded for it). Errors appear once a field is left (or on submit) and
 * clear as soon as the value becomes valid; the server's `issues` can be shown on the fields too.
 */
import { useLingui } from '@lingui/react';
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
} from 'react';
import { flushSync } from 'react-dom';
import * as v from 'valibot';
import type { ApiErrorBody } from '../../shared/api-types';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../shared/languages';
import { hasMessages } from '../../shared/messages';
import { loadSharedMessages } from '../lib/shared-messages';

/**
 * The page's language, once the shared messages (the schemas') are loaded in it: English until
 * then, and the form re-renders in the language when they arrive.
 */
function useMessagesLanguage(): Language {
  const { i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
  const [, setLoaded] = useState<Language | null>(null);
  useEffect(() => {
    if (hasMessages(language)) return;
    let current = true;
    void loadSharedMessages(language).then(() => current && setLoaded(language));
    return () => {
      current = false;
    };
  }, [language]);
  return hasMessages(language) ? language : DEFAULT_LANGUAGE;
}

/** What the form holds for each field: a switch's boolean, else the text as typed. */
type FieldValues<T> = { [K in keyof T]-?: NonNullable<T[K]> extends boolean ? boolean : string };

type Validated<Output, Values> =
  { success: true; output: Output } | { success: false; errors: Errors<Values> };

interface SubmitOptions {
  /** A check outside the schema (a chosen file) that must pass too. */
  extraValid?: boolean;
  /** Called when the submit is refused (after the errors are shown). */
  onInvalid?: () => void;
}
type Errors<T> = Partial<Record<keyof T, string>>;

/** Whether `element` is a submit button of `form`. */
const isSubmitOf = (form: HTMLFormElement | null, element: EventTarget | null) =>
  form !== null &&
  element instanceof HTMLButtonElement &&
  element.type === 'submit' &&
  element.form === form;

function firstErrors<T>(issues: readonly v.BaseIssue<unknown>[]): Errors<T> {
  const nested = (v.flatten(issues as [v.BaseIssue<unknown>]).nested ?? {}) as Record<
    string,
    string[] | undefined
  >;
  const errors: Errors<T> = {};
  for (const [key, messages] of Object.entries(nested)) {
    if (messages?.[0]) errors[key as keyof T] = messages[0];
  }
  return errors;
}

export function useSchemaForm<TSchema extends v.GenericSchema<Record<string, unknown>>>(
  schema: TSchema,
  initialValues: FieldValues<v.InferInput<TSchema>>,
) {
  type Values = FieldValues<v.InferInput<TSchema>>;
  type Field = keyof Values & string;
  const lang = useMessagesLanguage();
  const [values, setValues] = useState<Values>(initialValues);
  const [shown, setShown] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Errors<Values>>({});
  // The form last submitted: the server's refusal focuses its first refused field.
  const submitted = useRef<HTMLFormElement | null>(null);
  const focusFirstRefused = (form: HTMLFormElement | null) =>
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();

  const check = (candidate: Values) => v.safeParse(schema, candidate, { lang });
  // Checked as it renders only once an error may show: a form's first render (its hydration,
  // on a phone) does not run the schema for nothing.
  const checked = Object.values(shown).some(Boolean) ? check(values) : undefined;
  const schemaErrors: Errors<Values> =
    !checked || checked.success ? {} : firstErrors<Values>(checked.issues);
  const errorOf = (field: Field) =>
    shown[field] ? (schemaErrors[field] ?? serverErrors[field]) : undefined;

  const setValue = <F extends Field>(field: F, value: Values[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };
  /** Reveals the field's error, as leaving it would. */
  const revealError = (field: Field) => setShown((current) => ({ ...current, [field]: true }));

  return {
    values,
    setValue,
    revealError,
    errorOf,
    /** Checks `candidate` (values about to be set, or sent at once) against the schema. */
    validate: (candidate: Values): Validated<v.InferOutput<TSchema>, Values> => {
      const result = check(candidate);
      return result.success
        ? { success: true, output: result.output }
        : { success: false, errors: firstErrors<Values>(result.issues) };
    },
    inputProps: (field: Field) => ({
      name: field,
      value: values[field] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(field, event.currentTarget.value as Values[Field]),
      onBlur: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
        // Left for the form's submit button: the submit shows every error at once. Shown now,
        // the message would push the button away between press and release, losing the click.
        if (isSubmitOf(event.currentTarget.form, event.relatedTarget)) return;
        revealError(field);
      },
      error: errorOf(field),
    }),
    /** Validates everything; on failure shows every error and focuses the first bad field. */
    onSubmit:
      (onValid: (output: v.InferOutput<TSchema>) => void, options: SubmitOptions = {}) =>
      (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const form = event.currentTarget;
        submitted.current = form;
        const showAll = () =>
          setShown(
            Object.fromEntries(Object.keys(values).map((key) => [key, true])) as typeof shown,
          );
        const result = check(values);
        if (result.success && options.extraValid !== false) {
          showAll();
          return onValid(result.output);
        }
        // The errors drawn and the first refused field focused at once, within the submit:
        // before anything the visitor does next, and with its message already there to be read.
        flushSync(() => {
          showAll();
          options.onInvalid?.();
        });
        focusFirstRefused(form);
      },
    /**
     * Puts the server's validation issues (`{ path, message }`) on their fields, and focuses the
     * first of them in the form, as a refusal by the form's own rules does.
     */
    showServerIssues: (issues: ApiErrorBody['issues'] = []) => {
      const errors: Errors<Values> = {};
      for (const { path, message } of issues) {
        if (path in values) errors[path as Field] = message;
      }
      flushSync(() => setServerErrors(errors));
      focusFirstRefused(submitted.current);
    },
    reset: () => {
      setValues(initialValues);
      setShown({});
      setServerErrors({});
    },
  };
}
