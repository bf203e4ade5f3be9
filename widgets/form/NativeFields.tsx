/**
 * A flat form's fields drawn by the engine itself (flatFields.ts), the
 * same page rjsf draws for it: `<form class="rjsf">`, the fields' box, and
 * each field widget with the id, label, value, placeholder and options rjsf
 * would give it. No rjsf code is downloaded for it (docs/decisions/038-forms-drawn-natively.md).
 */
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import type { FieldFormContext } from './formContext.ts';
import { fieldWidgets } from './fieldWidgets.ts';
import { uiOptions, type FlatField, type FieldWidgetName } from './flatFields.ts';

export interface NativeFieldsProps {
  fields: FlatField[];
  data: Record<string, unknown>;
  formContext: FieldFormContext;
  nodeId: string;
  /** Every value so far, the edited field's new one included. */
  onChange: (data: Record<string, unknown>) => void;
}

interface FieldProps {
  code: string;
  widget: FieldWidgetName;
  property: Record<string, unknown>;
  ui: Record<string, unknown>;
  idPrefix: string;
  value: unknown;
  registry: { formContext: FieldFormContext };
  onChange: (code: string, value: unknown) => void;
}

/**
 * One field. Memoised on what it draws: a card-type switch or a keystroke
 * elsewhere leaves it alone (the bank form's field objects are kept across
 * switches, renderer/forms/fieldForm.ts).
 */
const Field = memo(function Field({ code, widget, property, ui, idPrefix, value, registry, onChange }: FieldProps) {
  const Widget = fieldWidgets[widget];
  // As rjsf's StringField: the widget, placeholder and title are taken out of the options.
  const { widget: _widget, placeholder, title, ...options } = useMemo(() => uiOptions(ui), [ui]);
  const label = title ?? property.title ?? code;
  const change = useCallback((value: unknown) => onChange(code, value), [onChange, code]);
  return (
    <Widget
      id={`${idPrefix}_${code}`}
      name={code}
      label={String(label)}
      value={value}
      placeholder={placeholder === undefined ? '' : String(placeholder)}
      options={options}
      registry={registry}
      onChange={change}
    />
  );
});

export function NativeFields({ fields, data, formContext, nodeId, onChange }: NativeFieldsProps) {
  // An edit shows at once, in the same event, as rjsf's own state does: a controlled input the screen answers a
  // moment later would first be put back to its old value (and its caret to the end). New values from the screen
  // win over the form's own.
  const [own, setOwn] = useState({ base: data, values: data });
  const values = own.base === data ? own.values : data;
  // The values as last edited: two edits before the screen hands the first back both arrive.
  const latest = useRef({ data, values, onChange });
  latest.current = { data, values, onChange };
  const change = useCallback((code: string, value: unknown) => {
    const next = { ...latest.current.values, [code]: value };
    latest.current.values = next;
    setOwn({ base: latest.current.data, values: next });
    latest.current.onChange(next);
  }, []);
  const registry = useMemo(() => ({ formContext }), [formContext]);
  return (
    // No submit button and no browser checks: a field's Enter submits nothing, and the engine checks the values.
    <form className="rjsf" noValidate onSubmit={(e) => e.preventDefault()}>
      <div className="w-form__fields">
        {fields.map((f) => (
          <Field
            key={f.code}
            code={f.code}
            widget={f.widget}
            property={f.property}
            ui={f.ui}
            idPrefix={nodeId}
            // Own values only: a server field coded `constructor` reads nothing from Object's prototype.
            value={Object.hasOwn(values, f.code) ? values[f.code] : undefined}
            registry={registry}
            onChange={change}
          />
        ))}
      </div>
    </form>
  );
}
