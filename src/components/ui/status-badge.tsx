export type ProductStatus = 'LIVE' | 'AVAILABLE' | 'In Development' | 'In Research' | 'Alpha';

const statusClass: Record<ProductStatus, string> = {
  LIVE: 'badge-live',
  AVAILABLE: 'badge-available',
  'In Development': 'badge-dev',
  'In Research': 'badge-research',
  Alpha: 'badge-dev',
};

export function StatusBadge({ status, label }: { status: ProductStatus; label?: string }) {
  return <span className={`badge ${statusClass[status]}`}>{label ?? status}</span>;
}
