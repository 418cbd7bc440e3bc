export { moderatorsQueryOptions } from './api/moderators';
export { ModeratorsPage } from './components/moderators-page';
