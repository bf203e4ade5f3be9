/** `npm run check:schemas`: exits 1 and lists every finding when a schema is wrong. */
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { checkProject, formatFinding } from './schemaCheck.ts';
import { projectNames } from '../app/projectNames.ts';
import { staleContractFiles } from './writeContracts.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const names = projectNames();
const findings = checkProject(root, names);
for (const file of staleContractFiles(root, names.contracts!)) {
  findings.push({
    file,
    pointer: '',
    message: 'out of date with the widget and action contracts',
    fix: 'Run `npm run contracts` (it rewrites the editors\u2019 part of the meta-schema and the catalogue from widgets/*.contract.ts and actions/*/*Contracts.ts).',
  });
}

if (findings.length) {
  console.error(`Schema check: ${findings.length} problem(s)\n`);
  for (const f of findings) console.error(formatFinding(f) + '\n');
  process.exit(1);
}
console.log('Schema check: every screen, route, table, contract and fixture is consistent.');
