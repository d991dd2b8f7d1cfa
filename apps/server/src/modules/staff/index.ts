export { staffRoutes } from './staff.routes.ts';
export { staffCreditRoutes } from './staff-credit.routes.ts';
