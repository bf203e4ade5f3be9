/**
 * "What if status were 170 and isDelay 1": per table of the screen, one field
 * per input (a choice of the table's declared `domains` values, free text for
 * an input without), set by hand in place of what the scenario gives. The
 * values go to the engine (ScreenContext.tableInputs), never into the
 * document; "Reset to the scenario" forgets them.
 */
import { useEffect, useState } from 'react';
import type { DecisionTable, Json, JsonObject } from '../renderer/index.ts';
import copy from './copy.json' with { type: 'json' };
import type { TableInputs as Inputs } from './messages.ts';
import { typedInput } from './typedInput.ts';

interface Props {
  tables: Record<string, DecisionTable>;
  /** Each table's inputs as the scenario gives them (none set by hand). */
  scenarioInputs: Record<string, JsonObject>;
  value: Inputs;
  onChange: (next: Inputs) => void;
}

/** A value as staff read it: a text as written, anything else as JSON. */
const shown = (v: Json | undefined): string => (v === undefined ? copy.notReadYet : typeof v === 'string' ? v : JSON.stringify(v));
const same = (a: Json | undefined, b: Json | undefined) => JSON.stringify(a) === JSON.stringify(b);
const has = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);
/** Where a free-text field's text is kept: table → input → text as typed. */
type Drafts = Record<string, Record<string, string>>;

export function TableInputs({ tables, scenarioInputs, value, onChange }: Props) {
  // What is typed in the free-text fields, as typed (the value sent is typed like the scenario's).
  const [drafts, setDrafts] = useState<Drafts>({});
  const names = Object.keys(tables);

  // Typed before the phone said what the scenario gives (still loading, a language just switched): once it
  // says, the text is typed again like the scenario's value, so "170" becomes the text the rows compare.
  useEffect(() => {
    let next = value;
    for (const [table, texts] of Object.entries(drafts)) {
      for (const [input, text] of Object.entries(texts)) {
        const like = scenarioInputs[table]?.[input];
        if (like === undefined || like === null || !has(next[table] ?? {}, input)) continue;
        const typed = typedInput(text, like);
        if (!same(typed, next[table][input])) next = { ...next, [table]: { ...next[table], [input]: typed } };
      }
    }
    if (next !== value) onChange(next);
  }, [drafts, scenarioInputs, value, onChange]);

  const set = (table: string, input: string, v: Json | undefined) => {
    const own = { ...(value[table] ?? {}) };
    if (v === undefined) delete own[input];
    else own[input] = v;
    const next = { ...value };
    if (Object.keys(own).length) next[table] = own;
    else delete next[table];
    onChange(next);
  };

  const reset = (table: string) => {
    setDrafts((d) => Object.fromEntries(Object.entries(d).filter(([t]) => t !== table)));
    const next = { ...value };
    delete next[table];
    onChange(next);
  };

  return (
    <section className="studio-whatif" aria-labelledby="studio-whatif-title">
      <h2 className="studio-heading" id="studio-whatif-title">
        {copy.whatIfTitle}
      </h2>
      {names.length === 0 ? (
        <p className="studio-muted">{copy.noDecisions}</p>
      ) : (
        <>
          <p className="studio-muted">{copy.whatIfIntro}</p>
          {names.map((name) => {
            const table = tables[name];
            const seen = scenarioInputs[name] ?? {};
            const byHand = value[name] ?? {};
            const isSet = Object.keys(byHand).length > 0;
            return (
              <fieldset key={name} className="studio-whatif__table">
                <legend>
                  {name}
                  {isSet && <span className="studio-whatif__set"> · {copy.setByHand}</span>}
                </legend>
                {Object.keys(table.inputs).map((input) => {
                  const id = `studio-whatif-${name}-${input}`;
                  const fromScenario = `${copy.fromScenario} ${shown(seen[input])}`;
                  const domain = table.domains?.[input];
                  const current = has(byHand, input) ? byHand[input] : undefined;
                  return (
                    <div key={input} className="studio-whatif__field">
                      <label htmlFor={id}>{input}</label>
                      {domain ? (
                        <select
                          id={id}
                          value={current === undefined ? '' : String(domain.findIndex((d) => JSON.stringify(d) === JSON.stringify(current)))}
                          onChange={(e) => set(name, input, e.target.value === '' ? undefined : domain[Number(e.target.value)])}
                        >
                          <option value="">{fromScenario}</option>
                          {domain.map((d, i) => (
                            <option key={i} value={String(i)}>
                              {shown(d)}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <input
                          id={id}
                          type="text"
                          // The text as typed while a value is set; none once it is forgotten (reset, or the input left the document).
                          value={current === undefined ? '' : (drafts[name]?.[input] ?? shown(current))}
                          placeholder={fromScenario}
                          spellCheck={false}
                          onChange={(e) => {
                            const text = e.target.value;
                            setDrafts((d) => ({ ...d, [name]: { ...d[name], [input]: text } }));
                            set(name, input, text === '' ? undefined : typedInput(text, seen[input]));
                          }}
                        />
                      )}
                    </div>
                  );
                })}
                <button type="button" disabled={!isSet} onClick={() => reset(name)}>
                  {copy.resetInputs}
                </button>
              </fieldset>
            );
          })}
        </>
      )}
    </section>
  );
}
