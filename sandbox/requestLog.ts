/** What the sandbox received, for tests that assert on what was sent. */
export interface LoggedRequest {
  endpoint: string;
  method: string;
  url: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** Raw body text (form-encoded, JSON or multipart). */
  body: string;
  /** A multipart upload's body byte for byte, in base64 (the text above cannot hold a picture's bytes). */
  bytes?: string;
}

/** Bytes as base64, in browsers and Node alike. */
export function base64Of(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

export const requestLog: LoggedRequest[] = [];

export function clearRequestLog(): void {
  requestLog.length = 0;
}
