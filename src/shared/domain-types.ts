import type { GENDERS } from './constants';
export type { PlanStatus, TimelineEvent } from './treatment-plan';
export type Gender = (typeof GENDERS)[number];
