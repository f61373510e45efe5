import { useState } from 'react';
import { saveDownload, type FileInMemory } from '../../lib/saveDownload';

/** What a download mutation's trigger returns: its result to unwrap, and a reset that removes it from the store. */
interface DownloadRequest {
  unwrap(): Promise<FileInMemory>;
  reset(): void;
}

/**
 * Runs a download mutation and hands its file to the browser (saveDownload), then resets the
 * mutation so that no object URL lingers in the store. A failure has been toasted by the error
 * middleware already. `running` is true from the click until the file is handed over.
 */
export function useSaveDownload(request: () => DownloadRequest): { start: () => void; running: boolean } {
  const [running, setRunning] = useState(false);
  const start = () => {
    setRunning(true);
    // This request's own reset: the hook's reset, taken at the render before the click, knows no request yet.
    const download = request();
    download
      .unwrap()
      .then(saveDownload, () => undefined)
      .finally(() => {
        download.reset();
        setRunning(false);
      });
  };
  return { start, running };
}
