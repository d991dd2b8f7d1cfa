import { describe, expect, it } from 'vitest';

// Every component file of the app, as text.
const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('form validation mode', () => {
  // The sign-in and recovery forms use lib/touched-form.ts instead (issue 8), on blur then live by construction
  // (touched-form.test.tsx).
  it('validates every react-hook-form form on blur, then live (validateOnBlur)', () => {
    const forms = Object.entries(sources).filter(([, text]) => /useForm</.test(text));
    expect(forms.length).toBeGreaterThanOrEqual(18);
    const withoutMode = forms
      .filter(([, text]) => text.split(/useForm</).length - 1 !== text.split('...validateOnBlur').length - 1)
      .map(([path]) => path);
    expect(withoutMode).toEqual([]);
  });
});
