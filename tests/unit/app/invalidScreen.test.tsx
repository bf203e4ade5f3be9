import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryLocation } from '../../../app/location/MemoryLocation.tsx';
import { ScreenRoute } from '../../../app/ScreenRoute.tsx';
import { InvalidScreenError, loadScreen } from '../../../app/screens.ts';
import appCopyFile from '../../../schemas/copy.json' with { type: 'json' };

const appCopy = appCopyFile.en;

// A screen document that reached the page broken (a hand edit, a deployment mix-up):
// "body" must be a list of nodes and "widgets" is no key of a screen.
vi.mock('../../../schemas/screens/notFound.json', () => ({
  default: { $schema: '../screen.schema.json', id: 'notFound', widgets: [], body: 'oops' },
}));

describe('a screen document the meta-schema refuses', () => {
  it('is refused with findings that name the file, the pointer and the fix', async () => {
    const error = await loadScreen('notFound').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidScreenError);
    const findings = (error as InvalidScreenError).findings;
    expect(findings).toContainEqual(expect.objectContaining({ file: 'schemas/screens/notFound.json', pointer: '/body', message: 'must be a list ([…])' }));
    expect(findings).toContainEqual(expect.objectContaining({ pointer: '', message: 'unknown key "widgets" (must NOT have additional properties)' }));
  });

  it('shows the fallback page and reports the error, never a blank page', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <MemoryLocation>
        <ScreenRoute screenId="notFound" />
      </MemoryLocation>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe(appCopy.screenUnavailable);
    expect(screen.getByRole('button', { name: appCopy.retry })).toBeTruthy();
    expect(report).toHaveBeenCalledWith(
      '[app] screen failed to load:',
      expect.objectContaining({ message: expect.stringContaining('notFound.json#/body: must be a list') }),
    );
  });
});
