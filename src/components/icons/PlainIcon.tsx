interface PlainIconProps {
  /** A 24×24 path (see components/icons/paths). */
  path: string;
  /** The name screen readers hear; without one the icon is decoration and hidden from them. */
  label?: string;
  className?: string;
}

/**
 * An icon drawn without MUI's SvgIcon. Rows of long lists mount icons by the dozen while
 * scrolling, and SvgIcon styles each one through emotion on mount; this costs one element.
 * Sized and coloured by the caller's CSS (1em square, currentColor).
 */
export function PlainIcon({ path, label, className }: PlainIconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-hidden={label ? undefined : true}
    >
      {label && <title>{label}</title>}
      <path d={path} />
    </svg>
  );
}
