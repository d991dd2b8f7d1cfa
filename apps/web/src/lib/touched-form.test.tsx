import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type FormSchema, lazySchema, useTouchedForm } from './touched-form.ts';

const schema = z.object({
  code: z.string().regex(/^[A-Z]{3}$/, 'Code is 3 capital letters'),
  email: z.string().min(1, 'Email is required').email('Email is not valid'),
});
type Output = z.output<typeof schema>;

function TestForm({ onValid, onInvalid }: { onValid: (output: Output) => void; onInvalid?: () => void }) {
  const form = useTouchedForm({
    schema: lazySchema(async () => schema),
    defaultValues: { code: '', email: '' },
  });
  return (
    <form onSubmit={form.handleSubmit(onValid, onInvalid)} onFocus={form.preload} noValidate>
      <label>
        Code
        <input {...form.field('code', { setValueAs: (value) => value.toUpperCase() })} />
      </label>
      {form.errors.code && <p>{form.errors.code}</p>}
      <label>
        Email
        <input {...form.field('email')} />
      </label>
      {form.errors.email && <p>{form.errors.email}</p>}
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(cleanup);

describe('useTouchedForm (sign-in and recovery forms)', () => {
  it('checks a field when it loses focus, then live; an untouched field shows nothing', async () => {
    render(<TestForm onValid={vi.fn()} />);
    const email = screen.getByLabelText('Email');
    fireEvent.change(email, { target: { value: 'x' } });
    // Not yet touched: typing shows no message.
    await act(async () => {});
    expect(screen.queryByText('Email is not valid')).toBeNull();
    fireEvent.blur(email);
    expect(await screen.findByText('Email is not valid')).toBeTruthy();
    expect(screen.queryByText('Code is 3 capital letters')).toBeNull();
    // Live after that.
    fireEvent.change(email, { target: { value: 'fan@example.com' } });
    await waitFor(() => expect(screen.queryByText('Email is not valid')).toBeNull());
    fireEvent.change(email, { target: { value: '' } });
    expect(await screen.findByText('Email is required')).toBeTruthy();
  });

  it('checks every field on submit, focuses the first refused one and keeps what was typed; then sends the output', async () => {
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    render(<TestForm onValid={onValid} onInvalid={onInvalid} />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'fan@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Code is 3 capital letters')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByLabelText('Code'));
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('fan@example.com');
    // After a submit every change is checked live; the input keeps what was typed, the form gets it upper-cased.
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'abc' } });
    await waitFor(() => expect(screen.queryByText('Code is 3 capital letters')).toBeNull());
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('abc');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ code: 'ABC', email: 'fan@example.com' }));
  });

  it('waits for a schema still downloading, and tries a failed download again at the next check', async () => {
    let arrive: (value: FormSchema<Output>) => void = () => {};
    const load = vi
      .fn<() => Promise<FormSchema<Output>>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(() => new Promise((resolve) => (arrive = resolve)));
    const lazy = lazySchema(load);
    await expect(lazy.load()).rejects.toThrow('offline');
    lazy.preload();
    let answered = false;
    const check = lazy.load().then((loaded) => {
      answered = true;
      return loaded.safeParse({ code: 'ABC', email: 'nope' });
    });
    await Promise.resolve();
    expect(answered).toBe(false);
    arrive(schema);
    const result = await check;
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'Email is not valid',
    ]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
