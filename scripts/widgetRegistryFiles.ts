/**
 * The widget registries, written from the contracts: a widget is widgets/<Name>.contract.ts, the component it names
 * (by the rule widgets/<Name>.tsx exporting <Name>, or its `code`) and tests/unit/widgets/<Name>.test.tsx. Nothing
 * else lists it by hand; this writes the lists every part reads:
 *
 *   widgets/index.ts          every widget at once (tests, the live preview, the build-time prerender)
 *   widgets/startWidgets.ts   the ones every page has from the start (`code.atStart`: loader, error page, stand-in)
 *   widgets/widgetLoaders.ts  the rest, each downloaded with the screens that draw it
 *   widgets/contracts.ts      every contract (the check, the editors' schema, the catalogue)
 *
 * and says, as findings with file and fix, what a widget is missing. scripts/writeRegistries.ts runs it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { docComment } from './docComment.ts';
import type { Finding, WidgetContract } from '../renderer/check.ts';
import { exportsName } from './exportsName.ts';

/** The generated files' texts (before Prettier), path from the repository root → text; and what is missing. */
export interface RegistryDraft {
  files: { [file: string]: string };
  findings: Finding[];
}

/** One module of a widget: a file relative to widgets/ and the name it exports (`default` for a default export). */
interface Code {
  file: string;
  name: string;
}

interface Widget {
  name: string;
  component: Code;
  download: Code;
  atStart: boolean;
}

const NAME = /^[A-Z][A-Za-z0-9]*$/;

const GENERATED = [
  'Written from the contracts (widgets/<Name>.contract.ts) by `npm run contracts` (scripts/widgetRegistryFiles.ts):',
  'do not edit by hand; `npm run check` says when it is behind.',
];

function codeOf(spec: string | undefined, rule: Code): Code {
  if (!spec) return rule;
  const [file, name = 'default'] = spec.split('#');
  return { file, name };
}

/** Reads every widgets/*.contract.ts (each is imported: a contract is plain data) and drafts the registries from them. */
export async function widgetRegistryFiles(root: string): Promise<RegistryDraft> {
  const findings: Finding[] = [];
  const found: Widget[] = [];
  const contractFiles = (existsSync(join(root, 'widgets')) ? readdirSync(join(root, 'widgets')) : []).filter((f) => f.endsWith('.contract.ts')).sort();
  for (const contractFile of contractFiles) {
    const name = contractFile.slice(0, -'.contract.ts'.length);
    const file = `widgets/${contractFile}`;
    const missing = (pointer: string, message: string, fix: string) => findings.push({ file, pointer, message, fix });
    if (!NAME.test(name)) {
      missing('', `"${name}" cannot name a widget`, 'Name the file after the widget, in PascalCase: widgets/<Name>.contract.ts.');
      continue;
    }
    const { contract } = (await import(/* @vite-ignore */ join(root, file))) as { contract?: WidgetContract };
    if (!contract) {
      missing(
        '',
        'exports no `contract`',
        'Write it as `export const contract = widgetContract({ description, props, events, example })` (renderer/contract.ts).',
      );
      continue;
    }
    const component = codeOf(contract.code?.component, { file: `${name}.tsx`, name });
    const widget = { name, component, download: codeOf(contract.code?.download, component), atStart: contract.code?.atStart === true };
    const modules = [
      { code: widget.component, pointer: contract.code?.component ? '/code/component' : '' },
      ...(contract.code?.download ? [{ code: widget.download, pointer: '/code/download' }] : []),
    ];
    let drawable = true;
    for (const { code, pointer } of modules) {
      const shown = `widgets/${code.file}`;
      const exportWords = code.name === 'default' ? 'default export' : code.name;
      const present = existsSync(join(root, 'widgets', code.file));
      const exported = present && exportsName(join(root, 'widgets', code.file), code.name);
      if (!exported) drawable = false;
      if (!present)
        missing(
          pointer,
          `${name}'s code ${shown} does not exist`,
          `Write the component in ${shown}: \`export function ${code.name === 'default' ? name : code.name}(props: WidgetPropsOf<typeof contract>)\`, or name its file in the contract's \`code\`.`,
        );
      else if (!exported)
        missing(
          pointer,
          `${shown} has no ${exportWords}, which ${name} needs`,
          `Export it from ${shown}, or name the file and export in the contract's \`code\` ('file#export').`,
        );
    }
    const test = `tests/unit/widgets/${name}.test.tsx`;
    if (!existsSync(join(root, test)))
      missing(
        '',
        `${name} has no test (${test})`,
        `Write ${test}: draw the widget with its example's props and assert what a person sees and what it emits (docs/developers.md, "A widget").`,
      );
    // Listed only with its code: a registry importing a file that is not there would stop every page and every check.
    if (drawable) found.push(widget);
  }
  return { files: widgetFiles(found), findings };
}

const rel = (code: Code) => `./${code.file}`;

/** `import { X } from './X.tsx';`, aliased to the widget's name when the export is named otherwise. */
function importOf(widget: Widget): string {
  const { file, name } = widget.component;
  if (name === 'default') return `import ${widget.name} from './${file}';`;
  return `import { ${name === widget.name ? name : `${name} as ${widget.name}`} } from './${file}';`;
}

function widgetFiles(found: Widget[]): { [file: string]: string } {
  const atStart = found.filter((w) => w.atStart);
  const later = found.filter((w) => !w.atStart);
  const registry = (list: Widget[], constName: string) =>
    [
      "import type { WidgetRegistry } from '../renderer/types.ts';",
      ...list.map(importOf),
      '',
      `export const ${constName}: WidgetRegistry = {`,
      ...list.map((w) => `  ${w.name},`),
      '};',
      '',
    ].join('\n');
  return {
    'widgets/index.ts': [
      docComment([
        'The widget registry: every name a schema may use in `"widget"`, with the component that draws it, loaded',
        'at once (tests, the live preview and the build-time prerender use it; the app starts with',
        'widgets/startWidgets.ts and downloads the rest with the screens that draw them: widgets/appWidgets.ts).',
        '',
        ...GENERATED,
        'To add a widget: widgets/<Name>.contract.ts, widgets/<Name>.tsx and tests/unit/widgets/<Name>.test.tsx.',
      ]),
      registry(found, 'widgets'),
    ].join('\n'),
    'widgets/startWidgets.ts': [
      docComment([
        "The widgets every page has from the start, before any screen's own are downloaded: the ones whose contract",
        "says `code: { atStart: true }` (the loader, the error page, a node's stand-in). The settings may name only",
        'these for the engine (config.engineWidgets; `npm run check` says so).',
        '',
        ...GENERATED,
      ]),
      registry(atStart, 'startWidgets'),
    ].join('\n'),
    'widgets/widgetLoaders.ts': [
      docComment([
        'The widgets a page downloads only when its screen draws them: one chunk per widget, loaded by name before',
        'the screen is drawn (widgets/appWidgets.ts). Every widget but the ones at hand from the start',
        "(widgets/startWidgets.ts); each loads its contract's `code.download` when it has one (SchemaForm: the form",
        'itself, so its first render never suspends).',
        '',
        ...GENERATED,
      ]),
      "import type { WidgetComponent } from '../renderer/types.ts';",
      '',
      'export const widgetLoaders: { [name: string]: () => Promise<WidgetComponent> } = {',
      ...later.map((w) => `  ${w.name}: () => import('${rel(w.download)}').then((m) => m.${w.download.name}),`),
      '};',
      '',
    ].join('\n'),
    'widgets/contracts.ts': [
      docComment([
        "Every widget's contract, by its registry name: what `npm run check` checks each node against, what the",
        'editors complete and what the catalogue lists. The app never imports this file: contracts stay out of its bundle.',
        '',
        ...GENERATED,
      ]),
      "import type { WidgetContract } from '../renderer/contract.ts';",
      ...found.map((w) => `import { contract as ${w.name}Contract } from './${w.name}.contract.ts';`),
      '',
      'export const widgetContracts: { [name: string]: WidgetContract } = {',
      ...found.map((w) => `  ${w.name}: ${w.name}Contract,`),
      '};',
      '',
    ].join('\n'),
  };
}
