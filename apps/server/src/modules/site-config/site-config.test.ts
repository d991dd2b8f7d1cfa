import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';

const { start } = setupTestApps();

describe('GET /api/site-config', () => {
  it('answers the support chat plugin key to anyone, null when CHAT_PLUGIN_KEY is unset', async () => {
    const answers = await (await start()).get('/api/site-config');
    expect([answers.statusCode, answers.json()]).toEqual([200, { chatPluginKey: null }]);
    const configured = await start({ chatPluginKey: 'plugin-key-1' });
    const configuredAnswer = await configured.get('/api/site-config');
    expect(configuredAnswer.json()).toEqual({ chatPluginKey: 'plugin-key-1' });
    // The chat's SDK may then load and talk to Channel Talk; without the key the policy stays 'self' only.
    const policy = configuredAnswer.headers['content-security-policy'];
    expect(policy).toContain("script-src 'self' https://*.channel.io;");
    expect(policy).toContain("connect-src 'self' https://*.channel.io wss://*.channel.io;");
    expect(policy).toContain('frame-src https://*.channel.io;');
    expect(answers.headers['content-security-policy']).not.toContain('channel.io');
  });
});
