/**
 * A form that is not flat (flatFields.ts says which), drawn by @rjsf/core
 * with the project's field widgets. Its own file: rjsf is downloaded only by
 * a page that draws such a form (docs/decisions/038-forms-drawn-natively.md).
 */
import { useMemo } from 'react';
import Form from '@rjsf/core';
import type { FieldTemplateProps, ObjectFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FieldFormContext } from './formContext.ts';
import { noCompileValidator } from './noCompileValidator.ts';
import { fieldWidgets } from './fieldWidgets.ts';

export interface RjsfFieldsProps {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  data: Record<string, unknown>;
  formContext: FieldFormContext;
  nodeId: string;
  /** The form's values after an edit (SchemaForm adds those of fields not in this form). */
  onChange: (data: Record<string, unknown>) => void;
}

/** Each field is its widget alone: label, message and hint are the widget's own (FieldShell.tsx). */
function FieldTemplate({ children }: FieldTemplateProps) {
  return children;
}

function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="w-form__fields">{properties.map((p) => p.content)}</div>;
}

const templates = { FieldTemplate, ObjectFieldTemplate };

export default function RjsfFields({ schema, uiSchema, data, formContext, nodeId, onChange }: RjsfFieldsProps) {
  return useMemo(
    () => (
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={data}
        validator={noCompileValidator}
        widgets={fieldWidgets}
        templates={templates}
        formContext={formContext}
        idPrefix={nodeId}
        idSeparator="_"
        noHtml5Validate
        showErrorList={false}
        onChange={(e) => onChange((e.formData ?? {}) as Record<string, unknown>)}
        onSubmit={() => {}}
      />
    ),
    [schema, uiSchema, data, formContext, nodeId, onChange],
  );
}
