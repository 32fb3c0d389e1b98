import type { StatusPages } from '@/shared/vault-schema';

/**
 * Colour tones for the status badges, by meaning rather than by label, so the CSS holds colours
 * and the vault holds words. Tones: 'ok' (green), 'info' (blue), 'caution' (yellow),
 * 'warn' (orange), 'danger' (red), 'severe' (magenta).
 */
export type Tone = 'ok' | 'info' | 'caution' | 'warn' | 'danger' | 'severe';

type Exposure = StatusPages['aerospace']['altitudeRisks'][number]['exposure'];
type ChallengeStatus = StatusPages['geoSocial']['challenges'][number]['status'];
type PhaseStatus = StatusPages['geoSocial']['phases'][number]['status'];

/** Radiation exposure climbs with altitude: the badge warms from yellow to magenta. */
const EXPOSURE_TONES: Record<Exposure, Tone> = {
  Moderate: 'caution',
  High: 'warn',
  'Very High': 'danger',
  Extreme: 'severe',
};
const CHALLENGE_TONES: Record<ChallengeStatus, Tone> = {
  Ongoing: 'info',
  Blocked: 'danger',
  'Under Review': 'caution',
  'Early Stage': 'warn',
};
const PHASE_TONES: Record<PhaseStatus, Tone> = {
  active: 'ok',
  planned: 'info',
  conditional: 'caution',
};

export const exposureTone = (exposure: Exposure): Tone => EXPOSURE_TONES[exposure];
export const challengeTone = (status: ChallengeStatus): Tone => CHALLENGE_TONES[status];
export const phaseTone = (status: PhaseStatus): Tone => PHASE_TONES[status];

/** Partner pipeline words differ by product; anything unknown is neutral information. */
export function partnerTone(status: string): Tone {
  const word = status.toLowerCase();
  if (/pilot|technical/.test(word)) return 'ok';
  if (/interest|recruit/.test(word)) return 'info';
  return 'caution';
}

export const toneClass = (tone: Tone): string => `badge tone-${tone}`;
