interface PlainLoadingStateProps {
  /** What is loading, for screen readers (the spinner's accessible name). */
  label: string;
  /** Only the spinner, in a box of the caller's size (a QR code's place), not a page's block. */
  compact?: boolean;
}

/** MUI's CircularProgress drawn by the plain stylesheet: 40 px, or 16 px in a line of text (then only decoration). */
export function PlainSpinner({ label, small = false }: { label?: string; small?: boolean }) {
  return (
    <span className={small ? 'pn-spinner pn-spinner--small' : 'pn-spinner'} role={label ? 'progressbar' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <svg viewBox="22 22 44 44" width="40" height="40" aria-hidden="true">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}

/** A centred spinner standing in for content on its way. */
export function PlainLoadingState({ label, compact = false }: PlainLoadingStateProps) {
  return (
    <div className={compact ? 'pn-loading pn-loading--compact' : 'pn-loading'}>
      <PlainSpinner label={label} />
    </div>
  );
}
