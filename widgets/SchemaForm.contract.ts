import { widgetContract } from '../renderer/contract.ts';

export const contract = widgetContract({
  description: 'A form drawn from a JSON Schema and uiSchema (a static form of the screen, or one the server sends) with the project’s own fields.',
  props: {
    schema: { type: 'object', required: true, description: 'The form’s JSON Schema (its fields); an empty form without it.' },
    uiSchema: { type: 'object', description: 'How each field is drawn (ui:widget text / picker / date, ui:options: mask, keypad, add-on and its `event`).' },
    formData: { type: 'object', description: 'The values so far (the screen keeps them from `change`).' },
    errors: {
      type: 'list',
      description: 'The fields found missing or malformed, shown under their fields (form.validate’s `details`).',
      fields: {
        code: { type: 'string', description: 'The field’s name.' },
        message: { type: 'text', description: 'What is wrong, in the borrower’s words.' },
      },
    },
    labels: {
      type: 'object',
      description: 'Words of the pickers and the money keypad.',
      fields: {
        confirm: { type: 'text', description: 'A picker’s confirm button.' },
        cancel: { type: 'text', description: 'A picker’s cancel button.' },
        select: { type: 'text', description: 'An empty picker’s words.' },
        keypad: { type: 'text', description: 'The money keypad’s accessible name.' },
        keypadDelete: { type: 'text', description: 'The keypad’s delete key.' },
        keypadHide: { type: 'text', description: 'The keypad’s hide key.' },
        keypadConfirm: { type: 'text', description: 'The keypad’s confirm key.' },
        keypadDecimal: { type: 'text', description: 'The keypad’s decimal point key.' },
      },
    },
    focusRequest: {
      type: 'number',
      description:
        'Changes each time the form is checked (each press of Next): the first field with a message then gets the focus; without it, the focus moves whenever the first field with a message changes.',
    },
    fieldProps: {
      type: 'object',
      description: 'Field name → what its add-on shows (e.g. {smsCode: {endsAt, label, countingLabel}}, {captcha: {image, label, failed, failedLabel}}).',
    },
  },
  events: { change: 'A field was edited; payload: every value typed so far, including fields hidden now.' },
  // A field's add-on (captcha picture, code countdown) emits the event its uiSchema names (ui:options.event).
  openEvents: true,
  example: {
    widget: 'SchemaForm',
    key: 'fields',
    props: {
      schema: { get: [{ rule: 'form' }, 'schema'] },
      uiSchema: { get: [{ rule: 'form' }, 'uiSchema'] },
      formData: { var: 'state.values' },
      errors: { rule: 'shownErrors' },
      labels: { var: 'copy.formLabels' },
      focusRequest: { var: 'state.submits' },
    },
    events: { change: [{ action: 'ui.set', args: { values: { var: 'event' } } }] },
  },
  code: {
    // Every page that draws the registry at once (tests, the live preview, the prerender) gets the form's code on demand…
    component: 'LazySchemaForm.tsx#LazySchemaForm',
    // …while the app downloads the form itself before the screen is drawn, so its first render never suspends.
    download: 'form/SchemaForm.tsx#default',
  },
});
