import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../shared/languages';
import { useHeldChoice } from '../../first-load/use-held-submit';
import { chooseLanguage } from '../../lib/language-choice';
import { useSession } from '../site/session-context';
import classes from './language-switcher.module.css';

/**
 * The language switcher of the header and the drawer: each language in its own name, so a
 * reader finds theirs whatever the page is in. A native select: a phone shows its own picker.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const [pending, setPending] = useState(false);
  const { user } = useSession();
  const select = useRef<HTMLSelectElement>(null);
  // Not a transition: while one is pending React holds back hydrating the page's sections, and
  // a change of language waits for them to hydrate (features/marketing/ui/lazy-section.tsx).
  const choose = (next: string) => {
    if (!isLanguage(next)) return;
    setPending(true);
    chooseLanguage(next, user?.role)
      // Its messages could not load (offline, not saved yet): the page stays as it was.
      .catch((error: unknown) => console.warn('Language not changed', error))
      .finally(() => setPending(false));
  };
  // A language chosen on a page rendered ahead, before the app ran, is chosen once it runs.
  useHeldChoice(select, choose);
  return (
    <span className={`${classes.wrap} ${className ?? ''}`}>
      <select
        ref={select}
        className={classes.select}
        value={i18n.locale}
        // The label stays readable in every language: "Language" in each.
        aria-label="Language · भाषा"
        aria-busy={pending}
        // Back to a page reloaded shows its own language, not a choice it looks made in.
        autoComplete="off"
        onChange={(event) => choose(event.currentTarget.value)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </span>
  );
}
