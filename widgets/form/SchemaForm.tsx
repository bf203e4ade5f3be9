/**
 * A form drawn from a JSON Schema + uiSchema (the bank form's come from the
 * fieldForm operation) with the project's own field widgets. A flat form,
 * which every form of the product is, is drawn by the engine's own walk
 * (NativeFields.tsx); any other by @rjsf/core, downloaded only then
 * (RjsfFields.tsx; docs/decisions/038-forms-drawn-natively.md).
 * Emits `change` with every value typed so far, including fields that are
 * hidden now, so switching card type and back loses nothing.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { WidgetPropsOf } from '../../renderer/contract.ts';
import type { contract } from '../SchemaForm.contract.ts';
import { list, record } from '../props.ts';
import { flatFields } from './flatFields.ts';
import { NativeFields } from './NativeFields.tsx';
import { FormPlaceholder } from './FormPlaceholder.tsx';
import { formFieldCount } from './formFieldCount.ts';

const RjsfFields = lazy(() => import('./RjsfFields.tsx'));

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
  // The latest emit and values, read when a field calls back: the fields' props stay the same objects across a
  // card-type switch (a new emit or a new copy object would redraw every field).
  const latest = useRef({ emit, data });
  latest.current = { emit, data };
  const labelsKey = JSON.stringify(labels ?? null);
  const fieldPropsKey = JSON.stringify(fieldProps ?? null);
  const formContext = useMemo(
    () => ({
      errors: errorMap,
      labels: record(labels) as Record<string, string>,
      fieldProps: record(fieldProps) as Record<string, Record<string, unknown>>,
      emit: (event: string, payload: Record<string, unknown>) => void latest.current.emit(event, payload as never),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- compared by content
    [errorMap, labelsKey, fieldPropsKey],
  );
  // The form's values after an edit, over every value so far (a field this form does not show keeps its value).
  const onChange = useCallback((values: Record<string, unknown>) => void latest.current.emit('change', { ...latest.current.data, ...values } as never), []);
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

  const fields = useMemo(() => flatFields(schema, uiSchema), [schema, uiSchema]);
  const count = fields ? fields.length : formFieldCount(schema, uiSchema);
  return (
    <div className={count > LONG_FORM ? 'w-form w-form--long' : 'w-form'} ref={root}>
      {fields ? (
        <NativeFields fields={fields} data={data} formContext={formContext} nodeId={nodeId} onChange={onChange} />
      ) : (
        <Suspense fallback={<FormPlaceholder fields={count} />}>
          <RjsfFields
            schema={(schema && typeof schema === 'object' ? schema : { type: 'object', properties: {} }) as RJSFSchema}
            uiSchema={record(uiSchema) as UiSchema}
            data={data}
            formContext={formContext}
            nodeId={nodeId}
            onChange={onChange}
          />
        </Suspense>
      )}
    </div>
  );
}
