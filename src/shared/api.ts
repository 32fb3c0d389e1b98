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
