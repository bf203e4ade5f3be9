/**
 * Whether a module's text exports a name (`default` for a default export): read from the source, not by loading it,
 * so that checking a registry loads no component. Covers the forms the project writes (`export function X`,
 * `export const X`, `export class X`, `export { X }`, `export { Y as X }`, `export default`).
 */
export function exportsName(source: string, name: string): boolean {
  if (name === 'default') return /^export\s+default\b/m.test(source) || /^export\s*\{[^}]*\bas\s+default\b[^}]*\}/m.test(source);
  const declared = new RegExp(`^export\\s+(?:async\\s+)?(?:function\\*?|const|let|class)\\s+${name}\\b`, 'm');
  const listed = new RegExp(`^export\\s*\\{[^}]*(?:^|[\\s,{])(?:\\w+\\s+as\\s+)?${name}\\s*(?:[,}])`, 'm');
  return declared.test(source) || listed.test(source);
}
