export { jobsRequest } from './api/get-jobs';
export { CareerPage } from './components/career-page';
export {
  LatestOpenings,
  LatestOpeningsError,
  LatestOpeningsSkeleton,
} from './components/latest-openings';
export { ResumeProblem } from './components/resume-problem';
export { ResumeViewer } from './components/resume-viewer';
export { parseResumeAddress } from './lib/resume-address';
