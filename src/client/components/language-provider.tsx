import { useEffect, useState, type ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { LinguiContext, type I18nContext } from '@lingui/react';

interface Rendered {
  locale: string;
  context: I18nContext;
}

const current = (): Rendered => ({ locale: i18n.locale, context: { i18n, _: i18n.t.bind(i18n) } });

/**
 * Lingui's context, renewed (every component re-rendered) when the language changes, and only
 * then. Lingui's own provider renews it whenever messages are loaded too; here more messages
 * always arrive before what shows them renders (`lib/i18n.ts`), and a re-render then would
 * reach the sections of a prerendered page not hydrated yet, which React drops and draws afresh.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [rendered, setRendered] = useState(current);
  useEffect(() => {
    const onChange = () =>
      setRendered((shown) => (shown.locale === i18n.locale ? shown : current()));
    // A change between the first render and this effect.
    onChange();
    return i18n.on('change', onChange);
  }, []);
  return <LinguiContext.Provider value={rendered.context}>{children}</LinguiContext.Provider>;
}
