import type { DataInActionContent } from './data-in-action.schema';

export const dataInActionContent: DataInActionContent = {
  eyebrow: 'Historical signal replay',
  title: 'See the Data In Action',
  lead: 'Walk through the daily classifications of the 2012-2024 back-test on a live chart: where each alarm state fired, how long it lasted and what the market did next.',
  form: {
    title: 'Request access to the signal history',
    intro:
      'Tell us who you are and we will open the replay right away. Access is free for institutional research.',
    acknowledgement:
      'I understand these are historical 2012-2024 back-tests, provided for institutional research only, and are not investment advice.',
    submit: 'Open the signal history',
    submitting: 'Submitting...',
    missingIntro: 'To continue:',
    missing: {
      name: 'enter your full name (at least 2 characters)',
      company: 'enter your company (at least 2 characters)',
      email: 'enter a valid work email (name@firm.com)',
      acknowledged: 'tick the acknowledgement',
    },
    invalid: {
      name: 'Enter at least 2 characters.',
      company: 'Enter at least 2 characters.',
      email: 'Use a format like name@firm.com.',
    },
    privacy:
      'We use these details only to follow up on your research access. Your request is saved on this device first, so it is not lost if your connection drops.',
    unavailable:
      'This form could not load without a connection. It will be ready as soon as you are back online.',
  },
  chart: {
    title: 'Historical signal chart',
    intro:
      'The chart shows the S&P 500 from 2012 to 2024 with every back-tested classification drawn in its state’s colour. Zoom into any episode to see the lead time before the move.',
    openButton: 'Open Chart in New Window',
    popupBlocked: 'Your browser blocked the chart window. Use Open Chart in New Window to open it.',
    embedNote:
      'The charting provider does not allow embedding, so the chart opens in its own window.',
    legendTitle: 'Alarm states',
    readingTitle: 'How to read the chart',
    reading: [
      'Each shaded band is one classification episode, from the first pre-market alert to structural normalisation.',
      'Calm is shown only when all four stress classifications are inactive.',
      'Classifications are fixed rules applied day by day with no re-fitting: what you see is what the rules said before the open.',
    ],
    replaysTitle: 'Replay examples',
    lockButton: 'Lock this view',
    lockNote: 'Locking hides the chart on this device until the access form is completed again.',
  },
  status: {
    sending: 'Sending your request…',
    sent: 'Your request was sent. Thank you: we will be in touch.',
    savedOffline: 'Saved on this device; it will be sent when you’re back online.',
    retrying: 'Saved on this device; the server did not answer, so it will be sent again shortly.',
    refusedTitle: 'A request could not be accepted',
    retry: 'Try again',
    discard: 'Discard',
    pendingTitle: 'Pending requests',
  },
};
