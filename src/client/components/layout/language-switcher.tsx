import { useLingui } from '@lingui/react';
import { useTransition } from 'react';
import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '../../../shared/languages';
import { chooseLanguage } from '../../lib/language-choice';
import { useSession } from '../site/session-context';
import classes from './language-switcher.module.css';

/**
 * The language switcher of the header and the drawer: each language in its own name, so a
 * reader finds theirs whatever the page is in. A native select: a phone shows its own picker.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { i18n } = useLingui();
  const [pending, startTransition] = useTransition();
  const { user } = useSession();
  return (
    <span className={`${classes.wrap} ${className ?? ''}`}>
      <select
        className={classes.select}
        value={i18n.locale}
        // The label stays readable in every language: "Language" in each.
        aria-label="Language · भाषा"
        aria-busy={pending}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isLanguage(next)) startTransition(() => chooseLanguage(next, user?.role));
        }}
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
