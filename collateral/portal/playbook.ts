import type { Playbook } from '../../src/shared/vault-schema';

/**
 * Sales playbook (/internal/msd/playbook, spec 2.12): learn the states, qualify, open, handle
 * objections, close. Figures are from the 2012-2024 historical back-test (spec section 9) only.
 */
export const playbook: Playbook = {
  intro:
    'Five steps from first call to signed pilot. Learn the five market states until you can explain each in one sentence, qualify by persona, open with the frame that fits, handle the eight objections you will hear most, and close to the 90-Day Institutional Pilot. Everything we sell is research analytics based on historical back-tests (2012-2024): never investment advice, never a promise of returns.',
  states: [
    {
      id: 'systemic-stress',
      name: 'Systemic Stress',
      label: 'CRITICAL',
      summary:
        'The rarest and most severe state: conditions that historically came before broad, cross-asset sell-offs. 9 alerts in 2012-2024, and all 9 met the event criteria.',
      talkingPoints: [
        '100% precision in the back-test: 9 of 9 alerts met the event criteria.',
        'About 0.75 alerts a year; most years have none. When it fires, it is worth a meeting.',
        'Median lead 0 business days (average 1.89): it arrives at or before the open of the first stress day, not weeks ahead. Say so.',
        'Back-test example: 24 February 2020, the first day of the COVID-19 sell-off.',
      ],
      color: '#ef4444',
    },
    {
      id: 'volatility-spike',
      name: 'Volatility Spike',
      label: 'SEVERE',
      summary:
        'Sharp, short-lived volatility shocks that reprice options and force de-risking. 13 of 14 alerts met the event criteria, issued same-day pre-market.',
      talkingPoints: [
        '93% precision: 13 of 14 alerts in 2012-2024.',
        'Issued pre-market on the day itself: before options reprice at the open.',
        'Natural fit for options traders, volatility desks and short-gamma books.',
        'Back-test example: 2 August 2024, before the 5 August Nikkei and VIX shock.',
      ],
      color: '#a855f7',
    },
    {
      id: 'stress',
      name: 'Stress',
      label: 'WARNING / Advisory',
      summary:
        'The advisory: conditions are deteriorating but not severe. 9 of 15 alerts met the event criteria (60%), about 1.15 a year.',
      talkingPoints: [
        'Lead with honesty: 60% precision. It is a review prompt, not a call to act.',
        'Median lead 0 business days (average 1.56).',
        'Its value is process: a documented, early trigger for limits and liquidity reviews.',
        'Back-test example: 8 February 2018, the second leg of the February 2018 volatility shock.',
      ],
      color: '#f97316',
    },
    {
      id: 'turning',
      name: 'Turning',
      label: 'INFLECTION / Warning-Transition',
      summary:
        'Potential inflection points in the market regime. The most frequent stress state, about 5 a year: 58 of 61 alerts met the event criteria (95%).',
      talkingPoints: [
        '95% precision on the largest sample: 58 of 61 alerts.',
        'Median lead 2 business days (average 3.26): enough for a rebalance cycle.',
        'Best story for quant funds (factor timing) and discretionary PMs (trims and re-entries).',
        'Back-test example: late December 2018, around the market low.',
      ],
      color: '#eab308',
    },
    {
      id: 'calm',
      name: 'Calm',
      label: 'BASELINE / Informational',
      summary:
        'The baseline, active only when the four stress states are all inactive. About 71% of trading days in 2012-2024: a documented all-clear, not a missing signal.',
      talkingPoints: [
        'Calm is not declared lightly: every stress state must be inactive.',
        'Historically benign: median 5-day SPX +0.407%, median VIX 14.3.',
        'The all-clear is a selling point: it lets teams ignore headline noise.',
        'Calm markets are the best time to start a pilot: nobody decides under pressure.',
      ],
      color: '#22c55e',
    },
  ],
  calmContext: [
    'Calm covered about 71% of trading days in 2012-2024: 2,312 of 3,270 (marketing rounds this to about 70-80% of days).',
    'Median Calm episode: 12 days (average 39.85): long quiet stretches with short interruptions.',
    'On Calm days the median 5-day SPX return was +0.407% and the median 10-day return +0.841%.',
    'Median VIX on Calm days: 14.3.',
    'Calm is active only when Systemic Stress, Volatility Spike, Stress and Turning are all inactive; it has no rules of its own.',
    'Use it to explain selectivity: if about 71% of days are Calm and there are fewer than 20 alerts a year, every alert deserves attention.',
  ],
  eventCriteria: [
    {
      state: 'Systemic Stress',
      criteria: [
        'VIX at or above 35',
        'SPX 5-day return at or below -3.0%',
        'SPX 10-day return at or below -6.0%',
        'SPX 20-day return at or below -10.0%',
      ],
    },
    {
      state: 'Volatility Spike and Stress',
      criteria: [
        'VIX at or above 30',
        'SPX 5-day return at or below -3.0%',
        'SPX 10-day return at or below -5.0%',
      ],
    },
    {
      state: 'Turning',
      criteria: [
        'SPX 10-day return at or below -2.0%',
        'Drawdown at or below -4.0%',
        'VIX at or above 25 for 2 consecutive days',
      ],
    },
  ],
  personas: [
    {
      id: 'quant-fund',
      title: 'Quant Fund',
      pain: 'Models fitted to the last regime keep trading it, and every regime input they have is derived from the same price data as their signals. New datasets must prove they are point-in-time and free of look-ahead before research will touch them.',
      opener:
        'Your regime features all read the price tape. What would an input from environmental and alternative data, point-in-time and never re-fitted since 2012, add to your walk-forward tests?',
      approach:
        'Lead with methodology and data integrity: frozen rules, versioned feature manifests, zero drift, SHA-256 hashed history in an immutable archive. Offer the full 2012-2024 history under NDA so their researchers can run their own test. Bring an SE early; let the data speak. Turning (58 of 61, median 2-day lead) is the strongest sample for them.',
      demo: 'API and alert history, the versioned feature manifests, the Turning state as a regime input, and webhook or CSV delivery. Show how each classification traces to a manifest version and a hash.',
    },
    {
      id: 'discretionary-pm',
      title: 'Discretionary PM',
      pain: 'Too much noise before the open: strategists, headlines, desk color. They hedge too late or too often, and have no consistent read on which mornings actually need a second look.',
      opener:
        'What if, before the open, you had one line telling you whether today is one of the few days a year that deserve a second look at your book?',
      approach:
        'Timing overlay, not a new process: keep their judgment, add a pre-market state. Sell selectivity (fewer than 20 alerts a year, about 1.8 critical) and the all-clear of Calm. Use the replay examples to make it concrete on dates they remember.',
      demo: 'The sample alert email as it arrives pre-market, the replay examples (24 February 2020, 2 August 2024, 8 February 2018) and a month of Calm days to show how quiet it is.',
    },
    {
      id: 'risk-officer',
      title: 'Risk Officer',
      pain: 'Needs a defensible, documented trigger for escalation and reviews. When something goes wrong the board and regulators ask what the firm knew and when, and a discretionary call is hard to evidence.',
      opener:
        'When your committee reviews the last drawdown, can it show exactly what signal it had before the open, and that nobody revised it afterwards?',
      approach:
        'Governance first: immutable audit trail, rules-based escalation, compliance packet, episode manifests under NDA. Be candid about Stress (60%) and lead times. Map the five states to their escalation policy together; involve compliance early so the pilot is not delayed.',
      demo: 'The audit trail (hash per classification), alert history, the compliance packet, and a walk-through of the Stress advisory as a review prompt with a known hit rate.',
    },
    {
      id: 'c-suite',
      title: 'C-Suite',
      pain: 'Capital preservation and reputation. A large drawdown costs performance, clients and board confidence, and they want assurance the firm is not flying blind, at a cost that is easy to approve.',
      opener:
        'On a hypothetical $100M book, avoiding a 15% drawdown is $15M. Our pilot costs $24,000 in total. Is it worth three months to find out whether this fits your risk process?',
      approach:
        'Quantified value and low-risk commitment: the ROI illustration (always labeled hypothetical), the 90-Day Institutional Pilot ($8,000 a month, $24,000 total, cancel anytime after month 3), and selectivity (about 1.8 critical alerts a year). Get the CIO and CRO in the room; they own the decision.',
      demo: 'The one-pager, the 24 February 2020 replay, the ROI calculator prepared in advance with their AUM (with disclaimers), and the pilot terms.',
    },
  ],
  openers: [
    {
      id: 'state-classification-frame',
      name: 'State Classification Frame',
      line: 'Every trading day before the open, we classify the market into one of five states, from Calm to Systemic Stress, using frozen rules back-tested over 2012-2024. Which state would you say we are in today, and how does your team decide that now?',
      bestFor:
        'First calls with any persona, especially risk officers and PMs who have no shared language for market regimes.',
      followUp:
        'Whatever they answer, ask how long it took their team to agree and how they documented it. Then show the five states and point out that fewer than 20 alerts a year means most days are a documented Calm.',
      resources: [
        { label: 'State Definitions', docId: 'marketing/state-definitions' },
        { label: 'MSD One-Pager', docId: 'sales/msd-one-pager' },
        { label: 'Calm Deck', docId: 'marketing/calm-deck' },
      ],
    },
    {
      id: 'application-mode',
      name: 'Application Mode',
      line: 'Clients use the detector in one of three ways: as a trigger for risk reviews, as a timing overlay on hedges, or as a regime input to models. Which of those sounds closest to how your team would use it?',
      bestFor:
        'Multi-strategy firms and mixed audiences where a CIO, a risk officer and a quant are on the same call.',
      followUp:
        'Take their choice straight into the matching persona track and demo. If they pick more than one, ask who owns each and book separate follow-ups.',
      resources: [
        { label: 'Demo Flow', docId: 'sales/demo-flow' },
        { label: 'Discovery Questions', docId: 'sales/discovery-questions' },
        { label: 'Risk Officer Persona', docId: 'sales/personas/risk-officer' },
      ],
    },
    {
      id: 'timing-overlay',
      name: 'Timing Overlay',
      line: 'You keep your process; we tell you before the open which few days a year deserve a second look. Volatility Spike, for example, is issued same-day pre-market, and 13 of its 14 back-test alerts met the event criteria.',
      bestFor: 'Discretionary PMs, options traders and volatility desks.',
      followUp:
        'Ask when they last bought protection after the move, and what it cost. Then show the 2 August 2024 replay and the sample alert.',
      resources: [
        { label: 'Sample Alert', docId: 'client-resources/sample-alert' },
        { label: 'Replay Examples', docId: 'web-resources/replay-examples' },
        { label: 'Discretionary PM Persona', docId: 'sales/personas/discretionary-pm' },
      ],
    },
    {
      id: 'quantified-value',
      name: 'Quantified Value',
      line: 'A hypothetical illustration: a 15% drawdown avoided on $100M is $15M saved. Our 90-day pilot costs $24,000 in total. Would it be worth three months to test whether the detector fits your risk process?',
      bestFor: 'C-suite, CIOs and budget owners.',
      followUp:
        'Ask for their AUM and their last significant drawdown, then prepare the ROI calculator internally before the next meeting. Never send calculator output without the disclaimers.',
      resources: [
        { label: 'ROI Toolkit', docId: 'sales/roi-toolkit' },
        { label: 'Pricing Guide (internal)', docId: 'sales/pricing-guide' },
        { label: 'C-Suite Persona', docId: 'sales/personas/c-suite' },
      ],
    },
    {
      id: 'factor-timing',
      name: 'Factor Timing',
      line: 'Turning is our inflection state: 58 of its 61 back-test alerts met the event criteria, with a median two business days of lead. As a regime input, it is built from data your other features never see.',
      bestFor: 'Quant funds, systematic macro and factor-rotation teams.',
      followUp:
        'Ask how they time momentum and factor exposure today, and what point-in-time proof their research committee needs. Offer the methodology summary and the full history under NDA.',
      resources: [
        { label: 'Methodology Summary', docId: 'technical-specs/methodology-summary' },
        { label: 'API Overview', docId: 'technical-specs/api-overview' },
        { label: 'Quant Fund Persona', docId: 'sales/personas/quant-fund' },
      ],
    },
  ],
  objections: [
    {
      objection: 'We already watch the VIX. Why do we need this?',
      response:
        "The VIX is the market's price of fear: it moves when everyone else is already reacting. The detector classifies the day before the open from environmental and alternative data that are independent of price feeds, and it gives one named state instead of a number each desk reads differently. Use both: the VIX tells you what the market is paying; the detector tells you which days deserve a review.",
      proof:
        'Volatility Spike was issued same-day pre-market, and 13 of 14 alerts met the event criteria (2012-2024 back-test).',
    },
    {
      objection: 'Environmental data and markets? That sounds like astrology.',
      response:
        'Fair challenge, and we do not ask you to believe a mechanism. The claim is narrow: a frozen rule set, applied to these inputs, produced this record in a 2012-2024 back-test. Correlation is not causation, and we say so. Judge it on the evidence: episode manifests and methodology under NDA, then a pilot on live data.',
      proof:
        'Turning: 58 of 61 alerts met the event criteria. Every alert date is in the episode manifests for your team to check.',
    },
    {
      objection: 'Every back-test looks good. How do I know it is not overfit?',
      response:
        'Three things make it checkable. The rules are frozen and versioned, with no re-fitting. The event criteria are defined independently of the rules. And every classification is hashed (SHA-256) into an immutable archive, so the record cannot be revised. The pilot then runs on live data alongside your own process.',
      proof:
        'Zero drift: versioned feature manifests; drift checks are part of the validation packet.',
    },
    {
      objection: 'Nine events in the whole back-test is not a statistically meaningful sample.',
      response:
        'Agreed, for Systemic Stress on its own, and we never claim 100% for the future. It is small because crises are rare and the state is deliberately selective. Look at the whole system: Turning has 61 alerts at 95%, and across all states there are fewer than 20 alerts a year. The small count is why it is worth a meeting when it fires.',
      proof: 'Systemic Stress 9 of 9; Volatility Spike 13 of 14; Turning 58 of 61; Stress 9 of 15.',
    },
    {
      objection: 'A median lead time of zero days is too late to act on.',
      response:
        "Zero business days means the alert arrives before the open of the first stress day, before price discovery, which is when protection is still priced on yesterday's information. Systemic Stress averages 1.89 business days, and Turning has a median of 2. It is a pre-market prompt, not a forecast of next month.",
      proof:
        'Systemic Stress median 0 business days (average 1.89); Turning median 2 (average 3.26); Volatility Spike same-day pre-market.',
    },
    {
      objection: '$8,000 a month is expensive for something unproven in our process.',
      response:
        'That is exactly what the pilot is for: three months, $24,000 in total, and you can cancel anytime after month 3. Set it against the cost of one late hedge or one drawdown. As a hypothetical illustration, a 15% drawdown avoided on $100M is $15M. The Annual License is then priced on your AUM.',
      proof: '90-Day Institutional Pilot: $8,000 a month, 3-month commitment, $24,000 total.',
    },
    {
      objection: 'Compliance will not approve a third-party signal. Is this investment advice?',
      response:
        'No. It is research analytics: a daily classification with a documented methodology, not advice or a trading signal, and we are not a registered investment adviser. How it is used is your decision and your compliance framework. We provide a compliance packet and an immutable audit trail, which most compliance teams find easier to approve than a discretionary input.',
      proof:
        'Compliance packet and auditable signal history (SHA-256, immutable object-lock archive) are included in the pilot.',
    },
    {
      objection: 'Show me a live track record, not a back-test.',
      response:
        'Understood. The 2012-2024 figures are historical back-tests, and we label them that way everywhere. The pilot is how you get a live record on your own terms: daily pre-market classifications for three months, compared with your own risk log, with every classification hashed so neither side can revise it.',
      proof:
        'Every daily classification is hashed (SHA-256) and archived immutably from the first day of the pilot.',
    },
  ],
  competitors: [
    {
      competitor: 'Volatility-index dashboards and market terminals (VIX, term structure, skew)',
      advantage:
        'Pre-market classification from inputs independent of price; one named state instead of a number to interpret; an auditable history. Position as a complement, not a replacement.',
      winRate:
        'Not tracked yet. Qualitative: strongest with PMs and volatility desks who hedge late.',
    },
    {
      competitor: 'Sell-side strategists and macro research notes',
      advantage:
        'Rules-based and consistent: the same inputs always give the same state, there is no narrative drift, and every call is timestamped and hashed, so the record can be checked.',
      winRate:
        'Not tracked yet. Qualitative: strongest where the buyer wants evidence over opinion.',
    },
    {
      competitor: 'Commercial risk-model and regime-model vendors',
      advantage:
        'Frozen, never re-fitted rules with versioned feature manifests and zero drift; environmental and alternative inputs their models do not use; about 1.8 critical alerts a year instead of continuous scores.',
      winRate: 'Not tracked yet. Qualitative: strongest in risk-officer deals where audit matters.',
    },
    {
      competitor: "In-house regime models built by the client's own quants",
      advantage:
        'An orthogonal input rather than a replacement: independent of price data, point-in-time since 2012, and testable in their own walk-forward framework during the pilot.',
      winRate:
        'Not tracked yet. Qualitative: win by complementing, never by attacking their model.',
    },
    {
      competitor: 'Status quo: no formal regime signal',
      advantage:
        'Low cost to try (pilot $24,000 total), low noise (fewer than 20 alerts a year) and a documented trigger their board and regulators can follow.',
      winRate: 'Not tracked yet. Log every outcome in the CRM so we can report it.',
    },
  ],
  close: {
    trialCloses: [
      'If the pilot showed the alerts lining up with your own risk log, would that be enough to move to an annual license?',
      'Who besides you would need to see the evidence before a pilot starts: the CIO, the CRO, compliance?',
      'If we sent the NDA today, could your team review the validation packet this week?',
      'Would email alerts to your risk committee be enough for the pilot, or do you need webhook or API delivery from day one?',
      'Is there anything that would stop you starting a 90-day pilot this month?',
    ],
    comeBackLater: [
      {
        situation: '"Send me some material and I will get back to you."',
        response:
          'Send the one-pager and the sample alert the same day, and book the follow-up before hanging up: "I will send the one-pager and a sample alert now. Can we take 20 minutes next week to go through the replay for a date you remember?"',
      },
      {
        situation: '"I need to run it past compliance first."',
        response:
          'Help them do it: offer the compliance packet and a call between our team and their compliance lead, and ask what compliance usually needs to see. Agree a date to reconvene.',
      },
      {
        situation: '"Markets are calm; there is no urgency right now."',
        response:
          'Agree, and use it: "Calm is about 71% of trading days, and it is the best time to set this up, before you need it. The pilot takes three months; the next stress state does not wait for procurement."',
      },
      {
        situation: '"We have no budget until next year."',
        response:
          'Confirm when budgets are set and who owns them, offer sandbox access so the team can evaluate now, and schedule the pilot proposal to land before the budget meeting.',
      },
    ],
    onboardingSteps: [
      'Send the NDA and the validation packet (methodology, KPIs, drift checks, episode manifests).',
      'Agree the pilot success measure with the client in writing (for example, alerts compared with their risk-review log).',
      'Send the Request 90-Day Institutional Pilot email to Sales with the prospect details.',
      "Set up delivery with the SE: email, webhook, CSV or API, and name the client's integration contact.",
      'Run a kickoff covering the five states, the event criteria and the audit trail; share the onboarding guide.',
      'Check in monthly through the 3-month pilot, then propose the Annual License (custom pricing based on AUM) before month 3 ends.',
    ],
  },
};
