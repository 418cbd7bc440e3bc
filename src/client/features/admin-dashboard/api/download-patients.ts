/** The patients export (spec §7 "Download patients"), saved as users.xlsx. */
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';

function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Give the browser a moment to start the download before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadPatients() {
  return useMutation({
    mutationFn: () => apiDownload('/users/download-users-data'),
    onSuccess: (blob) => saveFile(blob, 'users.xlsx'),
    // Spec §8: a failed download is only logged (the mutation cache logs 'API Error').
    meta: { silent: true },
  });
}
