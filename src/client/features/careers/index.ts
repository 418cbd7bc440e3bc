import './styles';
export { jobsQueryOptions } from './api/get-jobs';
export { CareersCollage } from './components/careers-collage';
export { CareersHero } from './components/careers-hero';
export {
  LatestOpenings,
  LatestOpeningsError,
  LatestOpeningsSkeleton,
} from './components/latest-openings';
export { WhyChooseUs } from './components/why-choose-us';
export { ResumeProblem } from './components/resume-problem';
export { ResumeViewer } from './components/resume-viewer';
export { parseResumeAddress } from './lib/resume-address';
