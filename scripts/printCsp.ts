/** `npm run csp`: the Content-Security-Policy header the real host should send with every page (README "Hosting"). */
import { contentSecurityPolicy } from './csp';

console.log(`Content-Security-Policy: ${contentSecurityPolicy({ apiBase: process.env.VITE_API_BASE })}`);
