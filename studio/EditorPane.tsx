/**
 * The JSON being edited and what is wrong with it. Selecting a problem
 * selects the place in the text it points at.
 */
import { useRef } from 'react';
import copy from './copy.json';
import type { StudioFinding } from './checkEdited';
import { lineAt, locate } from './jsonLocate';
import { lineBand } from './lineBand';
import { scrollToShow } from './scrollToShow';

interface Props {
  text: string;
  findings: StudioFinding[];
  onChange: (text: string) => void;
}

function spanOf(text: string, f: StudioFinding) {
  if (f.offset !== undefined) return { start: f.offset, end: Math.min(text.length, f.offset + 1) };
  return locate(text, f.pointer);
}

export function EditorPane({ text, findings, onChange }: Props) {
  const area = useRef<HTMLTextAreaElement>(null);

  const show = (f: StudioFinding) => {
    const el = area.current;
    const span = spanOf(text, f);
    if (!el || !span) return;
    el.focus({ preventScroll: true });
    el.setSelectionRange(span.start, span.end);
    // A textarea does not scroll to its selection by itself, and its long lines wrap: measure where the line is.
    el.scrollTop = scrollToShow(lineBand(el, span.start), { scrollTop: el.scrollTop, height: el.clientHeight });
    // And the editor itself into the window, should the page be scrolled past it (to a long list of problems).
    el.scrollIntoView({ block: 'nearest' });
  };
  return (
    <section className="studio-editor" aria-labelledby="studio-editor-label">
      <label id="studio-editor-label" htmlFor="studio-editor-text" className="studio-heading">
        {copy.editorLabel}
      </label>
      <textarea
        id="studio-editor-text"
        ref={area}
        className="studio-editor__text"
        value={text}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        onChange={(e) => onChange(e.target.value)}
      />
      <h2 className="studio-heading" id="studio-findings">
        {copy.findingsTitle} ({findings.length})
      </h2>
      <div role="status" aria-labelledby="studio-findings" className="studio-findings">
        {findings.length === 0 ? (
          <p className="studio-ok">{copy.noFindings}</p>
        ) : (
          <ul>
            {findings.map((f, i) => {
              const span = spanOf(text, f);
              return (
                <li key={i}>
                  <button type="button" className="studio-finding" onClick={() => show(f)}>
                    <span className="studio-finding__where">
                      {span ? `${copy.line} ${lineAt(text, span.start)}` : ''} {f.pointer || '/'}
                    </span>
                    <span className="studio-finding__message">{f.message}</span>
                    <span className="studio-finding__fix">
                      {copy.fixArrow} {f.fix}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
