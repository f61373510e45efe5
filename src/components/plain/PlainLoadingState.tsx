interface PlainLoadingStateProps {
  /** What is loading, for screen readers (the spinner's accessible name). */
  label: string;
  /** Only the spinner, in a box of the caller's size (a QR code's place), not a page's block. */
  compact?: boolean;
}

/** A centred spinner (drawn as MUI's CircularProgress) standing in for content on its way; MUI screens' twin: feedback/LoadingState. */
export function PlainLoadingState({ label, compact = false }: PlainLoadingStateProps) {
  return (
    <div className={compact ? 'pn-loading pn-loading--compact' : 'pn-loading'}>
      <span className="pn-spinner" role="progressbar" aria-label={label}>
        <svg viewBox="22 22 44 44" width="40" height="40" aria-hidden="true">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
    </div>
  );
}
