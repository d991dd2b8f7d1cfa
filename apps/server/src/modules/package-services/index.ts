/**
 * The package-service scaffold's public entry (split, and later inclusion, packing, repacking, shipping): a kind
 * is `definePackageService(...)`, a definition on the request scaffold that takes the member's packages, makes new
 * ones and writes their fees.
 */

export { requestsTargeting } from './package-links.repository.ts';
export { definePackageService } from './package-service-kind.ts';
export type {
  PackageRule,
  PackageServiceSpec,
  PackageServiceView,
  RecordedResults,
  ServiceFeeLine,
} from './package-service-spec.ts';
export { staffPackageRef } from './package-service-views.ts';
