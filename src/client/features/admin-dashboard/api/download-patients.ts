/** The patients export (docs/product-spec.md §7 "Download patients"), saved as users.xlsx. */
import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export function useDownloadPatients() {
  return useMutation({
    mutationFn: () => apiDownload('/users/download-users-data'),
    onSuccess: (blob) => saveFile(blob, 'users.xlsx'),
    // docs/product-spec.md §8: a failed download is only logged (the mutation cache logs 'API
    // Error').
    meta: { errorToast: false },
  });
}
