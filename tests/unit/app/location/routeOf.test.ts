/**
 * The product routes left react-router (decision 033): the route a path draws
 * must stay the one react-router's <Routes> drew (matchRoutes), for every
 * route of schemas/routes.json and the ways an address may be written.
 */
import { describe, expect, it, vi } from 'vitest';
import { matchRoutes } from 'react-router-dom';
import routesFile from '../../../../schemas/routes.json' with { type: 'json' };
import { routeOf } from '../../../../app/location/routeOf.ts';
import { screenOfPath } from '../../../../app/screens.ts';

const tables = { routes: routesFile.routes, promo: routesFile.promo } as Record<string, Record<string, string | null>>;

/** Every route written as a borrower's link or a shell might write it. */
function addresses(pattern: string): string[] {
  const upper = pattern.toUpperCase();
  const lower = pattern.toLowerCase();
  const escaped = pattern.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return [pattern, `${pattern}/`, `${pattern}//`, upper, lower, escaped, `${pattern}x`, `${pattern}/x`, `/x${pattern}`, `${pattern}%`];
}

describe('routeOf draws the route react-router drew', () => {
  for (const [name, table] of Object.entries(tables)) {
    it(`every address of the ${name} table`, () => {
      const patterns = Object.keys(table);
      const paths = [...patterns.flatMap(addresses), '/', '//', '/nowhere', '/%E0%A4%A', '/promo/'];
      // react-router warns of each malformed escape it meets; the verdict is what is compared here.
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      try {
        for (const path of paths) {
          const theirs = matchRoutes([...patterns.map((pattern) => ({ path: pattern })), { path: '*' }], path)?.[0].route.path ?? null;
          expect({ path, route: routeOf(table, path) }).toEqual({ path, route: theirs === '*' ? null : theirs });
        }
      } finally {
        warn.mockRestore();
      }
    });
  }

  it('an unknown or reserved address draws the not-found screen', () => {
    expect(screenOfPath('/nowhere')).toBe(routesFile.notFound);
    expect(screenOfPath('/ORDERDETAIL/')).toBe(routesFile.routes['/orderDetail']);
  });
});
