/** `npm run bridge:contract`: writes dist/bridge-contract.json (or the folder given) without a whole build. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { BRIDGE_CONTRACT_FILE, bridgeContractText } from './bridgeContract.ts';

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, process.argv[2] ?? 'dist');
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, BRIDGE_CONTRACT_FILE), bridgeContractText(root));
console.log(`Bridge contract written to ${join(outDir, BRIDGE_CONTRACT_FILE)}`);
