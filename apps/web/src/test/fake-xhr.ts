import { act, fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';

/** A stand-in XMLHttpRequest whose progress and answer the test drives. */
export class FakeRequest {
  static sent: FakeRequest[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeRequest.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** Reports half of the upload `request` sent, and expects the progress bar of `fileName` to show it. */
export function expectHalfUploaded(request: FakeRequest, fileName: string) {
  act(() => request.progress(50, 100));
  const bar = screen.getByRole('progressbar', { name: `Upload of ${fileName}` });
  expect(bar.getAttribute('aria-valuenow')).toBe('50');
}

/** Chooses `file` in the page's (one) file input, as a person picking a file does. */
export function chooseFile(file: File) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  fireEvent.change(input);
}

/** Chooses a small PNG named `name` in a file input, as a person picking a photo does. */
export function choosePng(input: HTMLInputElement, name: string) {
  Object.defineProperty(input, 'files', {
    value: [new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' })],
    configurable: true,
  });
  fireEvent.change(input);
}

/** Answers the upload sent `index`-th as the staff photo store does, the photo stored as `stored`. */
export function answerPhotoUpload(index: number, stored: string) {
  act(() =>
    FakeRequest.sent[index]?.answer(201, {
      filename: stored,
      tag: 'PACKAGE_PHOTO',
      url: `/api/files/${stored}`,
    }),
  );
}
