import { z } from 'zod';

/** Route params with a numeric `id`: a positive whole number up to the integer column's limit, else 400. */
export const idParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'Invalid id' })
    .int('Invalid id')
    .positive('Invalid id')
    .max(2_147_483_647, 'Invalid id'),
});
