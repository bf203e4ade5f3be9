/**
 * The resolved view tree as an outline, the screen's table decisions, its
 * check lists (which check failed, so product staff see why a money step is
 * off), and for the selected node why it is there (its rule trace) and its props.
 */
import type { JsonObject, TraceEntry, ViewNode, ViewTree } from '../renderer/index.ts';
import { describeTrace } from '../renderer/index.ts';
import copy from './copy.json' with { type: 'json' };

interface Props {
  view: ViewTree | null;
  decisions: Record<string, TraceEntry | null>;
  checks: Record<string, TraceEntry | null>;
  /** The receipt the screen's money step would send now (renderer/receipt.ts). */
  receipt: { declared: boolean; value: JsonObject | null };
  selected: string | null;
  onSelect: (id: string) => void;
}

function flatten(nodes: ViewNode[], depth = 0, out: { node: ViewNode; depth: number }[] = []) {
  for (const node of nodes) {
    out.push({ node, depth });
    if (node.children) flatten(node.children, depth + 1, out);
  }
  return out;
}

/** A few words that tell nodes of the same widget apart (their label, title or text). */
function hint(node: ViewNode): string {
  for (const key of ['label', 'title', 'text', 'message']) {
    const value = node.props[key];
    if (typeof value === 'string' && value) return value.length > 32 ? `${value.slice(0, 31)}…` : value;
  }
  return '';
}

/** Each check list: passed or which checks failed, every item's result, and what the borrower reads. */
function CheckLists({ checks }: { checks: Record<string, TraceEntry | null> }) {
  return (
    <section aria-label={copy.checksTitle}>
      <h3 className="studio-subheading">{copy.checksTitle}</h3>
      <p className="studio-muted">{copy.checksIntro}</p>
      {Object.entries(checks).map(([name, entry]) => {
        const value = (entry?.value ?? {}) as { results?: Record<string, boolean | null>; says?: unknown; passed?: boolean };
        return (
          <div key={name} className="studio-checks" data-check-list={name}>
            <p>{entry ? describeTrace(entry) : name}</p>
            <ul>
              {Object.entries(value.results ?? {}).map(([item, result]) => {
                const shown = copy.checkResults[result === null ? 'notRun' : result ? 'passed' : 'failed'];
                return (
                  <li key={item} data-check={item} data-result={result === null ? 'not-run' : result ? 'passed' : 'failed'}>
                    {shown.mark} {item}: {shown.words}
                  </li>
                );
              })}
            </ul>
            {value.passed === false && typeof value.says === 'string' && value.says !== '' && <p>{copy.checkSays.replace('{says}', value.says)}</p>}
          </div>
        );
      })}
    </section>
  );
}

/** The receipt as the money step would send it now: its texts and figures change as the document is edited. */
function ReceiptPanel({ receipt }: { receipt: JsonObject | null }) {
  return (
    <section aria-label={copy.receiptTitle} className="studio-receipt">
      <h3 className="studio-subheading">{copy.receiptTitle}</h3>
      <p className="studio-muted">{copy.receiptIntro}</p>
      {receipt ? <pre className="studio-props">{JSON.stringify(receipt, null, 2)}</pre> : <p className="studio-muted">{copy.receiptNone}</p>}
    </section>
  );
}

export function TreePane({ view, decisions, checks, receipt, selected, onSelect }: Props) {
  if (!view) {
    return (
      <section className="studio-tree" aria-label={copy.treeTitle}>
        <p>{copy.waiting}</p>
      </section>
    );
  }
  const rows = flatten(view.nodes);
  const chosen = rows.find((r) => r.node.id === selected)?.node;
  const tables = Object.entries(decisions);
  return (
    <section className="studio-tree" aria-label={copy.treeTitle}>
      <h2 className="studio-heading">
        {copy.treeTitle} · {copy.phases[view.phase]}
      </h2>
      <h3 className="studio-subheading">{copy.decisionsTitle}</h3>
      {tables.length === 0 ? (
        <p className="studio-muted">{copy.noDecisions}</p>
      ) : (
        <ul className="studio-decisions">
          {tables.map(([name, entry]) => (
            <li key={name}>{entry ? describeTrace(entry) : name}</li>
          ))}
        </ul>
      )}
      {Object.keys(checks).length > 0 && <CheckLists checks={checks} />}
      {receipt.declared && <ReceiptPanel receipt={receipt.value} />}
      <ul className="studio-outline" aria-label={copy.treeTitle}>
        {rows.map(({ node, depth }) => (
          <li key={node.id} style={{ paddingLeft: `${depth * 12}px` }}>
            <button type="button" className="studio-node" aria-pressed={node.id === selected} data-node-id={node.id} onClick={() => onSelect(node.id)}>
              <span className="studio-node__widget">{node.widget}</span> <span className="studio-node__hint">{hint(node)}</span>
              {node.trace?.length ? (
                <span className="studio-node__why">
                  {' '}
                  {copy.traceMark}
                  {node.trace.length}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      <div className="studio-details" aria-live="polite">
        {!chosen ? (
          <p className="studio-muted">{copy.selectNode}</p>
        ) : (
          <>
            <h3 className="studio-subheading">
              {copy.whyTitle}: {chosen.widget} <code>{chosen.id}</code>
            </h3>
            {chosen.trace?.length ? (
              <ul className="studio-why">
                {chosen.trace.map((t, i) => (
                  <li key={i}>{describeTrace(t)}</li>
                ))}
              </ul>
            ) : (
              <p className="studio-muted">{copy.alwaysShown}</p>
            )}
            <h3 className="studio-subheading">{copy.propsTitle}</h3>
            <pre className="studio-props">{JSON.stringify(chosen.props, null, 2)}</pre>
          </>
        )}
      </div>
    </section>
  );
}
