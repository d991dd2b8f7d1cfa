export { addressRoutes } from './addresses.routes.ts';
export { listAddresses } from './addresses.service.ts';
