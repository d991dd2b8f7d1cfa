import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { channelTalkCalls, channelTalkScripts, forgetChannelTalk } from '../../../test/chat-widget.ts';
import { mockApi, renderAt } from '../../../test/render.tsx';
import { resetChatSession } from '../chat-session.ts';
import { HelpButton } from './help-button.tsx';

afterEach(() => {
  resetChatSession();
  forgetChannelTalk();
});

describe('Help button', () => {
  it('leads to the help desk when no chat is configured', async () => {
    mockApi({ 'GET /api/site-config': { body: { chatPluginKey: null } } });
    const { router } = renderAt('/shop-products', <HelpButton memberId="ABC1234" />);
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'));
    expect(channelTalkScripts()).toHaveLength(0);
  });

  it("opens the chat's messenger as the member when a plugin key is configured", async () => {
    mockApi({ 'GET /api/site-config': { body: { chatPluginKey: 'plugin-key' } } });
    const { router } = renderAt('/shop-products', <HelpButton memberId="ABC1234" />);
    expect(channelTalkScripts()).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Help' }));
    await waitFor(() =>
      expect(channelTalkCalls().map(([command]) => command)).toEqual(['boot', 'showMessenger']),
    );
    expect(channelTalkCalls()[0]?.[1]).toMatchObject({ pluginKey: 'plugin-key', memberId: 'ABC1234' });
    expect(channelTalkScripts()).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/shop-products');
  });
});
