import { lazy, Suspense } from 'react';
import type { WidgetProps } from '../renderer/types';

// rjsf is loaded only by screens that draw a form: the other pages never download it.
const SchemaForm = lazy(() => import('./form/SchemaForm'));

export function LazySchemaForm(props: WidgetProps) {
  return (
    <Suspense fallback={null}>
      <SchemaForm {...props} />
    </Suspense>
  );
}
