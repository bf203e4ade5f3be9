import { lazy, Suspense } from 'react';
import type { WidgetPropsOf } from '../renderer/contract';
import type { contract } from './SchemaForm.contract';
import { formFieldCount } from './form/formFieldCount';

// rjsf is loaded only by screens that draw a form: the other pages never download it.
const SchemaForm = lazy(() => import('./form/SchemaForm'));

/**
 * While rjsf downloads, an empty frame as tall as the form's fields holds its
 * place: without it the Apply button first paints where the form will be and
 * a tap meant for it lands on a field once the form arrives.
 */
function FormPlaceholder({ fields }: { fields: number }) {
  if (!fields) return null;
  return (
    <div className="w-form w-form--pending" aria-hidden="true">
      <div className="w-form__fields">
        {Array.from({ length: fields }, (_, i) => (
          <div key={i} className="w-field">
            <span className="w-field__label">&nbsp;</span>
            <span className="w-field__input" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function LazySchemaForm(props: WidgetPropsOf<typeof contract>) {
  const { schema, uiSchema } = props;
  return (
    <Suspense fallback={<FormPlaceholder fields={formFieldCount(schema, uiSchema)} />}>
      <SchemaForm {...props} />
    </Suspense>
  );
}
