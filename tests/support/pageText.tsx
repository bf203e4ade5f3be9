/**
 * A static page as a person reads it: the screen drawn by the route at `path`
 * with the real widgets (app/AppScreenView.tsx; the official site opens at
 * the path's section, `?lang=fil` in another language), its text with the
 * spacing folded, and the ids of its sections in order. Used by the legal and
 * public pages' tests.
 */
import { allFeatures } from '../../renderer/allFeatures.ts';
import { render } from '@testing-library/react';
import { MemoryLocation } from '../../app/location/MemoryLocation.tsx';
import { AppScreenView } from '../../app/AppScreenView.tsx';
import { widgets } from '../../widgets/index.ts';
import { actions } from '../../actions/index.ts';
import { loadScreenDoc } from './loadScreenDoc.ts';

export function pageText(screenId: string, path = '/'): { text: string; ids: string[]; container: HTMLElement } {
  const { container } = render(
    <MemoryLocation initialEntries={[path]}>
      <AppScreenView screen={loadScreenDoc(screenId)} widgets={widgets} features={allFeatures} actions={actions} />
    </MemoryLocation>,
  );
  const text = (container.textContent ?? '').replace(/\s+/g, ' ');
  const ids = [...container.querySelectorAll('section[id]')].map((s) => s.id);
  return { text, ids, container };
}
