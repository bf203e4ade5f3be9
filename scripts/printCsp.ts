/** `npm run csp`: the security headers the real host should send with every page (README "Hosting"). */
import { securityHeaders } from './csp';

for (const [name, value] of Object.entries(securityHeaders({ apiBase: process.env.VITE_API_BASE }))) console.log(`${name}: ${value}`);
