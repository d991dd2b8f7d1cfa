export {
  PackageChecklist,
  PackageChecklistField,
  usePackageChoices,
} from './components/package-checklist.tsx';
export { PackageDetail } from './components/package-detail.tsx';
export { PackageLinks } from './components/package-links.tsx';
export { PackageList } from './components/package-list.tsx';
export { PackagePicker, PackagePickerField, type PackagePickerRule } from './components/package-picker.tsx';
