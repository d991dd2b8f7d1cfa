import { afterEach, describe, expect, it, vi } from 'vitest';
import { channelTalkCalls, channelTalkScripts, forgetChannelTalk } from '../../test/chat-widget.ts';
import { mockApi } from '../../test/render.tsx';
import { end, identify, openHelp, resetChatSession } from './chat-session.ts';

const withKey = { 'GET /api/site-config': { body: { chatPluginKey: 'plugin-key' } } };
const withoutKey = { 'GET /api/site-config': { body: { chatPluginKey: null } } };
const commands = () =>
  channelTalkCalls().map(([command, options]) => [command, (options as { memberId?: string })?.memberId]);

afterEach(() => {
  resetChatSession();
  forgetChannelTalk();
});

describe('support chat session', () => {
  it('boots the widget with the member id once a member signs in, reading the key once', async () => {
    const { calls } = mockApi(withKey);
    await identify('ABC1234');
    await identify('ABC1234');
    expect(channelTalkScripts()).toHaveLength(1);
    expect(channelTalkCalls()).toEqual([
      [
        'boot',
        { pluginKey: 'plugin-key', language: 'en', hideChannelButtonOnBoot: true, memberId: 'ABC1234' },
      ],
    ]);
    expect(calls.filter((call) => call.key === 'GET /api/site-config')).toHaveLength(1);
  });

  it('opens the messenger as the member, booting again for another member and shutting down on sign-out', async () => {
    mockApi(withKey);
    const toHelpDesk = vi.fn();
    await openHelp(null, toHelpDesk);
    await identify('ABC1234');
    await openHelp('ABC1234', toHelpDesk);
    await end();
    expect(commands()).toEqual([
      ['boot', undefined],
      ['showMessenger', undefined],
      ['shutdown', undefined],
      ['boot', 'ABC1234'],
      ['showMessenger', undefined],
      ['shutdown', undefined],
    ]);
    expect(toHelpDesk).not.toHaveBeenCalled();
  });

  it('adds no script and sends help to the help desk when no plugin key is set', async () => {
    mockApi(withoutKey);
    const toHelpDesk = vi.fn();
    await identify('ABC1234');
    await openHelp('ABC1234', toHelpDesk);
    await end();
    expect(toHelpDesk).toHaveBeenCalledTimes(1);
    expect(channelTalkScripts()).toHaveLength(0);
    expect(window.ChannelIO).toBeUndefined();
  });

  it('falls back to the help desk when the configuration cannot be read, and asks again next time', async () => {
    const { calls } = mockApi({});
    const toHelpDesk = vi.fn();
    await openHelp(null, toHelpDesk);
    await openHelp(null, toHelpDesk);
    expect(toHelpDesk).toHaveBeenCalledTimes(2);
    expect(calls.filter((call) => call.key === 'GET /api/site-config')).toHaveLength(2);
    expect(channelTalkScripts()).toHaveLength(0);
  });
});
