// @vitest-environment jsdom
// Checks that ResponsiveImage wires the manifest into <picture> and sets the loading hints.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { images } from '../content/images.generated';
import { ResponsiveImage } from './responsive-image';

afterEach(cleanup);

describe('ResponsiveImage', () => {
  it('renders AVIF and WebP sources and a sized, lazy img by default', () => {
    const { container } = render(
      <ResponsiveImage name="taverna-cover" alt="Caixa de pizza Taverna" sizes="50vw" />,
    );
    const img = screen.getByRole('img', { name: 'Caixa de pizza Taverna' });
    const entry = images['taverna-cover'];

    expect(img.getAttribute('alt')).toBe('Caixa de pizza Taverna');
    expect(img.getAttribute('width')).toBe(String(entry.width));
    expect(img.getAttribute('height')).toBe(String(entry.height));
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.getAttribute('fetchpriority')).toBeNull();
    expect(img.getAttribute('src')).toBe(entry.fallback);
    expect(img.className).toBe('img-fluid');

    const sources = container.querySelectorAll('picture > source');
    expect(sources).toHaveLength(2);
    expect(sources[0]?.getAttribute('type')).toBe('image/avif');
    expect(sources[0]?.getAttribute('srcset')).toBe(entry.sources.avif);
    expect(sources[0]?.getAttribute('srcset')).toContain('/images/out/taverna-cover-360.avif 360w');
    expect(sources[0]?.getAttribute('sizes')).toBe('50vw');
    expect(sources[1]?.getAttribute('type')).toBe('image/webp');
    expect(sources[1]?.getAttribute('srcset')).toBe(entry.sources.webp);
  });

  it('loads eagerly with high fetch priority when marked as priority', () => {
    render(
      <ResponsiveImage
        name="hero-home"
        alt="Painel de marketing digital"
        sizes="100vw"
        priority
        className="rounded"
      />,
    );
    const img = screen.getByRole('img', { name: 'Painel de marketing digital' });

    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('decoding')).toBeNull();
    expect(img.className).toBe('img-fluid rounded');
  });

  it('loads eagerly after the lead images when in the first screen but not its lead', () => {
    render(<ResponsiveImage name="gallery-03" alt="Terceira arte" sizes="45vw" eager />);
    const img = screen.getByRole('img', { name: 'Terceira arte' });

    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('low');
  });
});
