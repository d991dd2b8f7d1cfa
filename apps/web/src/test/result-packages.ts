import { fireEvent, screen, within } from '@testing-library/react';

/** Fills one row of the staff step that records new packages: weight in kg, sides in cm (`index` from 1). */
export function fillResultRow(index: number, [kg, width, length, height]: [string, string, string, string]) {
  const row = within(screen.getByRole('group', { name: `New package ${index}` }));
  fireEvent.change(row.getByLabelText(/^Weight \(kg\)/), { target: { value: kg } });
  fireEvent.change(row.getByLabelText(/^Width \(cm\)/), { target: { value: width } });
  fireEvent.change(row.getByLabelText(/^Length \(cm\)/), { target: { value: length } });
  fireEvent.change(row.getByLabelText(/^Height \(cm\)/), { target: { value: height } });
}
