import { TextField } from './TextField';
import { PickerField } from './PickerField';
import { DateField } from './DateField';

/** The project's field widgets by `ui:widget` name: the native form and rjsf draw the same ones. */
export const fieldWidgets = { text: TextField, picker: PickerField, date: DateField };
