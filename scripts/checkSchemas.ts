/** `npm run check:schemas`: exits 1 and lists every finding when a schema is wrong. */
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { widgets } from '../widgets';
import { actions } from '../actions';
import { endpointNames } from '../actions/api/endpoints';
import { checkProject, formatFinding } from './schemaCheck';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const findings = checkProject(root, {
  widgets: Object.keys(widgets),
  actions: Object.keys(actions),
  endpoints: endpointNames,
});

if (findings.length) {
  console.error(`Schema check: ${findings.length} problem(s)\n`);
  for (const f of findings) console.error(formatFinding(f) + '\n');
  process.exit(1);
}
console.log('Schema check: every screen, route, table and fixture is consistent.');
