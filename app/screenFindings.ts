/**
 * The run-time meta-schema check of one screen document (app/screens.ts
 * checkScreen), loaded on its own once the screen is drawn, where a document
 * may be anything: the dev server (a hand edit) and the unit tests. A build
 * checks every document it bundles and refuses one the meta-schema refuses
 * (scripts/screenValidatorPlugin.ts), so a built page never loads this.
 */
import type { Finding } from '../renderer/check.ts';

/** What the meta-schema refuses in the document (none when it is valid), each with its line for the console. */
export async function screenFindings(id: string, doc: unknown): Promise<{ findings: Finding[]; lines: string[] }> {
  // Destructured in the `then`, so the bundle keeps only these two of the checks entry's exports in the chunk it loads.
  const [{ validateScreen }, { metaFindings, formatFinding }] = await Promise.all([
    import('virtual:screen-validator'),
    import('../renderer/check.ts').then(({ metaFindings, formatFinding }) => ({ metaFindings, formatFinding })),
  ]);
  if (validateScreen(doc)) return { findings: [], lines: [] };
  const findings = metaFindings(`schemas/screens/${id}.json`, validateScreen.errors ?? []);
  return { findings, lines: findings.map(formatFinding) };
}
