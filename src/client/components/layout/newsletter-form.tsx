import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../shared/languages';
import type { NewsletterInput } from '../../../shared/schemas/contact';
import { useHeldSubmit } from '../../first-load/use-held-submit';
import { useRequest } from '../../hooks/use-request';
import { apiRequest } from '../../lib/api-client';
import classes from './public-footer.module.css';

// Fixed ids (the footer is once on a page): `useId` would follow the tree around the layout,
// which differs between the full app and the site island sharing one prerendered HTML.
const inputId = 'newsletter-email';
const errorId = 'newsletter-email-error';

const sendSubscription = (input: NewsletterInput) =>
  apiRequest<{ success: boolean }>('/newsletter', { method: 'POST', body: input });

const check = (email: string, language: string) =>
  import('./newsletter-check').then(({ checkNewsletter }) =>
    checkNewsletter(email, isLanguage(language) ? language : DEFAULT_LANGUAGE),
  );

/**
 * The footer's newsletter sign-up: POST /api/newsletter, then a thank-you. As every form, its
 * error shows once the field is left (or on submit) and goes as soon as the address is valid;
 * the check itself (`newsletter-check.ts`) loads when first needed.
 */
export function NewsletterForm() {
  const { i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [errorShown, setErrorShown] = useState(false);
  const [error, setError] = useState<string>();
  const formElement = useRef<HTMLFormElement>(null);
  useHeldSubmit(formElement);
  const subscribe = useRequest(sendSubscription);

  // The shown error follows the address and the page's language.
  useEffect(() => {
    if (!errorShown) return;
    let current = true;
    void check(email, i18n.locale).then((result) => {
      if (current) setError('error' in result ? result.error : undefined);
    });
    return () => {
      current = false;
    };
  }, [errorShown, email, i18n.locale]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setErrorShown(true);
    const result = await check(email, i18n.locale);
    if ('input' in result) return void subscribe.run(result.input);
    setError(result.error);
    requestAnimationFrame(() => document.getElementById(inputId)?.focus());
  };

  if (subscribe.isSuccess) {
    return (
      <p role="status" className={classes.thanks}>
        <Trans>Thank you for subscribing! Smile tips and clinic news are on their way.</Trans>
      </p>
    );
  }

  return (
    // method="dialog": submitted before the app has taken over, the prerendered form does not
    // navigate or put the address in the URL (first-load/early-input.ts).
    <form
      ref={formElement}
      id="newsletter-form"
      method="dialog"
      className={classes.newsletter}
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <label htmlFor={inputId} className={classes.label}>
        <Trans>Email address</Trans>
      </label>
      <div className={classes.inputRow}>
        <input
          id={inputId}
          name="email"
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          onBlur={() => setErrorShown(true)}
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className={classes.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" color="coral.8" loading={subscribe.isPending}>
          <Trans>Subscribe</Trans>
        </Button>
      </div>
      {error && (
        <p id={errorId} className={classes.error} role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
