/**
 * The welcome step's code, fetched on demand: the sign-up page loads it while the form is being sent, so
 * the Modal (its focus trap and scroll lock) is not part of the page's first visit.
 */
export const loadWelcomeModal = () => import('./components/welcome-modal.tsx');
