export { InterestsOnboarding } from './components/interests-onboarding.tsx';
export { MemberInterestsCard } from './components/member-interests-card.tsx';
