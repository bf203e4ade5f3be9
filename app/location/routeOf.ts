/**
 * The route of a table (schemas/routes.json) a path draws. Routes are literal
 * paths, compared as react-router compared them: letter case and trailing
 * slashes aside, percent-escapes decoded ('/OrderDetail/' draws /orderDetail).
 */
const normal = (path: string) => (path.replace(/\/+$/, '') || '/').toLowerCase();

function decoded(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path; // A malformed escape is matched as written (and so draws the not-found screen).
  }
}

export function routeOf(table: Record<string, unknown>, path: string): string | null {
  const wanted = normal(decoded(path));
  return Object.keys(table).find((pattern) => normal(pattern) === wanted) ?? null;
}
