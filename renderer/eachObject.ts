/**
 * Calls `visit` with every object in a JSON-like value (a screen document, a part), at any depth, through arrays
 * and objects alike: the one walk behind the questions the build and the app ask of a document (which packs it
 * uses, which actions, which widgets).
 */
export function eachObject(value: unknown, visit: (object: Record<string, unknown>) => void): void {
  if (Array.isArray(value)) for (const item of value) eachObject(item, visit);
  else if (value && typeof value === 'object') {
    visit(value as Record<string, unknown>);
    for (const inner of Object.values(value)) eachObject(inner, visit);
  }
}
