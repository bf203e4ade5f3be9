/**
 * The registries of widgets and actions, written from their contracts (decision 052): a widget is its component, its
 * contract and its test (scripts/widgetRegistryFiles.ts); an action is its handler and its contract in its group
 * (scripts/actionRegistryFiles.ts). `npm run contracts` and the dev server write them; `npm run check` reports a
 * registry that is behind and whatever a widget or an action is missing, with file and fix.
 *
 *   node --import tsx scripts/writeRegistries.ts           write the registries that differ
 *   node --import tsx scripts/writeRegistries.ts --check   exit 1, saying why, when one is behind or something is missing
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import prettier from 'prettier';
import type { Finding } from '../renderer/check.ts';
import { actionRegistryFiles } from './actionRegistryFiles.ts';
import { widgetRegistryFiles } from './widgetRegistryFiles.ts';

/** Every registry as the repository keeps it (laid out by Prettier, as `npm run format` would), and what is missing. */
export async function registryFiles(root: string): Promise<{ files: { [file: string]: string }; findings: Finding[] }> {
  const widgets = await widgetRegistryFiles(root);
  const actions = await actionRegistryFiles(root);
  const files: { [file: string]: string } = {};
  for (const [file, text] of Object.entries({ ...widgets.files, ...actions.files })) {
    const path = join(root, file);
    const options = (await prettier.resolveConfig(path)) ?? {};
    files[file] = await prettier.format(text, { ...options, filepath: path });
  }
  return { files, findings: [...widgets.findings, ...actions.findings] };
}

const onDisk = (root: string, file: string) => {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return undefined;
  }
};

/** The registries whose text on disk differs from what the contracts say. */
export function staleFiles(root: string, files: { [file: string]: string }): string[] {
  return Object.keys(files).filter((file) => onDisk(root, file) !== files[file]);
}

/** What `npm run check` says: a registry behind its contracts, and what a widget or an action is missing. */
export async function registryFindings(root: string): Promise<Finding[]> {
  const { files, findings } = await registryFiles(root);
  return [
    ...findings,
    ...staleFiles(root, files).map((file) => ({
      file,
      pointer: '',
      message: 'is behind the widget and action contracts',
      fix: 'Run `npm run contracts`: it writes the registries from widgets/*.contract.ts and actions/*/*Contracts.ts (do not edit them by hand).',
    })),
  ];
}

/** Writes the registries that differ; answers the files written and what is missing (reported, never written over). */
export async function writeRegistries(root: string): Promise<{ written: string[]; findings: Finding[] }> {
  const { files, findings } = await registryFiles(root);
  const written = staleFiles(root, files);
  for (const file of written) writeFileSync(join(root, file), files[file]);
  return { written, findings };
}

if (process.argv[1] && import.meta.filename === process.argv[1]) {
  const root = join(import.meta.dirname, '..');
  const { formatFinding } = await import('./schemaCheck.ts');
  const check = process.argv.includes('--check');
  const { written, findings } = check ? { written: [], findings: await registryFindings(root) } : await writeRegistries(root);
  for (const file of written) console.log(`wrote ${file}`);
  for (const finding of findings) console.error(`${formatFinding(finding)}\n`);
  if (findings.length) process.exit(1);
}
