import { lazy, Suspense } from 'react';
import type { WidgetPropsOf } from '../renderer/contract';
import type { contract } from './SchemaForm.contract';
import { formFieldCount } from './form/formFieldCount';
import { FormPlaceholder } from './form/FormPlaceholder';

// The form's code is loaded only by screens that draw a form: the other pages never download it.
const SchemaForm = lazy(() => import('./form/SchemaForm'));

export function LazySchemaForm(props: WidgetPropsOf<typeof contract>) {
  const { schema, uiSchema } = props;
  return (
    <Suspense fallback={<FormPlaceholder fields={formFieldCount(schema, uiSchema)} />}>
      <SchemaForm {...props} />
    </Suspense>
  );
}
