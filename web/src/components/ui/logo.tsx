/** The shield mark and word mark; decorative, so the surrounding link carries the name. */
export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M16 2 4 7v8c0 7.4 5.1 13.7 12 15 6.9-1.3 12-7.6 12-15V7L16 2Z"
        />
        <path
          fill="none"
          stroke="#fff"
          strokeLinecap="round"
          strokeLinejoin="round"
          strokeWidth="3"
          d="m10.5 16 4 4 7-8"
        />
      </svg>
      <span className="logo__text">TrustHive</span>
    </span>
  );
}
