import { lazy, Suspense } from 'react';
import type { WidgetPropsOf } from '../renderer/contract.ts';
import type { contract } from './SchemaForm.contract.ts';
import { formFieldCount } from './form/formFieldCount.ts';
import { FormPlaceholder } from './form/FormPlaceholder.tsx';

// The form's code is loaded only by screens that draw a form: the other pages never download it.
const SchemaForm = lazy(() => import('./form/SchemaForm.tsx'));

export function LazySchemaForm(props: WidgetPropsOf<typeof contract>) {
  const { schema, uiSchema } = props;
  return (
    <Suspense fallback={<FormPlaceholder fields={formFieldCount(schema, uiSchema)} />}>
      <SchemaForm {...props} />
    </Suspense>
  );
}
