import { TextField } from './TextField.tsx';
import { PickerField } from './PickerField.tsx';
import { DateField } from './DateField.tsx';

/** The project's field widgets by `ui:widget` name: the native form and rjsf draw the same ones. */
export const fieldWidgets = { text: TextField, picker: PickerField, date: DateField };
