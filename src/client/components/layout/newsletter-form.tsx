import { useRef } from 'react';
import { Button } from '@mantine/core';
import { Trans } from '@lingui/react/macro';
import { NewsletterSchema, type NewsletterInput } from '../../../shared/schemas/contact';
import { useHeldSubmit } from '../../first-load/use-held-submit';
import { useRequest } from '../../hooks/use-request';
import { useSchemaForm } from '../../hooks/use-schema-form';
import { apiRequest } from '../../lib/api-client';
import classes from './public-footer.module.css';

// Fixed ids (the footer is once on a page): `useId` would follow the tree around the layout,
// which differs between the full app and the site island sharing one prerendered HTML.
const inputId = 'newsletter-email';
const errorId = 'newsletter-email-error';

const sendSubscription = (input: NewsletterInput) =>
  apiRequest<{ success: boolean }>('/newsletter', { method: 'POST', body: input });

/** The footer's newsletter sign-up: POST /api/newsletter, then a thank-you. */
export function NewsletterForm() {
  const form = useSchemaForm(NewsletterSchema, { email: '' });
  const { error, ...emailProps } = form.inputProps('email');
  const formElement = useRef<HTMLFormElement>(null);
  useHeldSubmit(formElement);
  const subscribe = useRequest(sendSubscription);

  if (subscribe.isSuccess) {
    return (
      <p role="status" className={classes.thanks}>
        <Trans>Thank you for subscribing! Smile tips and clinic news are on their way.</Trans>
      </p>
    );
  }

  return (
    // method="dialog": submitted before the app has taken over, the prerendered form does not
    // navigate or put the address in the URL (first-load/hold-early-submits.ts).
    <form
      ref={formElement}
      method="dialog"
      className={classes.newsletter}
      onSubmit={form.onSubmit((input) => void subscribe.run(input))}
      noValidate
    >
      <label htmlFor={inputId} className={classes.label}>
        <Trans>Email address</Trans>
      </label>
      <div className={classes.inputRow}>
        <input
          id={inputId}
          {...emailProps}
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
