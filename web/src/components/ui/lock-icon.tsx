/**
 * A padlock drawn in the text colour: an emoji renders differently on every phone (or as a
 * box where the font lacks it) and ignores the badge's colour.
 */
export function LockIcon({ className = 'lock-icon' }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      width="14"
      height="14"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
      <path
        d="M5 7V5a3 3 0 0 1 6 0v2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
      />
    </svg>
  );
}
