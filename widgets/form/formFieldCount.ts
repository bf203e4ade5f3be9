import { record } from '../props.ts';

/**
 * How many fields a form will draw: its schema's properties less those the
 * uiSchema hides. Used to reserve the form's height while rjsf downloads, so
 * the buttons under it do not jump down under a borrower's finger.
 */
export function formFieldCount(schema: unknown, uiSchema: unknown): number {
  const properties = record(record(schema).properties);
  const ui = record(uiSchema);
  return Object.keys(properties).filter((field) => record(ui[field])['ui:widget'] !== 'hidden').length;
}
