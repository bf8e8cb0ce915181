// Server-side rendering of the public pages with the SPA's own components.
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { createPagePrerenderer, isPrerenderable } from './prerender';

describe('page prerendering', () => {
  it('renders public pages and the 404 page, never the private areas', async () => {
    const logger = createLogger({ env: 'test', logLevel: 'silent' });
    const prerender = createPagePrerenderer(logger);
    const about = await prerender.renderBody('/About');
    expect(about).toContain('Uma trajetória de sucesso!');
    expect(about).toContain('Vamos Conversar?');
    expect(about?.startsWith('<a ')).toBe(true);
    expect(await prerender.renderBody('/fabrica')).toContain('>Fabrica</h1>');
    expect(await prerender.renderBody('/nao-existe')).toContain('Página não encontrada');
    expect(await prerender.renderBody('/ClientArea')).toBeNull();
    expect(await prerender.renderBody('/Admin')).toBeNull();
    expect(isPrerenderable('/alterar-arte/123')).toBe(false);
  }, 60_000);
});
