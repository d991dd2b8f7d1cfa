import type { ApplicationInfo } from '@fanship/domain/schemas/application-info';

/** A saved applicant's information record as GET /api/me/application-info answers it. */
export const savedApplicationInfo = (overrides: Partial<ApplicationInfo> = {}): ApplicationInfo => ({
  id: 4,
  name: 'Mina Park',
  data: 'Phone 010-1234-5678',
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  ...overrides,
});
