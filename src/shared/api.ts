/** The API's response shapes, shared by the Worker and its clients. */
export interface ApiFieldError {
  field: string;
  message: string;
}

export interface ApiError {
  ok: false;
  error: { code: string; message: string; fields?: ApiFieldError[] };
}

export interface HealthResponse {
  ok: true;
  version: string;
}

export interface LeadAccepted {
  ok: true;
  id: string;
}

/** GET /api/portal/whoami: with Cloudflare Access configured, the verified email the Worker attributes events to. */
export interface PortalWhoami {
  ok: true;
  access: boolean;
  /** Null when Access is off: the rep's identity is then the one the device declares. */
  email: string | null;
}

/**
 * DELETE /api/portal/reps?email=&deviceId=&since=&until= (an admin or the service token): the matching events are
 * gone. Echoes the filters it was given (email or deviceId, or both; since/until optional).
 */
export interface PortalRepErased {
  ok: true;
  /** Absent when only a device was named. */
  email?: string;
  deviceId?: string;
  /** Inclusive UTC days, YYYY-MM-DD. */
  since?: string;
  until?: string;
  erased: number;
}
