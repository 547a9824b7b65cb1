/** Small inline icon set for menus and feature cards; unknown keys get a neutral dot. */
const PATHS: Record<string, string> = {
  report: 'M6 3h9l5 5v13H6zM14 3v6h6M9 13h8M9 17h8',
  table: 'M4 5h16v14H4zM4 10h16M10 5v14',
  api: 'M8 7l-5 5 5 5M16 7l5 5-5 5M13 5l-2 14',
  spark: 'M12 3l2 6 6 2-6 2-2 6-2-6-6-2 6-2z',
  magnifier: 'M11 4a7 7 0 100 14 7 7 0 000-14zM21 21l-5-5',
  search: 'M11 4a7 7 0 100 14 7 7 0 000-14zM21 21l-5-5',
  cap: 'M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5',
  target: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 8a4 4 0 100 8 4 4 0 000-8z',
  cloud: 'M7 18a5 5 0 010-10 6 6 0 0111 2 4 4 0 010 8z',
  pin: 'M12 21s-7-7-7-12a7 7 0 0114 0c0 5-7 12-7 12zM12 7a2 2 0 100 4 2 2 0 000-4z',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  coin: 'M12 3a9 9 0 100 18 9 9 0 000-18zM9 9h4a2 2 0 010 4h-2a2 2 0 000 4h4M12 7v2M12 17v-0',
  flag: 'M5 21V4M5 4h11l-2 4 2 4H5',
  people: 'M9 11a4 4 0 100-8 4 4 0 000 8zM2 21a7 7 0 0114 0M17 11a3 3 0 100-6M22 21a5 5 0 00-5-5',
  shield: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6z',
  bell: 'M6 16V11a6 6 0 0112 0v5l2 2H4zM10 20a2 2 0 004 0',
  plug: 'M9 3v5M15 3v5M6 8h12v3a6 6 0 01-12 0zM12 17v4',
  globe: 'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  database: 'M4 6c0-2 16-2 16 0v12c0 2-16 2-16 0zM4 6c0 2 16 2 16 0M4 12c0 2 16 2 16 0',
  factory: 'M3 21V10l6 4V10l6 4V6h6v15z',
  crane: 'M4 21h8M8 21V4l12 3M8 7h12M18 7v6',
  bank: 'M3 10l9-6 9 6M5 10v8M10 10v8M14 10v8M19 10v8M3 21h18',
  health: 'M12 20s-8-5-8-11a4.5 4.5 0 018-2 4.5 4.5 0 018 2c0 6-8 11-8 11z',
  cart: 'M3 4h2l3 12h11l2-8H7M9 20a1 1 0 100 .1M18 20a1 1 0 100 .1',
  chip: 'M7 7h10v10H7zM10 3v4M14 3v4M10 17v4M14 17v4M3 10h4M3 14h4M17 10h4M17 14h4',
  truck: 'M3 6h11v10H3zM14 10h4l3 3v3h-7M7 19a2 2 0 100-.1M17 19a2 2 0 100-.1',
  bolt: 'M13 3L5 14h6l-1 7 8-11h-6z',
  building: 'M5 21V4h10v17M15 9h4v12M8 8h4M8 12h4M8 16h4',
  phone: 'M5 4h4l2 5-3 2a11 11 0 005 5l2-3 5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2z',
  mail: 'M3 6h18v12H3zM3 6l9 7 9-7',
  chevron: 'M6 9l6 6 6-6',
  check: 'M5 12l5 5 9-10',
  close: 'M6 6l12 12M18 6L6 18',
  menu: 'M4 7h16M4 12h16M4 17h16',
  star: 'M12 3l2.7 5.6 6.3.9-4.5 4.4 1 6.1L12 17l-5.5 3 1-6.1L3 9.5l6.3-.9z',
}

export function Icon({ name, size = 20, className }: { name?: string | null; size?: number; className?: string }) {
  const path = (name && PATHS[name]) || 'M12 8a4 4 0 100 8 4 4 0 000-8z'
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  )
}
