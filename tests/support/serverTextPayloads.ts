/**
 * Script and markup a hostile or broken server could put in any text field,
 * shared by the jsdom render of every data-loading screen and the Chromium
 * suite (whose sandbox fixtures carry these exact strings). Each would leave
 * a trace if it were ever treated as HTML: an <img src="x">, a <script>, a
 * <b>, an entity turned into "<", `{{7*7}}` turned into 49, or
 * `window.__xss` set.
 */
export const MARKUP = {
  img: '<img src=x onerror=window.__xss=1>',
  script: '<script>window.__xss=1</script>',
  bold: '<b>bold</b>',
  scriptUrl: 'javascript:window.__xss=1',
  template: '{{7*7}}',
  entities: '&lt;i&gt;not italic&lt;/i&gt; &amp; &#60;',
} as const;

/** All of them in one text: one render finds any way a field could be read as markup. */
export const COMBINED = `${MARKUP.img} ${MARKUP.script} ${MARKUP.bold} ${MARKUP.scriptUrl} ${MARKUP.template} ${MARKUP.entities}`;

/**
 * Payloads one render each: the combined text, and `javascript:` alone
 * (at the start of a value is where a link or image address would act on it).
 */
export const PAYLOADS = [COMBINED, MARKUP.scriptUrl] as const;

/**
 * A copy of `value` with every text leaf replaced by `payload`, except the
 * answer's top-level `code` (so the answer still means success). With
 * `keepNumbers`, texts that are plain numbers ("174", "545000") stay: status
 * codes and amounts then still steer the screen to the states that show the
 * most text.
 */
export function withPayload(value: unknown, payload: string, keepNumbers: boolean, top = true): unknown {
  if (typeof value === 'string') return keepNumbers && /^-?\d+(\.\d+)?$/.test(value) ? value : payload;
  if (Array.isArray(value)) return value.map((v) => withPayload(v, payload, keepNumbers, false));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, top && k === 'code' ? v : withPayload(v, payload, keepNumbers, false)]));
  }
  return value;
}
