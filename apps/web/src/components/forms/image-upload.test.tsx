import { uploadMessages } from '@fanship/domain/catalogue/staff-content';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeRequest } from '../../test/fake-xhr.ts';
import { renderAt } from '../../test/render.tsx';
import { ImageUpload } from './image-upload.tsx';

function Harness({ onPaths }: { onPaths: (paths: string[]) => void }) {
  const [paths, setPaths] = useState<string[]>([]);
  return (
    <ImageUpload
      label="Images"
      max={10}
      value={paths}
      onChange={(next) => {
        setPaths(next);
        onPaths(next);
      }}
    />
  );
}

function drop(files: File[]) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

function png(name: string, size: number): File {
  const file = new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => {
  FakeRequest.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});

describe('image upload', () => {
  it('names its drop area with its visible text and keeps the file input out of it (WCAG 2.5.3, axe)', () => {
    renderAt('/staff/shop-products/new', <Harness onPaths={vi.fn()} />);
    const hint = screen.getByText(/^Drop images here or click to choose/);
    const dropArea = screen.getByRole('button', { name: /^Upload images:/ });
    // Its name is 'Upload images:' followed by everything it shows (label in name), with no label of its own.
    expect(dropArea.getAttribute('aria-label')).toBeNull();
    expect(dropArea.contains(hint)).toBe(true);
    const name = dropArea
      .getAttribute('aria-labelledby')
      ?.split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(name).toBe(`Upload images: ${hint.textContent}`);
    // The file input inside it is not drawn, so the button holds no focusable element (axe nested-interactive).
    const input = dropArea.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.style.display).toBe('none');
  });

  it('refuses a file over 15 MB with the exact message and uploads nothing', async () => {
    const onPaths = vi.fn();
    renderAt('/staff/shop-products/new', <Harness onPaths={onPaths} />);
    drop([png('small.png', 1024), png('huge.png', 15 * 1024 * 1024 + 1)]);
    expect(await screen.findByText(uploadMessages.tooLarge)).toBeTruthy();
    expect(uploadMessages.tooLarge).toBe('File size cannot exceed 15MB');
    expect(FakeRequest.sent).toHaveLength(0);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onPaths).not.toHaveBeenCalled();
  });

  it('posts the file as multipart field "file", shows its progress and adds the returned path', async () => {
    const onPaths = vi.fn();
    renderAt('/staff/shop-products/new', <Harness onPaths={onPaths} />);
    drop([png('cover.png', 2048)]);
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    const request = FakeRequest.sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/staff/uploads');
    expect((request.body?.get('file') as File | undefined)?.name).toBe('cover.png');
    act(() => request.progress(40, 100));
    const bar = await screen.findByRole('progressbar', { name: 'Upload of cover.png' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('Uploading cover.png… 40%')).toBeTruthy();
    act(() => request.answer(201, { path: '/media/uploads/abc.png', contentType: 'image/png', size: 2048 }));
    await waitFor(() => expect(onPaths).toHaveBeenCalledWith(['/media/uploads/abc.png']));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'Images 1' }).getAttribute('src')).toBe('/media/uploads/abc.png');
    fireEvent.click(screen.getByRole('button', { name: 'Remove images 1' }));
    expect(onPaths).toHaveBeenLastCalledWith([]);
  });

  it("shows the server's refusal under the component", async () => {
    renderAt('/staff/shop-products/new', <Harness onPaths={vi.fn()} />);
    drop([png('fake.png', 10)]);
    await waitFor(() => expect(FakeRequest.sent).toHaveLength(1));
    act(() =>
      FakeRequest.sent[0]!.answer(400, { code: 'BAD_REQUEST', message: uploadMessages.unsupportedType }),
    );
    const message = await screen.findByText(uploadMessages.unsupportedType);
    expect(message.getAttribute('role')).toBe('alert');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
