import type { ComponentPropsWithRef } from 'react';
import { UnstyledButton } from '@mantine/core';
import type { CurrentUser } from '../../../shared/api-types';
import { ChevronDownIcon } from '../icons';
import { firstName } from './nav-links';
import classes from './public-header.module.css';

interface GreetingButtonProps extends ComponentPropsWithRef<'button'> {
  user: CurrentUser | null | undefined;
}

/** "Hi, Asha ▾": the signed-in header's dropdown target (desktop only). */
export function GreetingButton({ user, ...rest }: GreetingButtonProps) {
  return (
    <UnstyledButton className={classes.greeting} {...rest}>
      <span className={classes.hi}>Hi,</span> <span>{firstName(user)}</span>
      <ChevronDownIcon size={16} />
    </UnstyledButton>
  );
}
