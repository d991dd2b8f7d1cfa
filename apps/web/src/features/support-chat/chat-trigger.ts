/**
 * What the shell and the sign-in need of the support chat, kept tiny: the chat itself (`chat-session.ts`, the server's
 * configuration and Channel Talk's SDK) loads only when help is asked for or a member signs in, never with the page.
 */
let session: Promise<typeof import('./chat-session.ts')> | undefined;
const loadSession = () => {
  session ??= import('./chat-session.ts');
  return session;
};

/** After sign-up or sign-in: the chat widget is told the member's id. */
export function identifyChatMember(memberId: string): Promise<void> {
  return loadSession().then((chat) => chat.identify(memberId));
}

/** The help button: opens the messenger, or goes to the help desk when no chat is configured. */
export function openHelp(memberId: string | null, goToHelpDesk: () => void): Promise<void> {
  return loadSession().then((chat) => chat.openHelp(memberId, goToHelpDesk));
}

/** After sign-out: a chat already loaded forgets the member (nothing is loaded for it). */
export function endChatMember(): Promise<void> {
  return session ? session.then((chat) => chat.end()) : Promise.resolve();
}
