import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Burger } from '@mantine/core';
import { useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '../../../shared/api-types';
import classes from './public-header.module.css';

const loadDrawer = () => import('./mobile-drawer');
// The drawer (Mantine Drawer, focus trap, scroll lock) loads on first use, not with the page.
const MobileDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })));

interface MobileMenuProps {
  signedIn: boolean;
  user: CurrentUser | null | undefined;
}

/** Below the md breakpoint: a burger that opens the drawer menu. */
export function MobileMenu({ signedIn, user }: MobileMenuProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const [requested, setRequested] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const focusBurgerOnClose = useRef(false);
  // Dismissed (Escape, the close button, the overlay), the drawer gives focus back to the
  // burger. Mantine's own return misses the first opening: the drawer mounts already open.
  // Here, after the page behind stops being inert; and again once the drawer has closed if the
  // focus is lost or still in it: its focus trap focuses its first control in a timeout it
  // never cancels, which an Escape pressed at once outruns.
  useEffect(() => {
    if (!opened && focusBurgerOnClose.current) burger.current?.focus();
  }, [opened]);
  const onClosed = () => {
    if (!focusBurgerOnClose.current) return;
    focusBurgerOnClose.current = false;
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.closest('[role="dialog"]'))
      burger.current?.focus();
  };

  return (
    <>
      <Burger
        ref={burger}
        className={classes.burger}
        opened={opened}
        onClick={() => {
          setRequested(true);
          setOpened((o) => !o);
        }}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        aria-label={opened ? t`Close menu` : t`Open menu`}
        aria-expanded={opened}
        aria-controls="mobile-menu"
        size="sm"
      />
      {requested && (
        <Suspense fallback={null}>
          <MobileDrawer
            opened={opened}
            onDismiss={() => {
              focusBurgerOnClose.current = true;
              setOpened(false);
            }}
            onClose={() => setOpened(false)}
            onClosed={onClosed}
            signedIn={signedIn}
            user={user}
          />
        </Suspense>
      )}
    </>
  );
}
