// @vitest-environment jsdom
// SiteLogo: the home page's link names it; its drawing is public/logo.svg's, element by element.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import logoFile from '../../public/logo.svg?raw';
import { SiteLogo } from './site-logo';

/** The drawing's elements, each with its attributes in order of name and its own text. */
const drawingOf = (svg: Element) => ({
  viewBox: svg.getAttribute('viewBox'),
  shapes: [...svg.querySelectorAll('g, g *')].map((element) => ({
    tag: element.tagName.toLowerCase(),
    attributes: [...element.attributes].map(({ name, value }) => `${name}=${value}`).sort(),
    text: element.children.length ? '' : element.textContent,
  })),
});

describe('SiteLogo', () => {
  it('is an image named for the home page', () => {
    render(<SiteLogo />);
    expect(screen.getByRole('img', { name: 'Estúdio Flexo — Página inicial' })).toBeInTheDocument();
  });

  it('draws what public/logo.svg draws', () => {
    const { container } = render(<SiteLogo />);
    const file = new DOMParser().parseFromString(logoFile, 'image/svg+xml').documentElement;
    const drawn = drawingOf(container.querySelector('svg')!);
    expect(drawn.shapes.length).toBeGreaterThan(5);
    expect(drawn).toEqual(drawingOf(file));
  });
});
