import { recordIdParam } from '@fanship/domain/catalogue/field-rules';
import { z } from 'zod';

/** Route params with a numeric `id`: a positive whole number up to the integer column's limit, else 400. */
export const idParamsSchema = z.object({ id: recordIdParam('Invalid id') });
