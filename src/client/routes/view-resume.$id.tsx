import { useDocumentTitle } from '@mantine/hooks';
import { Button } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { parseResumeAddress, ResumeProblem, ResumeViewer } from '../features/careers';
import { BRAND } from '../../shared/constants';

/**
 * `/view-resume/<id>?resume=<file address>` (docs/product-spec.md §2): a full-page PDF viewer for
 * staff.
 */
export const Route = createFileRoute('/view-resume/$id')({
  validateSearch: v.object({ resume: v.fallback(v.optional(v.string()), undefined) }),
  component: ViewResumePage,
});

function ViewResumePage() {
  const { id } = Route.useParams();
  const { resume } = Route.useSearch();
  const address = parseResumeAddress(resume, window.location.origin);
  if (!address.ok) return <InvalidResumeLink reason={address.reason} />;
  // Titled by the viewer, after the applicant and the opening.
  return <ResumeViewer apiPath={address.apiPath} applicationId={id} />;
}

function InvalidResumeLink({ reason }: { reason: string }) {
  useDocumentTitle(`Resume · ${BRAND}`);
  return (
    <ResumeProblem title="This resume link is not valid" message={reason}>
      <Button component="a" href="/" variant="light" color="red">
        Back to homepage
      </Button>
    </ResumeProblem>
  );
}
