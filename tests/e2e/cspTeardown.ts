/**
 * Fails the Playwright run when any page broke the Content-Security-Policy
 * (the browser reported it to the preview server's report-uri). The probe
 * test's own deliberate violations are left out: they prove the reporting works
 * (and so are the framing test's refused frames).
 */
import { readReports } from '../../scripts/cspReportsPlugin.ts';
import { CSP_REPORT_FILE } from '../../playwright.config.ts';

export const CSP_PROBE = 'csp-probe';

/**
 * A refused frame-ancestors is the framing test proving that another site cannot frame a page
 * (tests/e2e/framing.spec.ts); no other test frames the app from another origin.
 */
const FRAMED_BY_ANOTHER_SITE = (r: Report) => /^frame-ancestors/.test(r['csp-report']?.['violated-directive'] ?? '');

interface Report {
  'csp-report'?: { 'document-uri'?: string; 'violated-directive'?: string; 'blocked-uri'?: string; 'source-file'?: string; 'line-number'?: number };
}

export default async function cspTeardown(): Promise<void> {
  // Reports are sent after the page acted; give the last ones a moment to arrive.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const violations = (readReports(CSP_REPORT_FILE) as Report[]).filter(
    (r) => !String(r['csp-report']?.['document-uri'] ?? '').includes(CSP_PROBE) && !FRAMED_BY_ANOTHER_SITE(r),
  );
  if (!violations.length) return;
  const lines = violations.map((r) => {
    const v = r['csp-report'] ?? {};
    return `  ${v['violated-directive']} blocked ${v['blocked-uri']} on ${v['document-uri']} (${v['source-file'] ?? ''}:${v['line-number'] ?? ''})`;
  });
  throw new Error(`Content-Security-Policy violations during the run (${violations.length}):\n${lines.join('\n')}`);
}
