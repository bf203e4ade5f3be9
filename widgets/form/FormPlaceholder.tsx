/**
 * While a form's code downloads, an empty frame as tall as its fields holds
 * its place: without it the Apply button first paints where the form will be
 * and a tap meant for it lands on a field once the form arrives.
 */
export function FormPlaceholder({ fields }: { fields: number }) {
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
