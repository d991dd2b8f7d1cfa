export { ChangePasswordForm } from './components/change-password-form.tsx';
export { FindIdForm } from './components/find-id-form.tsx';
export { FindPasswordForm } from './components/find-password-form.tsx';
export { RecoveryCard } from './components/recovery-card.tsx';
