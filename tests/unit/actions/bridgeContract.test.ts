// @vitest-environment node
/**
 * The bridge contract document (dist/bridge-contract.json) against the
 * bridge table it is generated from: every message, handler and shell, body
 * schemas that the bodies the app builds satisfy (and that refuse a wrong
 * one), and the native → web names the screens declare. The built file
 * itself is fetched from the e2e build in tests/e2e/bridge.spec.ts.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { BRIDGE_MESSAGE_NAMES, bridgeTable } from '../../../actions/bridge/bridgeTable.ts';
import { MESSAGE_DOCS, SHELL_DOCS } from '../../../actions/bridge/bridgeDocs.ts';
import { BRIDGE_CONTRACT_FILE, bridgeContract, bridgeContractText, nativeNamesOfScreens } from '../../../scripts/bridgeContract.ts';
import { loadAllScreenDocs } from '../../support/loadScreenDoc.ts';
import { root } from '../../support/runScreen.ts';

const contract = bridgeContract(nativeNamesOfScreens(root));
const ajv = new Ajv({ allErrors: true, strict: false });

describe('the bridge contract document', () => {
  it('has every message of the table, with its handler NAME, shells and summary, in table order', () => {
    expect(contract.toNative.map((m) => [m.message, m.handler, m.shells, m.summary])).toEqual(
      BRIDGE_MESSAGE_NAMES.map((n) => [n, bridgeTable[n].handler, [...bridgeTable[n].shells], MESSAGE_DOCS[n].summary]),
    );
    // Each shell in words (bridgeDocs.ts) with the names the page uses (bridgeTable.ts).
    expect(contract.shells).toEqual({ ios: SHELL_DOCS.ios, android: { ...SHELL_DOCS.android, object: 'LoanBridge' } });
    expect(Object.keys(contract.shells.android)).toEqual(['title', 'object', 'detect', 'send', 'body']);
  });

  it.each(BRIDGE_MESSAGE_NAMES)('%s: its body schema takes what the app sends and refuses a wrong body', (name) => {
    const entry = contract.toNative.find((m) => m.message === name)!;
    const validate = ajv.compile(entry.body);
    const build = bridgeTable[name].body;
    for (const args of [bridgeTable[name].example, {}, { url: 7, phone: null, event: 1, params: [1] }, { extra: 'x' }]) {
      expect(validate(build(args)), `${name} ${JSON.stringify(args)}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
    expect(entry.example).toEqual(build(bridgeTable[name].example));
    expect(validate({ unexpected: true })).toBe(false);
    expect(validate('text')).toBe(false);
  });

  it('lists every native → web name a screen declares, with the screens, and goBack', () => {
    const declared = new Map<string, string[]>();
    for (const doc of loadAllScreenDocs()) for (const name of Object.keys(doc.native ?? {})) declared.set(name, [...(declared.get(name) ?? []), doc.id]);
    for (const [name, screens] of declared) {
      expect(contract.toWeb.messages.find((m) => m.name === name)?.handledBy.sort()).toEqual(screens.sort());
    }
    expect(contract.toWeb.messages.find((m) => m.name === 'goBack')?.handledBy).toContain('confirmLoan');
    expect(contract.toWeb.function).toBe('onNativeMessage');
  });

  it('npm run bridge:contract writes the same document', () => {
    const out = mkdtempSync(join(tmpdir(), 'bridge-contract-'));
    execFileSync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'writeBridgeContract.ts'), out], { cwd: root, stdio: 'pipe' });
    expect(readFileSync(join(out, BRIDGE_CONTRACT_FILE), 'utf8')).toBe(bridgeContractText(root));
  });
});
