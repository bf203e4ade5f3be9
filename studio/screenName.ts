/**
 * A screen as product staff call it, for the live preview's screen list:
 * the first words of its description ("Bank binding (SPEC 'Bank binding
 * screen', …)" → "Bank binding"), which name the page the way the SPEC does.
 * The page titles do not serve: two screens share "Confirm your loan", and
 * the joint-login failure page is titled "Order Details". No description →
 * the id.
 */
const MAX = 48;

// Where the name ends: a SPEC reference or route in brackets, or the end of the first clause.
const END = /\s+\((?:SPEC|\/|route)|[:;.](?:\s|$)/;

export function screenName(id: string, description: string | undefined): string {
  const text = (description ?? '').trim();
  const name = text.split(END)[0].trim();
  if (!name) return id;
  if (name.length <= MAX) return name;
  const cut = name.slice(0, MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
