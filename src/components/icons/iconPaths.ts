/** Paths of the Material icons (Apache-2.0) that PlainIcon draws, as @mui/icons-material has them. */
export const iconPaths = {
  callMade: 'M9 5v2h6.59L4 18.59 5.41 20 17 8.41V15h2V5z',
  callMissed: 'M19.59 7 12 14.59 6.41 9H11V7H3v8h2v-4.59l7 7 9-9z',
  callReceived: 'M20 5.41 18.59 4 7 15.59V9H5v10h10v-2H8.41z',
  moreVert:
    'M12 8c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m0 2c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2m0 6c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2',
  done: 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  errorOutlined: 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m1 15h-2v-2h2zm0-4h-2V7h2z',
} as const;
