import { describe, expect, it } from 'vitest';
import { challengeTone, exposureTone, partnerTone, phaseTone, toneClass } from './tones';

describe('status tones', () => {
  it('gives each altitude exposure level its own, rising tone', () => {
    const levels = (['Moderate', 'High', 'Very High', 'Extreme'] as const).map(exposureTone);
    expect(levels).toEqual(['caution', 'warn', 'danger', 'severe']);
    expect(new Set(levels).size).toBe(4);
  });

  it('marks a blocked research challenge as danger and ongoing work as information', () => {
    expect(challengeTone('Blocked')).toBe('danger');
    expect(challengeTone('Ongoing')).toBe('info');
    expect(
      new Set((['Ongoing', 'Blocked', 'Under Review', 'Early Stage'] as const).map(challengeTone))
        .size,
    ).toBe(4);
  });

  it('marks the active phase green and the conditional one as caution', () => {
    expect(phaseTone('active')).toBe('ok');
    expect(phaseTone('planned')).toBe('info');
    expect(phaseTone('conditional')).toBe('caution');
  });

  it('reads partner statuses by their words', () => {
    expect(partnerTone('Pilot Interest')).toBe('ok');
    expect(partnerTone('Recruiting')).toBe('info');
    expect(partnerTone('Early Conversations')).toBe('caution');
  });

  it('builds a badge class', () => {
    expect(toneClass('ok')).toBe('badge tone-ok');
  });
});
