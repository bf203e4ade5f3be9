/** Every build writes the bridge contract beside the pages (dist/bridge-contract.json). */
import type { Plugin } from 'vite';
import { BRIDGE_CONTRACT_FILE, bridgeContractText } from './bridgeContract.ts';

export function bridgeContractFile(root: string): Plugin {
  return {
    name: 'bridge-contract',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BRIDGE_CONTRACT_FILE, source: bridgeContractText(root) });
    },
  };
}
