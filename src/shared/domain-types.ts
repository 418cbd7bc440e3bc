export type { Gender } from './constants';
export type { PlanStatus, TimelineEvent } from './treatment-plan';
