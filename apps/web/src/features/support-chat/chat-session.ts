import type { SiteConfig } from '@fanship/domain/schemas/site-config';
import { apiRequest } from '../../lib/api-client.ts';
import { type ChatWidget, channelTalkWidget } from '../../lib/chat-widget.ts';

/**
 * The support chat of this page (its own chunk, loaded when help is asked for or a member signs in): the widget made
 * from the server's plugin key (GET /site-config, read once), booted as the signed-in member. Without a key there is
 * no widget, and help is the help desk.
 */
let widget: Promise<ChatWidget | null> | undefined;
/** Who the widget was booted as: a member code, null for a visitor, undefined when it is not booted. */
let bootedAs: string | null | undefined;

function chatWidget(): Promise<ChatWidget | null> {
  widget ??= apiRequest<SiteConfig>('/site-config').then(
    ({ chatPluginKey }) => (chatPluginKey ? channelTalkWidget(chatPluginKey) : null),
    () => {
      widget = undefined; // asked again next time
      return null;
    },
  );
  return widget;
}

function bootAs(chat: ChatWidget, memberId: string | null): void {
  if (bootedAs === memberId) return;
  if (bootedAs !== undefined) chat.shutdown();
  chat.boot(memberId);
  bootedAs = memberId;
}

/** A member signed up or in: the chat knows them by their member code from now on. */
export async function identify(memberId: string): Promise<void> {
  const chat = await chatWidget();
  if (chat) bootAs(chat, memberId);
}

/** The help button: the messenger (as the member, or as a visitor), or the help desk when there is no chat. */
export async function openHelp(memberId: string | null, goToHelpDesk: () => void): Promise<void> {
  const chat = await chatWidget();
  if (!chat) return goToHelpDesk();
  bootAs(chat, memberId);
  chat.showMessenger();
}

/** The member signed out: the chat forgets them. */
export async function end(): Promise<void> {
  const chat = await widget;
  if (chat && bootedAs !== undefined) chat.shutdown();
  bootedAs = undefined;
}

/** Forgets the widget and the configuration (tests start each case afresh). */
export function resetChatSession(): void {
  widget = undefined;
  bootedAs = undefined;
}
