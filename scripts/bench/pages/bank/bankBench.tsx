/**
 * Bench page of the card-type switch (scripts/bench/bankFormChromium.ts
 * drives it in Chromium):
 *
 * - `?mode=schemaForm`: the engine's form widget (widgets/form/SchemaForm)
 *   with the visible form the engine builds for each card type, computed once
 *   up front: the widget's own cost, without the screen around it.
 * - `?mode=plain`: plain @rjsf/core as one would write it without the engine:
 *   all 60 fields in one schema, default widgets, the ajv8 validator, and
 *   visibility done the naive way: every switch builds a new schema and
 *   uiSchema (invisible fields `ui:widget: hidden`) and the whole form renders again.
 *
 * Both draw two role="tab" buttons; the bench clicks them and counts the fields.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import SchemaForm from '../../../../widgets/form/SchemaForm.tsx';
import { allFeatures, evaluate, readyContext, withPacks } from '../../../../renderer/index.ts';
import type { ScreenDoc } from '../../../../renderer/index.ts';
import bindBank from '../../../../schemas/screens/bindBank.json' with { type: 'json' };
import { localized } from '../../../../app/localized.ts';
import { settings } from '../../../../app/settings.ts';
import '../../../../widgets/widgets.css';
import { bankItems, type BankItem } from '../../bankItems.ts';

const items = bankItems();
// As the app draws it: the document holds every language, the field messages included.
// With its operation packs, as the app hands them (renderer/screenFeatures.ts).
const screen = withPacks(localized(bindBank as unknown as ScreenDoc, 'en'), allFeatures);
const values = Object.fromEntries(items.map((it) => [it.code, it.value]));

function Tabs({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  return (
    <div role="tablist" aria-label="Card type">
      {[1, 2].map((t) => (
        <button key={t} type="button" role="tab" aria-selected={t === value} onClick={() => onChange(t)}>
          {`Type ${t}`}
        </button>
      ))}
    </div>
  );
}

type FormProps = Parameters<typeof SchemaForm>[0];
const engineForm = (cardType: number) => {
  const ctx = readyContext(screen, { query: {}, data: { card: { items } as never }, config: settings, state: { cardType, channel: '90006', values } });
  return evaluate({ rule: 'form' }, ctx, screen) as { schema: FormProps['schema']; uiSchema: FormProps['uiSchema'] };
};
const forms = { 1: engineForm(1), 2: engineForm(2) } as Record<number, ReturnType<typeof engineForm>>;
const emit = async () => {};

function EngineFormPage() {
  const [cardType, setCardType] = useState(1);
  return (
    <main className="w-page">
      <Tabs value={cardType} onChange={setCardType} />
      <SchemaForm
        schema={forms[cardType].schema}
        uiSchema={forms[cardType].uiSchema}
        formData={values}
        errors={[]}
        labels={(screen.copy as Record<string, FormProps['labels']>).formLabels}
        fieldProps={{}}
        focusRequest={0}
        emit={emit}
        busy={false}
        nodeId="bench"
      />
    </main>
  );
}

/** What a developer would write by hand for one server item. */
function plainProperty(it: BankItem): RJSFSchema {
  if (it.cate === 'day') return { type: 'string', title: it.title, format: 'date' };
  if (it.cate === 'txt') return { type: 'string', title: it.title, maxLength: it.inputType === 'phone' ? 11 : 100 };
  return { type: 'string', title: it.title, oneOf: it.note.map((o) => ({ const: o.type, title: o.name })) };
}

function visible(it: BankItem, cardType: number) {
  if (it.cardTypeMi !== 0 && it.cardTypeMi !== cardType) return false;
  return !(cardType === 1 && it.channelNumber && it.channelNumber !== '90006');
}

function PlainFormPage() {
  const [cardType, setCardType] = useState(1);
  const [formData, setFormData] = useState<Record<string, unknown>>(values);
  // The naive way: a fresh schema and uiSchema on every render of a switch.
  const schema: RJSFSchema = { type: 'object', properties: Object.fromEntries(items.map((it) => [it.code, plainProperty(it)])) };
  const uiSchema: UiSchema = {
    'ui:submitButtonOptions': { norender: true },
    ...Object.fromEntries(items.filter((it) => !visible(it, cardType)).map((it) => [it.code, { 'ui:widget': 'hidden' }])),
  };
  return (
    <main>
      <Tabs value={cardType} onChange={setCardType} />
      <Form schema={schema} uiSchema={uiSchema} formData={formData} validator={validator} onChange={(e) => setFormData(e.formData)} />
    </main>
  );
}

const mode = new URLSearchParams(window.location.search).get('mode');
createRoot(document.getElementById('root')!).render(<StrictMode>{mode === 'plain' ? <PlainFormPage /> : <EngineFormPage />}</StrictMode>);
