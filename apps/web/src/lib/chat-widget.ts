/**
 * The support chat's adapter for Channel Talk's web SDK (developers.channel.io, "web-channelio"): the SDK is a script
 * that defines `window.ChannelIO(command, ...args)`. Until it has loaded, a queue stands in for it (as Channel Talk's
 * own loader does) and the script drains it, so calls made before the script arrives are not lost.
 */

/** Where Channel Talk serves its web SDK. */
export const CHANNEL_TALK_SCRIPT_URL = 'https://cdn.channel.io/plugin/ch-plugin-web.js';

type ChannelIO = ((...args: unknown[]) => void) & { q?: unknown[][]; c?: (args: unknown[]) => void };

declare global {
  interface Window {
    ChannelIO?: ChannelIO;
    ChannelIOInitialized?: boolean;
  }
}

/** The support chat as the app uses it: boot as a member (or an anonymous visitor), open, shut down. */
export type ChatWidget = {
  /** Starts the messenger for this member (their code as Channel Talk's memberId), or for a visitor (null). */
  boot: (memberId: string | null) => void;
  showMessenger: () => void;
  /** Ends the chat session (a member signed out); boot starts it again. */
  shutdown: () => void;
};

/** Defines the queue that stands in for `ChannelIO` and adds the SDK's script, once per page. */
function installChannelIO(target: Window): void {
  if (target.ChannelIO) return;
  const queue: unknown[][] = [];
  const standIn: ChannelIO = (...args) => standIn.c?.(args);
  standIn.q = queue;
  standIn.c = (args) => queue.push(args);
  target.ChannelIO = standIn;
  if (target.ChannelIOInitialized) return;
  target.ChannelIOInitialized = true;
  const script = target.document.createElement('script');
  script.async = true;
  script.src = CHANNEL_TALK_SCRIPT_URL;
  target.document.head.appendChild(script);
}

/**
 * The Channel Talk widget for `pluginKey`, its script added to the page the first time. Its own floating button stays
 * hidden: the site's help button opens the messenger.
 */
export function channelTalkWidget(pluginKey: string, target: Window = window): ChatWidget {
  installChannelIO(target);
  const call = (...args: unknown[]) => target.ChannelIO?.(...args);
  return {
    boot: (memberId) =>
      call('boot', {
        pluginKey,
        language: 'en',
        hideChannelButtonOnBoot: true,
        ...(memberId ? { memberId } : {}),
      }),
    showMessenger: () => call('showMessenger'),
    shutdown: () => call('shutdown'),
  };
}
