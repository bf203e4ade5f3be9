/**
 * The registries are written from the contracts (scripts/writeRegistries.ts, decision 052): a widget is its contract,
 * its component and its test; an action is its handler and its contract in its group. Run on a small project tree
 * made here, so each case says what a person adding a widget or an action would see: what gets listed where, and
 * what `npm run check` names when a piece is missing.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { registryFiles, registryFindings, writeRegistries } from '../../../scripts/writeRegistries.ts';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));

const repo = resolve(import.meta.dirname, '../../..');

/**
 * A project tree holding these files (path → text), with the repository's Prettier settings. Inside the repository
 * (test-results/, which git, Prettier and lint ignore): the test runner loads TypeScript only from under its root.
 */
function project(files: { [path: string]: string }): string {
  mkdirSync(join(repo, 'test-results'), { recursive: true });
  const root = mkdtempSync(join(repo, 'test-results', 'registries-'));
  roots.push(root);
  const all = { '.prettierrc.json': JSON.stringify({ printWidth: 160, singleQuote: true, trailingComma: 'all' }), ...files };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const contract = (name: string, extra = '') => `export const contract = { description: 'd', props: {}, example: { widget: '${name}' }${extra} };\n`;
const component = (name: string) => `export function ${name}() {\n  return null;\n}\n`;
const widget = (name: string, extra = '') => ({
  [`widgets/${name}.contract.ts`]: contract(name, extra),
  [`widgets/${name}.tsx`]: component(name),
  [`tests/unit/widgets/${name}.test.tsx`]: '',
});
const group = (folder: string, name: string, handlers: string[], contracts: string[], pack?: string) => ({
  [`actions/${folder}/${name}Actions.ts`]: `export const ${name}Actions = { ${handlers.map((a) => `'${a}': () => undefined`).join(', ')} };\n`,
  [`actions/${folder}/${name}Contracts.ts`]:
    (pack ? `export const pack = '${pack}';\n` : '') +
    `export const ${name}Contracts = { ${contracts.map((a) => `'${a}': { description: 'd', args: {} }`).join(', ')} };\n`,
});

describe('the widget registries', () => {
  it('list a widget from its contract: every widget at once, the loaders, the contracts, and the ones at hand from the start', async () => {
    const root = project({ ...widget('Badge'), ...widget('Spinner', ', code: { atStart: true }'), ...group('ui', 'ui', ['ui.set'], ['ui.set']) });
    const { files, findings } = await registryFiles(root);
    expect(findings).toEqual([]);
    expect(files['widgets/index.ts']).toContain("import { Badge } from './Badge.tsx';");
    expect(files['widgets/index.ts']).toMatch(/widgets: WidgetRegistry = \{\n {2}Badge,\n {2}Spinner,\n\};/);
    expect(files['widgets/startWidgets.ts']).toMatch(/startWidgets: WidgetRegistry = \{\n {2}Spinner,\n\};/);
    expect(files['widgets/widgetLoaders.ts']).toContain("Badge: () => import('./Badge.tsx').then((m) => m.Badge),");
    expect(files['widgets/widgetLoaders.ts']).not.toContain('Spinner');
    expect(files['widgets/contracts.ts']).toContain('Spinner: SpinnerContract,');
  });

  it('take the component and the download the contract names, a default export included', async () => {
    const root = project({
      ...widget('Form', ", code: { component: 'LazyForm.tsx#LazyForm', download: 'form/Form.tsx#default' }"),
      'widgets/LazyForm.tsx': component('LazyForm'),
      'widgets/form/Form.tsx': 'export default function Form() {\n  return null;\n}\n',
    });
    const { files, findings } = await registryFiles(root);
    expect(findings).toEqual([]);
    expect(files['widgets/index.ts']).toContain("import { LazyForm as Form } from './LazyForm.tsx';");
    expect(files['widgets/widgetLoaders.ts']).toContain("Form: () => import('./form/Form.tsx').then((m) => m.default),");
  });

  it("follow a component file's `export * from` to the file that declares it (a star passes no default on)", async () => {
    const root = project({
      ...widget('Dial', ''),
      'widgets/Dial.tsx': "export * from './dial/index.ts';\n",
      'widgets/dial/index.ts': "export * from './Dial.tsx';\nexport * from './index.ts';\n",
      'widgets/dial/Dial.tsx': component('Dial'),
      'widgets/Knob.contract.ts': contract('Knob', ", code: { component: 'Knob.tsx#default' }"),
      'widgets/Knob.tsx': "export * from './knob/Knob.tsx';\n",
      'widgets/knob/Knob.tsx': 'export default function Knob() {\n  return null;\n}\n',
      'tests/unit/widgets/Knob.test.tsx': '',
    });
    const { files, findings } = await registryFiles(root);
    expect(findings.map((f) => `${f.file}: ${f.message}`)).toEqual(['widgets/Knob.contract.ts: widgets/Knob.tsx has no default export, which Knob needs']);
    expect(files['widgets/index.ts']).toContain("import { Dial } from './Dial.tsx';");
    expect(files['widgets/index.ts']).not.toContain('Knob');
  });

  it('name what a widget is missing (its component, its export, its test), and leave it out of the registries', async () => {
    const root = project({
      'widgets/Chart.contract.ts': contract('Chart'),
      'widgets/Gauge.contract.ts': contract('Gauge'),
      'widgets/Gauge.tsx': component('Meter'),
      'tests/unit/widgets/Gauge.test.tsx': '',
    });
    const { files, findings } = await registryFiles(root);
    expect(findings.map((f) => `${f.file}: ${f.message}`)).toEqual([
      "widgets/Chart.contract.ts: Chart's code widgets/Chart.tsx does not exist",
      'widgets/Chart.contract.ts: Chart has no test (tests/unit/widgets/Chart.test.tsx)',
      'widgets/Gauge.contract.ts: widgets/Gauge.tsx has no Gauge, which Gauge needs',
    ]);
    expect(findings[0].fix).toContain('export function Chart(props: WidgetPropsOf<typeof contract>)');
    expect(files['widgets/index.ts']).not.toMatch(/Chart|Gauge/);
  });
});

describe('the action registries', () => {
  it('list every group, the core ones for every page, and each pack with its actions and module', async () => {
    const root = project({
      ...group('ui', 'ui', ['ui.set'], ['ui.set']),
      ...group('track', 'track', ['track.event', 'track.conversion'], ['track.event', 'track.conversion'], 'track'),
    });
    const { files, findings } = await registryFiles(root);
    expect(findings).toEqual([]);
    expect(files['actions/index.ts']).toMatch(/\.\.\.trackActions,\n {2}\.\.\.uiActions,/);
    expect(files['actions/coreActions.ts']).toContain('...uiActions,');
    expect(files['actions/coreActions.ts']).not.toContain('track');
    expect(files['actions/actionPackNames.ts']).toContain("export type ActionPackName = 'track';");
    expect(files['actions/actionPackNames.ts']).toContain("'track.conversion': 'track',");
    expect(files['actions/actionPackNames.ts']).toContain("track: 'actions/track/trackActions.ts',");
    expect(files['actions/actionPacks.ts']).toContain("track: () => import('./track/trackActions.ts').then(({ trackActions }) => trackActions),");
    expect(files['actions/contracts.ts']).toContain("import { uiContracts } from './ui/uiContracts.ts';");
  });

  it('name an action without a contract, a contract without an action, a name two groups claim, and handlers without contracts', async () => {
    const root = project({
      ...group('ui', 'ui', ['ui.set', 'ui.toast'], ['ui.set', 'ui.flash']),
      ...group('nav', 'nav', ['ui.set'], ['ui.set']),
      'actions/time/timeActions.ts': 'export const timeActions = {};\n',
    });
    const { findings } = await registryFiles(root);
    expect(findings.map((f) => `${f.file}: ${f.message}`)).toEqual([
      'actions/time/timeActions.ts: has no contracts beside it (actions/time/timeContracts.ts)',
      'actions/ui/uiActions.ts: ui.toast has no contract',
      'actions/ui/uiContracts.ts: ui.flash has a contract but no handler',
      'actions/ui/uiActions.ts: ui.set is also an action of actions/nav/navActions.ts',
    ]);
  });
});

describe('writing and checking', () => {
  it('writes the registries that differ, then reports none behind; a registry edited by hand is reported with the command', async () => {
    const root = project({ ...widget('Badge'), ...group('ui', 'ui', ['ui.set'], ['ui.set']) });
    const first = await writeRegistries(root);
    expect(first.written).toContain('widgets/index.ts');
    expect(await registryFindings(root)).toEqual([]);
    writeFileSync(join(root, 'widgets/index.ts'), '// edited\n');
    const [finding] = await registryFindings(root);
    expect(finding).toMatchObject({ file: 'widgets/index.ts', message: 'is behind the widget and action contracts' });
    expect(finding.fix).toContain('npm run contracts');
  });

  it("the repository's own registries are as its contracts write them", async () => {
    expect(await registryFindings(repo)).toEqual([]);
  });
});
