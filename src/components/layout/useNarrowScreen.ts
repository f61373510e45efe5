import useMediaQuery from '@mui/material/useMediaQuery';

/** SPEC §2/§9: navigation hides at a window width of 900 px or less. */
export const NARROW_SCREEN_QUERY = '(max-width:900px)';

/** Whether the window is narrow enough for the one-column dashboard. */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY);
}
