/** What the sandbox received, for tests that assert on what was sent. */
export interface LoggedRequest {
  endpoint: string;
  method: string;
  url: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Raw body text (form-encoded, JSON or multipart). */
  body: string;
}

export const requestLog: LoggedRequest[] = [];

export function clearRequestLog(): void {
  requestLog.length = 0;
}
