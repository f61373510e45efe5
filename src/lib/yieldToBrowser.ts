/**
 * Ends the current task and resumes in a new one, after the browser has had the chance to handle
 * input and paint. Start-up work split this way blocks input in short pieces instead of one long
 * task (issue 9: total blocking time).
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}
