import { Button, Loader, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { BRAND } from '../../../../shared/constants';
import { resumeFileName } from '../../../../shared/resume-file-name';
import { ApiError } from '../../../lib/api-client';
import { useResume } from '../api/get-resume';
import { useResumeApplication } from '../api/get-resume-application';
import { PdfFrame } from './pdf-frame';
import { ResumeProblem } from './resume-problem';

function problemFor(error: Error) {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 401) return 'Please log in as clinic staff to view resumes.';
  if (status === 403) return 'Only clinic staff can view resumes.';
  if (status === 404) return 'This resume was not found. It may have been removed.';
  return error.message || 'The resume could not be loaded.';
}

interface ResumeViewerProps {
  apiPath: string;
  /** The application the resume came with: the page is titled and the file named after it. */
  applicationId: string;
}

/** Loads a resume with the admin's token and shows it full page. */
export function ResumeViewer({ apiPath, applicationId }: ResumeViewerProps) {
  const { data, error, refetch } = useResume(apiPath);
  const { data: application } = useResumeApplication(applicationId, data !== undefined);
  const owner = application && { name: application.name, jobTitle: application.job.title };
  useDocumentTitle(
    owner ? `${owner.name} · ${owner.jobTitle} · Resume · ${BRAND}` : `Resume · ${BRAND}`,
  );

  if (error) {
    const status = error instanceof ApiError ? error.status : 0;
    return (
      <ResumeProblem title="The resume could not be opened" message={problemFor(error)}>
        {status === 401 ? (
          <Button component="a" href="/login">
            Log in
          </Button>
        ) : status === 0 || status >= 500 ? (
          <Button onClick={() => void refetch()}>Try again</Button>
        ) : null}
      </ResumeProblem>
    );
  }
  if (!data) {
    return (
      <Stack component="main" align="center" justify="center" h="100dvh" aria-busy="true">
        <Loader aria-label="Loading resume" />
        <Text c="gray.7">Loading resume…</Text>
      </Stack>
    );
  }
  // Without its application (an old link, say) the resume still shows, under a plain name.
  const fileName = resumeFileName(owner ?? { name: '', jobTitle: '' }).ascii;
  return <PdfFrame blob={data} fileName={fileName} owner={owner} />;
}
