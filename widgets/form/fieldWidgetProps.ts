/**
 * What a field widget (TextField, PickerField, DateField) is given: the part
 * of rjsf's WidgetProps the project's fields read. The native form
 * (NativeFields.tsx) hands over exactly these; rjsf hands over more.
 */
export interface FieldWidgetProps {
  id: string;
  name: string;
  label: string;
  value: unknown;
  placeholder?: string;
  onChange: (value: unknown) => void;
  /** The field's ui:options (mask, maxLength, keypad, options, subtitle, addon, event). */
  options: Record<string, unknown>;
  /** rjsf's registry; the fields read only its formContext (formContext.ts). */
  registry: { formContext?: unknown };
}
