/**
 * The number being verified during mobile sign-in (docs/product-spec.md §3 "Session"): kept in
 * sessionStorage so a reload on the code step stays there, and dropped once the flow ends.
 */
import { LOGIN_PHONE_STORAGE_KEY } from '../../../../shared/constants';

export function readLoginPhone(): string | null {
  try {
    return sessionStorage.getItem(LOGIN_PHONE_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function keepLoginPhone(phone: string): void {
  sessionStorage.setItem(LOGIN_PHONE_STORAGE_KEY, phone);
}

export function forgetLoginPhone(): void {
  sessionStorage.removeItem(LOGIN_PHONE_STORAGE_KEY);
}
