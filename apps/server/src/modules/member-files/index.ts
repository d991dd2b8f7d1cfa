export { insertMemberFile, markAttached } from './member-files.repository.ts';
export { memberFileRoutes } from './member-files.routes.ts';
export {
  attachMemberFiles,
  deleteUnattachedFiles,
  memberFileUrl,
  storeMemberFile,
} from './member-files.service.ts';
