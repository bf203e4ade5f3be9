/**
 * The language a call asks the sandbox to answer in (CONTRACT section 6): its
 * `lang` query parameter, else the first language of its Accept-Language
 * header. Filipino is `fil` (or `tl`, the older code browsers still send);
 * anything else gets the scenarios' own English.
 */
const FILIPINO = new Set(['fil', 'tl']);

export function askedLanguage(url: URL, headers: Headers): 'fil' | 'en' {
  const primary = (tag: string | null | undefined) =>
    (tag ?? '')
      .trim()
      .split(/[-_;,]/)[0]
      .toLowerCase();
  const lang = url.searchParams.get('lang');
  if (lang) return FILIPINO.has(primary(lang)) ? 'fil' : 'en';
  const first = headers.get('accept-language')?.split(',')[0];
  return FILIPINO.has(primary(first)) ? 'fil' : 'en';
}
