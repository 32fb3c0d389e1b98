/** The mailto builder and its button, for the features that offer an email. */
export { buildMailto } from './mailto';
export { MailButton } from './mail-button';
