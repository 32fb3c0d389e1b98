import type { StatusPages } from '../../src/shared/vault-schema';

/**
 * Status pages for the products that are not the Market State Detector (spec 2.7-2.10, 2.15).
 * Only the grid pilot and the aerospace beta may be discussed with prospects, and only as a pilot
 * and a beta. Geo-social research and the MSP raw-data feed are never to be sold or presented as
 * available.
 */
export const status: StatusPages = {
  grid: {
    title: 'Grid Storm Alert Pilot',
    tagline:
      'Same-day geomagnetic storm alerts for electric grid operators, in a 3-6 month pilot launching August 2025.',
    badges: ['Pilot Program', 'Launch Aug 2025'],
    facts: [
      {
        label: 'Lead time',
        value: 'Same day',
        description: 'Alert issued on the day of the storm risk',
      },
      {
        label: 'Precision',
        value: '0.68',
        description: 'Validation precision; about a third of alerts may be false alarms, so say so',
      },
      { label: 'Launch', value: 'Aug 2025' },
      { label: 'Pilot length', value: '3-6 months' },
    ],
    overview:
      'Geomagnetic storms, driven by solar eruptions, induce currents in long transmission lines that can heat transformers and disturb protection systems. The Grid Storm Alert applies our space-weather research to give operators a same-day alert that storm conditions are likely, so control rooms can prepare. It is a pilot: partners help us validate it in operation, and it complements (never replaces) official space-weather watches and warnings.',
    useCases: [
      'Control-room readiness: extra staffing and heightened monitoring on alert days',
      'Transformer protection: review loading and monitoring of vulnerable transformers',
      'Maintenance scheduling: avoid taking critical lines or equipment out of service on alert days',
      'Reliability reporting: a documented record of when alerts were issued and what was done',
    ],
    pilotPartners: [
      {
        organization: 'Regional transmission operators',
        status: 'Recruiting',
        timeline: 'Pilot from Aug 2025, 3-6 months',
        focusArea: 'Control-room readiness and transformer monitoring',
      },
      {
        organization: 'Investor-owned utilities',
        status: 'Partner Interest',
        timeline: 'Pilot from Aug 2025, 3-6 months',
        focusArea: 'Asset protection and maintenance scheduling',
      },
      {
        organization: 'Public power utilities and cooperatives',
        status: 'Early Conversations',
        timeline: 'To be agreed with each partner',
        focusArea: 'Operational awareness for smaller networks',
      },
    ],
    guidance: [
      'Discuss it only as a pilot: same-day lead, precision 0.68, launch Aug 2025, 3-6 month pilot. No pricing, no guarantees.',
      'Position it as a complement to official space-weather watches and warnings, never a replacement, and never as a safety system.',
      'Qualify grid prospects (operator type, control-room contact, pilot owner) and pass them to the pilot lead; do not promise a start date.',
      'Financial-markets prospects: keep the conversation on the Market State Detector.',
    ],
  },
  aerospace: {
    title: 'Aerospace Radiation Warning',
    badges: ['Beta Development', 'Launch Oct 2025'],
    headings: {
      partners: 'Beta Partner Targets',
      altitude: 'Radiation Risk by Altitude',
      strategy: 'Beta Engagement Strategy',
    },
    tagline:
      '72-hour Forbush Decrease radiation warnings for aviation and satellite operators, with a 2-3 day lead.',
    metrics: [
      {
        label: 'Lead Time',
        value: '2-3 days',
        description: 'Warning issued 2-3 days before the event, inside a 72-hour warning window',
      },
      {
        label: 'Recall',
        value: '0.75',
        description: 'Three in four validated events were preceded by a warning',
      },
      {
        label: 'Precision',
        value: '0.35',
        description:
          'Roughly one warning in three was followed by an event: expect false alarms and say so',
      },
    ],
    betaPartners: [
      {
        organization: 'Commercial Airlines',
        status: 'Initial Interest',
        timeline: 'Q4 2025',
        focusArea: 'Flight safety and crew radiation',
        details:
          'Flight operations and crew-health teams on high-latitude and polar routes, where cosmic and solar radiation exposure is highest; interest in planning routes and tracking crew dose.',
      },
      {
        organization: 'Satellite Operators',
        status: 'Technical Review',
        timeline: 'Q1 2026',
        focusArea: 'Spacecraft anomaly risk and operations planning',
        details:
          'Operators of LEO and GEO fleets reviewing how a 2-3 day warning would fit their operations calendar: maneuvers, software uploads and safe-mode planning.',
      },
      {
        organization: 'Space Tourism',
        status: 'Pilot Interest',
        timeline: 'Q2 2026',
        focusArea: 'Passenger and crew exposure planning',
        details:
          'Suborbital and orbital flight providers interested in scheduling flights around elevated radiation periods.',
      },
    ],
    altitudeRisks: [
      {
        altitude: 'Commercial Flight Level',
        exposure: 'Moderate',
        impact:
          'Higher radiation dose for crew and passengers, especially on polar and high-latitude routes; possible disruption of HF radio communication on polar routes.',
        mitigation:
          'Review polar routings and cruise altitudes on warning days, track crew dose, and prepare alternative communication plans.',
      },
      {
        altitude: 'LEO Satellites',
        exposure: 'High',
        impact:
          'Single-event upsets in electronics, degraded sensors and increased atmospheric drag during the associated geomagnetic storm.',
        mitigation:
          'Defer non-critical maneuvers and software uploads, prepare safe-mode procedures and plan for orbit-determination updates.',
      },
      {
        altitude: 'GEO Satellites',
        exposure: 'Very High',
        impact:
          'Surface and internal charging, solar-panel degradation and anomalies in spacecraft electronics, with little magnetospheric protection.',
        mitigation:
          'Increase anomaly monitoring, postpone critical operations and have recovery procedures ready during the warning window.',
      },
      {
        altitude: 'Deep Space Missions',
        exposure: 'Extreme',
        impact:
          'No magnetospheric shielding: direct exposure of crew and hardware to solar energetic particles.',
        mitigation:
          'Schedule extravehicular activity outside warning windows, use shielded shelter areas and put sensitive instruments into protective modes.',
      },
    ],
    forbush: {
      title: 'What is a Forbush Decrease',
      paragraphs: [
        'A Forbush Decrease is a rapid drop in the galactic cosmic rays measured at Earth, named after the physicist Scott Forbush, who described it in the 1930s. It happens when a coronal mass ejection (a large cloud of magnetized plasma thrown out by the Sun) sweeps past Earth and its magnetic field shields us from part of the cosmic-ray flux. Intensity typically falls within hours to a day and recovers over several days.',
        'The decrease itself is not the hazard. It is the signature of a solar eruption passing Earth, and the same eruptions bring solar energetic particles and geomagnetic storms that raise radiation and operational risk for aircraft at high altitude and latitude and for satellites.',
        'Our warning gives operators a 72-hour view with a 2-3 day lead, so flights and satellite operations can be planned around the risk period. It is a planning aid in beta, not an operational safety system, and it complements official space-weather alerts.',
      ],
    },
    strategy: {
      keyMessages: [
        'Beta, launching Oct 2025: we are recruiting partners to validate the warning in operation, not selling a finished product.',
        'A 72-hour Forbush Decrease warning with a 2-3 day lead: time to plan routes, crew schedules and satellite operations.',
        'Be transparent about performance: recall 0.75, precision 0.35. It catches most events but raises false alarms, so it is a planning prompt, not an alarm.',
        'It complements official space-weather alerts and never replaces operational safety procedures.',
        "No pricing or commitments before launch; capture the partner's use case and pass it to the product lead.",
      ],
      timeline: [
        {
          when: 'Q3 2025',
          what: 'Partner recruitment: airlines, satellite operators and space tourism providers',
        },
        {
          when: 'Q4 2025',
          what: 'Beta deployment with the first partners after the Oct 2025 launch',
        },
        {
          when: 'Q1 2026',
          what: 'Validation of warnings against partner operations and observed events',
        },
      ],
    },
  },
  geoSocial: {
    title: 'Geo-Social Stress Research',
    badges: ['Research Phase Only', 'Not Ready for Market'],
    warning: {
      title: 'Not Ready for Sales or Marketing',
      currentStatus: [
        'Research phase only: we are still collecting and cleaning data.',
        'The correlations have not been validated; there is no product, pricing, pilot or API.',
        'Ethical considerations are under review before any use outside research.',
        'Earlier Civil Unrest Suite materials are obsolete and must not be used.',
      ],
      salesGuidance: [
        'Do not mention geo-social research to prospects or clients, in meetings, email, decks or social media.',
        'If a prospect raises it, say it is early research and not a product, then redirect to the Market State Detector or the grid storm alert pilot.',
        'Give no market timeline, launch date or pilot offer, even informally.',
        'Do not forward old Civil Unrest Suite decks, calculators or API material; report any you find to your manager.',
      ],
    },
    challenges: [
      {
        challenge: 'Data Quality and Availability',
        status: 'Ongoing',
        description:
          'Social-stress data is patchy, inconsistently defined across regions and revised after the fact; building a clean, point-in-time history is continuing work.',
      },
      {
        challenge: 'Correlation Validation',
        status: 'Blocked',
        description:
          'Validation against a frozen protocol cannot proceed until the data issues are resolved; the earlier figures remain unvalidated.',
      },
      {
        challenge: 'Ethical Considerations',
        status: 'Under Review',
        description:
          'Signals about social unrest could affect people and communities; how, and whether, such research may be used is under review before any external use.',
      },
      {
        challenge: 'Model Complexity',
        status: 'Early Stage',
        description:
          'Social dynamics involve many interacting drivers; the modeling approach is still being designed.',
      },
    ],
    phases: [
      {
        phase: 'Current Data Collection',
        timeframe: '2025 Q1-Q2',
        status: 'active',
        description: 'Assembling and cleaning historical data sources.',
      },
      {
        phase: 'Correlation Analysis',
        timeframe: '2025 Q3-Q4',
        status: 'planned',
        description: 'Testing the correlations against a frozen validation protocol.',
      },
      {
        phase: 'Ethical Framework',
        timeframe: '2026 Q1',
        status: 'planned',
        description: 'Defining whether and how the research may be used, with external review.',
      },
      {
        phase: 'Limited Pilot',
        timeframe: '2026 Q2+',
        status: 'conditional',
        description:
          'Academic partners only, and only if the correlations are validated. Not a commercial pilot.',
      },
    ],
    obsoleteNote:
      'Earlier Civil Unrest Suite materials (the geo-social stress trigger page, its calculator, pilot and API pages) are obsolete. Their figures came from older research that has not been validated, and they must not be used with anyone outside the company.',
  },
  msp: {
    title: 'MSP Raw Data Licensing',
    status: 'Placeholder: commercial model under development. Not for sale.',
    explainer: [
      'MSP is our signals platform. Together with our proprietary indicator (PDI), it underpins our products, including the Market State Detector.',
      'A raw-data license would give clients the underlying signal data rather than a finished product. We are exploring whether and how to offer it, but nothing is defined yet.',
      'The public Data Licensing page (Tier 3 and Tier 4) is a separate offer handled by the sales team; never present it as a raw MSP feed, and never quote terms for one.',
    ],
    openQuestions: [
      {
        topic: 'Pricing',
        question:
          'How would a raw-data license be priced against the Market State Detector, and would it cannibalize it?',
      },
      {
        topic: 'Audience',
        question:
          'Who is it for: quant funds, data vendors, research institutions, or only existing clients?',
      },
      {
        topic: 'Delivery and format',
        question:
          'Which fields, history depth, update frequency and delivery channels (files, API) would we support?',
      },
      {
        topic: 'Legal',
        question:
          'What usage, redistribution and liability terms apply, and how is the research-only framing enforced?',
      },
    ],
    useCases: [
      'Quant research teams testing the raw signals as model features',
      'Data vendors evaluating redistribution within their platforms',
      'Academic and institutional research on environmental correlations',
      'Existing Market State Detector clients wanting deeper audit of the classifications',
    ],
    salesGuidance: [
      'Do not proactively sell or offer MSP raw data.',
      'If a prospect asks, acknowledge the question and say options are being explored; give no dates or prices.',
      'Capture the use case (who, which data, why, delivery needs) in the CRM.',
      'Escalate technical conversations to the named MSP technical contact your manager assigns; do not improvise answers.',
      'Steer the conversation to the Market State Detector, which is available now.',
    ],
  },
  civilUnrest: {
    title: 'Geo-Social Stress Trigger (Obsolete)',
    obsoleteNotice:
      'OBSOLETE - DO NOT USE. This page is kept for reference only. The geo-social stress research is in the research phase and not ready for market: do not mention, sell or share any of this material. See the Geo-Social Stress Research status page.',
    description:
      'Older research material describing a trigger built on two indices, a geomagnetic activity index and a social instability index, that raised an alarm when both were elevated. The figures below come from that older research and have not been validated to current standards.',
    indices: [
      {
        name: 'Geomagnetic activity index (adjusted)',
        description: 'A normalized measure of geomagnetic disturbance from space weather.',
      },
      {
        name: 'Instability index (adjusted)',
        description:
          'A normalized measure of social instability; the rule uses its absolute value.',
      },
    ],
    metrics: [
      {
        label: 'Median lead',
        value: '~4 days',
        description: 'Older research figure, not validated',
      },
      { label: 'Precision', value: '53%', description: 'Older research figure, not validated' },
      {
        label: 'Significance',
        value: 'p<0.01',
        description: 'Older research figure, not validated',
      },
    ],
    rule: [
      'Geomagnetic activity index (adjusted) >= 0.8',
      'Absolute instability index (adjusted) >= 0.8',
      'Both conditions must hold for an alarm',
      'Cooldown: 20 business days after an alarm',
      'Window: 7 business days',
      'Scoring horizon: 10 business days',
    ],
    alarmExample: [
      '# OBSOLETE - reference only, do not share',
      'trigger: geo_social_stress',
      'condition: geomagnetic_index_adj >= 0.8 AND abs(instability_index_adj) >= 0.8',
      'window_business_days: 7',
      'cooldown_business_days: 20',
      'scoring_horizon_business_days: 10',
    ].join('\n'),
  },
};
