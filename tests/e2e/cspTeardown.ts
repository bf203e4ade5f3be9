/**
 * Fails the Playwright run when any page broke the Content-Security-Policy
 * (the browser reported it to the preview server's report-uri). The probe
 * test's own deliberate violations are left out: they prove the reporting works.
 */
import { readReports } from '../../scripts/cspReportsPlugin';
import { CSP_REPORT_FILE } from '../../playwright.config';

export const CSP_PROBE = 'csp-probe';

interface Report {
  'csp-report'?: { 'document-uri'?: string; 'violated-directive'?: string; 'blocked-uri'?: string; 'source-file'?: string; 'line-number'?: number };
}

export default async function cspTeardown(): Promise<void> {
  // Reports are sent after the page acted; give the last ones a moment to arrive.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const violations = (readReports(CSP_REPORT_FILE) as Report[]).filter((r) => !String(r['csp-report']?.['document-uri'] ?? '').includes(CSP_PROBE));
  if (!violations.length) return;
  const lines = violations.map((r) => {
    const v = r['csp-report'] ?? {};
    return `  ${v['violated-directive']} blocked ${v['blocked-uri']} on ${v['document-uri']} (${v['source-file'] ?? ''}:${v['line-number'] ?? ''})`;
  });
  throw new Error(`Content-Security-Policy violations during the run (${violations.length}):\n${lines.join('\n')}`);
}
