import type { ReactNode } from 'react';

// Line icons for the icon names the service picks (spec §2: a scoring match of the title
// against icon names). Drawn on a 24-unit grid with a 2-unit stroke; decorative only.
const ICONS: Record<string, ReactNode> = {
  building: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="1" />
      <path d="M9 7h2M13 7h2M9 11h2M13 11h2M9 15h2M13 15h2M11 21v-3h2v3" />
    </>
  ),
  metals: (
    <>
      <path d="M12 2l8.7 5v10L12 22l-8.7-5V7z" />
      <circle cx="12" cy="12" r="3.5" />
    </>
  ),
  chemicals: (
    <path d="M9 3h6M10 3v6l-5.5 9.5A2 2 0 0 0 6.2 21h11.6a2 2 0 0 0 1.7-2.5L14 9V3M7.5 15h9" />
  ),
  machinery: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
      <circle cx="12" cy="12" r="7" />
    </>
  ),
  food: <path d="M7 2v8a2 2 0 0 0 4 0V2M9 10v12M17 2c-2 1-3 4-3 7h3v13" />,
  textiles: <path d="M8 3l-5 3 2 5 3-1v11h8V10l3 1 2-5-5-3a4 4 0 0 1-8 0z" />,
  paper: (
    <>
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8z" />
      <path d="M14 2v6h6M8 13h8M8 17h8M8 9h2" />
    </>
  ),
  leather: (
    <>
      <path d="M5 8h14l-1 13H6z" />
      <path d="M9 8V6a3 3 0 0 1 6 0v2" />
    </>
  ),
  wood: <path d="M12 2l7 10h-4l5 6H4l5-6H5zM12 18v4" />,
  manufacturing: <path d="M2 21V9l6 4V9l6 4V5h4l2 16zM2 21h20M7 17h2M12 17h2" />,
  business: (
    <>
      <rect x="2" y="7" width="20" height="14" rx="2" />
      <path d="M16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2M2 13h20" />
    </>
  ),
  trading: (
    <>
      <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 1.9-1.5L21 8H6" />
      <circle cx="9" cy="20.5" r="1.5" />
      <circle cx="18" cy="20.5" r="1.5" />
    </>
  ),
  community: (
    <>
      <circle cx="9" cy="7" r="4" />
      <path d="M2 21v-2a5 5 0 0 1 5-5h4a5 5 0 0 1 5 5v2M16 3.1a4 4 0 0 1 0 7.8M22 21v-2a5 5 0 0 0-3.5-4.8" />
    </>
  ),
  construction: (
    <path d="M2 18h20v3H2zM4 18v-4a8 8 0 0 1 16 0v4M10 6.3V10M14 6.3V10M10 6.3a8 8 0 0 1 4 0" />
  ),
  'real estate': <path d="M3 10.5L12 3l9 7.5V21H3zM9 21v-6h6v6" />,
  finance: <path d="M3 21h18M4 10h16M12 3l9 5H3zM6 10v8M10 10v8M14 10v8M18 10v8M4 18h16" />,
  insurance: <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4" />,
  agriculture: (
    <path d="M12 22V10M12 10c0-4 3-7 7-7 0 4-3 7-7 7zM12 14c0-3-2.5-5.5-6-5.5 0 3.5 2.5 5.5 6 5.5zM7 22h10" />
  ),
  transport: (
    <>
      <path d="M1 5h13v11H1zM14 9h4l4 4v3h-8" />
      <circle cx="5.5" cy="18.5" r="2" />
      <circle cx="17.5" cy="18.5" r="2" />
    </>
  ),
  electricity: <path d="M13 2L4 14h7l-1 8 9-12h-7z" />,
  mining: <path d="M3 8c5-5 13-5 18 0M12 5l-9 17M12 5l9 17M8.5 14h7" />,
  others: (
    <>
      <rect x="3" y="3" width="7" height="7" rx="1" />
      <rect x="14" y="3" width="7" height="7" rx="1" />
      <rect x="3" y="14" width="7" height="7" rx="1" />
      <rect x="14" y="14" width="7" height="7" rx="1" />
    </>
  ),
};

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  // hasOwn: an unknown name such as 'constructor' must not find Object.prototype's own.
  const known = Object.hasOwn(ICONS, name);
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={known ? name : 'building'}
    >
      {known ? ICONS[name] : ICONS.building}
    </svg>
  );
}
