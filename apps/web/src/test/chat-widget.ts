import { CHANNEL_TALK_SCRIPT_URL } from '../lib/chat-widget.ts';

/** The Channel Talk SDK scripts the page holds. */
export function channelTalkScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>(`script[src="${CHANNEL_TALK_SCRIPT_URL}"]`)];
}

/** The calls queued for Channel Talk's SDK (it never loads in jsdom), as [command, ...arguments]. */
export function channelTalkCalls(): unknown[][] {
  return window.ChannelIO?.q ?? [];
}

/** Removes Channel Talk from the page, as if it had never been loaded. */
export function forgetChannelTalk(): void {
  for (const script of channelTalkScripts()) script.remove();
  delete window.ChannelIO;
  delete window.ChannelIOInitialized;
}
