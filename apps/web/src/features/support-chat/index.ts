/**
 * The support chat (spec "storefront and account" §4, issue 24): the floating Help button and the calls that tell the
 * chat who signed in or out. The chat's own code and Channel Talk's SDK load only when needed (chat-trigger.ts).
 */
export { endChatMember, identifyChatMember } from './chat-trigger.ts';
export { HelpButton } from './components/help-button.tsx';
