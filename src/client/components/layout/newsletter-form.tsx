import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useHeldSubmit } from '../../first-load/use-held-submit';
import { apiRequest } from '../../lib/api-client';
import classes from './public-footer.module.css';

/** The schema loads on first submit, keeping it out of every page's first load. */
const validateEmail = (email: string) =>
  import('./validate-newsletter').then((m) => m.newsletterEmailError(email));

/** The footer's newsletter sign-up: POST /api/newsletter, then a thank-you. */
export function NewsletterForm() {
  const inputId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useHeldSubmit(form);
  const subscribe = useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ success: boolean }>('/newsletter', { method: 'POST', body: { email } }),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const problem = await validateEmail(email);
    setError(problem);
    if (!problem) subscribe.mutate(email.trim());
  };

  if (subscribe.isSuccess) {
    return (
      <p role="status" className={classes.thanks}>
        Thank you for subscribing! Smile tips and clinic news are on their way.
      </p>
    );
  }

  return (
    // method="dialog": submitted before the app has taken over, the prerendered form does not
    // navigate or put the address in the URL (first-load/hold-early-submits.ts).
    <form
      ref={form}
      method="dialog"
      className={classes.newsletter}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
    >
      <label htmlFor={inputId} className={classes.label}>
        Email address
      </label>
      <div className={classes.inputRow}>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          className={classes.input}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" color="coral.8" loading={subscribe.isPending}>
          Subscribe
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
