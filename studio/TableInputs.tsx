/**
 * "What if status were 170 and isDelay 1": per table of the screen, one field
 * per input (a choice of the table's declared `domains` values, free text for
 * an input without), set by hand in place of what the scenario gives. The
 * values go to the engine (ScreenContext.tableInputs), never into the
 * document; "Reset to the scenario" forgets them.
 */
import { useState } from 'react';
import type { DecisionTable, Json, JsonObject } from '../renderer/types';
import copy from './copy.json';
import type { TableInputs as Inputs } from './messages';
import { typedInput } from './typedInput';

interface Props {
  tables: Record<string, DecisionTable>;
  /** Each table's inputs as the scenario gives them (none set by hand). */
  scenarioInputs: Record<string, JsonObject>;
  value: Inputs;
  onChange: (next: Inputs) => void;
}

/** A value as staff read it: a text as written, anything else as JSON. */
const shown = (v: Json | undefined): string => (v === undefined ? copy.notReadYet : typeof v === 'string' ? v : JSON.stringify(v));

export function TableInputs({ tables, scenarioInputs, value, onChange }: Props) {
  // What is typed in the free-text fields, as typed (the value sent is typed like the scenario's).
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const names = Object.keys(tables);

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
    setDrafts((d) => Object.fromEntries(Object.entries(d).filter(([k]) => !k.startsWith(`${table}/`))));
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
                  const current = Object.prototype.hasOwnProperty.call(byHand, input) ? byHand[input] : undefined;
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
                          value={drafts[`${name}/${input}`] ?? (current === undefined ? '' : shown(current))}
                          placeholder={fromScenario}
                          spellCheck={false}
                          onChange={(e) => {
                            const text = e.target.value;
                            setDrafts((d) => ({ ...d, [`${name}/${input}`]: text }));
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
