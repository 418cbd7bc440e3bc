import { useState } from 'react';
import { useValueOnceHydrated } from '../../../../components/use-hydrated';
import { forgetLoginPhone, keepLoginPhone, readLoginPhone } from '../../lib/login-phone';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';

/**
 * /login-mobile (docs/product-spec.md §2 "Mobile login", §4 "Mobile login flow"): the number, then
 * the code. The number lives in sessionStorage meanwhile, so a reload stays on the code step
 * (read once the prerendered number step is hydrated).
 */
export function MobileLogin({ redirectTo }: { redirectTo: string | undefined }) {
  const storedPhone = useValueOnceHydrated(readLoginPhone, null);
  // undefined until the visitor sends a code or changes the number: the tab's stored one.
  const [chosenPhone, setPhone] = useState<string | null>();
  const phone = chosenPhone !== undefined ? chosenPhone : storedPhone;

  if (!phone) {
    return (
      <PhoneStep
        redirectTo={redirectTo}
        onCodeSent={(sentTo) => {
          keepLoginPhone(sentTo);
          setPhone(sentTo);
        }}
      />
    );
  }
  return (
    <CodeStep
      phone={phone}
      redirectTo={redirectTo}
      onChangeNumber={() => {
        forgetLoginPhone();
        setPhone(null);
      }}
    />
  );
}
