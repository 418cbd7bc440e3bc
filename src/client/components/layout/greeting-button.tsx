import type { ComponentPropsWithRef } from 'react';
import { UnstyledButton } from '@mantine/core';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { CurrentUser } from '../../../shared/api-types';
import { ChevronDownIcon } from '../icons';
import { firstName, UNNAMED_USER } from './nav-links';
import classes from './public-header.module.css';

interface GreetingButtonProps extends ComponentPropsWithRef<'button'> {
  user: CurrentUser | null | undefined;
}

/** "Hi, Asha ▾": the signed-in header's dropdown target (desktop only). */
export function GreetingButton({ user, className, ...rest }: GreetingButtonProps) {
  const { i18n } = useLingui();
  const name = firstName(user, i18n._(UNNAMED_USER));
  return (
    // The menu's target passes a class of its own: the greeting keeps its look beside it.
    <UnstyledButton className={`${classes.greeting} ${className ?? ''}`} {...rest}>
      <Trans>
        <span className={classes.hi}>Hi,</span> <span>{name}</span>
      </Trans>
      <ChevronDownIcon size={16} />
    </UnstyledButton>
  );
}
