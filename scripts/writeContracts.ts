/**
 * `npm run contracts`: writes the widget and action registries from their
 * contracts (scripts/writeRegistries.ts), then what the contracts say into
 * schemas/screen.schema.json (the part editors complete props, events and
 * arguments from) and docs/catalogue.md. `npm run check` runs
 * `contractFiles` too and fails, naming this command, when either is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Contracts } from '../renderer/check.ts';
import { formatJson } from '../studio/jsonLayout.ts';
import { catalogue, structuralMetaSchema, withContracts } from './contractSchema.ts';

/** The generated files, path relative to the repository → content. */
export function contractFiles(root: string, contracts: Contracts): { [file: string]: string } {
  const schemaFile = 'schemas/screen.schema.json';
  const current = JSON.parse(readFileSync(join(root, schemaFile), 'utf8')) as { [key: string]: unknown };
  return {
    [schemaFile]: formatJson(withContracts(structuralMetaSchema(current), contracts) as never),
    'docs/catalogue.md': catalogue(contracts),
  };
}

/** The generated files whose text on disk differs from what the contracts say. */
export function staleContractFiles(root: string, contracts: Contracts): string[] {
  return Object.entries(contractFiles(root, contracts))
    .filter(([file, text]) => {
      try {
        return readFileSync(join(root, file), 'utf8') !== text;
      } catch {
        return true;
      }
    })
    .map(([file]) => file);
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const root = join(import.meta.dirname, '..');
  // The registries first (decision 052): the contracts below are read through them.
  const { writeRegistries } = await import('./writeRegistries.ts');
  const { formatFinding } = await import('./schemaCheck.ts');
  const registries = await writeRegistries(root);
  for (const file of registries.written) console.log(`Wrote ${file} from the contracts.`);
  for (const finding of registries.findings) console.error(`${formatFinding(finding)}\n`);
  const { projectNames } = await import('../app/projectNames.ts');
  const files = contractFiles(root, projectNames().contracts!);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
  console.log(`Wrote ${Object.keys(files).join(' and ')} from the contracts.`);
  if (registries.findings.length) process.exit(1);
}
