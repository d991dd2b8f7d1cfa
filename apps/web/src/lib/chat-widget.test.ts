import { afterEach, describe, expect, it } from 'vitest';
import { channelTalkCalls, channelTalkScripts, forgetChannelTalk } from '../test/chat-widget.ts';
import { CHANNEL_TALK_SCRIPT_URL, channelTalkWidget } from './chat-widget.ts';

afterEach(forgetChannelTalk);

describe('Channel Talk chat widget', () => {
  it("adds Channel Talk's script once, however many widgets are made", () => {
    expect(channelTalkScripts()).toHaveLength(0);
    channelTalkWidget('plugin-key');
    channelTalkWidget('plugin-key');
    const scripts = channelTalkScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(CHANNEL_TALK_SCRIPT_URL);
    expect(scripts[0]?.async).toBe(true);
  });

  it('boots with the plugin key and the member id, its own button hidden, then opens and shuts down', () => {
    const widget = channelTalkWidget('plugin-key');
    widget.boot('ABC1234');
    widget.showMessenger();
    widget.shutdown();
    widget.boot(null);
    const options = { pluginKey: 'plugin-key', language: 'en', hideChannelButtonOnBoot: true };
    expect(channelTalkCalls()).toEqual([
      ['boot', { ...options, memberId: 'ABC1234' }],
      ['showMessenger'],
      ['shutdown'],
      ['boot', options],
    ]);
  });

  it('hands its calls to the SDK once the SDK has replaced the stand-in', () => {
    const widget = channelTalkWidget('plugin-key');
    const received: unknown[][] = [];
    window.ChannelIO = (...args: unknown[]) => received.push(args);
    widget.showMessenger();
    expect(received).toEqual([['showMessenger']]);
  });
});
