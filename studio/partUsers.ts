/**
 * Which screens use each shared part, from what each screen's `uses` says
 * (its draft's, when it has one): a part's draft is drawn in all of them, and
 * the preview names them ("Used by: …"). Screens come in the order given
 * (the screen list's).
 */
export function partUsers(usesOf: { [screen: string]: readonly string[] | undefined }, screens: readonly string[]): { [part: string]: string[] } {
  const users: { [part: string]: string[] } = {};
  for (const screen of screens) {
    for (const part of new Set(usesOf[screen] ?? [])) (users[part] ??= []).push(screen);
  }
  return users;
}
