export { useApplicationInfo, useApplicationInfos } from './api/application-infos-api.ts';
export { ApplicationInfoForm } from './components/application-info-form.tsx';
export { ApplicationInfoPick } from './components/application-info-pick.tsx';
export { ApplicationInfoTable } from './components/application-info-table.tsx';
