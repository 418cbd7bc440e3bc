export { ConsentCard } from './components/consent-card';
export { ErasureOpenNotice } from './components/erasure-open-notice';
export { ErasureRequestsPage } from './components/erasure-requests-page';
export { YourDataCard } from './components/your-data-card';
