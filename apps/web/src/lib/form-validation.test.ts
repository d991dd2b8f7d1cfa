import { describe, expect, it } from 'vitest';

// Every component file of the app, as text.
const sources = import.meta.glob<string>(['../**/*.tsx', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('form validation mode', () => {
  it('validates every react-hook-form form on blur, then live (validateOnBlur)', () => {
    const forms = Object.entries(sources).filter(([, text]) => /useForm</.test(text));
    expect(forms.length).toBeGreaterThanOrEqual(20);
    const withoutMode = forms
      .filter(([, text]) => text.split(/useForm</).length - 1 !== text.split('...validateOnBlur').length - 1)
      .map(([path]) => path);
    expect(withoutMode).toEqual([]);
  });
});
