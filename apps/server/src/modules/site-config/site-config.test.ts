import { describe, expect, it } from 'vitest';
import { setupTestApps } from '../../test/app.ts';

const { start } = setupTestApps();

describe('GET /api/site-config', () => {
  it('answers the support chat plugin key to anyone, null when CHAT_PLUGIN_KEY is unset', async () => {
    const answers = await (await start()).get('/api/site-config');
    expect([answers.statusCode, answers.json()]).toEqual([200, { chatPluginKey: null }]);
    const configured = await start({ chatPluginKey: 'plugin-key-1' });
    expect((await configured.get('/api/site-config')).json()).toEqual({ chatPluginKey: 'plugin-key-1' });
  });
});
