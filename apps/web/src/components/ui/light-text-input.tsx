import type { InputHTMLAttributes, ReactNode } from 'react';

type LightTextInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'className' | 'style'> & {
  leftSection?: ReactNode;
};

/**
 * Mantine's TextInput (size sm, no label) as HTML: the same elements, classes and attributes (held to Mantine's own
 * drawing by light-text-input.test.tsx; Input's styles are in the entry's base, app/mantine-base.css), without the
 * component's JavaScript (Input, its wrapper, label, description, error and clear button). The header's search,
 * drawn on every first load, uses it so the app's entry stays small (issue 26); forms use Mantine's inputs.
 */
export function LightTextInput({ leftSection, ...input }: LightTextInputProps) {
  return (
    <div className="m_46b77525 mantine-InputWrapper-root mantine-TextInput-root" data-size="sm">
      <div
        style={
          {
            '--input-height': 'var(--input-height-sm)',
            '--input-fz': 'var(--mantine-font-size-sm)',
          } as object
        }
        className="m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper"
        data-variant="default"
        data-size="sm"
        data-with-left-section={leftSection ? true : undefined}
      >
        {leftSection && (
          <div data-position="left" className="m_82577fc2 mantine-Input-section mantine-TextInput-section">
            {leftSection}
          </div>
        )}
        <input
          className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
          data-variant="default"
          {...input}
        />
      </div>
    </div>
  );
}
