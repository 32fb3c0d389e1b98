import type {
  LessonSource,
  TrainingModuleSource,
  TrainingSource,
} from '../../src/shared/vault-schema';

/**
 * Sales Training (internal-portal spec 2.13, 3, 4, 9): six modules, 24 lessons. CONFIDENTIAL:
 * validated and encrypted into the portal vault at build time; never imported by app code.
 * Every figure comes from internal-portal.md section 9 or public-site.md sections 1 and 9.
 */

/** Markdown from an indented template literal: drops the leading newline and the common indent. */
function md(strings: TemplateStringsArray, ...values: string[]): string {
  const raw = strings.reduce((out, part, i) => out + part + (values[i] ?? ''), '');
  const lines = raw.replace(/^\n/, '').trimEnd().split('\n');
  const indents = lines
    .filter((line) => line.trim())
    .map((line) => /^ */.exec(line)?.[0].length ?? 0);
  const indent = Math.min(...indents);
  return lines.map((line) => line.slice(indent)).join('\n');
}

// ---------------------------------------------------------------------------------------------
// Module 1: Foundations (60 minutes, 5 lessons)
// ---------------------------------------------------------------------------------------------

const foundations: LessonSource[] = [
  {
    id: 'foundations-1-five-states',
    title: 'The five market states and their numbers',
    durationMinutes: 15,
    type: 'reading',
    content: md`
      ## What the Market State Detector is

      The Market State Detector (MSD) is a rules-based classifier of market stress. Every trading day, before the open, it places the market in exactly one of five states. The rules are frozen, and the signal history is a historical back-test from 2012 to 2024. We sell it as **research analytics**: it informs a client's own process and never tells anyone what to trade.

      Learn the five states in order of severity, with the label, the headline figures and the buyer who cares most about each. You will use these numbers in every call, so learn them exactly.

      ### 1. Systemic Stress (CRITICAL, red)

      - The rare, market-wide regime in which correlations converge and liquidity thins.
      - Back-test 2012-2024: **9 episodes, precision 100% (9 of 9)**.
      - **Median lead 0 business days (average 1.89)**: the classification typically arrives pre-market on the day the episode begins, sometimes earlier.
      - Frequency: about 0.75 a year on one page and about 1 a year on another; both describe the same 9 episodes.
      - Who cares: CIOs, risk committees, anyone accountable for capital preservation.

      ### 2. Volatility Spike (SEVERE, purple)

      - Sharp, short-lived volatility shocks that reprice options and force de-risking.
      - Back-test: **93% (13 of 14)**, delivered **same-day pre-market**.
      - Who cares: volatility desks, options traders, multi-strategy risk teams.

      ### 3. Stress (WARNING / Advisory, orange)

      - An early, lower-severity advisory that conditions are deteriorating: a prompt to review, not a call to act.
      - Back-test: **60% (9 of 15)**, median lead 0 business days (average 1.56), about 1.15 a year.
      - Who cares: risk managers and investment committees that want a documented trigger for reviews.

      ### 4. Turning (INFLECTION / Warning-Transition, yellow)

      - A potential inflection: the end of a sell-off, the start of a correction, or a shift from trending to range-bound conditions.
      - Back-test: **95% (58 of 61)**, **median lead 2 business days (average 3.26)**, about 5 a year.
      - The most frequent stress classification and the one with the longest typical lead.
      - Who cares: tactical allocators, macro and systematic traders, factor-timing teams.

      ### 5. Calm (BASELINE, green, informational)

      - Active only when all four stress states are inactive.
      - About **71% of trading days** in the back-test (2,312 of 3,270). The next lesson covers Calm in depth.

      ## The ultra-selective story

      Put the states together and you get the core positioning: **fewer than 20 alerts a year** (one page says fewer than 15), of which **about 1.8 a year are critical**. Selectivity is the product. A desk that receives hundreds of alerts ignores them; a desk that receives a handful reads every one.

      ## Say it this way, not that way

      - Yes: "In the 2012-2024 back-test, Systemic Stress was classified 9 times, and all 9 fell in documented crisis episodes."
      - Yes: "Turning was classified 61 times in the back-test; 58 were confirmed, with a median lead of 2 business days."
      - No: "It catches every crash." No: "It will warn you before the next crisis." A back-test describes the past; it does not guarantee future classifications.

      Memory hook, most to least severe: **9 of 9, 13 of 14, 9 of 15, 58 of 61, and Calm on 71% of days.**
    `,
  },
  {
    id: 'foundations-2-calm-and-event-criteria',
    title: 'Calm context and event criteria',
    durationMinutes: 12,
    type: 'reading',
    content: md`
      ## Why Calm matters

      Calm is what a client sees on most days, so you have to be able to sell quiet.

      - **Definition:** Calm is active only when Systemic Stress, Volatility Spike, Stress and Turning are all inactive. It has no rules of its own, so it cannot drift away from the other four.
      - **Share of days:** about 71% of trading days in 2012-2024 (**2,312 of 3,270**). Marketing materials say about 70-80% and the public site says about 80% (typically VIX below 20 and drawdowns under 5%). Internally, 71% is the precise figure; on a call, quote the figure on the page you are showing.
      - **Episode length:** median Calm episode **12 days**, average **39.85 days**. Most quiet spells are short; a few run for months and pull the average up.
      - **Conditions on Calm days:** median 5-day S&P 500 return **+0.407%**, median 10-day return **+0.841%**, median VIX **14.3**.
      - **Calm is not declared lightly.** An alert closes only after structural normalization, so green means the stress states have actually cleared, not that the market had one good day.

      **Talk track:** "Most mornings the detector says Calm. That is deliberate: your team gets a documented all-clear, runs its normal process and saves its attention for the handful of days that need it." Support it with the Calm Deck (marketing/calm-deck).

      **Guardrail:** Calm is not a buy signal. The median returns describe what happened in the back-test; they are not a forecast and must never be presented as expected returns.

      ## Event criteria

      The event criteria are the published market thresholds attached to the stress states. They describe, in VIX and S&P 500 terms, what a qualifying event for each state looks like, and they are recorded in the versioned feature manifests. Quants and risk officers will ask "what counts as a hit?", so know these cold.

      **Systemic Stress**

      - VIX at or above 35
      - S&P 500 5-day return at or below -3.0%
      - 10-day return at or below -6.0%
      - 20-day return at or below -10.0%

      **Volatility Spike and Stress** (shared thresholds)

      - VIX at or above 30
      - 5-day return at or below -3.0%
      - 10-day return at or below -5.0%

      **Turning**

      - 10-day return at or below -2.0%
      - Drawdown at or below -4.0%
      - VIX at or above 25 for 2 consecutive days

      ## How to use the criteria on a call

      1. Use them to translate a state into market language: "Systemic Stress is the territory of VIX at 35 or more and a 20-day fall of 10% or worse."
      2. Volatility Spike and Stress share thresholds. They differ in severity label (SEVERE versus WARNING) and in their records (13 of 14 versus 9 of 15). If someone asks how the rules tell them apart, do not improvise: point to the manifests.
      3. The exact combination logic lives in the feature manifests: systemic_stress_state 5.4.0, volatility_spike_state 1.1.0, turning_state 5.2.1, stress_state 5.4.0 and calm_state 2.3.0, listed under Technical Specs (Manifests) in the Collateral Library. For technical buyers, send the methodology summary (technical-specs/methodology-summary) and bring in a sales engineer rather than paraphrasing rules from memory.
      4. Version numbers are a selling point: frozen, versioned rules are what "zero drift" means in practice.
    `,
  },
  {
    id: 'foundations-3-evidence-and-framing',
    title: 'Evidence, approved figures and compliance framing',
    durationMinutes: 12,
    type: 'reading',
    content: md`
      ## Where the numbers come from

      Every MSD figure comes from a **historical back-test, 2012-2024**: one classification per trading day, computed before the open by frozen rules from data available at the time. Three facts make that record credible, and you should name them whenever evidence comes up:

      - **Audit-ready:** the signal history is SHA-256 hashed and kept in an immutable object-lock archive, so nobody can backfill or quietly revise it.
      - **Zero drift:** the rules are frozen and versioned in feature manifests; there is no periodic re-fitting.
      - **Documented:** methodology, KPIs by state, drift checks and episode manifests make up the validation packet, available under NDA.

      ## Internal statistics versus public claims

      Public pages quote headline claims that differ from page to page: 90%+ precision on true crises, an 85% true-positive rate, lead time of 0-3 days (another page says 2-4 days of advance warning), false positives under 12%, about 15 classifications a year and 35+ years of research. The portal's per-state statistics are the precise version. Five rules:

      1. Quote a public claim only as it appears on the page you are showing, with its back-test label.
      2. In follow-ups and proposals, prefer exact counts: 9 of 9, 13 of 14, 9 of 15, 58 of 61.
      3. Never upgrade a number. "Median 0 business days" must not become "days of warning". For Systemic Stress the honest line is: "usually classified pre-market on the day the episode begins; the average lead is 1.89 business days."
      4. When asked about the non-crisis alerts, be plain: precision on other alerts ranges from 48% to 77%.
      5. Say "fewer than 20 alerts a year" unless you are showing the page that says fewer than 15.

      ## Compliance framing, every time

      - Research analytics only: not investment advice and not trading signals. Meridian Field Research is not a registered investment adviser.
      - Historical back-test 2012-2024: past classifications do not guarantee future ones.
      - Every projection, including every ROI figure, is **hypothetical and illustrative**.
      - Use: "classified", "historically", "in the back-test", "a prompt to review".
      - Avoid: "predicts", "guarantees", "never misses", "buy or sell signal", "beats the market".
      - Every portal page is internal use only and confidential. Nothing from the portal leaves the building without approved disclaimers, and the ROI tool never goes to a prospect without them.

      ## What we sell, what we mention, what we never sell

      - **Sell:** the Market State Detector (generally available).
      - **Mention only when relevant, using the status pages:** the grid storm alert pilot (same-day lead, precision 0.68, launch August 2025, pilots of 3-6 months) and the aerospace radiation warning product (beta, launch October 2025, 2-3 day lead).
      - **Never sell or present as sellable:**
        - Geo-social stress research: research phase only. Do not mention it to prospects or clients, give no market timeline, and redirect to the MSD or the grid pilot. Earlier Civil Unrest Suite materials are obsolete.
        - The MSP raw-data feed: the commercial model is under development. If asked, acknowledge, say options are being explored, capture the use case, escalate technical questions to the named MSP technical contact your manager assigns, and steer back to the MSD.
    `,
  },
  {
    id: 'foundations-4-quiz',
    title: 'Quiz: states, figures and framing',
    durationMinutes: 11,
    type: 'quiz',
    content: md`
      ## Before you start

      Six questions on the first three lessons. Aim for six out of six: these are the facts a prospect will test you on in the first five minutes of a call. Read every explanation, including for the questions you get right.

      Quick recall list:

      - Systemic Stress 9 of 9 (100%), median lead 0 business days, average 1.89.
      - Volatility Spike 13 of 14 (93%), same-day pre-market.
      - Stress 9 of 15 (60%), median 0, average 1.56, about 1.15 a year.
      - Turning 58 of 61 (95%), median 2, average 3.26, about 5 a year.
      - Calm about 71% of trading days (2,312 of 3,270), median episode 12 days, median VIX 14.3.
      - Fewer than 20 alerts a year; about 1.8 critical a year; back-test 2012-2024.
      - Geo-social research and the MSP raw-data feed are never presented as sellable.

      ## Mistakes this quiz is designed to catch

      - Mixing up Stress (9 of 15) and Systemic Stress (9 of 9): the same number of hits, very different denominators.
      - Quoting a public headline claim, such as 2-4 days of advance warning, as if it described Systemic Stress. The internal median is 0 business days.
      - Treating the Volatility Spike and Stress thresholds as different: they share VIX at or above 30, 5-day at or below -3.0% and 10-day at or below -5.0%.
      - Treating Calm as a forecast or a buy signal.
      - Mentioning research we do not sell because a prospect asked nicely.

      If you miss more than one question, re-read the lesson named in the explanation before moving on to the practice.
    `,
    quiz: [
      {
        prompt: 'Which state is active only when all four other states are inactive?',
        options: ['Turning', 'Calm', 'Stress', 'Volatility Spike'],
        answerIndex: 1,
        explanation:
          'Calm is the baseline: it has no rules of its own and is active only when Systemic Stress, Volatility Spike, Stress and Turning are all inactive (lesson 2).',
      },
      {
        prompt: 'What is the Systemic Stress record in the 2012-2024 back-test?',
        options: [
          '93% (13 of 14), same-day pre-market',
          '95% (58 of 61), median lead 2 business days',
          '60% (9 of 15), median lead 0 business days',
          '100% (9 of 9), median lead 0 business days (average 1.89)',
        ],
        answerIndex: 3,
        explanation:
          'Systemic Stress: 9 of 9, median lead 0 business days, average 1.89. The other options are Volatility Spike, Turning and Stress (lesson 1).',
      },
      {
        prompt: 'Which set of thresholds belongs to Turning in the event criteria?',
        options: [
          'VIX at or above 35; 5-day at or below -3.0%; 10-day at or below -6.0%; 20-day at or below -10.0%',
          'VIX at or above 30; 5-day at or below -3.0%; 10-day at or below -5.0%',
          '10-day at or below -2.0%; drawdown at or below -4.0%; VIX at or above 25 for 2 consecutive days',
          'VIX below 20; drawdown under 5%',
        ],
        answerIndex: 2,
        explanation:
          'Turning uses the 10-day, drawdown and two-day VIX thresholds. The first option is Systemic Stress, the second is shared by Volatility Spike and Stress, and the last describes typical Calm conditions (lesson 2).',
      },
      {
        prompt:
          'A CIO asks: "How much warning does Systemic Stress give?" What is the best answer?',
        options: [
          '"In the 2012-2024 back-test it was typically classified pre-market on the day the episode began: median lead 0 business days, average 1.89."',
          '"Two to four days, every time."',
          '"About a week, so you have time to rebalance."',
          '"It predicts crashes before anyone else sees them."',
        ],
        answerIndex: 0,
        explanation:
          'Never upgrade a number. The honest answer uses the median and average, frames it as back-test history and keeps the value where it is: a pre-market classification before the open (lesson 3).',
      },
      {
        prompt:
          'A prospect says: "I heard you are working on social-unrest signals. Can we get early access?" What do you do?',
        options: [
          'Offer a pilot of the Civil Unrest Suite at the standard pilot price',
          'Share the older geo-social trigger page so they can see the rule',
          'Do not discuss it as a product or give a timeline; redirect to the Market State Detector or the grid storm alert pilot',
          'Promise to add them to the beta list for 2026',
        ],
        answerIndex: 2,
        explanation:
          'Geo-social stress work is research only and not ready for sales or marketing; the Civil Unrest Suite material is obsolete. Redirect without a timeline (lesson 3).',
      },
      {
        prompt: 'What share of trading days was classified Calm in the 2012-2024 back-test?',
        options: ['About 50%', 'About 71% (2,312 of 3,270)', 'About 95%', 'About 20%'],
        answerIndex: 1,
        explanation:
          'About 71% of trading days, 2,312 of 3,270. Public pages round this to about 80% and marketing to 70-80%; quote the figure on the page you are showing (lesson 2).',
      },
    ],
  },
  {
    id: 'foundations-5-practice-briefing',
    title: 'Practice: the 90-second state briefing',
    durationMinutes: 10,
    type: 'practice',
    content: md`
      ## The skill

      Every first call eventually reaches the question "So what does it actually tell me?" You need a 90-second answer that a CIO can repeat to an investment committee. Build it in five beats:

      1. **Frame:** one classification, every trading day, before the open, from frozen rules.
      2. **Ladder:** name the five states from most to least severe, with one figure each.
      3. **Selectivity:** fewer than 20 alerts a year, about 1.8 critical; Calm most days.
      4. **Proof:** why the record is credible (back-test 2012-2024, SHA-256 audit trail, frozen and versioned rules, validation packet under NDA).
      5. **Framing and question:** research analytics, not advice; then hand the conversation back with a discovery question.

      ## How to practice

      - Write your answer to the scenario below, then say it out loud with a timer. Over 90 seconds means you are explaining instead of briefing: cut adjectives, keep numbers.
      - Compare with the model answer. Check that every figure you used is exact and that you labeled it as back-test history.
      - Score yourself on the checklist: five states in order; one exact figure per stress state; Calm explained as the all-clear; at least two credibility facts; the not-advice framing; a closing question. Six of six before moving on.
      - Common misses: calling Calm a buy signal, saying "predicts", and forgetting to hand the conversation back.
      - Also common: reciting every figure for every state. One per state is enough; the rest is for follow-up questions.

      If you finish well under 60 seconds, you probably skipped the proof beat, and that is the part a CIO remembers and repeats.
    `,
    practice: {
      scenario:
        'You are on an introductory call with the CIO of a multi-asset allocator who has ten minutes before an investment committee. She has read nothing about us and asks: "In plain English, what does your product tell me every morning, and why should I believe it?"',
      tasks: [
        'Explain the five states in order of severity in under 90 seconds, with one exact figure for each stress state.',
        'Explain what Calm means and why it is the classification on most days.',
        'Answer "why should I believe it" with evidence rather than adjectives, and include the compliance framing.',
        'End with one discovery question that moves the call forward.',
      ],
      modelAnswer: md`
        "Every trading day before the open, the Market State Detector puts the market in one of five states, using frozen rules. From most to least severe: **Systemic Stress**, the rare market-wide crisis regime, classified 9 times in our 2012-2024 back-test and all 9 fell in documented crisis episodes. **Volatility Spike**, the sharp short-lived shock: 13 of 14, delivered pre-market on the day. **Stress**, an early advisory to review exposure: 9 of 15, so we position it as a prompt, not a call to act. **Turning**, a potential inflection: 58 of 61, with a median lead of 2 business days. And **Calm**, which simply means none of the four is active; that was about 71% of trading days.

        So you get fewer than 20 alerts a year, about 1.8 of them critical, and a documented all-clear the rest of the time.

        Why believe it: the rules are frozen and versioned, so there is no re-fitting, and the signal history is SHA-256 hashed in an immutable archive, so it cannot be backfilled. The methodology and every episode are in a validation packet we share under NDA. It is research analytics, not investment advice: your team keeps every decision.

        When your committee last reviewed risk after a sharp move, what prompted that review, and how early did it happen?"

        Why it works: five states in order with exact figures, Calm explained as the all-clear, two credibility facts, the compliance line, and a question that opens discovery on her own process.
      `,
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Module 2: Discovery (45 minutes, 4 lessons)
// ---------------------------------------------------------------------------------------------

const discovery: LessonSource[] = [
  {
    id: 'discovery-1-personas',
    title: 'The four buyer personas',
    durationMinutes: 14,
    type: 'reading',
    content: md`
      ## Why personas

      The same product lands differently with a systematic researcher and a chief executive. Qualify the persona in the first minutes of a call, then choose the opener, the proof and the demo focus to match. The Sales Playbook (step 2) and the Guided Conversation Flow use the same four personas; the persona sheets are in the library (sales/personas/quant-fund, sales/personas/discretionary-pm, sales/personas/risk-officer, sales/personas/c-suite).

      ### Quant Fund

      - **Who:** systematic and quantitative funds; heads of research; PMs running models.
      - **Pain:** models fitted on one regime keep trading it after the regime changes. They want an input that is independent of price data and that will not be silently revised.
      - **Opener:** Factor Timing or Timing Overlay.
      - **Approach:** lead with data hygiene: frozen rules, versioned feature manifests, SHA-256 audit trail, full 2012-2024 history for their own testing. Bring a sales engineer in early and send the methodology summary and API overview.
      - **Demo focus:** API (real-time state, alert history, documentation), CSV history, event criteria, Turning 58 of 61 with a median lead of 2 business days.
      - **Qualified when:** they will test the history in their own research stack during a pilot.

      ### Discretionary PM

      - **Who:** portfolio managers who make the call themselves.
      - **Pain:** too much noise and too many dashboards; no clear read on whether today deserves extra attention.
      - **Opener:** State Classification Frame.
      - **Approach:** keep it simple: five states, one message before the open, Calm most days. Show, do not explain.
      - **Demo focus:** the sample alert, today's state, replay examples that match their book.
      - **Qualified when:** they have a morning routine where a pre-market read fits.

      ### Risk Officer

      - **Who:** CROs, heads of risk, risk managers.
      - **Pain:** they need documented, defensible triggers for risk reviews and hedging decisions, and must show a committee or board why a review happened, or why it did not.
      - **Opener:** Application Mode.
      - **Approach:** governance first: immutable audit trail, Stress as a documented prompt to review, compliance packet, validation packet under NDA, event criteria.
      - **Demo focus:** alert history and audit trail, the severity ladder from Stress to Systemic Stress, the methodology summary.
      - **Qualified when:** there is a review process and a committee that would consume the signal.

      ### C-Suite

      - **Who:** CIOs, CEOs, COOs, founders.
      - **Pain:** capital preservation, explaining drawdowns to boards and investors, and justifying spend.
      - **Opener:** Quantified Value.
      - **Approach:** short and numeric: fewer than 20 alerts a year, about 1.8 critical, Systemic Stress 9 of 9, the ROI illustration with disclaimers, and the pilot as a low-risk step.
      - **Demo focus:** the one-pager, the Systemic Stress replay, the ROI illustration.
      - **Qualified when:** they can sponsor a $24,000 pilot commitment.

      ## Other titles you will meet

      - Chief investment officers: C-Suite.
      - Risk managers: Risk Officer.
      - Portfolio managers: Discretionary PM, or Quant Fund if their process is systematic.
      - Options traders and volatility desks: Quant Fund if systematic, Discretionary PM if not; lead with Volatility Spike (13 of 14, same-day pre-market).

      Most deals involve two personas: a user (PM or quant) and a sponsor (risk or C-suite). Map both before you demo.
    `,
  },
  {
    id: 'discovery-2-questions-and-openers',
    title: 'Discovery questions and the five openers',
    durationMinutes: 12,
    type: 'reading',
    content: md`
      ## The five openers

      An opener is one or two sentences that earn the next ten minutes. Pick the one that fits the persona, deliver it, then stop talking and ask. The openers guide (sales/openers-guide) has the long versions.

      1. **State Classification Frame**, best for Discretionary PMs and first calls: "Every trading day before the open, the Market State Detector puts the market in one of five named states, from Calm to Systemic Stress. How does your team decide today is a day to look harder at risk?"
      2. **Application Mode**, best for Risk Officers: "Teams can apply it three ways: as a trigger for risk reviews, as an overlay on hedging decisions, or as a regime input to their own models. Which is closest to how you would use it?"
      3. **Timing Overlay**, best for Quant Funds and PMs with an existing signal stack: "It does not replace your process. It flags the few days a year that historically deserved a second look: fewer than 20 alerts a year."
      4. **Quantified Value**, best for the C-Suite: "In our 2012-2024 back-test, Systemic Stress was classified 9 times and all 9 fell in documented crisis episodes. As an illustration, avoiding a 15% drawdown on 100 million is 15 million. What would one avoided drawdown be worth to you?"
      5. **Factor Timing**, best for factor and systematic teams: "Factor exposures tend to suffer at regime turns. In the back-test, Turning was classified 61 times and 58 were confirmed, with a median lead of 2 business days."

      ## The discovery questions

      Ask open questions, in roughly this order, and write down the answers in the prospect's own words: you will reuse them in the demo and the close. The full bank is in sales/discovery-questions.

      **Process**

      1. Walk me through your morning before the open: what do you look at, and who decides whether to act?
      2. Think of the last sharp sell-off. When did your team first react, and what triggered that review?

      **Pain** 3. How do you decide when to add or review hedges? What did protection cost the last time you bought it late? 4. How many alerts or dashboards does your team receive today, and how many does anyone act on?

      **Fit** 5. If you had a documented pre-market classification, who would receive it and what would they do with it? 6. How do you evaluate a new data source? Who runs the test, and what result would pass? (Quant Fund) 7. What does compliance need to see before a research input enters your process? (Risk Officer) 8. How do you explain risk decisions and drawdowns to your committee, board or investors? (C-Suite)

      **Commercial** 9. Roughly what AUM would a pilot cover? (You need this for the ROI illustration.) 10. Who else signs off on a pilot, and how does your budget process work? 11. What would make a 90-day pilot a success for you?

      ## What you are listening for

      - **Pain:** a specific late reaction, costly hedge or noisy alerting problem.
      - **Process fit:** a place where a pre-market state would be read and used.
      - **Owner and sponsor:** the user, and the person who can approve a $24,000 pilot.
      - **Evaluation criteria:** what "it works" means to them, in their words.

      If you cannot fill all four after the call, the next step is a second discovery call, not a demo.
    `,
  },
  {
    id: 'discovery-3-quiz',
    title: 'Quiz: personas, openers and questions',
    durationMinutes: 8,
    type: 'quiz',
    content: md`
      ## Before you start

      Five scenario questions. Each describes a real situation from a first call; choose the move a senior seller would make. The point is not to recite the playbook but to match the persona, the opener and the question to what you just heard.

      Reminders:

      - Quant Fund: Factor Timing or Timing Overlay; methodology, manifests, API.
      - Discretionary PM: State Classification Frame; sample alert and replays.
      - Risk Officer: Application Mode; audit trail, Stress as a documented review prompt.
      - C-Suite: Quantified Value; 9 of 9, the ROI illustration with disclaimers, the pilot.
      - Volatility desks and options traders: lead with Volatility Spike.
      - Discovery is complete when you know pain, process fit, owner and sponsor, and evaluation criteria.

      ## Reading a first call

      - The first sentence usually gives the persona away: models and data mean Quant Fund; "my book" and "my morning" mean Discretionary PM; reviews, committees and compliance mean Risk Officer; boards, investors and budget mean C-Suite.
      - Titles mislead. A CIO who runs a systematic book may think like a Quant Fund: go by the pain, not the title.
      - When two personas are on the call, open for the sponsor and demo for the user.
      - Ask, then stop talking. The silence after a good question is where discovery happens.

      A wrong answer usually means you chose a move that suits a different persona. Re-read the persona card in lesson 1 before retrying.
    `,
    quiz: [
      {
        prompt:
          'You have a CIO on a 15-minute call who wants "the bottom line". Which opener fits best?',
        options: ['Factor Timing', 'Quantified Value', 'Application Mode', 'Timing Overlay'],
        answerIndex: 1,
        explanation:
          'The C-Suite responds to Quantified Value: 9 of 9 for Systemic Stress in the back-test and the illustrative 15% drawdown avoided on 100 million, with disclaimers.',
      },
      {
        prompt:
          'A head of research at a systematic fund says: "This is probably just another VIX derivative." What is the best next move?',
        options: [
          'Argue that our precision is higher than VIX',
          'Move straight to pricing to test budget',
          'Ask how they evaluate a new data source and what would pass, then explain the frozen rules, manifests and full 2012-2024 history they can test themselves',
          'Send the Calm Deck and follow up next quarter',
        ],
        answerIndex: 2,
        explanation:
          'A Quant Fund buys on evidence it can test. Discovery question 6 surfaces their criteria; the methodology summary, manifests and history let them test it themselves.',
      },
      {
        prompt: 'What is the right demo focus for a Risk Officer?',
        options: [
          'The alert history and immutable audit trail, with Stress positioned as a documented prompt to review',
          'The ROI calculator best case',
          'A live walk through the internal pricing guide',
        ],
        answerIndex: 0,
        explanation:
          'Risk Officers need defensible, documented triggers. Show the audit trail and the severity ladder; never show the internal pricing guide to a prospect.',
      },
      {
        prompt: 'You are speaking to an options volatility desk. Which state do you lead with?',
        options: ['Calm', 'Turning', 'Stress', 'Volatility Spike'],
        answerIndex: 3,
        explanation:
          'Volatility Spike: 13 of 14 in the back-test, delivered same-day pre-market, before implied volatility reprices at the open.',
      },
      {
        prompt:
          'At the end of a first call you know the pain and the user, but not who approves a pilot or what success looks like. What is the next step?',
        options: [
          'Book the full demo right away',
          'Book a short second discovery call that includes the sponsor and agree the evaluation criteria',
          'Email the pilot agreement and wait',
        ],
        answerIndex: 1,
        explanation:
          'Discovery is complete only with pain, process fit, owner and sponsor, and evaluation criteria. Without the sponsor and criteria, a demo has nothing to close against.',
      },
    ],
  },
  {
    id: 'discovery-4-practice-risk-officer',
    title: 'Practice: first discovery call with a Risk Officer',
    durationMinutes: 11,
    type: 'practice',
    content: md`
      ## The skill

      A good discovery call is 70% listening. Your job is to leave with four things written down in the prospect's words: the pain, where a pre-market state would fit in their process, who owns it and who sponsors it, and what would count as success. Everything you say should either earn an answer to one of those or confirm what you heard.

      ## How to work this scenario

      1. Identify the persona from the first thing the prospect says, and choose the opener that fits.
      2. Plan your questions in order: process, pain, fit, commercial. Keep the commercial questions last; asking about budget before pain reads as a pitch.
      3. Note what the prospect already told you; do not ask it again, confirm it instead.
      4. Decide what "qualified" would mean for this account and which next step you will propose if you get there.
      5. Choose at most two follow-up files. Sending the whole library signals that you do not know what matters to them.

      ## Watch-outs for Risk Officers

      - They are trained skeptics. Every figure you use must be exact and labeled as back-test history.
      - "Compliance hates black boxes" is an invitation to talk about documentation, not a rejection.
      - Do not oversell Stress: at 9 of 15, its value is as a documented prompt to review, which is exactly what a risk function needs.
      - Never promise that the MSD would have "prevented" a specific loss.
      - If she asks for figures, give them exactly (Stress 9 of 15, Systemic Stress 9 of 9, both from the 2012-2024 back-test) and go straight back to questions. The aim of this call is to learn, not to present.
    `,
    practice: {
      scenario:
        'The head of risk at a multi-manager hedge fund took your call after reading the one-pager. She opens with: "We had two drawdown reviews last year that started too late. Our compliance team hates black boxes. I have 20 minutes."',
      tasks: [
        'Choose the opener for this persona and write the line you would use.',
        'List five discovery questions you would ask, in order, and say why each one comes where it does.',
        'State what would make this account qualified and the next step you would propose.',
        'Name the two collateral files you would send after the call, and why.',
      ],
      modelAnswer: md`
        **Persona and opener.** She is a Risk Officer; use Application Mode: "Teams apply the detector three ways: as a documented trigger for risk reviews, as an overlay on hedging decisions, or as a regime input to models. From what you said about late reviews, the first sounds closest. Is that fair?"

        **Questions, in order.**

        1. "Walk me through those two reviews: what finally triggered each one?" (Process and pain, in her words.)
        2. "Who decides a review should start today, and what do they look at before the open?" (Where a pre-market state would fit.)
        3. "What would compliance need to see before a research input could trigger a review?" (Turns "black box" into documentation criteria.)
        4. "If a Stress or Systemic Stress classification arrived before the open, who would receive it and what would happen next?" (Fit and owner.)
        5. "Who else would approve a 90-day pilot, and what would success look like at the end of it?" (Sponsor and evaluation criteria; commercial last.)

        **Qualified when** the review process is confirmed, compliance's documentation requirements are known, a sponsor who can approve a $24,000 pilot is named, and success criteria are agreed. **Next step:** a 30-minute demo focused on the audit trail and the severity ladder, with compliance invited, plus the NDA so the validation packet can be shared before the demo.

        **Follow-up files:** the methodology summary (technical-specs/methodology-summary), because it answers "black box" directly; and the one-pager (sales/msd-one-pager), so she can brief her sponsor in two minutes. Keep the ROI material for later; it is not her pain.
      `,
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Module 3: ROI (40 minutes, 4 lessons)
// ---------------------------------------------------------------------------------------------

const roi: LessonSource[] = [
  {
    id: 'roi-1-calculator-mechanics',
    title: 'How the ROI calculator works',
    durationMinutes: 12,
    type: 'reading',
    content: md`
      ## Purpose and guardrails

      The Market State Detector ROI calculator (/internal/msd/roi) turns a prospect's AUM into **illustrative, hypothetical** annual value per state. It is a conversation tool, not a forecast. Two rules before any number leaves your mouth:

      - The ROI tool is never shared with a prospect without disclaimers. The compliance acknowledgement checkbox on the page blocks nothing; the responsibility is yours.
      - Every figure is labeled hypothetical and based on assumptions the prospect can change.

      ## Inputs

      - **AUM** in millions: default 500, minimum 1, step 50.
      - **Tier:** 60-day Pilot (8 thousand per month), Founder License (80 thousand per year), Enterprise ("Coming 2026", no price). Default: Founder License.
      - **Signals:** checkboxes for Systemic Stress, Volatility Spike, Turning and Calm; all four are selected by default and there is no minimum.
      - **Hedging cost:** default 1% of AUM, step 0.1. It is **used in no calculation**. Do not tell a prospect that changing it changes the result.

      ## Annual value shares (conservative / base / best)

      - Systemic Stress: 0.3% / 1.0% / 2.0% of AUM
      - Volatility Spike: 0.3% / 1.0% / 2.0%
      - Turning: 0.4% / 1.2% / 2.5%
      - Calm: 0.1% / 0.6% / 1.5%

      ## The arithmetic

      - **Annual value** (millions) = AUM in millions x share. At 500 million, Systemic Stress base case = 1.0% x 500 = 5.0 million.
      - **ROI multiple** = annual value in millions divided by the tier price in thousands, x 1000. Against the 80 thousand Founder License: 5.0 x 1000 / 80 = **62.5x**.
      - **Net benefit** (millions) = base-case annual value - 0.08, the 80 thousand license expressed in millions: 5.0 - 0.08 = **4.92 million**.
      - **A monthly price is annualised as 12 months.** Both calculators divide by the tier's annual cost: Founder License 80 thousand; 60-day Pilot 8 thousand per month x 12 = **96 thousand a year**. Against the pilot tier, 5.0 million is 5.0 x 1000 / 96 = **52.08x**, net 5.0 - 0.096 = **4.904 million**. The page prints the divisor it uses under the tier choice.
      - The financial signals calculator uses the same per-signal formula, value x 1000 / 80 on its default Founder License (value x 1000 / 96 on the pilot tier).

      ## The anchor illustration

      "A 15% drawdown avoided on 100 million is 15 million saved." Use it to explain why the shares are small percentages of AUM, never as a promise.

      ## Tier notes you must get right

      - The calculator's tier is labeled "60-day Pilot", but the offer we sell is the **90-Day Institutional Pilot: $8,000 per month, 3-month commitment, $24,000 total, cancel anytime after month 3.** Quote the pilot terms, not the label.
      - The pilot price is monthly, so never divide by 8: the calculators annualise it as 8 x 12 = 96 thousand a year. Use the Founder License (the default) for the multiples you quote.
      - Enterprise is "Coming 2026". Do not estimate a price.
      - The Annual License is custom-priced on AUM. The internal six-tier guide (Founder-Partner 0.16bp, Founder 0.25bp, Early Adopter 0.3bp, Standard 0.5bp, with minimums and caps) is **internal only**: never quote basis-point rates or build a price from them on a call. Pricing questions go through the pricing guide (sales/pricing-guide) and your manager.

      ## The older financial signals calculator

      It uses different signals (Crisis Shield 0.5% / 2.5% / 10%, Volatility Surge 0.5% / 2% / 5%, Market Shift 0.5% / 1% / 2.5%, All Clear 0.25% / 0.5% / 2%; Crisis Shield and Volatility Surge selected by default). For Market State Detector conversations, use the MSD calculator so the states and figures match everything else the prospect sees.
    `,
  },
  {
    id: 'roi-2-worked-example',
    title: 'Worked example: 500 million AUM',
    durationMinutes: 10,
    type: 'reading',
    content: md`
      ## The default case, signal by signal

      AUM 500 million (the default), Founder License at 80 thousand per year. Annual value = 500 x share.

      **Systemic Stress** (0.3% / 1.0% / 2.0%)

      - Conservative 1.5 million; base 5.0 million; best 10.0 million.
      - Base ROI multiple: 5.0 x 1000 / 80 = 62.5x. Net benefit: 5.0 - 0.08 = 4.92 million.
      - Conservative multiple: 1.5 x 1000 / 80 = 18.75x.

      **Volatility Spike** (0.3% / 1.0% / 2.0%)

      - Conservative 1.5 million; base 5.0 million; best 10.0 million.
      - Base multiple 62.5x; net benefit 4.92 million.

      **Turning** (0.4% / 1.2% / 2.5%)

      - Conservative 2.0 million; base 6.0 million; best 12.5 million.
      - Base multiple: 6.0 x 1000 / 80 = 75x. Net benefit: 6.0 - 0.08 = 5.92 million.

      **Calm** (0.1% / 0.6% / 1.5%)

      - Conservative 0.5 million; base 3.0 million; best 7.5 million.
      - Base multiple: 3.0 x 1000 / 80 = 37.5x. Net benefit: 3.0 - 0.08 = 2.92 million.

      **On the pilot tier** the same values are divided by its annual cost, 8 thousand a month x 12 = 96 thousand: Systemic Stress base 5.0 x 1000 / 96 = 52.08x, net 5.0 - 0.096 = 4.904 million.

      Adding all four gives a sum of hypothetical scenarios: 5.5 million conservative, 19.0 million base and 40.0 million best. **Lead with one signal, not the sum.** A sophisticated buyer will challenge whether the values can simply be added, and the single-signal view is easier to defend. Pick the state that matches the pain you heard in discovery.

      ## How to present it

      Talk track for a C-Suite sponsor whose pain is crisis drawdowns:

      "This is an illustration, not a forecast. The calculator's base case assumes the Systemic Stress classification is worth 1.0% of AUM a year to a fund like yours. At 500 million that is 5.0 million, which is 62.5 times an 80 thousand license, or a net 4.92 million. The conservative case assumes 0.3%, which is 1.5 million. These assumptions are yours to change, and we would rather you use the conservative one. The way to test it properly is the pilot: 90 days, $8,000 a month, alongside the full 2012-2024 history."

      ## Five habits of a credible ROI conversation

      1. **Start conservative** with skeptics; move to the base case only if they ask.
      2. **Never show the best case first.** It invites the question "what do you have to believe?", and you lose the room.
      3. **Tie the share to their story.** "You said protection cost too much the last time you bought it late; the share is a placeholder for that cost."
      4. **Say "hypothetical" out loud** and put it in writing in every follow-up that contains a number.
      5. **Never send the calculator link or a screenshot without disclaimers.** The acknowledgement checkbox blocks nothing; you are the control.

      ## Disclaimer wording for follow-ups

      "These figures are hypothetical illustrations based on assumptions you provided or can change. They are not a forecast or a promise of results. The Market State Detector is research analytics based on a historical back-test (2012-2024) and is not investment advice."
    `,
  },
  {
    id: 'roi-3-quiz',
    title: 'Quiz: ROI arithmetic',
    durationMinutes: 8,
    type: 'quiz',
    content: md`
      ## Before you start

      Seven questions. Have a calculator or scratch pad ready; prospects will check your arithmetic, so you should check it first.

      The formulas:

      - Annual value (millions) = AUM (millions) x share.
      - ROI multiple = annual value in millions / the tier's annual cost in thousands x 1000. Founder License: value x 1000 / 80.
      - A monthly price is annualised as 12 months: the 60-day Pilot's 8 thousand a month is 96 thousand a year, so value x 1000 / 96.
      - Net benefit (millions) = base-case annual value - 0.08 (Founder License) or - 0.096 (pilot tier).

      The shares (conservative / base / best):

      - Systemic Stress and Volatility Spike: 0.3% / 1.0% / 2.0%
      - Turning: 0.4% / 1.2% / 2.5%
      - Calm: 0.1% / 0.6% / 1.5%

      And two rules that are not arithmetic: the hedging cost input changes nothing, and the compliance checkbox blocks nothing, so disclaimers are always your responsibility.

      ## Three traps

      - **Units.** AUM and annual value are in millions; the tier price is in thousands. That is why the formula multiplies by 1000: 5.0 million against 80 thousand is 62.5x.
      - **Denominator.** Multiples are calculated against the tier's annual cost: the Founder License (80 thousand per year) by default. The pilot tier's monthly 8 thousand is annualised as 12 months, 96 thousand; never divide by 8.
      - **Net benefit.** Subtract 0.08 (the license in millions), not 80.

      ## One worked check

      Volatility Spike at 500 million, conservative case: 0.3% x 500 = 1.5 million; 1.5 x 1000 / 80 = 18.75x; net benefit 1.5 - 0.08 = 1.42 million.
    `,
    quiz: [
      {
        prompt: 'AUM is 500 million. What is the Systemic Stress base-case annual value?',
        options: ['1.5 million', '5.0 million', '10.0 million', '50 million'],
        answerIndex: 1,
        explanation:
          'Base case 1.0% x 500 million = 5.0 million. 1.5 is the conservative case, 10.0 the best case.',
      },
      {
        prompt:
          'Against the 80 thousand Founder License, what is the ROI multiple for that 5.0 million?',
        options: ['6.25x', '16x', '625x', '62.5x'],
        answerIndex: 3,
        explanation: '5.0 x 1000 / 80 = 62.5x.',
      },
      {
        prompt: 'What is the net benefit for the same base case?',
        options: ['4.92 million', '4.2 million', '5.08 million'],
        answerIndex: 0,
        explanation:
          'Net benefit = base value - 0.08 (the 80 thousand license in millions): 5.0 - 0.08 = 4.92 million.',
      },
      {
        prompt:
          'AUM is 250 million. What are the Turning base-case value and its multiple against the Founder License?',
        options: [
          '3.0 million and 37.5x',
          '2.5 million and 31.25x',
          '6.25 million and 78x',
          '1.0 million and 12.5x',
        ],
        answerIndex: 0,
        explanation: 'Turning base is 1.2%: 1.2% x 250 = 3.0 million; 3.0 x 1000 / 80 = 37.5x.',
      },
      {
        prompt:
          'The tier is switched to the 60-day Pilot (8 thousand per month). What does the calculator divide the 5.0 million base case by, and what multiple results?',
        options: ['8, so 625x', '24, so 208.33x', '96, so 52.08x', '80, so 62.5x'],
        answerIndex: 2,
        explanation:
          'A monthly price is annualised as 12 months: 8 x 12 = 96 thousand a year, so 5.0 x 1000 / 96 = 52.08x (net 5.0 - 0.096 = 4.904 million).',
      },
      {
        prompt:
          'A prospect raises the hedging cost input from 1% to 2%. What happens to the results?',
        options: [
          'Every scenario doubles',
          'Net benefit falls by 1% of AUM',
          'Nothing: the hedging cost input is used in no calculation',
        ],
        answerIndex: 2,
        explanation:
          'The hedging cost input (default 1%, step 0.1) is used in no calculation. Never imply that it changes the outputs.',
      },
      {
        prompt:
          'A CFO asks you to email the calculator link so she can "play with it". What do you do?',
        options: [
          'Send it; the compliance checkbox on the page protects us',
          'Send the figures you discussed with the written hypothetical-illustration disclaimer, and never the tool without disclaimers',
          'Refuse to discuss ROI in writing at all',
          'Send a screenshot of the best case so she sees the upside',
        ],
        answerIndex: 1,
        explanation:
          'The ROI tool must not be shared without disclaimers, and the checkbox blocks nothing. Send the agreed figures with the disclaimer wording from lesson 2.',
      },
    ],
  },
  {
    id: 'roi-4-practice-250m',
    title: 'Practice: an ROI illustration for a 250 million fund',
    durationMinutes: 10,
    type: 'practice',
    content: md`
      ## The skill

      Doing the arithmetic is the easy part. The skill is choosing which numbers to show, showing them in the right order and wrapping them in the right framing so that a sponsor can repeat them to a board without overstating anything.

      ## How to work this scenario

      1. **Pick the signals that match the pain.** The prospect below worries about crises and about turning points, so use Systemic Stress and Turning; leave Volatility Spike and Calm unselected for this conversation.
      2. **Compute three things per signal:** base-case annual value (AUM x share), ROI multiple against the Founder License (value x 1000 / 80) and net benefit (value - 0.08).
      3. **Have the conservative case ready** for the first skeptical question. It usually comes within a minute.
      4. **Write the disclaimer** that will sit directly under the numbers in your follow-up email. Two sentences is enough if they say hypothetical, historical back-test and not investment advice.

      ## Common errors to check for

      - Using the monthly pilot price (8 thousand) as the denominator. The pilot tier is annualised as 12 months (96 thousand a year); the multiples you quote are against the 80 thousand Founder License.
      - Mixing units: shares are percentages of AUM in millions; the tier price is in thousands.
      - Subtracting 80 instead of 0.08 when calculating net benefit in millions.
      - Presenting the sum of all four signals as "the" ROI.

      ## Order of presentation

      Lead with the signal that matches the pain, give the base case once, then offer the conservative case yourself before anyone asks for it. Volunteering the cautious number is what makes the rest believable.
    `,
    practice: {
      scenario:
        'The COO of a 250 million long-biased equity fund saw the one-pager. Last year the fund reacted late to two sharp reversals. He says: "My board will ask what this is worth to us. Give me a number I can defend."',
      tasks: [
        'Compute the base-case annual value, ROI multiple and net benefit for Systemic Stress and for Turning at 250 million against the Founder License.',
        'Compute the conservative Systemic Stress case and its multiple, ready for the first challenge.',
        'Write the two or three sentences you would say to present the numbers.',
        'Write the disclaimer you would put under the numbers in your follow-up email.',
      ],
      modelAnswer: md`
        **Systemic Stress, base case:** 1.0% x 250 = 2.5 million. Multiple 2.5 x 1000 / 80 = 31.25x. Net benefit 2.5 - 0.08 = 2.42 million.

        **Turning, base case:** 1.2% x 250 = 3.0 million. Multiple 3.0 x 1000 / 80 = 37.5x. Net benefit 3.0 - 0.08 = 2.92 million.

        **Systemic Stress, conservative:** 0.3% x 250 = 0.75 million. Multiple 0.75 x 1000 / 80 = 9.375x (about 9.4x). Net 0.67 million.

        **Say:** "Here is an illustration you can take to your board, with the assumptions visible. Turning is closest to what you described, the late reactions to reversals: the calculator's base case values it at 1.2% of AUM, 3.0 million a year for you, against an 80 thousand license. If your board wants the cautious view, the conservative Systemic Stress case is 0.75 million, still more than nine times the license. The right way to test any of this is the 90-day pilot, $8,000 a month, run alongside the 2012-2024 history."

        **Disclaimer:** "These figures are hypothetical illustrations based on stated assumptions that you can change; they are not a forecast or a promise of results. The Market State Detector provides research analytics based on a historical back-test (2012-2024) and is not investment advice."
      `,
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Module 4: Objections (50 minutes, 4 lessons)
// ---------------------------------------------------------------------------------------------

const objections: LessonSource[] = [
  {
    id: 'objections-1-method-and-first-four',
    title: 'The handling method and objections 1-4',
    durationMinutes: 12,
    type: 'reading',
    content: md`
      ## The method: Acknowledge, Clarify, Evidence, Confirm

      1. **Acknowledge** the concern as reasonable. Skeptical buyers are good buyers.
      2. **Clarify** what is behind it with one question. The stated objection is often not the real one.
      3. **Evidence:** answer with exact figures and documents, never adjectives.
      4. **Confirm:** "Does that address it?" If not, you have found the real objection.

      Keep every answer inside the framing: research analytics, historical back-test 2012-2024, not investment advice. These are the same eight objections as step 4 of the Sales Playbook; the full library version is sales/objection-handling.

      ## Objection 1: "It's a back-test. Back-tests are always overfitted."

      - **Acknowledge:** "You should be suspicious of back-tests; most are fitted after the fact."
      - **Clarify:** "Is your concern the fitting, or whether the record could have been revised?"
      - **Evidence:** the rules are frozen and versioned in feature manifests (for example systemic_stress_state 5.4.0); there is no re-fitting, which is what we mean by zero drift. The signal history is SHA-256 hashed in an immutable object-lock archive. Episode manifests and drift checks are in the validation packet under NDA. And the pilot is a live, forward test.
      - **Confirm:** "If the manifests and the pilot let you check that yourself, is that enough?"

      ## Objection 2: "Nine events in thirteen years is too small a sample."

      - **Acknowledge:** "Nine is a small number; true crises are rare."
      - **Clarify:** "Is the question whether it is luck, or whether it generalizes?"
      - **Evidence:** rarity is the point of Systemic Stress, and 9 of 9 is a record with no false classification in the back-test, not a claim about the future. The larger samples tell the same story: Turning 58 of 61 and Volatility Spike 13 of 14. Every episode is listed individually in the manifests, so they can inspect each one.
      - **Confirm:** "Would episode-level detail under NDA let your team judge that?"

      ## Objection 3: "A median lead of zero days is too late."

      - **Acknowledge:** "Fair: zero sounds like no warning."
      - **Clarify:** "When in the day do you make risk decisions?"
      - **Evidence:** the classification is delivered **before the open**. A median of 0 business days means it typically arrives pre-market on the day the episode begins, while hedges can still be placed at the open; the Systemic Stress average is 1.89 business days. Turning has a median lead of 2 business days (average 3.26). Do not rescue the point by quoting a bigger lead figure; the honest version is stronger.
      - **Confirm:** "Would a pre-market classification fit your morning process?"

      ## Objection 4: "We already watch VIX and have our own risk models."

      - **Acknowledge:** "You should keep them; we are not a replacement."
      - **Clarify:** "What does your current stack tell you before the open?"
      - **Evidence:** volatility indices and price-based indicators react once the move is under way. The MSD classifies before the open from environmental and alternative data that is independent of price feeds, and it gives one of five named states rather than a score each desk interprets differently. Position it as an overlay: fewer than 20 alerts a year, so it adds very little noise.
      - **Confirm:** "Would an independent second opinion on the few days that matter be useful alongside what you have?"
    `,
  },
  {
    id: 'objections-2-four-more-and-red-lines',
    title: 'Objections 5-8 and the red lines',
    durationMinutes: 15,
    type: 'reading',
    content: md`
      ## Objection 5: "Environmental or space-weather data sounds like astrology."

      - **Acknowledge:** "It is an unusual input, and you should test it, not take it on faith."
      - **Clarify:** "Is your concern the causal story, or the statistics?"
      - **Evidence:** we do not ask anyone to accept a causal story. The claim is empirical: historical correlation patterns, classified by frozen rules, back-tested 2012-2024, with every episode documented. Inputs independent of price data are why it can add information to a price-based stack. The methodology summary and the validation packet (under NDA) let them check.
      - **Confirm:** "If your quants can test the history themselves, does the source matter?"

      ## Objection 6: "Show me a live track record, not a back-test."

      - **Acknowledge:** "Fair. The 2012-2024 figures are a historical back-test, and we label them that way everywhere."
      - **Clarify:** "What would a live record need to show your team?"
      - **Evidence:** the pilot is how they get a live record on their own terms: daily pre-market classifications for three months, compared with their own risk log, with every classification SHA-256 hashed into the immutable archive from day one, so neither side can revise it.
      - **Confirm:** "If we agree those criteria up front, is the pilot the right test?"

      **Also expect: "Stress is right only 60% of the time."** Own the number. Stress (9 of 15) is the advisory level, a prompt to review rather than act; the states meant for action carry 9 of 9, 13 of 14 and 58 of 61. With fewer than 20 alerts a year, a false advisory costs one review meeting.

      ## Objection 7: "It's too expensive" or "There's no budget this year."

      - **Acknowledge:** "Budgets are set; new lines are hard."
      - **Clarify:** "Is it the amount, or the timing of the budget cycle?"
      - **Evidence:** the pilot is $8,000 a month with a 3-month commitment, $24,000 in total, cancelable anytime after month 3. As an illustration, one avoided 15% drawdown on 100 million is 15 million. Offer to run the ROI illustration on their AUM, with disclaimers.
      - **Confirm:** "If the pilot were timed to your budget cycle, could you sponsor it?"

      ## Objection 8: "Compliance won't allow signals" or "Is this investment advice?"

      - **Acknowledge:** "Compliance should ask that."
      - **Clarify:** "What does your compliance team need to see for a research input?"
      - **Evidence:** it is research analytics, not investment advice and not trading signals; Meridian Field Research is not a registered investment adviser. The client keeps every decision. The pilot includes methodology documentation, a compliance packet and an auditable signal history.
      - **Confirm:** "Would it help if I joined a call with your compliance team?"

      ## Red lines: requests you redirect, never sell

      **"Can we license your raw data?"** The MSP raw-data feed's commercial model is under development. Do not sell it. Acknowledge, say options are being explored, capture the use case (data, format, delivery, purpose), escalate technical questions to the named MSP technical contact your manager assigns, and steer back: "The Market State Detector is how that research is available today, with full 2012-2024 history and an API."

      **"I heard you work on social-unrest or geo-social signals."** Research only, not ready for sales or marketing. Do not describe it, give no timeline, and never share the obsolete Civil Unrest Suite material. Redirect to the Market State Detector or, for infrastructure buyers, the grid storm alert pilot.

      **"Can you guarantee it will catch the next crisis?"** No. "Nobody can promise that. We can show you what the frozen rules did in every episode from 2012 to 2024, and you can watch them live in the pilot."

      **"Will you give us the pilot for free?"** The published terms are the terms; exceptions go to your manager.
    `,
  },
  {
    id: 'objections-3-quiz',
    title: 'Quiz: objection handling',
    durationMinutes: 10,
    type: 'quiz',
    content: md`
      ## Before you start

      Six questions on the eight objections and the red lines. In each, look for the answer that is honest, exact and inside the compliance framing. A response that sounds persuasive but upgrades a figure or makes a promise is wrong, however well it might play on a call.

      Check yourself against the method:

      - **Acknowledge:** did the answer treat the concern as reasonable?
      - **Clarify:** did it find out what is really behind it?
      - **Evidence:** exact figures (9 of 9, 13 of 14, 9 of 15, 58 of 61) and documents (manifests, validation packet, audit trail), never adjectives.
      - **Confirm:** did it check that the objection is resolved?

      And the red lines: no raw-data sales, no geo-social discussion, no guarantees, no ROI material without disclaimers.

      ## The traps in these questions

      - **Borrowed figures:** answering a question about Systemic Stress lead time with a more flattering claim from another page.
      - **Invented proof:** "lots of funds use it", or any customer count, name or win rate. We have none to quote; never invent them.
      - **Denying the weak number:** Stress is 9 of 15. Own it and explain its role; do not dispute it or call it out of date.
      - **Helpful overreach:** giving a timeline for the raw-data feed or geo-social research to keep a prospect warm.
      - **Discounting to move a deal:** pricing exceptions are your manager's call.
    `,
    quiz: [
      {
        prompt:
          'A prospect says: "Median lead of zero days? Then it is useless." Which response is best?',
        options: [
          '"Other pages say 2-4 days of warning, so it is actually much earlier."',
          '"Lead time does not matter for crises."',
          '"The classification is delivered before the open, so zero means it typically arrives pre-market on the day the episode begins, when hedges can still be placed; the average is 1.89 business days, and Turning has a median lead of 2."',
        ],
        answerIndex: 2,
        explanation:
          'Answer with the honest figures and the pre-market timing. Reaching for a bigger lead figure from another page to rescue the point upgrades the claim.',
      },
      {
        prompt: 'Which evidence best answers "Back-tests are always overfitted"?',
        options: [
          'Our research team is very experienced',
          'The results are too good to be overfitted',
          'Many other funds use it',
          'Frozen, versioned rules with no re-fitting, a SHA-256 hashed immutable signal history, episode manifests under NDA and a live pilot',
        ],
        answerIndex: 3,
        explanation:
          'Zero drift and the audit trail are the answer, plus a forward test in the pilot. "Many other funds use it" is an invented customer claim: never use it.',
      },
      {
        prompt: 'How do you handle "Stress is right only 60% of the time"?',
        options: [
          'Position Stress as the advisory level designed to prompt a review, not an action, and point to 9 of 9, 13 of 14 and 58 of 61 for the states meant for action',
          'Say the 60% figure is out of date',
          'Change the subject to pricing',
          'Say Stress is not part of the product',
        ],
        answerIndex: 0,
        explanation:
          'Stress (9 of 15) is the advisory level. With fewer than 20 alerts a year, a false advisory costs one review.',
      },
      {
        prompt:
          'A data-science lead asks to license the raw MSP data feed for their own models. What do you do?',
        options: [
          'Quote the Annual License price and add the raw feed',
          'Acknowledge, say options are being explored, capture the use case, escalate technical questions to the named technical contact and steer back to the Market State Detector',
          'Tell them it will be available in Q1 next year',
          'Send the MSP placeholder page so they can see the pricing',
        ],
        answerIndex: 1,
        explanation:
          'The MSP raw-data feed is not for sale: no pricing, no timeline, no proactive selling. Capture, escalate, redirect.',
      },
      {
        prompt: 'A CFO says: "There is no budget this year." What is the best first move?',
        options: [
          'Offer a discount on the pilot',
          'Agree and close the opportunity',
          'Clarify whether it is the amount or the budget timing, then position the $24,000 pilot and an ROI illustration with disclaimers',
        ],
        answerIndex: 2,
        explanation:
          'Clarify before answering. Discounts are not yours to offer; the published pilot terms are $8,000 a month, 3-month commitment, $24,000 total.',
      },
      {
        prompt: 'Which statement is acceptable on a call?',
        options: [
          '"In the 2012-2024 back-test, all 9 Systemic Stress classifications fell in documented crisis episodes. That is history, not a promise."',
          '"It will warn you before the next crash."',
          '"It is a buy signal when it turns green."',
        ],
        answerIndex: 0,
        explanation:
          'Label figures as back-test history and never promise future results or present any state, including Calm, as a trading signal.',
      },
    ],
  },
  {
    id: 'objections-4-practice-skeptical-quant',
    title: 'Practice: the skeptical quant',
    durationMinutes: 13,
    type: 'practice',
    content: md`
      ## The skill

      Quant buyers often stack objections to see whether you stay precise under pressure. The winning pattern is calm and exact: take each objection in turn, use the four-step method, and never trade accuracy for a quicker answer. If they see you upgrade one number, they will discount all the others.

      ## How to work this scenario

      1. Write a response to each objection using Acknowledge, Clarify, Evidence, Confirm. The clarifying question can be short, but it must be there.
      2. Use exact figures and name the documents that let the prospect check for themselves: feature manifests, episode manifests, methodology summary, validation packet under NDA.
      3. Treat the raw-data request as a red line, not an objection: capture, escalate, redirect.
      4. Finish with a concrete next step that lets them test the claims, not one that asks them to believe you.

      ## What a reviewer will look for

      - No figure that is not in the approved set, and no figure upgraded or rounded up.
      - The pre-market timing explained correctly for the zero-day median.
      - The raw-data request handled without pricing, timelines or promises.
      - A next step that involves their own testing (NDA, validation packet, history for their stack, technical session, pilot).

      ## Tone

      Do not defend. Agree with what is true in each objection (back-tests can be overfitted, nine is a small number, zero sounds like no warning) and then show the evidence. Agreement costs nothing and buys you the next minute.
    `,
    practice: {
      scenario:
        'The head of research at a systematic macro fund has read the methodology summary. In five minutes she says: "One, this is a back-test, so it is overfitted until proven otherwise. Two, nine crisis events is not a sample. Three, a median lead of zero days is no lead at all. And honestly, I would rather just license your raw data and build my own model."',
      tasks: [
        'Respond to the overfitting objection using the four-step method.',
        'Respond to the sample-size and zero-lead objections, with exact figures.',
        'Handle the raw-data request within the MSP guidance.',
        'Propose a next step that lets her test the claims herself.',
      ],
      modelAnswer: md`
        **1. Overfitting.** "That is the right default. Is the worry the fitting itself, or whether the record could have been changed after the fact? On fitting: the rules are frozen and versioned in feature manifests, systemic_stress_state is at 5.4.0 for example, and nothing is re-fitted; that is what we mean by zero drift. On the record: the signal history is SHA-256 hashed in an immutable object-lock archive, so it cannot be backfilled. The episode manifests and drift checks are in the validation packet under NDA. Would that let you check it yourself?"

        **2. Sample size.** "Agreed, nine is small; true crises are rare, which is the point of that state. In the back-test, all 9 Systemic Stress classifications fell in documented crisis episodes. For larger samples: Volatility Spike 13 of 14 and Turning 58 of 61. Each episode is listed individually, so you can judge them one by one."

        **3. Zero lead.** "The classification arrives before the open. A median of 0 business days means it typically lands pre-market on the day the episode begins, so there is still the open to act on; the average is 1.89 business days. If lead is your priority, Turning has a median of 2 business days, average 3.26. When in the day does your team make risk decisions?"

        **4. Raw data.** "I understand the appeal. Raw-data licensing is something we are exploring, but it is not available today, and I would rather not guess at terms. Can I note what you would want (which series, format, delivery and what for) and pass it to our technical lead? Meanwhile, the Market State Detector gives you the classifications with full 2012-2024 history and an API, which you can use as an input to your own models."

        **Next step:** "Let me send the NDA today. Once signed, you get the validation packet with episode manifests, and we set up a technical session with our sales engineer on the API and the history file. If it holds up in your own tests, the 90-day pilot is the live forward test: $8,000 a month, 3-month commitment."
      `,
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Module 5: Demo (45 minutes, 4 lessons)
// ---------------------------------------------------------------------------------------------

const demo: LessonSource[] = [
  {
    id: 'demo-1-standard-flow',
    title: 'The standard 30-minute demo flow',
    durationMinutes: 14,
    type: 'reading',
    content: md`
      ## Before the call

      - Re-read your discovery notes and write the prospect's pain in one sentence, in their words.
      - Check today's classification. If today is not Calm, decide in advance how you will mention it (see lesson 2).
      - Open the quick-launch assets from the Guided Conversation Flow: the one-pager (sales/msd-one-pager), the demo flow (sales/demo-flow), the demo deck (sales/demo-deck) and the sample alert (client-resources/sample-alert).
      - Pick one replay example that matches their pain (web-resources/replay-examples).
      - **Screen-share only prospect-safe material:** the public product page (/market-state-detector), the demo deck, the sample alert and the replay examples. Never share the internal portal; every page of it is confidential. Close portal tabs before you share your screen.

      ## The flow

      1. **Recap and agenda (2 minutes).** "Last time you said your reviews start too late. Today I'll show what arrives before the open, how it performed from 2012 to 2024, and how you could test it. Did I miss anything?"
      2. **The frame (5 minutes).** The five states from Systemic Stress to Calm, the severity ladder and the ultra-selective story: fewer than 20 alerts a year, about 1.8 critical.
      3. **The morning experience (5 minutes).** Walk through the sample alert: what arrives, when, and what it says. Delivery by email, webhook or CSV, plus an API. Point out that most mornings say Calm, about 71% of trading days in the back-test.
      4. **The evidence (8 minutes).** One replay example matched to the persona, then the state's record: 9 of 9, 13 of 14, 9 of 15 or 58 of 61. Show the event criteria if a quant or risk officer is present. Every replay is an illustrative reconstruction of the back-test; say so.
      5. **Trust and audit (4 minutes).** Frozen, versioned rules (zero drift), SHA-256 hashed history in an immutable object-lock archive, validation packet under NDA.
      6. **Integration (3 minutes).** The API offers real-time state, alert history and documentation. Offer evaluation sandbox access by email (subject "Request Eval Sandbox Access") when technical evaluators are involved.
      7. **Value and next step (3 minutes).** If the sponsor asks, give the ROI illustration with disclaimers. Then propose the next step: NDA and validation packet, a technical session, or the 90-Day Institutional Pilot.

      ## The replay examples

      Five pinned screenshots in the Collateral Library, one per state:

      - Systemic Stress: 24 February 2020, the COVID-19 shock.
      - Volatility Spike: 2 August 2024, ahead of the 5 August volatility shock.
      - Stress (Advisory): 8 February 2018.
      - Turning: late December 2018, around the 24 December low.
      - Calm: 2017, a year of steady gains and low volatility.

      Narrate what happened in markets first, then what the frozen rules classified before the open. Let the prospect draw the conclusion.

      ## Rules of the room

      - Stop every five minutes and ask a question. A demo without questions is a presentation.
      - Say "in the back-test" every time you quote a figure.
      - If you do not know, say so, note it and bring in a sales engineer. Never improvise rule logic.
      - End on time. Book the next step before you hang up.
    `,
  },
  {
    id: 'demo-2-tailoring',
    title: 'Tailoring the demo by persona and by market state',
    durationMinutes: 10,
    type: 'reading',
    content: md`
      ## Tailor by persona

      Keep the seven steps; change the weight and the replay.

      - **Quant Fund.** Shorten the frame; extend evidence and integration. Replay: Turning, late December 2018 (58 of 61, median lead 2 business days). Show event criteria, manifest versions and the API endpoints. Bring the sales engineer and offer sandbox access.
      - **Discretionary PM.** Extend the morning experience. Replay: Volatility Spike, 2 August 2024 (13 of 14, same-day pre-market). Keep numbers to one per state; ask how the alert would change their morning.
      - **Risk Officer.** Extend trust and audit. Replay: Stress (Advisory), 8 February 2018, then the escalation ladder to Systemic Stress. Show alert history and the audit trail; offer the compliance packet and the methodology summary.
      - **C-Suite.** Fifteen minutes, not thirty: frame, Systemic Stress replay (24 February 2020; 9 of 9), the ROI illustration with disclaimers, and the pilot.

      ## Tailor by today's state

      The Guided Conversation Flow (/internal/msd/flow) builds a script from a persona and the current market state. Use it in preparation, not on screen.

      - **Calm today:** "Today is Calm, as it was on about 71% of trading days in the back-test. This is what an ordinary morning looks like, and why your team can trust the days it is not." Calm is the best time to set up: hedges are generally cheaper before stress than during it.
      - **Turning, Stress, Volatility Spike or Systemic Stress today:** state it factually, then move to the replay. "Today's pre-market classification is Turning. I am not going to tell you what to do with that; this is research, not advice. Let me show you what Turning looked like historically." Never turn today's state into a trade idea or a sense of urgency to buy.

      ## Assets and links

      - Quick launch: one-pager, demo flow, demo deck, sample alert.
      - Technical: API overview (technical-specs/api-overview), methodology summary (technical-specs/methodology-summary), state definitions (marketing/state-definitions).
      - Public follow-up: the public product page (/market-state-detector), where the prospect can request the validation packet.

      ## Things you never demo

      - The internal portal, including the Collateral Library and Playbook.
      - The internal pricing guide or basis-point tiers.
      - The ROI calculator without disclaimers on screen and in writing.
      - Geo-social stress research, the older Civil Unrest Suite pages or the MSP raw-data placeholder.
      - Aerospace or grid material to an investment audience unless they ask; those have their own status pages and buyers.

      ## After the demo

      Within one business day, send a short recap in the prospect's words, the one or two files that match their pain and the agreed next step with a date. Templates are in sales/email-templates.
    `,
  },
  {
    id: 'demo-3-quiz',
    title: 'Quiz: running the demo',
    durationMinutes: 8,
    type: 'quiz',
    content: md`
      ## Before you start

      Five questions about preparing and running the demo. They test the judgment calls that separate a demo that moves a deal from a tour of features: what to put on screen, which replay to choose, how to talk about today's state, and what never leaves the portal.

      Remember the seven steps and their timing:

      1. Recap and agenda, 2 minutes.
      2. The frame, 5 minutes.
      3. The morning experience, 5 minutes.
      4. The evidence, 8 minutes.
      5. Trust and audit, 4 minutes.
      6. Integration, 3 minutes.
      7. Value and next step, 3 minutes.

      Prospect-safe on screen: the public product page, the demo deck, the sample alert and the replay examples. Never on screen: the internal portal, pricing guide, red-line products and the ROI tool without disclaimers.

      ## Before you share your screen

      - Portal tabs closed and notifications off.
      - Today's classification checked, and your sentence about it written down.
      - One replay chosen for the persona, with that state's figures memorized.
      - The disclaimer text ready to paste if ROI comes up.
      - Next-step options ready: NDA and validation packet, a technical session with sandbox access, or the pilot.

      If you hesitate on any question below, re-read lesson 2: most demo mistakes are tailoring mistakes, not product mistakes.
    `,
    quiz: [
      {
        prompt: 'What may you screen-share during a prospect demo?',
        options: [
          'The internal Collateral Library so they can browse what we have',
          'The public product page, the demo deck, the sample alert and the replay examples',
          'The Sales Playbook, so they see we are organized',
          'The internal pricing guide, to speed up the close',
        ],
        answerIndex: 1,
        explanation:
          'The internal portal is confidential. Demo only from prospect-safe material and close portal tabs before sharing.',
      },
      {
        prompt:
          'Which replay example best fits a Discretionary PM on an equity volatility-sensitive book?',
        options: ['Volatility Spike, 2 August 2024', 'Calm, 2017', 'Geo-social trigger example'],
        answerIndex: 0,
        explanation:
          'Volatility Spike (13 of 14, same-day pre-market) matches a volatility-sensitive PM. Geo-social material is never shown.',
      },
      {
        prompt: 'The demo falls on a morning classified Turning. How do you mention it?',
        options: [
          '"It says Turning, so now is the time to sell."',
          'Do not mention it',
          '"Today\'s pre-market classification is Turning. This is research, not advice; let me show you what Turning looked like historically."',
        ],
        answerIndex: 2,
        explanation:
          "State it factually, keep the research framing and use the replay. Never turn the day's state into a trade idea or pressure.",
      },
      {
        prompt: 'Which three things does the API description cover?',
        options: [
          'Real-time state, alert history and documentation',
          'Raw MSP data, pricing and trade execution',
          'Geo-social indices, grid alerts and radiation warnings',
        ],
        answerIndex: 0,
        explanation:
          'The detector API is described as real-time state, alert history and documentation endpoints.',
      },
      {
        prompt: 'How long is the C-Suite version of the demo, and what does it include?',
        options: [
          'Sixty minutes with every replay example',
          'Five minutes: pricing only',
          'Thirty minutes focused on API endpoints',
          'Fifteen minutes: frame, the Systemic Stress replay, the ROI illustration with disclaimers and the pilot',
        ],
        answerIndex: 3,
        explanation:
          'Executives get the short version: frame, 9 of 9 with the 24 February 2020 replay, the illustration and the ask.',
      },
    ],
  },
  {
    id: 'demo-4-practice-turning-morning',
    title: 'Practice: a demo on a Turning morning',
    durationMinutes: 13,
    type: 'practice',
    content: md`
      ## The skill

      Real demos rarely go to plan. A second stakeholder joins, the market is moving and someone asks for "the number". This practice combines the three: plan a persona-weighted demo, handle a non-Calm classification on the day without turning it into advice, and answer a sponsor's value question without overstating.

      ## How to work this scenario

      1. Start from the seven-step flow and re-weight it for the two people in the room: the user (a Discretionary PM) and the sponsor (the CIO).
      2. Choose one replay example. Two is the maximum if the personas differ sharply; more than that dilutes the evidence.
      3. Write the exact sentence you will say about today's Turning classification. Read it back and check: is it factual, framed as research, and free of any suggestion to act?
      4. Prepare your answer to the CIO using the ROI arithmetic: one signal, base case, Founder License multiple, hypothetical label and a path to test it.
      5. Decide the next step you will propose before the call, so you close the demo rather than let it drift.

      ## Self-check

      - Did you keep the timing within 30 minutes?
      - Is every figure exact and labeled as back-test history?
      - Would compliance be comfortable with a recording of your Turning sentence?
      - Does your next step have a date and an owner?
      - Did you give the CIO one base-case figure, with the conservative figure ready, rather than the sum of all four signals?
      - Did you say what the pilot includes, not only what it costs?
    `,
    practice: {
      scenario:
        'You are demoing to a Discretionary PM at a 500 million equity long/short fund who told you in discovery that he "always sees the turn a week late". His CIO joins unexpectedly. This morning\'s pre-market classification is Turning. Ten minutes in, the CIO asks: "What is this worth to us, in dollars?"',
      tasks: [
        'Outline your 30-minute agenda, weighted for this PM and CIO.',
        'Choose the replay example and the figures you will show with it.',
        "Write exactly what you will say about today's Turning classification.",
        "Answer the CIO's value question and propose the next step.",
      ],
      modelAnswer: md`
        **Agenda:** recap the PM's pain, "seeing the turn late", and confirm (2 minutes); frame the five states and fewer than 20 alerts a year (4); the sample alert and a normal Calm morning (4); evidence (9); trust and audit (3); value for the CIO (4); next step (4).

        **Replay:** Turning, late December 2018, around the 24 December low. Figures: Turning classified 61 times in the 2012-2024 back-test, 58 confirmed (95%), median lead 2 business days, average 3.26, about 5 a year. Say that the replay is an illustrative reconstruction of the back-test.

        **Today's state:** "This morning's pre-market classification is Turning. I am not going to tell you what to do with that; this is research analytics, not advice, and your process makes the decisions. What I can show you is what Turning looked like historically, which is the December 2018 replay."

        **CIO's question:** "Here is an illustration, and the assumptions are yours to change. At 500 million, the calculator's base case values Turning at 1.2% of AUM a year, which is 6.0 million, 75 times an 80 thousand license, or a net 5.92 million. The conservative case is 0.4%, 2.0 million. These are hypothetical, not a forecast. The honest way to find out is to run it live."

        **Next step:** "I suggest the 90-Day Institutional Pilot: $8,000 a month, 3-month commitment, $24,000 in total, cancelable anytime after month 3. It includes daily pre-market classifications, the full 2012-2024 history and integration support. Can we set the success criteria now, based on how early the PM sees turns, and start on the first of next month?" Then send the NDA and the pilot request the same day.
      `,
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Module 6: Closing (30 minutes, 3 lessons)
// ---------------------------------------------------------------------------------------------

const closing: LessonSource[] = [
  {
    id: 'closing-1-trial-closes-and-pilot',
    title: 'Trial closes, the pilot offer and pricing guardrails',
    durationMinutes: 12,
    type: 'reading',
    content: md`
      ## Trial closes

      A trial close tests readiness without asking for the order. Use one after each strong moment in a demo and listen to the answer: it tells you the next objection.

      - "Based on what you have seen, which state would matter most to your book?"
      - "If the pilot showed the classifications fitting your review process, what would stop you from moving to an annual license?"
      - "Who besides you needs to see the validation packet before a pilot?"
      - "Would a pilot starting at the beginning of next month fit your calendar?"
      - "Shall I send the pilot request and the NDA today?"

      Positive answers earn the direct ask. Hesitant answers are objections in disguise: go back to Module 4.

      ## The offer: the 90-Day Institutional Pilot

      - **$8,000 per month, 3-month commitment, $24,000 total; cancel anytime after month 3.**
      - Includes daily pre-market classifications, full history 2012-2024, integration support, methodology documentation, the compliance packet and an auditable signal history (SHA-256, immutable object-lock archive).
      - Request it with the "Request 90-Day Institutional Pilot" mail draft.

      The direct ask: "You told me the goal is to start reviews earlier and document why. The pilot tests exactly that for 90 days, at $8,000 a month. Shall we agree the success criteria and a start date?"

      ## After the pilot: the Annual License

      - Custom pricing based on AUM. Use the "Annual License Pricing Inquiry" mail draft to start the conversation.
      - The ROI calculator shows the Founder License at 80 thousand per year; Enterprise is "Coming 2026", with no price.
      - The internal six-tier guide (Founder-Partner 0.16bp, Founder 0.25bp, Early Adopter 0.3bp, Standard 0.5bp, with minimums and caps) stays internal. Never quote basis points in writing or build a quote from them on a call; work it out with your manager using the pricing guide (sales/pricing-guide).

      ## Guardrails

      - The published pilot terms are the terms. Anything else (discounts, free months, shorter commitments) goes to your manager before you answer.
      - Do not promise results, a lead time or a number of alerts during the pilot. A 90-day window may be mostly Calm, since about 71% of back-test trading days were. Set that expectation before signature, and make the 2012-2024 history part of the evaluation.
      - Every number in a proposal carries the hypothetical-illustration and research-only disclaimers.
      - Never close on a product we do not sell: no geo-social, no MSP raw data.

      Use the pilot plan (sales/pilot-plan) to agree success criteria, owners and the month-3 review date in writing.
    `,
  },
  {
    id: 'closing-2-practice-come-back-later',
    title: 'Practice: "come back later", then onboarding',
    durationMinutes: 10,
    type: 'practice',
    content: md`
      ## Come-back-later handling

      "Come back later" is rarely a no. Find out which of these it is and answer that:

      - **"Send me some information."** Send one or two files that match their pain (the one-pager and the sample alert, usually), ask what they will look for in them and book a dated follow-up before you hang up.
      - **"Not this quarter; the budget is set."** Ask when the next budget is set and who sets it; offer to time the pilot to it, and keep technical evaluators moving with sandbox access (the "Request Eval Sandbox Access" mail draft) in the meantime.
      - **"Compliance or the committee has to review it first."** Send the methodology summary, offer the NDA for the validation packet and offer to join their review call.
      - **"Markets are calm; there is no urgency."** Calm was about 71% of trading days in the back-test; most of the time is calm. Calm is when a team can set up a process and evaluate it without pressure, and when protection is generally cheaper than during stress. Never use today's state to create false urgency.

      ## Onboarding steps after a yes

      1. Send the "Request 90-Day Institutional Pilot" mail and the NDA; share the validation packet once the NDA is signed.
      2. Confirm recipients and the delivery channel: email, webhook, CSV or the API.
      3. Share the onboarding guide (client-resources/onboarding-guide) and the methodology summary; book the kickoff with a sales engineer for integration.
      4. Write down the success criteria from discovery, the owners and the month-3 review date, using the pilot plan.
      5. Check in after the first week of delivery and whenever the classification changes from Calm.
      6. At the month-3 review, compare results against the criteria and open the Annual License conversation.
    `,
    practice: {
      scenario:
        'A Discretionary PM at a family office has just seen a strong demo. He says: "This is genuinely interesting. But markets are quiet, my CIO is traveling, and I would rather pick this up next quarter. Just send me something."',
      tasks: [
        'Identify which come-back-later situations are really in play and respond to them.',
        'Propose a concrete next step with a date, owner and the files you will send.',
        'If he agrees to a pilot after all, list the onboarding steps you would walk him through.',
      ],
      modelAnswer: md`
        **What is in play:** "markets are quiet" (no urgency) and "my CIO is traveling" (the sponsor is missing). "Send me something" is the polite exit.

        **Response:** "Makes sense. On quiet markets: in our back-test, about 71% of trading days were Calm, so most of the time looks like today. That makes now a good time to set the process up and judge it without pressure, rather than in the middle of a stress episode. On your CIO: would it help if I sent a one-page summary written for him, and we held 20 minutes when he is back? I'll send the one-pager and the sample alert today. What will you look for when you read them?"

        **Next step:** a 20-minute call with the PM and the CIO on a specific date when the CIO is back (owner: you, by calendar invitation today); the one-pager (sales/msd-one-pager) and sample alert (client-resources/sample-alert) by email today, with the research-only disclaimer; the goal of that call is to agree pilot success criteria.

        **If he says yes:** send the "Request 90-Day Institutional Pilot" mail and the NDA ($8,000 a month, 3-month commitment, $24,000 total, cancel anytime after month 3); confirm recipients and the delivery channel (email, webhook, CSV or API); share the onboarding guide and methodology summary and book the kickoff with a sales engineer; write down success criteria, owners and the month-3 review date in the pilot plan, noting that the 90 days may be mostly Calm; check in after week one and whenever the state changes from Calm; at month 3, review against the criteria and open the Annual License conversation.
      `,
    },
  },
  {
    id: 'closing-3-quiz',
    title: 'Final quiz: closing and certification check',
    durationMinutes: 8,
    type: 'quiz',
    content: md`
      ## Before you start

      The last six questions of the course. They cover closing, but several draw on earlier modules, because a close fails when the facts underneath it are wrong. When you complete this lesson, the course reaches 100% and your certification appears.

      Final checklist:

      - Pilot: $8,000 per month, 3-month commitment, $24,000 total, cancel anytime after month 3.
      - Annual License: custom pricing based on AUM; the basis-point guide stays internal.
      - Trial closes test readiness; hesitant answers are objections in disguise.
      - Come back later: find out which situation it is, then book a dated next step.
      - Onboarding: mail and NDA, delivery channel, onboarding guide and kickoff, written success criteria, check-ins, month-3 review.
      - Always: research analytics, historical back-test 2012-2024, not investment advice, hypothetical projections.

      ## Closing mistakes that lose deals

      - Asking for the order before discovery is complete, so the prospect has nothing to say yes to.
      - Letting "come back later" end the call without a dated next step.
      - Improvising price: basis-point quotes, discounts or free months.
      - Overpromising the pilot: stress events, lead times or returns.
      - Skipping written success criteria, so nobody can agree at month 3 whether the pilot worked.
    `,
    quiz: [
      {
        prompt: 'What are the 90-Day Institutional Pilot terms?',
        options: [
          '$8,000 per month, 3-month commitment, $24,000 total, cancel anytime after month 3',
          '$8,000 total, cancel anytime',
          '$80,000 per year, billed upfront',
          '$24,000 per month for 3 months',
        ],
        answerIndex: 0,
        explanation:
          'Pilot: $8,000 a month, 3-month commitment, $24,000 in total, cancelable anytime after month 3.',
      },
      {
        prompt: 'Which line is a trial close rather than a direct ask?',
        options: [
          '"Please sign the pilot agreement today."',
          '"Our price is $8,000 a month."',
          '"Based on what you have seen, which state would matter most to your book?"',
        ],
        answerIndex: 2,
        explanation:
          'A trial close tests readiness and surfaces the next objection without asking for the order.',
      },
      {
        prompt:
          'A prospect asks for the Annual License price for 1 billion AUM on the call. What do you do?',
        options: [
          'Multiply by the Founder basis-point rate and quote it',
          'Quote the Enterprise tier',
          'Say pricing is confidential and move on',
          'Explain that the Annual License is custom-priced on AUM, use the Annual License Pricing Inquiry draft and work the quote out with your manager',
        ],
        answerIndex: 3,
        explanation:
          'The six-tier basis-point guide is internal and has minimums and caps. Never build a quote from it on a call; Enterprise has no price ("Coming 2026").',
      },
      {
        prompt: 'Before a pilot is signed, what expectation must you set about the 90 days?',
        options: [
          'That the window may be mostly Calm, so the full 2012-2024 history is part of the evaluation',
          'That at least one Systemic Stress classification will occur',
          'That the pilot will pay for itself within the first month',
        ],
        answerIndex: 0,
        explanation:
          'About 71% of back-test trading days were Calm. Promising stress events or returns breaks the research framing and sets the pilot up to fail.',
      },
      {
        prompt: '"Markets are quiet, let\'s talk next quarter." Which response is best?',
        options: [
          '"Today\'s state could flip any moment, so you need to sign now."',
          '"Calm was about 71% of trading days in the back-test; it is the best time to set up and evaluate without pressure. Can we book 20 minutes with your CIO on a date that works?"',
          '"Sure, I will call you in three months."',
        ],
        answerIndex: 1,
        explanation:
          'Address the real reason, never create false urgency and always leave with a dated next step.',
      },
      {
        prompt: 'Which statement about the finished course is correct?',
        options: [
          'Certification allows you to sell the MSP raw-data feed',
          'Certification means you can describe geo-social research to clients',
          'Certification covers the Market State Detector; geo-social research and the MSP raw-data feed are never presented as sellable',
        ],
        answerIndex: 2,
        explanation:
          'The course certifies you on the Market State Detector only. Geo-social work is research only and the MSP raw-data feed is a placeholder: capture, escalate, redirect.',
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------

const modules: TrainingModuleSource[] = [
  {
    id: 'foundations',
    title: 'Foundations: The Market State Detector',
    description:
      'What the Market State Detector is, the five market states and their 2012-2024 back-test figures, Calm context, the event criteria and the compliance framing every conversation must keep.',
    durationMinutes: 60,
    prerequisite: null,
    lessons: foundations,
  },
  {
    id: 'discovery',
    title: 'Discovery: Personas, Questions and Openers',
    description:
      'Qualify the four buyer personas (Quant Fund, Discretionary PM, Risk Officer, C-Suite), ask the discovery questions that surface a real use case and choose the right one of the five openers.',
    durationMinutes: 45,
    prerequisite: 'foundations',
    lessons: discovery,
  },
  {
    id: 'roi',
    title: 'ROI: Illustrative Value, Done Correctly',
    description:
      'Run the ROI calculator: inputs, tiers, annual value shares, the ROI multiple and net benefit arithmetic, and the disclaimers that must accompany every hypothetical figure.',
    durationMinutes: 40,
    prerequisite: 'discovery',
    lessons: roi,
  },
  {
    id: 'objections',
    title: 'Objections: The Eight You Will Hear',
    description:
      'A four-step method and approved responses for the eight common objections, plus the red lines: raw-data requests, geo-social questions, guarantees and ROI sharing.',
    durationMinutes: 50,
    prerequisite: 'roi',
    lessons: objections,
  },
  {
    id: 'demo',
    title: 'Demo: Showing the Detector Without Overclaiming',
    description:
      "The standard 30-minute demo flow, tailoring by persona and by the day's market state, the assets to launch and what never goes on screen.",
    durationMinutes: 45,
    prerequisite: 'objections',
    lessons: demo,
  },
  {
    id: 'closing',
    title: 'Closing: Trial Closes, the Pilot and Onboarding',
    description:
      'Trial closes, the 90-Day Institutional Pilot terms, Annual License and pricing guardrails, come-back-later handling and the onboarding steps after a yes.',
    durationMinutes: 30,
    prerequisite: 'demo',
    lessons: closing,
  },
];

export const training: TrainingSource = {
  intro:
    'This course takes you from new starter to certified on the Market State Detector. Work through the six modules in order (Foundations, Discovery, ROI, Objections, Demo and Closing); each unlocks only when every lesson of the module before it is complete, and each mixes readings with quizzes and practice scenarios that come with model answers to compare against. Every performance figure in the course comes from the 2012-2024 historical back-test as published in this portal; the detector is research analytics, not investment advice, and every projection you will practice is hypothetical. Progress is saved in this browser and, once you have given your name and work email, follows you to your other devices. Internal use only and confidential: do not forward lessons, quizzes or ROI material to prospects.',
  modules,
  certification: md`
    **Certified: Market State Detector sales training complete.** You have finished all 24 lessons across the six modules.

    Completion means you can explain the five market states with exact back-test figures, run discovery for all four personas, build an ROI illustration with the correct arithmetic and disclaimers, handle the eight common objections and the red lines, deliver the standard demo, and propose the 90-Day Institutional Pilot ($8,000 per month, 3-month commitment, $24,000 total, cancel anytime after month 3).

    It does not authorize you to quote Annual License prices or the internal basis-point tiers without your manager, to share the ROI tool with prospects without disclaimers, or to present geo-social research or the MSP raw-data feed as sellable.

    **Next steps**

    1. Tell your manager you are certified and ask them to join your first live demo.
    2. Keep the Sales Playbook and the Guided Conversation Flow open on every call, and refresh the figures before each one.
    3. Prepare from the Collateral Library's Start Here set: the one-pager, demo flow, pricing guide and sample alert.
    4. To revisit a lesson, open it again from its module. Reset Progress clears the whole course, so use it only if you want to retake everything.
  `,
};
