/** The public navigation (docs/product-spec.md §2 "Public header and drawer" and "Footer"). */
import { msg } from '@lingui/core/macro';
import type { CurrentUser } from '../../../shared/api-types';

export const HEADER_LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/blog', label: msg`Blog` },
  { to: '/career', label: msg`Career` },
  { to: '/about', label: msg`About` },
  { to: '/contact', label: msg`Contact` },
] as const;

export const FOOTER_LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/blog', label: msg`Blog` },
  { to: '/career', label: msg`Career` },
  { to: '/about', label: msg`About` },
  { to: '/dashboard', label: msg`Dashboard` },
  { to: '/contact', label: msg`Contact` },
] as const;

/**
 * The greeting's name: the first word of the user's name, `fallback` ('User', or its
 * translation) when there is none.
 */
export function firstName(
  user: Pick<CurrentUser, 'name'> | null | undefined,
  fallback = 'User',
): string {
  return user?.name?.trim().split(/\s+/)[0] || fallback;
}

/** The name a greeting falls back to, in the page's language. */
export const UNNAMED_USER = msg`User`;

/** Admins get the admin dashboard instead of the patient one. */
export function dashboardLinkFor(user: Pick<CurrentUser, 'role'> | null | undefined) {
  return user?.role === 'admin'
    ? ({ to: '/admin/dashboard', label: 'Admin dashboard' } as const)
    : ({ to: '/dashboard', label: 'Dashboard' } as const);
}

/** The dashboard link's label (`dashboardLinkFor`), in the page's language. */
export const DASHBOARD_LABELS = {
  '/admin/dashboard': msg`Admin dashboard`,
  '/dashboard': msg`Dashboard`,
} as const;

/** Where the account menu's "Passkeys" goes: admins keep theirs in the admin area. */
export function passkeysLinkFor(user: Pick<CurrentUser, 'role'> | null | undefined) {
  return user?.role === 'admin' ? ('/admin/passkeys' as const) : ('/passkeys' as const);
}

/**
 * The drawer's avatar: male, female (any non-male, per docs/product-spec.md §3) or the signed-out
 * default.
 */
export function avatarFor(user: Pick<CurrentUser, 'gender'> | null | undefined): string {
  if (!user) return '/images/avatars/default.svg';
  return user.gender === 'male' ? '/images/avatars/male.svg' : '/images/avatars/female.svg';
}
