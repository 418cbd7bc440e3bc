/**
 * The dashboard's two dialogs (raising an issue, resuming a paused plan), whose code — Mantine's
 * modal, its focus trap and the forms — loads when one is about to open, not with the page: a
 * press on its button starts the load (`preparesDialog`), and a dialog once opened stays mounted,
 * so it closes with its transition and opens again at once.
 */
import { lazy, Suspense, useState } from 'react';

export type PatientDialogKind = 'issue' | 'resume';

const loadIssueDialog = () => import('./issue-dialog');
const loadResumeDialog = () => import('./resume-dialog');
const IssueDialog = lazy(() => loadIssueDialog().then((m) => ({ default: m.IssueDialog })));
const ResumeDialog = lazy(() => loadResumeDialog().then((m) => ({ default: m.ResumeDialog })));

/** A dialog's button's handlers that start loading its code as the pointer or the focus reaches it. */
export function preparesDialog(kind: PatientDialogKind) {
  const prepare = () =>
    void (kind === 'issue' ? loadIssueDialog() : loadResumeDialog()).catch(() => undefined);
  return { onPointerEnter: prepare, onFocus: prepare };
}

interface PatientDialogsProps {
  /** The dialog open now, if any. */
  open: PatientDialogKind | null;
  onClose: () => void;
  userId: string;
  canPause: boolean;
}

export function PatientDialogs({ open, onClose, userId, canPause }: PatientDialogsProps) {
  const [mounted, setMounted] = useState<PatientDialogKind[]>([]);
  if (open && !mounted.includes(open)) setMounted([...mounted, open]);
  return (
    <Suspense fallback={null}>
      {mounted.includes('issue') && (
        <IssueDialog
          opened={open === 'issue'}
          onClose={onClose}
          userId={userId}
          canPause={canPause}
        />
      )}
      {mounted.includes('resume') && (
        <ResumeDialog opened={open === 'resume'} onClose={onClose} userId={userId} />
      )}
    </Suspense>
  );
}
