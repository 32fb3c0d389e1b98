/**
 * IndexedDB names shared by the page and the service worker. Record keys keep the spec's names
 * (the spec's local-storage keys live on as keys of the `flags` table; see the design card).
 */
export const DB_NAME = 'msd';

export const FLAG_KEYS = {
  /** The Data In Action gate: present and true means the visitor has passed the access form. */
  dataGate: 'mf_data_gate_ok_v1',
  /** The unlocked portal: its non-extractable key, vault salt and expiry. */
  portalSession: 'mf_internal_auth_v1',
  /** Failed portal unlock attempts and the wait they impose, so a reload does not reset it. */
  portalThrottle: 'mf_internal_attempts_v1',
  /** Training progress: the list of completed lesson ids. */
  trainingProgress: 'mf_training_progress_v1',
  /** First-touch attribution (utm_*, referrer host, landing path) with its 90-day expiry. */
  firstTouch: 'msd_first_touch_v1',
} as const;

/**
 * Team sync's keys of the `flags` table, apart from FLAG_KEYS so the public pages' bundle (which
 * uses FLAG_KEYS) does not carry them.
 */
export const TEAM_FLAG_KEYS = {
  /** The sync credential the Worker refused (401), so the portal asks for the password once. */
  syncRefused: 'msd_sync_refused_v1',
  /** This device's random id and the rep using it. */
  deviceId: 'msd_device_id_v1',
  rep: 'msd_rep_v1',
  /** Set once the rep answered or skipped the identity prompt, so it is asked once per device. */
  repPrompted: 'msd_rep_prompted_v1',
} as const;

/**
 * This device's enrolment (decision 0025), apart from FLAG_KEYS so the public bundle does not
 * carry them: the wrapped device key and sealed content key, and the notice a wiped device shows.
 */
export const DEVICE_FLAG_KEYS = {
  device: 'msd_portal_device_v1',
  /** Set when the Worker told this device its access was removed (no personal data: a time). */
  wiped: 'msd_portal_wiped_v1',
  /**
   * Why the portal session ended when a new key epoch did (which notice to show), kept until the
   * next unlock: a reload meanwhile, such as the one that activates the new version, still says why.
   */
  lockReason: 'msd_portal_lock_reason_v1',
} as const;

/**
 * The published library on this device (issue 26): the last feed (sealed entries, as the Worker
 * sent them) and the newest change the rep has seen (for "New", "Updated" and "What's new").
 */
export const LIBRARY_FLAG_KEYS = {
  feed: 'msd_library_feed_v1',
  seen: 'msd_library_seen_v1',
} as const;

/**
 * The portal pack's "ready offline" line the rep dismissed on this device: the notice it was (its
 * file count, bytes and whether offline access was running low), so a change brings it back.
 */
export const PACK_FLAG_KEYS = {
  readyDismissed: 'msd_pack_ready_dismissed_v1',
} as const;

/** BroadcastChannel on which a tab that locks the portal (or sees it expire) tells the others. */
export const PORTAL_SESSION_CHANNEL = 'msd-portal-session';

/** Web Locks name that serialises outbox flushes (leads and events) between tabs and the service worker. */
export const OUTBOX_LOCK = 'msd-lead-outbox';
/** Background Sync tag the page registers when something is queued (kept from the lead-only outbox). */
export const OUTBOX_SYNC_TAG = 'msd-lead-outbox';
