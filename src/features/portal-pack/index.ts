/** The per-document keep-offline switch, for the library's cards. */
export { KeepToggle } from './keep-toggle';
