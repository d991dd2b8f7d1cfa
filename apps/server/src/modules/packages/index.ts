export { createPoolPackage, measuredParcel, POOL_PARCEL_NOTE } from './lost-and-found.service.ts';
export { allItemsArrivedMail, parcelArrivedMail } from './package-notices.ts';
export { attachPackagePhotos, detachPackagePhotos, givePackageFiles } from './package-photos.ts';
export type { NewPackage, NewPackageItem, PackageRow } from './package-records.ts';
export {
  createPackage,
  findPackage,
  lockPackage,
  lockPackages,
  movePackage,
  recordPackageEvent,
} from './package-records.ts';
export { addPackageVideo } from './package-videos.ts';
export { listPackageItems, type PackageItemRow, pagePackages } from './packages.repository.ts';
export { packageRoutes } from './packages.routes.ts';
export { staffPackageRoutes } from './staff-packages.routes.ts';
export { staffParcelRoutes } from './staff-parcels.routes.ts';
export { sendStorageReminders } from './storage-reminders.ts';
