import type { Flow, FlowScript } from '../../src/shared/vault-schema';
import { mail } from './mail';

/**
 * Guided conversation flow (/internal/msd/flow, spec 2.14): one script per persona and current
 * market state. Proof points use only the 2012-2024 back-test statistics (spec section 9).
 */

const ssCriteria =
  'VIX at or above 35; SPX 5-day at or below -3.0%, 10-day at or below -6.0%, 20-day at or below -10.0%';
const vsCriteria = 'VIX at or above 30; SPX 5-day at or below -3.0%, 10-day at or below -5.0%';
const turningCriteria =
  'SPX 10-day at or below -2.0%; drawdown at or below -4.0%; VIX at or above 25 for 2 consecutive days';
const calmStats =
  'Calm: 2,312 of 3,270 trading days in 2012-2024 (about 71%); median episode 12 days (average 39.85); median 5-day SPX +0.407%, 10-day +0.841%; median VIX 14.3.';

const quantFund: FlowScript[] = [
  {
    persona: 'quant-fund',
    state: 'systemic-stress',
    opening:
      'If your models are de-grossing this morning, the question is whether your regime inputs saw it coming or are reading it off the price tape. The detector classified today as Systemic Stress before the open, from environmental and alternative data that never touch your price feeds.',
    discovery: [
      'How do your models detect a regime break today, and how many days of price data do they need before they react?',
      'Would you evaluate a regime state as a feature, as an overlay on gross exposure, or both?',
      'What point-in-time proof does your research committee need before a new dataset enters a back-test?',
    ],
    positioning:
      'An orthogonal, point-in-time regime input: frozen rules, versioned feature manifests, no re-fitting, and a SHA-256 hashed history in an immutable archive, so their back-test sees exactly what was known before each open.',
    proof: `2012-2024 back-test: 9 of 9 Systemic Stress alerts met the event criteria (${ssCriteria}); median lead 0 business days, average 1.89.`,
    close:
      'Let your researchers test the full 2012-2024 history against their own de-grossing rule. Can I send the NDA today and book a technical session with your data lead this week?',
  },
  {
    persona: 'quant-fund',
    state: 'volatility-spike',
    opening:
      'Volatility is repricing this morning. The detector issued Volatility Spike pre-market, the same day, before the move reached your implied-volatility surface.',
    discovery: [
      'Which of your strategies are short volatility or short gamma, and how fast can they cut exposure?',
      'You probably condition on VIX term structure already. How would a non-price regime input sit next to it?',
      'How should an alert reach a systematic process: webhook, API or a daily CSV?',
    ],
    positioning:
      'A pre-market state that can gate short-volatility exposure, delivered by webhook or API straight into the stack, with the full alert history for conditioning studies.',
    proof: `13 of 14 Volatility Spike alerts (93%) met the event criteria (${vsCriteria}), each issued same-day pre-market (2012-2024 back-test).`,
    close:
      'Would a conditioning study on your short-volatility book be the right success test? If so, I will set up the 90-day pilot with webhook delivery from day one.',
  },
  {
    persona: 'quant-fund',
    state: 'stress',
    opening:
      'Today the detector shows Stress, the orange advisory. For a systematic shop it is an interesting input: an earlier, lower-precision state you can weight rather than obey.',
    discovery: [
      'Do your models take soft or probabilistic regime inputs, or only hard switches?',
      'What hit rate does a feature need before your research committee lets it into production?',
      'How do you treat features with small event counts in validation?',
    ],
    positioning:
      'Be candid: Stress is an advisory with 60% precision. For a quant it is a feature with a known hit rate and a documented definition, best used together with Turning and the severe states as a regime vector.',
    proof: `Stress: 9 of 15 alerts (60%) met the event criteria (${vsCriteria}); about 1.15 alerts a year; median lead 0 business days, average 1.56.`,
    close:
      'Let your team test the whole state vector, not just the headline states. Can we scope a 90-day pilot where success is an out-of-sample metric your researchers define?',
  },
  {
    persona: 'quant-fund',
    state: 'turning',
    opening:
      'The detector is on Turning today, the inflection state. It is also the state with the most evidence for a quant: 61 alerts across the back-test.',
    discovery: [
      'How do you time factor rotation or protect against momentum crashes today?',
      'How much notice does a rebalance need in your process: one day, two, a week?',
      'Would you use Turning as an on/off switch or as an input to position sizing?',
    ],
    positioning:
      'A factor-timing overlay: a median two business days of lead, from a rules-based, never-revised history that fits a walk-forward test.',
    proof: `Turning: 58 of 61 alerts (95%) met the event criteria (${turningCriteria}); about 5 a year; median lead 2 business days, average 3.26.`,
    close:
      'Sixty-one events is enough for your team to form a view. Shall I send the NDA and the methodology summary so your researchers can design the test before the pilot kickoff?',
  },
  {
    persona: 'quant-fund',
    state: 'calm',
    opening:
      'We are in Calm today, the baseline that covered about 71% of trading days in the back-test. That makes this the right time to integrate: nothing is urgent, and your team can wire it in before the next stress state.',
    discovery: [
      'What does onboarding a new dataset involve for you, and who signs off on point-in-time integrity?',
      'Would you start with the daily CSV and history, or go straight to the API?',
      'Which of your models would benefit most from knowing when not to de-risk?',
    ],
    positioning:
      'Calm is a data point too: it tells a systematic book when not to de-risk. Stress integration ease (email, webhook, CSV, API) and the immutable audit trail.',
    proof: calmStats,
    close:
      'Use the quiet period: start the 90-day pilot now so integration and the first studies are done before the next stress state. Can we put the NDA and a kickoff date in the calendar?',
  },
];

const discretionaryPm: FlowScript[] = [
  {
    persona: 'discretionary-pm',
    state: 'systemic-stress',
    opening:
      'Before the open this morning the detector classified Systemic Stress, its rarest state: nine alerts in the whole 2012-2024 back-test. When it fires, it is worth a second look at your book before the bell.',
    discovery: [
      'What was your process this morning for deciding whether to cut or hedge?',
      'Where does your pre-market read come from today: strategists, desk color, futures?',
      'If you had had this line before the open, what would you have done differently?',
    ],
    positioning:
      "One line before the open, from data outside the price tape. It does not replace the PM's judgment; it flags the few days a year that deserve a full review.",
    proof:
      'Systemic Stress: 9 of 9 alerts met the event criteria in 2012-2024; median lead 0 business days, average 1.89. Back-test example: 24 February 2020, the first day of the COVID-19 sell-off.',
    close:
      'I will send you the sample alert and the 24 February 2020 replay today. If it reads the way you want, can we start a 90-day pilot so it lands in your inbox every morning?',
  },
  {
    persona: 'discretionary-pm',
    state: 'volatility-spike',
    opening:
      'Volatility Spike came through pre-market today. For a PM it is the "check your hedges before the open" state.',
    discovery: [
      'How much of your protection is bought after volatility has already moved?',
      'Who owns hedging decisions on your team, and how quickly can they act before the open?',
      'How would you want the alert: email on your phone, or inside your order management system?',
    ],
    positioning:
      'A timing overlay: keep your process, and the detector tells you which mornings to price protection before the market reprices it.',
    proof:
      '13 of 14 Volatility Spike alerts (93%) met the event criteria, each issued same-day pre-market. Back-test example: 2 August 2024, ahead of the 5 August Nikkei and VIX shock.',
    close:
      'Would it help to replay 2 August 2024 against your own book? I will send the replay and the pilot outline; can we go through them together later this week?',
  },
  {
    persona: 'discretionary-pm',
    state: 'stress',
    opening:
      'The detector is on Stress this morning, the orange advisory. It is a nudge, not an alarm: conditions are deteriorating, and it is a good day to check your limits.',
    discovery: [
      'When conditions deteriorate slowly, what prompts your team to review positions?',
      'How many false alarms would you accept in exchange for an earlier prompt?',
      'Do you record why you de-risked, for your CIO or your investors?',
    ],
    positioning:
      'Honest framing: an advisory with 60% precision. Its value is a documented early prompt, and with fewer than 20 alerts a year across all states it never becomes noise.',
    proof:
      'Stress: 9 of 15 alerts (60%) met the event criteria; about 1.15 a year; median lead 0 business days, average 1.56. Back-test example: 8 February 2018.',
    close:
      'Try it on your morning routine for three months. If it does not earn its place, you have spent $24,000 to find out. Shall I send the pilot terms today?',
  },
  {
    persona: 'discretionary-pm',
    state: 'turning',
    opening:
      'Turning is active this morning, the inflection state. Historically it came with a median of two business days before drawdown conditions: time a PM can use.',
    discovery: [
      'How do you decide today when to take profits or trim into strength?',
      "What would two days' notice of a potential inflection change in your process?",
      'How do you currently tell a dip from a change in trend?',
    ],
    positioning:
      'A timing overlay for trims, exits and re-entries. Turning is the most frequent stress state, about 5 a year, with the highest precision on the largest sample.',
    proof: `Turning: 58 of 61 alerts (95%) met the event criteria (${turningCriteria}); median lead 2 business days, average 3.26. Back-test example: late December 2018, around the market low.`,
    close:
      'Let us look at late December 2018 together against what you actually did then, and decide on a 90-day pilot from there. Does next week work?',
  },
  {
    persona: 'discretionary-pm',
    state: 'calm',
    opening:
      'We are in Calm: no stress state is active. Calm covered about 71% of trading days in the back-test, and knowing it is Calm is what lets you stop reacting to every headline.',
    discovery: [
      "How much of your team's time goes on headline risk that turns out to be noise?",
      'When did you last hedge and regret paying for it?',
      'What would a documented all-clear be worth in your morning meeting?',
    ],
    positioning:
      'Sell the all-clear: Calm is a documented, rules-based baseline that lets the PM run the normal process and save attention for the few alert days.',
    proof: calmStats,
    close:
      'Quiet markets are the cheapest time to start. Can I set up the pilot now, so you see a run of Calm days and know what the first alert looks like when it comes?',
  },
];

const riskOfficer: FlowScript[] = [
  {
    persona: 'risk-officer',
    state: 'systemic-stress',
    opening:
      'Systemic Stress was issued before the open today. For a risk officer, what matters is not only the call: it is rules-based, timestamped and hashed, so your committee can show exactly what it knew and when.',
    discovery: [
      'What triggers an off-cycle risk committee today, and how is that trigger documented?',
      'How would you show your board or regulator that you acted on a documented signal?',
      'Who else must approve a new risk input: compliance, the CRO, the board risk committee?',
    ],
    positioning:
      'A governance tool: an auditable, pre-market escalation trigger with an immutable audit trail (SHA-256, object-lock archive), zero drift and versioned manifests.',
    proof: `Systemic Stress: 9 of 9 alerts met the event criteria (${ssCriteria}); median lead 0 business days, average 1.89 (2012-2024 back-test).`,
    close:
      'Could your compliance team review the compliance packet this week? If it passes, we start the 90-day pilot with the alert routed straight to your risk committee list.',
  },
  {
    persona: 'risk-officer',
    state: 'volatility-spike',
    opening:
      'Volatility Spike came through pre-market today. The risk question is whether limits and margin buffers are sized for the move before it happens.',
    discovery: [
      'Which limits break first in a volatility shock: VaR, margin or liquidity?',
      'How quickly can you get a limits check to desk heads before the open?',
      'Do you record when, and why, limits were reviewed?',
    ],
    positioning:
      'A pre-market trigger for a limits and margin check, with every alert in an audit trail that nobody can revise.',
    proof: `13 of 14 Volatility Spike alerts (93%) met the event criteria (${vsCriteria}), issued same-day pre-market. Back-test example: 2 August 2024.`,
    close:
      'Let us agree a simple pilot test: every Volatility Spike alert reaches your desk heads before the open, with a logged review. Can I send the pilot plan today?',
  },
  {
    persona: 'risk-officer',
    state: 'stress',
    opening:
      'Stress, the advisory, is active today. For a risk team this is the review prompt: conditions are deteriorating but not severe.',
    discovery: [
      'How often do you run ad hoc risk reviews, and what triggers them today?',
      'Would your committee accept an advisory with a 60% historical hit rate as a review prompt?',
      'How are those reviews logged, and who reads the log?',
    ],
    positioning:
      'A review prompt with a known, honest hit rate, not a trading signal. The value is process: documented, auditable reviews, with fewer than 20 alerts a year in total.',
    proof: `Stress: 9 of 15 alerts (60%) met the event criteria (${vsCriteria}); about 1.15 a year; median lead 0 business days, average 1.56. Back-test example: 8 February 2018.`,
    close:
      'Let your review log be the test: after 90 days, compare every alert with your own review record. Shall I set up the pilot on that basis?',
  },
  {
    persona: 'risk-officer',
    state: 'turning',
    opening:
      'Turning is active today, a potential inflection. For a risk team it is an early prompt to check drawdown limits before they are tested.',
    discovery: [
      'At what drawdown do your limits force action, and how close is the book today?',
      'Do you stress-test for a regime change, or only for fixed scenarios?',
      "Would two business days' notice let you run an extra stress test?",
    ],
    positioning:
      'An early, rules-based check on drawdown limits and stress scenarios, with a median two business days of lead and an audit trail behind every alert.',
    proof: `Turning: 58 of 61 alerts (95%) met the event criteria (${turningCriteria}); median lead 2 business days, average 3.26.`,
    close:
      'Shall we map Turning to a step in your escalation policy as part of the pilot? I can bring the methodology summary to a session with your team next week.',
  },
  {
    persona: 'risk-officer',
    state: 'calm',
    opening:
      'We are in Calm today. This is the right moment to set up governance: agree with your committee now what each state will trigger, rather than in the middle of a stress event.',
    discovery: [
      'Does your risk policy define escalation levels that could map to the five states?',
      'Which compliance review should we start now so the pilot is not delayed?',
      'Who needs access to the audit trail: risk, compliance, internal audit?',
    ],
    positioning:
      'Calm is documented too: a hashed record of all-clears protects the committee against hindsight criticism. Calm is active only when all four stress states are inactive.',
    proof: calmStats,
    close:
      'Shall we draft the state-to-action map together as part of pilot onboarding? I will send the NDA and the compliance packet today.',
  },
];

const cSuite: FlowScript[] = [
  {
    persona: 'c-suite',
    state: 'systemic-stress',
    opening:
      'This morning the detector issued Systemic Stress, a state that appeared 9 times in the 2012-2024 back-test and met the crisis criteria every time. The question for leadership is whether the firm had that line before the open.',
    discovery: [
      'How does leadership hear about market stress today, and how fast?',
      'What did the last major drawdown cost the firm, in performance and in client conversations?',
      'Who would own this input: the CIO, the CRO, or both?',
    ],
    positioning:
      'Capital preservation and governance at a small cost: a 90-day pilot is $24,000 in total. Hypothetical illustration: a 15% drawdown avoided on $100M is $15M saved.',
    proof:
      'Systemic Stress: 9 of 9 alerts met the event criteria; about 1.8 critical alerts a year; fewer than 20 alerts a year across all states (2012-2024 back-test).',
    close:
      'Can your CIO and CRO join a demo this week? If they agree, we start the 90-Day Institutional Pilot: $8,000 a month, 3-month commitment.',
  },
  {
    persona: 'c-suite',
    state: 'volatility-spike',
    opening:
      'The detector issued Volatility Spike before the open today. Shocks like this are where firms pay most for protection bought too late.',
    discovery: [
      'How exposed is the firm to a one-day volatility shock, and who would know first?',
      'How did the firm come through August 2024 or February 2018?',
      'What would the board want to see from risk after a day like this?',
    ],
    positioning:
      'A board-level story: rules-based, auditable, low noise (about 1.8 critical alerts a year), delivered before the open so the desk acts before the market reprices.',
    proof:
      '13 of 14 Volatility Spike alerts (93%) met the event criteria, issued same-day pre-market. Back-test example: 2 August 2024.',
    close:
      'I will prepare an ROI view for your AUM, with the disclaimers, and walk your CIO through it. Can we book 30 minutes this week?',
  },
  {
    persona: 'c-suite',
    state: 'stress',
    opening:
      'The detector is on advisory today: Stress. Not a crisis call, and that is the point: with fewer than 20 alerts a year across all states, leadership only hears from it when conditions change.',
    discovery: [
      'How many risk alerts reach leadership today, and how many of them matter?',
      'How does the firm decide when a deteriorating market needs a leadership conversation?',
      'Who would make the pilot decision, and what would they need to see?',
    ],
    positioning:
      'Selectivity and honesty: Stress is an advisory with 60% precision, which we state openly. The severe states are rare and have much higher historical precision.',
    proof:
      'Stress: 9 of 15 alerts (60%), about 1.15 a year; by contrast Systemic Stress 9 of 9 and Volatility Spike 13 of 14 (2012-2024 back-test).',
    close:
      'The pilot is the low-risk way to judge it: $24,000 in total, cancel anytime after month 3. Shall I send the proposal to you and your CIO?',
  },
  {
    persona: 'c-suite',
    state: 'turning',
    opening:
      "Turning is active today, the detector's inflection state. It is the state with the most evidence behind it, and it gives your team a couple of days to act.",
    discovery: [
      'How does the firm decide when to rebalance or reduce risk at the top level?',
      "What would a couple of days' notice of a potential inflection be worth to your CIO?",
      'What AUM should we use for an illustrative value view?',
    ],
    positioning:
      'Quantified value: prepare the ROI calculator with their AUM (always labeled hypothetical) and set it against the pilot cost of $24,000.',
    proof:
      'Turning: 58 of 61 alerts (95%) met the event criteria; about 5 a year; median lead 2 business days, average 3.26 (2012-2024 back-test).',
    close:
      'With your AUM I can show an illustrative value range at our next meeting, with the full disclaimers. Shall we schedule it with your CIO?',
  },
  {
    persona: 'c-suite',
    state: 'calm',
    opening:
      'Markets are Calm today, as on about 71% of trading days in the back-test. That makes this the best time to decide: nobody is deciding under pressure.',
    discovery: [
      'What would leadership want in place before the next stress event?',
      'What is the approval path for a three-month pilot at $8,000 a month?',
      'Who should receive the alerts: the CIO, the CRO, the risk committee?',
    ],
    positioning:
      'Preparedness at low cost: a 90-day pilot ($24,000 total, cancel anytime after month 3), then an Annual License priced on AUM. Calm days are documented too, so the record shows what the firm knew every day.',
    proof: `${calmStats} Across all states, fewer than 20 alerts a year.`,
    close:
      'Can we approve the 90-day pilot now, so the firm is set up before the next stress state? I will send the NDA and the pilot terms today.',
  },
];

export const flow: Flow = {
  intro:
    "Pick the prospect's persona and the state the detector shows today (check the live state; never guess) to get a talk track: opening, discovery questions, positioning, a proof point from the 2012-2024 back-test and a close. Adapt the words; keep the figures exactly as written, and always frame them as historical back-tests, not advice.",
  scripts: [...quantFund, ...discretionaryPm, ...riskOfficer, ...cSuite],
  quickLaunch: [
    { label: 'One-Pager', docId: 'sales/msd-one-pager' },
    { label: 'Demo Flow', docId: 'sales/demo-flow' },
    { label: 'Demo Deck', docId: 'sales/demo-deck' },
    { label: 'Sample Alert', docId: 'client-resources/sample-alert' },
  ],
  sandboxMail: mail.sandboxAccess,
  replayNote:
    'The replay examples are illustrative replays of the historical back-test (index paths approximate): 24 February 2020 (Systemic Stress), 2 August 2024 (Volatility Spike), 8 February 2018 (Stress), late December 2018 (Turning) and 2017 (Calm). Show them as back-test replays, never as live calls, and link prospects to the public Market State Detector page rather than sending screenshots.',
};
