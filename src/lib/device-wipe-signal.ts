/**
 * Tells this page's writers of portal data that the device was wiped (decision 0025): the wipe sets
 * it before it deletes anything, so a download that finishes during or after the wipe undoes its
 * write instead of leaving a file behind. A new enrolment clears it.
 */
let wiped = false;

export function markDeviceWiped(): void {
  wiped = true;
}

export function clearDeviceWiped(): void {
  wiped = false;
}

export function isDeviceWiped(): boolean {
  return wiped;
}
