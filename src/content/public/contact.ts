import type { ContactCard, ContactContent } from './contact.schema';

/** Contact (/contact): the three mailboxes, the form's labels and the Thank You panel. */
export const contactPage: ContactContent = {
  hero: {
    eyebrow: 'Contact',
    title: 'Talk to the research team',
    lead: 'Questions about the Market State Detector, licensing, the Axion beta or a research collaboration? Write to the right mailbox directly, or use the form and we will route your message.',
  },
  cardsSection: { eyebrow: 'Mailboxes', title: 'Reach the right team' },
  formSection: {
    eyebrow: 'Send a message',
    title: 'Write to us',
    intro:
      'Submitting opens a pre-filled draft in your own mail client, addressed to our general inbox. Nothing is sent or stored until you send it.',
  },
  form: {
    name: { label: 'Name', error: 'Please enter your name.' },
    email: {
      label: 'Work email',
      hint: 'We reply to this address.',
      error: 'Please enter your email address.',
    },
    inquiryType: { label: 'Inquiry type' },
    message: {
      label: 'Message',
      hint: 'Tell us about your organization and what you would like to discuss.',
      error: 'Please enter a message.',
    },
    requiredNote: 'All fields are required.',
    submitLabel: 'Open Mail Draft',
    privacyNote:
      'Your details go only into the draft in your mail client; this page does not send or store them.',
  },
  thankYou: {
    title: 'Thank you',
    text: 'Your mail client should now show a draft with your message. Send it, and a member of the team will reply by email.',
    fallback: 'If your mail client did not open, write directly to',
    sendAnotherLabel: 'Send another message',
  },
  mailLabels: { name: 'Name', email: 'Email', inquiryType: 'Inquiry type', message: 'Message' },
  disclaimer:
    'We cannot give investment, medical or professional advice, or comment on individual trading decisions. Meridian Field Research is not a registered investment adviser.',
};

export const contactCards: ContactCard[] = [
  {
    id: 'corporate',
    title: 'Corporate',
    description: 'Product questions, the Institutional Pilot Program, licensing and partnerships.',
    mail: { to: 'contact', subject: 'Corporate Inquiry', body: '' },
  },
  {
    id: 'research',
    title: 'Research',
    description: 'Methodology, validation documentation under NDA and research collaborations.',
    mail: { to: 'research', subject: 'Research Inquiry', body: '' },
  },
  {
    id: 'media',
    title: 'Media',
    description: 'Press inquiries, interviews and requests for comment from the research team.',
    mail: { to: 'media', subject: 'Media Inquiry', body: '' },
  },
];
