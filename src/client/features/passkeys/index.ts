export { passkeysQueryOptions } from './api/passkeys';
export { AdminPasskeyBanner } from './components/admin-passkey-banner';
export { PasskeyManager } from './components/passkey-manager';
export { PasskeyOfferCard } from './components/passkey-offer-card';
