import { parseFormNumber } from '@fanship/domain/pricing/form-number';
import { type RecordResultsInput, recordResultsSchema } from '@fanship/domain/warehouse/package-services';
import { MAX_PARCEL_WEIGHT_GRAMS } from '@fanship/domain/warehouse/parcels';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { photoName } from '../../staff-warehouse/index.ts';

/** One new package as staff type it: weight in kilograms, sides in centimetres, what it holds. */
export type ResultRowValues = {
  weightKg: string;
  widthCm: string;
  lengthCm: string;
  heightCm: string;
  description: string;
  /** The uploaded photos' addresses. */
  photos: string[];
};
/** The rows, and the kind's own whole numbers recorded with them (`extra`: a packing's vacuum bags), as typed. */
export type ResultPackagesValues = { packages: ResultRowValues[]; extra: Record<string, string> };

/** A whole number a kind records beside its packages (a packing's `vacuumBags`), by its name in the step's body. */
export type ResultExtraField = { name: string; label: string; description?: string };

/** An empty row, its description filled in when the request says what the package holds. */
export function emptyResultRow(description = ''): ResultRowValues {
  return { weightKg: '', widthCm: '', lengthCm: '', heightCm: '', description, photos: [] };
}

/** Kilograms as typed ('1.25') to whole grams (1250); anything else is left for the contract to refuse. */
export function kgToGrams(kg: string): unknown {
  const parsed = parseFormNumber(kg);
  return typeof parsed === 'number' && Number.isFinite(parsed) ? Math.round(parsed * 1000) : parsed;
}

/** The body of the results step (`POST /api/staff/requests/{kind}/{code}/results`) from the form. */
export function toRecordResults(
  values: ResultPackagesValues,
  extraFields: readonly ResultExtraField[] = [],
): RecordResultsInput {
  return {
    packages: values.packages.map((row) => ({
      weightGrams: kgToGrams(row.weightKg) as number,
      widthCm: row.widthCm,
      lengthCm: row.lengthCm,
      heightCm: row.heightCm,
      description: row.description,
      photos: row.photos.map(photoName),
    })),
    ...Object.fromEntries(
      extraFields.map((field) => [field.name, parseFormNumber(values.extra[field.name])]),
    ),
  };
}

/**
 * The contract's weight messages speak grams (the body's unit); the form's field is in kilograms, so its messages
 * say kilograms too.
 */
export function weightMessageInKg(message: string): string {
  if (message.includes('too large')) return `Weight is too large (max. ${MAX_PARCEL_WEIGHT_GRAMS / 1000} kg)`;
  if (message.includes('at least')) return 'Weight must be at least 0.001 kg';
  if (message.includes('whole number')) return 'Weight must be a number of kilograms';
  return message;
}

/**
 * A contract path to the form's field: `packages.0.weightGrams` → `packages.0.weightKg`, a kind's own field
 * (`vacuumBags`) → `extra.vacuumBags`; anything else is the form's `root`.
 */
export function resultFormField(
  path: readonly PropertyKey[],
  extraFields: readonly ResultExtraField[] = [],
): string {
  const [list, index, field] = path.map(String);
  if (list !== undefined && index === undefined && extraFields.some((extra) => extra.name === list))
    return `extra.${list}`;
  if (index === undefined) return 'root';
  return `${list}.${index}.${field === 'weightGrams' ? 'weightKg' : field}`;
}

/** A message on its form field, in kilograms for a weight. */
export function resultFieldMessage(field: string, message: string): string {
  return field.endsWith('weightKg') ? weightMessageInKg(message) : message;
}

/**
 * Checks the rows (and the kind's own fields) by the step's contract (`schema`: `recordResultsSchema` or a kind's
 * extension of it) on the body the form will send, each message on its field.
 */
export function resultPackagesResolver(
  schema: z.ZodType = recordResultsSchema,
  extraFields: readonly ResultExtraField[] = [],
): Resolver<ResultPackagesValues> {
  return async (values) => {
    const parsed = schema.safeParse(toRecordResults(values, extraFields));
    if (parsed.success) return { values, errors: {} };
    const errors: Record<string, Record<string, unknown>> = {};
    for (const issue of parsed.error.issues) {
      const field = resultFormField(issue.path, extraFields);
      const [group, key, name] = field.split('.');
      if (group === undefined || key === undefined || group === 'root') continue;
      const error = { type: 'validation', message: resultFieldMessage(field, issue.message) };
      errors[group] ??= {};
      const target = errors[group] as Record<string, unknown>;
      if (name === undefined) {
        target[key] ??= error;
      } else {
        target[key] ??= {};
        (target[key] as Record<string, unknown>)[name] ??= error;
      }
    }
    return { values: {}, errors: errors as FieldErrors<ResultPackagesValues> };
  };
}
