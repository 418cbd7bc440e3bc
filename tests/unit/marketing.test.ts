/** The public site's pure rules: header names and links, carousel snapping, strip widths. */
import { describe, expect, it } from 'vitest';
import {
  avatarFor,
  dashboardLinkFor,
  firstName,
} from '../../src/client/components/layout/nav-links';
import { BITE_STRIP_PER_PAGE } from '../../src/client/features/marketing/constants';
import { arcPlacement, snapToItem } from '../../src/client/features/marketing/curved-carousel/snap';
import { perPageCss } from '../../src/client/features/marketing/motion/per-page-style';

describe('header greeting and links (docs/product-spec.md §2 "Public header and drawer")', () => {
  it.each([
    ['Asha Verma', 'Asha'],
    ['  Meera   Kapoor Shah ', 'Meera'],
    ['Prince', 'Prince'],
    ['', 'User'],
    ['   ', 'User'],
  ])('greets %j as %j', (name, expected) => {
    expect(firstName({ name })).toBe(expected);
  });

  it('greets "User" while the user is unknown', () => {
    expect(firstName(null)).toBe('User');
    expect(firstName(undefined)).toBe('User');
  });

  it('gives admins the admin dashboard and everyone else the patient one', () => {
    expect(dashboardLinkFor({ role: 'admin' })).toEqual({
      to: '/admin/dashboard',
      label: 'Admin dashboard',
    });
    expect(dashboardLinkFor({ role: 'patient' }).to).toBe('/dashboard');
    expect(dashboardLinkFor(null).to).toBe('/dashboard');
  });

  it('picks the avatar by gender: male, otherwise female, default when signed out', () => {
    expect(avatarFor({ gender: 'male' })).toBe('/images/avatars/male.svg');
    expect(avatarFor({ gender: 'female' })).toBe('/images/avatars/female.svg');
    expect(avatarFor({ gender: 'other' })).toBe('/images/avatars/female.svg');
    expect(avatarFor({ gender: null })).toBe('/images/avatars/female.svg');
    expect(avatarFor(null)).toBe('/images/avatars/default.svg');
  });
});

describe('curved carousel maths', () => {
  it.each([
    [0, 0],
    [4.9, 0],
    [5.1, 10],
    [14.99, 10],
    [15, 20],
    [-5.1, -10],
    [-24, -20],
  ])('snaps %d to the nearest whole item of width 10: %d', (target, expected) => {
    expect(snapToItem(target, 10)).toBe(expected);
  });

  it('leaves the position alone before the items are measured', () => {
    expect(snapToItem(3.3, 0)).toBe(3.3);
  });

  it('bends items down and tilts them away from the centre (bend 3)', () => {
    const centre = arcPlacement(0, 20, 3);
    expect(Math.abs(centre.y) + Math.abs(centre.rotation)).toBe(0);
    const right = arcPlacement(6, 20, 3);
    const left = arcPlacement(-6, 20, 3);
    expect(right.y).toBeLessThan(0);
    expect(left.y).toBeCloseTo(right.y);
    expect(right.rotation).toBeLessThan(0);
    expect(left.rotation).toBeCloseTo(-right.rotation);
    // At the edge of the view the drop is the bend itself.
    expect(arcPlacement(10, 20, 3).y).toBeCloseTo(-3);
    expect(arcPlacement(0.5, 20, 0)).toEqual({ y: 0, rotation: 0 });
  });
});

describe('slides per page (docs/product-spec.md §9)', () => {
  it('writes the bite strip breakpoints as CSS: 6, then 5, 4, 3, 2 and 1.5', () => {
    expect(perPageCss('bite', BITE_STRIP_PER_PAGE)).toBe(
      '[data-strip="bite"]{--per-page:6}' +
        '@media (max-width:1024px){[data-strip="bite"]{--per-page:5}}' +
        '@media (max-width:920px){[data-strip="bite"]{--per-page:4}}' +
        '@media (max-width:768px){[data-strip="bite"]{--per-page:3}}' +
        '@media (max-width:640px){[data-strip="bite"]{--per-page:2}}' +
        '@media (max-width:568px){[data-strip="bite"]{--per-page:1.5}}',
    );
  });
});
