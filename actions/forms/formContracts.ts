/**
 * What form.validate of formActions.ts takes and answers (renderer/contract.ts).
 * Read by `npm run check` and the catalogue, never by the app.
 */
import { actionContracts } from '../../renderer/contract.ts';

/** Only a few screens name these actions: they come in a pack with those screens (actions/actionPacks.ts), not with every page. */
export const pack = 'forms';

export const formContracts = actionContracts({
  'form.validate': {
    description:
      "Checks values with a static form's validator; a failure (kind rejected) carries the first wrong field's message and every wrong field in `details`.",
    args: {
      form: { type: 'string', required: true, description: 'The form as "screenId/formName" (a form under "forms" of that screen).' },
      values: { type: 'object', required: true, description: 'The values to check, by field name ("" counts as missing).' },
      messages: { type: 'object', required: true, description: 'One message per field, shown when it is wrong (usually forms.<name>.messages).' },
      fields: {
        type: 'list',
        items: { type: 'string', description: 'A field name.' },
        description: 'Only these fields are checked, in this order; all of `messages` when absent.',
      },
    },
    result: 'The values, when they pass.',
  },
});
