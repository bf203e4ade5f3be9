/** The route of a promotion page's address after the `#` (#/downloadTemplate?id=1 → /downloadTemplate; none → /). */
export function hashRoute(hash: string): string {
  return hash.replace(/^#/, '').replace(/[?].*$/, '') || '/';
}
