/**
 * The picture picker hands every chosen file to the screen (`pick`), which
 * tells a picture by its first bytes (picture.check) and adds a tile only
 * for one it takes: the widget judges nothing by a name or a type. The
 * uploading tile shows how far it is (progress, progressText).
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen as view } from '@testing-library/react';
import { ImagePicker } from '../../../widgets/ImagePicker.tsx';
import { pngFile, renamedPdf } from '../../support/pictureFiles.ts';
import nextScreen from '../../../schemas/screens/complainPageNext.json' with { type: 'json' };

const copy = nextScreen.copy.en;
const labels = copy.imageLabels;

function choose(file: File) {
  URL.createObjectURL = vi.fn(() => 'blob:x');
  const emit = vi.fn(async () => {});
  render(<ImagePicker nodeId="p" busy={false} emit={emit} images={[]} max={9} perRow={4} labels={labels} />);
  const input = view.getByLabelText(labels.add) as HTMLInputElement;
  expect(input.accept).toBe('image/*');
  fireEvent.change(input, { target: { files: [file] } });
  return emit;
}

describe('<ImagePicker>', () => {
  it.each([
    ['a picture', pngFile()],
    ['a PDF renamed .jpg', renamedPdf()],
  ])('%s goes to the screen as it is (the screen checks its bytes)', (_what, file) => {
    const emit = choose(file);
    expect(emit).toHaveBeenCalledWith('pick', expect.objectContaining({ file }));
  });

  it('the uploading picture shows how far it is: words on the tile, value on the bar', () => {
    const images = [{ localId: 'a', status: 'uploading' as const, url: '' }];
    const { rerender } = render(<ImagePicker nodeId="p" busy={false} emit={vi.fn()} images={images} labels={labels} progressText={copy.preparing} />);
    const bar = view.getByRole('progressbar', { name: labels.uploading });
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
    expect(bar.getAttribute('aria-valuetext')).toBe(copy.preparing);
    expect(bar.textContent).toBe(copy.preparing);
    const share = copy.sentShare.replace('{percent}', '42');
    rerender(<ImagePicker nodeId="p" busy={false} emit={vi.fn()} images={images} labels={labels} progress={42} progressText={share} />);
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.textContent).toBe(share);
  });
});
