/** Starts every Playwright run with no CSP violation on record. */
import { rmSync } from 'node:fs';
import { CSP_REPORT_FILE } from '../../playwright.config.ts';

export default function cspSetup(): void {
  rmSync(CSP_REPORT_FILE, { force: true });
}
