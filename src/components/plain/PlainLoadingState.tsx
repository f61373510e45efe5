interface PlainLoadingStateProps {
  /** What is loading, for screen readers (the spinner's accessible name). */
  label: string;
}

/** A centred spinner (drawn as MUI's CircularProgress) standing in for content on its way; MUI screens' twin: feedback/LoadingState. */
export function PlainLoadingState({ label }: PlainLoadingStateProps) {
  return (
    <div className="pn-loading">
      <span className="pn-spinner" role="progressbar" aria-label={label}>
        <svg viewBox="22 22 44 44" width="40" height="40" aria-hidden="true">
          <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
        </svg>
      </span>
    </div>
  );
}
