/**
 * JSON Pointers (RFC 6901), as every finding, trace and locator of the project writes them: `~` and `/` in a key
 * escaped as `~0` and `~1`. The one place the escaping is written.
 */

/** A key as one step of a pointer ("a/b" → "a~1b"). */
export const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** A pointer from its steps: ptr('rules', 'a/b') → "/rules/a~1b". */
export const ptr = (...parts: (string | number)[]) => '/' + parts.map((p) => escapePointer(String(p))).join('/');
