import { useState } from 'react';
import { saveDownload, type FileInMemory } from '../../lib/saveDownload';

/** What a download mutation's trigger returns: its result, to unwrap. */
interface DownloadRequest {
  unwrap(): Promise<FileInMemory>;
}

/**
 * Runs a download mutation and hands its file to the browser (saveDownload), then resets the
 * mutation so that no object URL lingers in the store. A failure has been toasted by the error
 * middleware already. `running` is true from the click until the file is handed over.
 */
export function useSaveDownload(request: () => DownloadRequest, reset: () => void): { start: () => void; running: boolean } {
  const [running, setRunning] = useState(false);
  const start = () => {
    setRunning(true);
    request()
      .unwrap()
      .then(saveDownload, () => undefined)
      .finally(() => {
        reset();
        setRunning(false);
      });
  };
  return { start, running };
}
