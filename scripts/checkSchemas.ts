/** `npm run check:schemas`: exits 1 and lists every finding when a schema is wrong. */
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { checkProject, formatFinding } from './schemaCheck.ts';
import { staleContractFiles } from './writeContracts.ts';
import { registryFindings } from './writeRegistries.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// The registries first: the names every other check reads come from them (decision 052).
const findings = await registryFindings(root);
// Loaded after, so that a registry naming a file that is gone is reported with its fix, not as a stack trace.
const names = await import('../app/projectNames.ts').then(
  ({ projectNames }) => projectNames(),
  (error: unknown) => {
    console.error(`Schema check: the registries cannot be loaded (${String(error)}).\n`);
    for (const f of findings) console.error(formatFinding(f) + '\n');
    console.error('Run `npm run contracts` to write them again from the contracts.');
    process.exit(1);
  },
);
findings.push(...checkProject(root, names));
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
