/**
 * A form drawn by @rjsf/core from a JSON Schema + uiSchema (the bank form's
 * come from the fieldForm operation), with the project's own field widgets.
 * Emits `change` with every value typed so far, including fields that are
 * hidden now, so switching card type and back loses nothing.
 */
import { createContext, useContext, useEffect, useMemo, useRef } from 'react';
import Form from '@rjsf/core';
import type { ObjectFieldTemplateProps, FieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { WidgetPropsOf } from '../../renderer/contract';
import type { contract } from '../SchemaForm.contract';
import { list, record } from '../props';
import { noCompileValidator } from './noCompileValidator';
import { TextField } from './TextField';
import { PickerField } from './PickerField';
import { DateField } from './DateField';
import { fieldUnion, type FieldUnion } from './fieldUnion';

const fieldWidgets = { text: TextField, picker: PickerField, date: DateField };

/** The fields the screen shows now; rjsf's schema may hold more (fieldUnion.ts). */
const ShownFields = createContext<ReadonlySet<string> | null>(null);

/**
 * A field of the union that the screen does not show now is drawn as
 * nothing: no element, so it is not focused, announced, counted or sent.
 * Only the fields whose visibility changes draw again (`children` is the
 * same element as before, so React leaves the rest alone).
 */
function FieldTemplate({ children, fieldPathId }: FieldTemplateProps) {
  const shown = useContext(ShownFields);
  const path = fieldPathId?.path ?? [];
  if (shown && path.length === 1 && !shown.has(String(path[0]))) return null;
  return children;
}

function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="w-form__fields">{properties.map((p) => p.content)}</div>;
}

const templates = { FieldTemplate, ObjectFieldTemplate };

/**
 * Past this many shown fields a form is long: its fields off screen skip their layout (`.w-form--long` in
 * widgets.css). A screenful holds about eight; a short form is drawn whole, as it always was.
 */
export const LONG_FORM = 40;

export default function SchemaForm(props: WidgetPropsOf<typeof contract>) {
  const { schema, uiSchema, formData, errors, labels, fieldProps, focusRequest, emit, nodeId } = props;
  const data = useMemo(() => record(formData), [formData]);
  const errorList = list<{ code: string; message: string }>(errors);
  const errorMap = useMemo(
    () => Object.fromEntries(errorList.map((e) => [String(e.code), String(e.message)])),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- compared by content
    [JSON.stringify(errorList)],
  );
  // The latest emit and values, read when rjsf calls back: the form's element stays the same object across a
  // card-type switch (a new emit or a new copy object would redraw every field).
  const latest = useRef({ emit, data });
  latest.current = { emit, data };
  const labelsKey = JSON.stringify(labels ?? null);
  const fieldPropsKey = JSON.stringify(fieldProps ?? null);
  const formContext = useMemo(
    () => ({
      errors: errorMap,
      labels: record(labels),
      fieldProps: record(fieldProps) as Record<string, Record<string, unknown>>,
      emit: (event: string, payload: Record<string, unknown>) => void latest.current.emit(event, payload as never),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- compared by content
    [errorMap, labelsKey, fieldPropsKey],
  );
  const root = useRef<HTMLDivElement>(null);
  const firstError = errorList[0]?.code;
  const focusTrigger = focusRequest ?? firstError;

  // Point at the first missing or malformed field when a check fails, on every
  // check, and never while the borrower types (fixing one field must not move
  // the focus to the next one, or open the money keypad there).
  useEffect(() => {
    if (!firstError) return;
    const el = root.current?.querySelector<HTMLElement>(`[data-field="${nodeId}_${firstError}"] input, [data-field="${nodeId}_${firstError}"] button`);
    el?.focus();
    el?.scrollIntoView?.({ block: 'center' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new check moves the focus
  }, [focusTrigger, nodeId]);

  const safeSchema = useMemo(() => (schema && typeof schema === 'object' ? schema : { type: 'object', properties: {} }) as RJSFSchema, [schema]);
  // The fields shown so far stay in rjsf's schema (fieldUnion.ts): a switch back to them draws only what changes.
  const union = useRef<FieldUnion | null>(null);
  const view = useMemo(() => fieldUnion(union.current, safeSchema, record(uiSchema) as UiSchema), [safeSchema, uiSchema]);
  union.current = view.union;
  const form = useMemo(
    () => (
      <Form
        schema={view.union.schema}
        uiSchema={view.union.uiSchema}
        formData={data}
        validator={noCompileValidator}
        widgets={fieldWidgets}
        templates={templates}
        formContext={formContext}
        idPrefix={nodeId}
        idSeparator="_"
        noHtml5Validate
        showErrorList={false}
        onChange={(e) => void latest.current.emit('change', { ...latest.current.data, ...(e.formData ?? {}) } as never)}
        onSubmit={() => {}}
      />
    ),
    [view.union, data, formContext, nodeId],
  );
  return (
    <div className={view.shown.size > LONG_FORM ? 'w-form w-form--long' : 'w-form'} ref={root}>
      <ShownFields.Provider value={view.shown}>{form}</ShownFields.Provider>
    </div>
  );
}
