import type { ReactNode } from 'react';
import { t, type MessageId } from '../../i18n';
import { siteContact, type SiteContact } from '../../lib/site-contact';

// Each network's link comes from the configuration (SOCIAL_*_URL); one without a link is not
// shown, so no '#' link ever is (issue 36).
const SOCIAL_LINKS: { network: keyof SiteContact['social']; label: MessageId; icon: ReactNode }[] =
  [
    {
      network: 'facebook',
      label: 'common.social.facebook',
      icon: (
        <path
          fill="currentColor"
          d="M14 8h3V4h-3a5 5 0 0 0-5 5v2H6v4h3v9h4v-9h3l1-4h-4V9a1 1 0 0 1 1-1Z"
        />
      ),
    },
    {
      network: 'x',
      label: 'common.social.x',
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
      network: 'linkedin',
      label: 'common.social.linkedin',
      icon: (
        <path
          fill="currentColor"
          d="M4 9h4v11H4zM6 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM10 9h3.8v1.6c.6-1 1.9-1.9 3.7-1.9 3.3 0 4 2.1 4 5V20h-4v-4.9c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7v5h-4z"
        />
      ),
    },
    {
      network: 'instagram',
      label: 'common.social.instagram',
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
  const { social } = siteContact();
  const links = SOCIAL_LINKS.flatMap((link) => {
    const href = social[link.network];
    return href ? [{ ...link, href }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className="social-links">
      {links.map(({ label, icon, href }) => (
        <li key={href}>
          <a href={href} className="social-links__link" aria-label={t(label)} rel="me noopener">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              {icon}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
