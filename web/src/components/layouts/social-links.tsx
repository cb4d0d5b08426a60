import type { ReactNode } from 'react';

// The spec keeps the social links empty (no profiles yet); each still names its network.
const SOCIAL_LINKS: { label: string; icon: ReactNode }[] = [
  {
    label: 'TrustHive on Facebook',
    icon: (
      <path
        fill="currentColor"
        d="M14 8h3V4h-3a5 5 0 0 0-5 5v2H6v4h3v9h4v-9h3l1-4h-4V9a1 1 0 0 1 1-1Z"
      />
    ),
  },
  {
    label: 'TrustHive on X',
    icon: (
      <path
        fill="none"
        stroke="currentColor"
        strokeLinecap="round"
        strokeWidth="2.2"
        d="M5 4l14 16M19 4 5 20"
      />
    ),
  },
  {
    label: 'TrustHive on LinkedIn',
    icon: (
      <path
        fill="currentColor"
        d="M4 9h4v11H4zM6 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM10 9h3.8v1.6c.6-1 1.9-1.9 3.7-1.9 3.3 0 4 2.1 4 5V20h-4v-4.9c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7v5h-4z"
      />
    ),
  },
  {
    label: 'TrustHive on Instagram',
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
      </g>
    ),
  },
];

export function SocialLinks() {
  return (
    <ul className="social-links">
      {SOCIAL_LINKS.map(({ label, icon }) => (
        <li key={label}>
          <a href="#" className="social-links__link" aria-label={label}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              {icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
