/**
 * `npm run contracts`: writes what the widget and action contracts say into
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
  const { projectNames } = await import('../app/projectNames.ts');
  const root = join(import.meta.dirname, '..');
  const files = contractFiles(root, projectNames().contracts!);
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
  console.log(`Wrote ${Object.keys(files).join(' and ')} from the contracts.`);
}
