import type { ReactNode } from 'react';

// Line icons drawn here rather than emoji: emoji need a colour font that many systems lack.
const PATHS = {
  tree: (
    <>
      <path d="M12 2 5 12h4l-4 6h14l-4-6h4Z" />
      <path d="M12 18v4" />
    </>
  ),
  castle: (
    <>
      <path d="M3 21V9h3V6h2v3h2V6h4v3h2V6h2v3h3v12Z" />
      <path d="M10 21v-4a2 2 0 0 1 4 0v4" />
    </>
  ),
  fish: (
    <>
      <path d="M2 12c3-5 9-6 14-2l5-4v12l-5-4c-5 4-11 3-14-2Z" />
      <circle cx="7.5" cy="11" r="0.8" fill="currentColor" />
    </>
  ),
  rocket: (
    <>
      <path d="M12 2c3 2 5 6 5 11l-2 4H9l-2-4c0-5 2-9 5-11Z" />
      <circle cx="12" cy="9" r="1.8" />
      <path d="M9 17l-3 3M15 17l3 3M12 17v4" />
    </>
  ),
  dinosaur: (
    <>
      <path d="M3 18c2 0 3-1 4-3 1-3 3-4 6-4h1V6a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2h-4v5c0 3-2 5-5 5" />
      <path d="M8 15v6M14 16v5" />
    </>
  ),
  paw: (
    <>
      <circle cx="5.5" cy="10" r="2" />
      <circle cx="9.5" cy="5.5" r="2" />
      <circle cx="14.5" cy="5.5" r="2" />
      <circle cx="18.5" cy="10" r="2" />
      <path d="M12 11c-3 0-6 4-6 7 0 2 1.5 3 3 3s2-1 3-1 1.5 1 3 1 3-1 3-3c0-3-3-7-6-7Z" />
    </>
  ),
  child: (
    <>
      <circle cx="12" cy="6" r="3" />
      <path d="M6 21v-4a6 6 0 0 1 12 0v4" />
    </>
  ),
  teddy: (
    <>
      <circle cx="6.5" cy="6" r="2.5" />
      <circle cx="17.5" cy="6" r="2.5" />
      <circle cx="12" cy="12" r="7" />
      <ellipse cx="12" cy="14.5" rx="2.5" ry="2" />
      <circle cx="9.5" cy="10.5" r="0.6" fill="currentColor" />
      <circle cx="14.5" cy="10.5" r="0.6" fill="currentColor" />
    </>
  ),
  palette: (
    <>
      <path d="M12 3a9 9 0 1 0 0 18c1.5 0 2-1 2-2s-1-1.5-1-2.5 1-1.5 2-1.5h2a4 4 0 0 0 4-4c0-4.5-4-8-9-8Z" />
      <circle cx="7.5" cy="11" r="1" fill="currentColor" />
      <circle cx="10" cy="7" r="1" fill="currentColor" />
      <circle cx="15" cy="7.5" r="1" fill="currentColor" />
    </>
  ),
  book: (
    <>
      <path d="M3 5h6a3 3 0 0 1 3 3v13a2 2 0 0 0-2-2H3Z" />
      <path d="M21 5h-6a3 3 0 0 0-3 3v13a2 2 0 0 1 2-2h7Z" />
    </>
  ),
  moon: <path d="M20 14.5A8.5 8.5 0 1 1 9.5 4 6.5 6.5 0 0 0 20 14.5Z" />,
  sparkles: (
    <>
      <path d="M11 3l1.8 5.2L18 10l-5.2 1.8L11 17l-1.8-5.2L4 10l5.2-1.8Z" />
      <path d="M19 14l.8 2.2L22 17l-2.2.8L19 20l-.8-2.2L16 17l2.2-.8Z" />
    </>
  ),
  wand: (
    <>
      <path d="M3 21 14 10" />
      <path d="m14 10 2.5-2.5" strokeWidth="3" />
      <path d="M18 2v3M21.5 5.5h-3M20.5 2.5 19 4M13 3v2M12 4h2M20 11v2M19 12h2" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
