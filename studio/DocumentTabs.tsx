/**
 * The documents a screen is made of, above the editor: the screen's own file
 * and each shared part it uses, by name and file. Choosing one puts it in the
 * editor; each keeps its own draft. Arrow keys move between them (ARIA tabs).
 */
import { useRef, type KeyboardEvent } from 'react';
import copy from './copy.json' with { type: 'json' };

export interface DocumentTab {
  /** null: the screen; else the part's id. */
  part: string | null;
  name: string;
  file: string;
  edited: boolean;
}

interface Props {
  tabs: DocumentTab[];
  current: string | null;
  onChoose: (part: string | null) => void;
}

export function DocumentTabs({ tabs, current, onChoose }: Props) {
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onChoose(tabs[next].part);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div ref={list} role="tablist" aria-label={copy.documentsLabel} className="studio-docs">
      {tabs.map((tab, i) => {
        const selected = tab.part === current;
        return (
          <button
            key={tab.file}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls="studio-editor-text"
            tabIndex={selected ? 0 : -1}
            className="studio-doc"
            onClick={() => onChoose(tab.part)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            <span className="studio-doc__kind">{tab.part === null ? copy.screenDocument : copy.partDocument}</span>{' '}
            <span className="studio-doc__name">{tab.name}</span> <span className="studio-doc__file">{tab.file}</span>
            {tab.edited && <span className="studio-doc__edited"> · {copy.edited}</span>}
          </button>
        );
      })}
    </div>
  );
}
