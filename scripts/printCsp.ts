/** `npm run csp`: the Content-Security-Policy header the real host should send with every page (README "Hosting"). */
import { contentSecurityPolicy } from './csp';

const base = process.env.VITE_API_BASE ?? '';
console.log(`Content-Security-Policy: ${contentSecurityPolicy({ apiOrigin: /^https?:\/\//.test(base) ? new URL(base).origin : undefined })}`);
