import type { ReactNode } from 'react';
import type { CollateralFile } from '@/shared/vault-schema';

type FileType = CollateralFile['fileType'];

const label = (text: string, size = 6.5) => (
  <text
    x="12"
    y="17.2"
    textAnchor="middle"
    fontSize={size}
    fontWeight="700"
    fill="currentColor"
    fontFamily="ui-sans-serif, system-ui, sans-serif"
  >
    {text}
  </text>
);

/** Each type's colour and mark; the page shape around it is shared. */
const MARKS: Record<FileType, { color: string; mark: ReactNode }> = {
  Markdown: { color: '#38bdf8', mark: label('MD') },
  PDF: { color: '#f87171', mark: label('PDF', 6) },
  PowerPoint: { color: '#fb923c', mark: label('PPT', 6) },
  Word: { color: '#818cf8', mark: label('DOC', 6) },
  Data: { color: '#34d399', mark: label('{ }', 7) },
  Image: {
    color: '#c084fc',
    mark: (
      <>
        <circle cx="9" cy="12.5" r="1.6" fill="currentColor" />
        <path d="M6 19l4-4.5 2.5 2.5 2.5-3.5 3 5.5z" fill="currentColor" />
      </>
    ),
  },
  HTML: { color: '#fbbf24', mark: label('</>', 6.5) },
  Text: {
    color: '#cbd5e1',
    mark: (
      <path
        d="M7 12h10M7 15h10M7 18h6"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
      />
    ),
  },
};

/** A small file icon per type (decorative: the type is always written next to it). */
export function FileTypeIcon({ type, size = 40 }: { type: FileType; size?: number }) {
  const { color, mark } = MARKS[type];
  return (
    <svg
      className="file-type-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={{ color }}
    >
      <path
        d="M5 2.5h9.5L19.5 7.5V21a.5.5 0 0 1-.5.5H5a.5.5 0 0 1-.5-.5V3a.5.5 0 0 1 .5-.5z"
        fill="currentColor"
        fillOpacity="0.12"
        stroke="currentColor"
        strokeWidth="1"
      />
      <path d="M14.5 2.5V7.5h5" fill="none" stroke="currentColor" strokeWidth="1" />
      {mark}
    </svg>
  );
}
