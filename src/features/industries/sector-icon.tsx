import type { IconName } from '@/content/public/industries.schema';

/** 24x24 stroke drawings, one or more path strings each. */
const iconPaths: Record<IconName, readonly string[]> = {
  heart: ['M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z'],
  brain: [
    'M12 6a3 3 0 0 0-5.6-1.5A3 3 0 0 0 4 8a3 3 0 0 0 0 5 3 3 0 0 0 2 4.5A3 3 0 0 0 12 18z',
    'M12 6a3 3 0 0 1 5.6-1.5A3 3 0 0 1 20 8a3 3 0 0 1 0 5 3 3 0 0 1-2 4.5A3 3 0 0 1 12 18z',
  ],
  users: [
    'M6 8a3 3 0 1 0 6 0a3 3 0 1 0-6 0',
    'M3 20a6 6 0 0 1 12 0',
    'M14.5 9a2.5 2.5 0 1 0 5 0a2.5 2.5 0 1 0-5 0',
    'M16 14.2A5 5 0 0 1 21 19',
  ],
  magnet: ['M6 4v7a6 6 0 0 0 12 0V4h-4v7a2 2 0 0 1-4 0V4z', 'M6 8h4', 'M14 8h4'],
  chart: ['M4 4v16h16', 'M8 15l4-5 3 3 5-6'],
  pulse: ['M3 12h4l2-6 4 12 2-6h6'],
  sprout: ['M12 20v-8', 'M12 12C12 8 9 5 5 5c0 4 3 7 7 7z', 'M12 14c0-3 2.5-6 7-6 0 3.5-3 6-7 6z'],
  truck: [
    'M14 16V6H3v10h2',
    'M9 16h6',
    'M14 10h4l3 3v3h-2',
    'M5 17a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
    'M15 17a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  ],
  siren: [
    'M7 17v-5a5 5 0 0 1 10 0v5',
    'M5 17h14v3H5z',
    'M12 3v2',
    'M4.5 6.5 6 8',
    'M19.5 6.5 18 8',
  ],
  server: ['M3 4h18v7H3z', 'M3 13h18v7H3z', 'M7 7.5h.01', 'M7 16.5h.01'],
  code: ['M8 8l-4 4 4 4', 'M16 8l4 4-4 4', 'M13.5 5l-3 14'],
  pill: ['M10.5 3.5a5 5 0 0 1 7 7l-7 7a5 5 0 0 1-7-7z', 'M7 10l7 7'],
  bolt: ['M13 2 4 14h7l-1 8 9-12h-7z'],
  building: [
    'M4 21V5l8-3v19',
    'M12 8h8v13',
    'M2 21h20',
    'M7 8h2',
    'M7 12h2',
    'M7 16h2',
    'M15 12h2',
    'M15 16h2',
  ],
};

/** A decorative sector icon; the card's heading carries the meaning. */
export function SectorIcon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={['industry-icon', className ?? ''].filter(Boolean).join(' ')}
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
