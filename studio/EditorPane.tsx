/**
 * The JSON being edited and what is wrong with it. Selecting a problem
 * selects the place in the text it points at; a problem in another document
 * of the screen (a shared part, or the screen while a part is edited) opens
 * that document first, and is selected there (`reveal`).
 */
import { useCallback, useEffect, useRef } from 'react';
import copy from './copy.json' with { type: 'json' };
import type { StudioFinding } from './studioFinding.ts';
import { lineAt, locate } from './jsonLocate.ts';
import { lineBand } from './lineBand.ts';
import { scrollToShow } from './scrollToShow.ts';

interface Props {
  /** The editor's label: which kind of document it holds. */
  label: string;
  /** The file of the document being edited (a finding's `file`). */
  file: string;
  text: string;
  findings: StudioFinding[];
  onChange: (text: string) => void;
  /** The texts of the screen's other documents, by file: the line a problem there is on. */
  otherTexts?: Record<string, string>;
  /** Whether problems name their file (the screen is made of more than one). */
  showFiles?: boolean;
  /** Opens the document of a problem in another file, to be selected there. */
  onOpen?: (finding: StudioFinding) => void;
  /** A problem to select once its document is in the editor; `onRevealed` is told when it is. */
  reveal?: StudioFinding | null;
  onRevealed?: () => void;
}

function spanOf(text: string, f: StudioFinding) {
  if (f.offset !== undefined) return { start: f.offset, end: Math.min(text.length, f.offset + 1) };
  return locate(text, f.pointer);
}

export function EditorPane({ label, file, text, findings, onChange, otherTexts = {}, showFiles = false, onOpen, reveal = null, onRevealed }: Props) {
  const area = useRef<HTMLTextAreaElement>(null);

  const show = useCallback(
    (f: StudioFinding) => {
      const el = area.current;
      const span = spanOf(text, f);
      if (!el || !span) return;
      el.focus({ preventScroll: true });
      el.setSelectionRange(span.start, span.end);
      // A textarea does not scroll to its selection by itself, and its long lines wrap: measure where the line is.
      el.scrollTop = scrollToShow(lineBand(el, span.start), { scrollTop: el.scrollTop, height: el.clientHeight });
      // And the editor itself into the window, should the page be scrolled past it (to a long list of problems).
      el.scrollIntoView({ block: 'nearest' });
    },
    [text],
  );

  // The document a problem was in has been opened: select the problem in it.
  useEffect(() => {
    if (!reveal || reveal.file !== file) return;
    show(reveal);
    onRevealed?.();
  }, [reveal, file, show, onRevealed]);

  const choose = (f: StudioFinding) => (f.file === file || !onOpen ? show(f) : onOpen(f));

  return (
    <section className="studio-editor" aria-labelledby="studio-editor-label">
      <label id="studio-editor-label" htmlFor="studio-editor-text" className="studio-heading">
        {label}
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
              const source = f.file === file ? text : otherTexts[f.file];
              const span = source === undefined ? null : spanOf(source, f);
              return (
                <li key={i}>
                  <button type="button" className="studio-finding" onClick={() => choose(f)}>
                    {showFiles && <span className="studio-finding__file">{f.file}</span>}
                    <span className="studio-finding__where">
                      {span && source !== undefined ? `${copy.line} ${lineAt(source, span.start)}` : ''} {f.pointer || '/'}
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
