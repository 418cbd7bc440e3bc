import { useState } from 'react';
import { forgetLoginPhone, keepLoginPhone, readLoginPhone } from '../../lib/login-phone';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';

/**
 * /login-mobile (docs/product-spec.md §2 "Mobile login", §4 "Mobile login flow"): the number, then
 * the code. The number lives in sessionStorage meanwhile, so a reload stays on the code step.
 */
export function MobileLogin({ redirectTo }: { redirectTo: string | undefined }) {
  const [phone, setPhone] = useState<string | null>(readLoginPhone);

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
