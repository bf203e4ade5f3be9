/** `npm run csp`: the security headers the real host should send with every page (docs/hosting.md). */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { INLINE_SCRIPTS, builtSecurityHeaders } from './csp.ts';

// The pages carry the entry's code, allowed by its hash: the header goes with the build in dist/ (scripts/inlineEntry.ts).
const dist = join(import.meta.dirname, '..', 'dist');
if (!existsSync(join(dist, INLINE_SCRIPTS))) {
  console.error(`No ${INLINE_SCRIPTS} in dist/: run \`npm run build\` first; the policy names the hashes of the scripts in the built pages.`);
  process.exit(1);
}
for (const [name, value] of Object.entries(builtSecurityHeaders(dist, { apiBase: process.env.VITE_API_BASE }))) console.log(`${name}: ${value}`);
