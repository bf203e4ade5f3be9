/**
 * The action registries, written from the action groups: a group is actions/<folder>/<group>Actions.ts (its
 * handlers, exported as `<group>Actions`) beside <group>Contracts.ts (their contracts as `<group>Contracts`; a group
 * only a few screens name says its pack there: `export const pack = 'track'`). Nothing else lists a group or an
 * action by hand; this writes the lists every part reads:
 *
 *   actions/index.ts            every action at once (the checks, the tests, the live preview)
 *   actions/coreActions.ts      the groups every page carries
 *   actions/actionPacks.ts      the packs' code, loaded with a screen that names one of their actions
 *   actions/actionPackNames.ts  each packed action's pack, each pack's module (the build reads them)
 *   actions/contracts.ts        every contract (the check, the editors' schema, the catalogue)
 *
 * and says, as findings with file and fix, an action without a contract, a contract without an action, or a name
 * two groups claim. scripts/writeRegistries.ts runs it.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ActionContract, Finding } from '../renderer/check.ts';
import { docComment } from './docComment.ts';
import type { RegistryDraft } from './widgetRegistryFiles.ts';

interface Group {
  /** e.g. 'track', as in trackActions / trackContracts. */
  name: string;
  /** The folder under actions/. */
  folder: string;
  pack?: string;
  actions: string[];
}

const IDENTIFIER = /^[a-z][A-Za-z0-9]*$/;

const GENERATED = [
  'Written from the groups (actions/<folder>/<group>Actions.ts and <group>Contracts.ts) by `npm run contracts`',
  '(scripts/actionRegistryFiles.ts): do not edit by hand; `npm run check` says when it is behind.',
];

/** Imports every actions/<folder>/<group>Contracts.ts and its <group>Actions.ts, and drafts the registries from them. */
export async function actionRegistryFiles(root: string): Promise<RegistryDraft> {
  const findings: Finding[] = [];
  const groups: Group[] = [];
  const owner = new Map<string, string>();
  const folders = (existsSync(join(root, 'actions')) ? readdirSync(join(root, 'actions')) : [])
    .filter((f) => statSync(join(root, 'actions', f)).isDirectory())
    .sort();
  for (const folder of folders) {
    const files = readdirSync(join(root, 'actions', folder)).sort();
    for (const file of files.filter((f) => /^[a-z]\w*Actions\.ts$/.test(f))) {
      const twin = file.replace(/Actions\.ts$/, 'Contracts.ts');
      if (!files.includes(twin))
        findings.push({
          file: `actions/${folder}/${file}`,
          pointer: '',
          message: `has no contracts beside it (actions/${folder}/${twin})`,
          fix: `Write actions/${folder}/${twin}: \`export const ${twin.slice(0, -3)} = actionContracts({ ... })\`, one contract per action of ${file}.`,
        });
    }
    for (const file of files.filter((f) => /^[a-z]\w*Contracts\.ts$/.test(f))) {
      const name = file.slice(0, -'Contracts.ts'.length);
      const contractsFile = `actions/${folder}/${file}`;
      const handlersFile = `actions/${folder}/${name}Actions.ts`;
      const finding = (at: string, message: string, fix: string) => findings.push({ file: at, pointer: '', message, fix });
      if (!existsSync(join(root, handlersFile))) {
        finding(
          contractsFile,
          `has no handlers beside it (${handlersFile})`,
          `Write ${handlersFile}: \`export const ${name}Actions: ActionRegistry = { ... }\`.`,
        );
        continue;
      }
      const contractsModule = (await import(/* @vite-ignore */ join(root, contractsFile))) as { [key: string]: unknown };
      const handlersModule = (await import(/* @vite-ignore */ join(root, handlersFile))) as { [key: string]: unknown };
      const contracts = contractsModule[`${name}Contracts`] as { [action: string]: ActionContract } | undefined;
      const handlers = handlersModule[`${name}Actions`] as { [action: string]: unknown } | undefined;
      if (!contracts)
        finding(
          contractsFile,
          `exports no \`${name}Contracts\``,
          `Export the group's contracts as \`export const ${name}Contracts = actionContracts({ ... })\`.`,
        );
      if (!handlers)
        finding(handlersFile, `exports no \`${name}Actions\``, `Export the group's handlers as \`export const ${name}Actions: ActionRegistry = { ... }\`.`);
      if (!contracts || !handlers) continue;
      const pack = contractsModule.pack;
      if (pack !== undefined && (typeof pack !== 'string' || !IDENTIFIER.test(pack)))
        finding(
          contractsFile,
          `its pack ${JSON.stringify(pack)} is not a name`,
          "Name the pack in camelCase (`export const pack = 'track';`), or leave it out for a group every page carries.",
        );
      for (const action of Object.keys(handlers).filter((a) => !(a in contracts)))
        finding(
          handlersFile,
          `${action} has no contract`,
          `Describe it in ${contractsFile} (description, args, result): the check reads a step's args from it, the editors and the catalogue show it.`,
        );
      for (const action of Object.keys(contracts).filter((a) => !(a in handlers)))
        finding(contractsFile, `${action} has a contract but no handler`, `Write its handler in ${handlersFile}, or remove the contract.`);
      for (const action of Object.keys(handlers)) {
        const first = owner.get(action);
        if (first) finding(handlersFile, `${action} is also an action of ${first}`, 'Give each action one name, in one group.');
        else owner.set(action, handlersFile);
      }
      groups.push({ name, folder, pack: typeof pack === 'string' ? pack : undefined, actions: Object.keys(handlers) });
    }
  }
  const packs = groups.filter((g) => g.pack);
  for (const [i, g] of packs.entries())
    if (packs.findIndex((other) => other.pack === g.pack) !== i)
      findings.push({
        file: `actions/${g.folder}/${g.name}Contracts.ts`,
        pointer: '',
        message: `the pack '${g.pack}' is also another group's`,
        fix: 'Give each pack one group.',
      });
  return { files: actionFiles(groups), findings };
}

const handlersImport = (g: Group) => `import { ${g.name}Actions } from './${g.folder}/${g.name}Actions.ts';`;

function actionFiles(groups: Group[]): { [file: string]: string } {
  const core = groups.filter((g) => !g.pack);
  const packs = groups.filter((g) => g.pack);
  const spread = (list: Group[], suffix: 'Actions' | 'Contracts') => list.map((g) => `  ...${g.name}${suffix},`);
  return {
    'actions/index.ts': [
      docComment([
        'The action registry: every name a schema may use in `"action"`, every group at once (the checks, the tests',
        'and the live preview use it; the app carries actions/coreActions.ts and loads the packs with their screens).',
        '',
        ...GENERATED,
        "To add an action: its handler in its group's <group>Actions.ts and its contract in <group>Contracts.ts.",
      ]),
      "import type { ActionRegistry } from '../renderer/types.ts';",
      ...groups.map(handlersImport),
      '',
      'export const actions: ActionRegistry = {',
      ...spread(groups, 'Actions'),
      '};',
      '',
    ].join('\n'),
    'actions/coreActions.ts': [
      docComment([
        'The actions every page carries: the groups whose contracts name no pack. The rest come in packs with the',
        'screens that name them (actions/actionPacks.ts).',
        '',
        ...GENERATED,
      ]),
      "import type { ActionRegistry } from '../renderer/types.ts';",
      ...core.map(handlersImport),
      '',
      'export const coreActions: ActionRegistry = {',
      ...spread(core, 'Actions'),
      '};',
      '',
    ].join('\n'),
    'actions/actionPacks.ts': [
      docComment([
        "The action packs' code: groups only a few screens name (their contracts say `export const pack = '…'`),",
        "kept out of every page's code and loaded with a screen that names one (app/screenFeatures.ts), as the",
        'operation packs are (renderer/operationPacks.ts, decision 035).',
        '',
        ...GENERATED,
      ]),
      "import type { ActionRegistry } from '../renderer/types.ts';",
      "import type { ActionPackName } from './actionPackNames.ts';",
      '',
      "/** Each pack's code. */",
      'export const ACTION_PACKS: { [N in ActionPackName]: () => Promise<ActionRegistry> } = {',
      ...packs.map((g) => `  ${g.pack}: () => import('./${g.folder}/${g.name}Actions.ts').then(({ ${g.name}Actions }) => ${g.name}Actions),`),
      '};',
      '',
    ].join('\n'),
    'actions/actionPackNames.ts': [
      docComment([
        "The action packs' names, the actions each holds and the module each comes from (actions/actionPacks.ts has",
        'their code; actions/actionPacksOf.ts reads which a document names). Apart from the code so that the build can',
        'read which screen needs which module (scripts/firstPaintChunks.ts, app/featureSources.ts) without loading any action.',
        '',
        ...GENERATED,
      ]),
      '',
      `export type ActionPackName = ${packs.map((g) => `'${g.pack}'`).join(' | ') || 'never'};`,
      '',
      '/** Each packed action and its pack. */',
      'export const PACKED_ACTIONS: Readonly<Record<string, ActionPackName>> = {',
      ...packs.flatMap((g) => g.actions.map((action) => `  '${action}': '${g.pack}',`)),
      '};',
      '',
      "/** Each pack's module (the build links it with the routes whose screen names one: scripts/routePreloads.ts). */",
      'export const ACTION_PACK_SOURCES: Readonly<Record<ActionPackName, string>> = {',
      ...packs.map((g) => `  ${g.pack}: 'actions/${g.folder}/${g.name}Actions.ts',`),
      '};',
      '',
    ].join('\n'),
    'actions/contracts.ts': [
      docComment([
        "Every action's contract (renderer/contract.ts), by the name a schema uses: what `npm run check` checks each",
        "step's args against, what the editors complete and what the catalogue lists. api.* and bridge.* follow their",
        'tables by themselves. The app never loads it.',
        '',
        ...GENERATED,
      ]),
      ...groups.map((g) => `import { ${g.name}Contracts } from './${g.folder}/${g.name}Contracts.ts';`),
      '',
      'export const actionContractsByName = {',
      ...spread(groups, 'Contracts'),
      '};',
      '',
    ].join('\n'),
  };
}
