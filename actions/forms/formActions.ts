/**
 * form.validate {form: "screenId/formName", values, messages, fields?}
 *   Checks values with the form's validator, precompiled at build time
 *   (scripts/formValidatorsPlugin.ts). Success: the result is the values.
 *   Failure: a `rejected` error whose message is the first wrong field's
 *   message (the schema's `messages`, one per field) and whose `details` are
 *   [{code, message}] for every wrong field, in the order of `fields` (or of
 *   `messages`). With `fields`, only those fields are checked (e.g. mobile and
 *   captcha before asking for an SMS code).
 */
import type { ActionRegistry, Json, JsonObject } from '../../renderer/types.ts';

type Issue = { instancePath: string; keyword: string; params: Record<string, unknown>; message?: string };

function fieldOf(issue: Issue): string {
  if (issue.keyword === 'required' && typeof issue.params.missingProperty === 'string') return issue.params.missingProperty;
  return issue.instancePath.split('/')[1] ?? '';
}

const asObject = (v: Json | undefined): JsonObject => (v && typeof v === 'object' && !Array.isArray(v) ? v : {});

export const formActions: ActionRegistry = {
  'form.validate': async ({ args }) => {
    // Loaded on first use: pages without a static form never download validators.
    const { validators } = await import('virtual:form-validators');
    const validate = validators[String(args.form)];
    if (!validate) throw { kind: 'internal', message: `No validator for form "${String(args.form)}"` };
    const values = asObject(args.values);
    const messages = asObject(args.messages);
    const order = Array.isArray(args.fields) ? args.fields.map(String) : Object.keys(messages);
    // Empty text counts as missing, as a person would expect.
    const data = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== null));
    if (validate(data)) return values;
    const wrong = new Set((validate.errors ?? []).map(fieldOf));
    const details = order.filter((field) => wrong.has(field)).map((field) => ({ code: field, message: String(messages[field] ?? field) }));
    if (!details.length) return values;
    throw { kind: 'rejected', message: details[0].message, details };
  },
};
