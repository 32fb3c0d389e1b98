/** The device check-in, for the staff account's devices list. */
export { checkIn } from './device-check-in';
