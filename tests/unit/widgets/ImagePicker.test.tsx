/**
 * The picture picker takes pictures only (issue 17, nothing dropped silently):
 * a document is refused before anything is uploaded or drawn, and the screen
 * is told (`refuse`) so it can say why.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { ImagePicker } from '../../../widgets/ImagePicker';
import { isPicture } from '../../../widgets/isPicture';
import nextScreen from '../../../schemas/screens/complainPageNext.json' with { type: 'json' };

const labels = nextScreen.copy.en.imageLabels;

function choose(file: File) {
  const emit = vi.fn(async () => {});
  render(<ImagePicker nodeId="p" busy={false} emit={emit} images={[]} max={9} perRow={4} labels={labels} />);
  const input = view.getByLabelText(labels.add) as HTMLInputElement;
  expect(input.accept).toBe('image/*');
  fireEvent.change(input, { target: { files: [file] } });
  return emit;
}

describe('<ImagePicker> takes pictures only', () => {
  it('a picture is picked (the screen uploads it)', () => {
    URL.createObjectURL = vi.fn(() => 'blob:x');
    const emit = choose(new File(['png'], 'receipt.png', { type: 'image/png' }));
    expect(emit).toHaveBeenCalledWith('pick', expect.objectContaining({ file: expect.any(File) }));
  });

  for (const [name, type] of [
    ['notes.txt', 'text/plain'],
    ['statement.pdf', 'application/pdf'],
    ['statement.pdf', ''],
  ]) {
    it(`${name} (${type || 'no type'}) is refused: no pick, no upload, the screen is told`, () => {
      const emit = choose(new File(['x'], name, { type }));
      expect(emit.mock.calls.map((c: unknown[]) => c[0])).toEqual(['refuse']);
      expect(emit).toHaveBeenCalledWith('refuse', { name, type });
    });
  }

  it('a file without a type counts as a picture by its name', () => {
    expect(isPicture({ name: 'IMG_0001.JPG', type: '' })).toBe(true);
    expect(isPicture({ name: 'photo.heic', type: '' })).toBe(true);
    expect(isPicture({ name: 'photo', type: '' })).toBe(false);
    expect(isPicture({ name: 'x.png', type: 'application/pdf' })).toBe(false);
  });
});
