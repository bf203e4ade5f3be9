/**
 * The run-time meta-schema check of one screen document (app/screens.ts
 * checkScreen), loaded on its own once the screen is drawn. A document the
 * build checked (its fingerprint is in virtual:screen-checked) passes as it
 * is; any other (a hand edit in the dev server, a deployment mix-up) is
 * checked with the precompiled validator, downloaded only then.
 */
import { checkedScreens } from 'virtual:screen-checked';
import type { Finding } from '../renderer/check';
import { screenFingerprint } from './screenFingerprint';

/** What the meta-schema refuses in the document (none when it is valid), each with its line for the console. */
export async function screenFindings(id: string, doc: unknown): Promise<{ findings: Finding[]; lines: string[] }> {
  if (checkedScreens.includes(screenFingerprint(doc))) return { findings: [], lines: [] };
  // Destructured in the `then`, so the bundle keeps only these two of the checks entry's exports in the chunk it loads.
  const [{ validateScreen }, { metaFindings, formatFinding }] = await Promise.all([
    import('virtual:screen-validator'),
    import('../renderer/check').then(({ metaFindings, formatFinding }) => ({ metaFindings, formatFinding })),
  ]);
  if (validateScreen(doc)) return { findings: [], lines: [] };
  const findings = metaFindings(`schemas/screens/${id}.json`, validateScreen.errors ?? []);
  return { findings, lines: findings.map(formatFinding) };
}
