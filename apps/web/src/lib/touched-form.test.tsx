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

const consentSchema = z.object({
  code: z.string().regex(/^[0-9]{4}$/, 'Code is 4 digits'),
  country: z.string().min(1, 'Country is required'),
  agree: z.boolean().refine((value) => value, 'This checkbox is required'),
});
type Consent = z.output<typeof consentSchema>;

/** A form with the other kinds of field: a code shaped as typed, a value-handing picker, a checkbox. */
function ConsentForm({ onValid }: { onValid: (output: Consent) => void }) {
  const form = useTouchedForm({
    schema: lazySchema(async () => consentSchema),
    defaultValues: { code: '', country: '', agree: false },
  });
  const country = form.control('country');
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <label>
        Code
        <input {...form.field('code', { format: (value) => value.replace(/\D/g, '') })} />
      </label>
      {form.errors.code && <p>{form.errors.code}</p>}
      <label>
        Country
        <input ref={country.ref} value={country.value} readOnly onBlur={country.onBlur} />
      </label>
      <button type="button" onClick={() => country.onChange('CA')}>
        Pick Canada
      </button>
      {form.errors.country && <p>{form.errors.country}</p>}
      <label>
        <input type="checkbox" {...form.checkbox('agree')} />I agree
      </label>
      {form.errors.agree && <p>{form.errors.agree}</p>}
      <button type="button" onClick={() => form.setError('code', 'Invalid code')}>
        Refuse code
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(cleanup);

/** Reads the messages field() and control() hand over, outside any input. */
function Bound() {
  const form = useTouchedForm({
    schema: lazySchema(async () => consentSchema),
    defaultValues: { code: '', country: '', agree: false },
  });
  const { error, ...code } = form.field('code');
  return (
    <form onSubmit={form.handleSubmit(() => undefined)} noValidate>
      <input aria-label="Code" {...code} />
      <output aria-label="Code message">{error}</output>
      <output aria-label="Country message">{form.control('country').error}</output>
      <button type="submit">Send</button>
    </form>
  );
}

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

  it('shapes a typed value as it is typed, takes a value handed over, and a tick; focuses a refused picker', async () => {
    const onValid = vi.fn();
    render(<ConsentForm onValid={onValid} />);
    const code = screen.getByLabelText('Code') as HTMLInputElement;
    fireEvent.change(code, { target: { value: '1a2b3c4' } });
    expect(code.value).toBe('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Country is required')).toBeTruthy();
    expect(screen.getByText('This checkbox is required')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Country'));
    // Checked live after the submit: the picker's value and the tick clear their messages.
    fireEvent.click(screen.getByRole('button', { name: 'Pick Canada' }));
    await waitFor(() => expect(screen.queryByText('Country is required')).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await waitFor(() => expect(screen.queryByText('This checkbox is required')).toBeNull());
    expect((screen.getByRole('checkbox', { name: 'I agree' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ code: '1234', country: 'CA', agree: true }));
  });

  it("shows a message set from outside (a server's answer) until the field is checked again", async () => {
    render(<ConsentForm onValid={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Refuse code' }));
    expect(screen.getByText('Invalid code')).toBeTruthy();
    const code = screen.getByLabelText('Code');
    fireEvent.blur(code);
    expect(await screen.findByText('Code is 4 digits')).toBeTruthy();
    fireEvent.change(code, { target: { value: '4321' } });
    await waitFor(() => expect(screen.queryByText('Code is 4 digits')).toBeNull());
    expect(screen.queryByText('Invalid code')).toBeNull();
  });

  it("hands a field's message with its props, so an input bound with field() or control() shows it", async () => {
    render(<Bound />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Code message').textContent).toBe('Code is 4 digits'));
    expect(screen.getByLabelText('Country message').textContent).toBe('Country is required');
  });
});
